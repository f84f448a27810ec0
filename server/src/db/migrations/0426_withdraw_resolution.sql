-- How an operator closed a disputed withdrawal (`cashier resolve`): the missing amount paid back to the
-- member's main wallet (paidRest, by the posting resolve_posting_id) or the payout confirmed as it was
-- (asIs). The note is shown to the member with the withdrawal.
ALTER TABLE withdrawals ADD COLUMN resolution text CHECK (resolution IN ('paidRest', 'asIs'));
ALTER TABLE withdrawals ADD COLUMN resolution_note text;
ALTER TABLE withdrawals ADD COLUMN resolution_minor bigint CHECK (resolution_minor >= 0);
ALTER TABLE withdrawals ADD COLUMN resolve_posting_id bigint;
ALTER TABLE withdrawals ADD COLUMN resolved_at timestamptz;
