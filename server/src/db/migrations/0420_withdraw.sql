-- Withdrawals (withdraw domain): a member asks for money out to one of his payout accounts; the
-- amount is held at once, an operator approves and pays it out through a payment provider, and the
-- member confirms he received it (spec §4, withdrawal confirmation).

-- Where the held money waits between the request and the payout (or its return on a rejection).
INSERT INTO ledger_accounts (wallet) VALUES ('WITHDRAW_HOLD') ON CONFLICT (wallet) WHERE member_id IS NULL DO NOTHING;

-- Per bank or e-wallet: its own withdrawal range inside the brand's (NULL: the brand's only), and
-- the payment provider that sends payouts to it.
ALTER TABLE payout_providers ADD COLUMN withdraw_min_minor bigint CHECK (withdraw_min_minor > 0);
ALTER TABLE payout_providers ADD COLUMN withdraw_max_minor bigint CHECK (withdraw_max_minor > 0);
ALTER TABLE payout_providers ADD COLUMN payout_via text NOT NULL DEFAULT 'SANDBOX';

-- requested → approved → paid → confirmed | disputed; requested or approved → rejected (hold returned).
CREATE TABLE withdrawals (
  id               bigserial PRIMARY KEY,
  withdraw_no      text NOT NULL UNIQUE,
  member_id        bigint NOT NULL REFERENCES members (id),
  -- the member's idempotency key: the same key with the same request answers the same withdrawal
  request_id       text NOT NULL,
  payout_account_id bigint NOT NULL REFERENCES payout_accounts (id),
  amount_minor     bigint NOT NULL CHECK (amount_minor > 0),
  status           text NOT NULL DEFAULT 'requested'
                   CHECK (status IN ('requested', 'approved', 'paid', 'confirmed', 'disputed', 'rejected')),
  reject_reason    text,
  -- how the member answered after the payout: full, partial, none (not received), auto (no answer in time)
  receipt          text CHECK (receipt IN ('full', 'partial', 'none', 'auto')),
  received_minor   bigint CHECK (received_minor >= 0),
  remaining_minor  bigint CHECK (remaining_minor >= 0),
  hold_posting_id  bigint NOT NULL,
  return_posting_id bigint,
  payout_posting_id bigint,
  payout_provider  text,
  payout_ref       text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  approved_at      timestamptz,
  paid_at          timestamptz,
  -- after this an unanswered payout counts as received
  confirm_due_at   timestamptz,
  closed_at        timestamptz,
  UNIQUE (member_id, request_id)
);
CREATE INDEX withdrawals_member ON withdrawals (member_id, id DESC);
CREATE INDEX withdrawals_open ON withdrawals (status) WHERE status IN ('requested', 'approved', 'paid', 'disputed');
CREATE INDEX withdrawals_due ON withdrawals (confirm_due_at) WHERE status = 'paid';

-- The in-house sandbox provider's payouts (a real provider keeps these on its side).
CREATE TABLE sandbox_payouts (
  ref             text PRIMARY KEY,
  merchant_order  text NOT NULL UNIQUE,
  amount_minor    bigint NOT NULL,
  currency        text NOT NULL,
  bank            text NOT NULL,
  account_number  text NOT NULL,
  holder_name     text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
