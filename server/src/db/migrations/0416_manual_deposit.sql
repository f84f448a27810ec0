-- Manual bank transfer (deposit domain): the player pays into the brand's account from his own bank,
-- uploads the receipt, and an operator accepts or refuses it.

ALTER TABLE deposit_channels DROP CONSTRAINT deposit_channels_kind_check;
ALTER TABLE deposit_channels ADD CONSTRAINT deposit_channels_kind_check CHECK (kind IN ('ewallet', 'bank', 'qr', 'manual'));
-- a manual channel's receiving account: { "bankName", "accountName", "accountNumber" }
ALTER TABLE deposit_channels ADD COLUMN payee jsonb;

-- 'review': a receipt was sent and waits for an operator
ALTER TABLE deposit_orders DROP CONSTRAINT deposit_orders_status_check;
ALTER TABLE deposit_orders ADD CONSTRAINT deposit_orders_status_check
  CHECK (status IN ('created', 'pending', 'review', 'paid', 'failed', 'expired'));
ALTER TABLE deposit_orders ADD COLUMN sender_name text;
ALTER TABLE deposit_orders ADD COLUMN submitted_at timestamptz;
-- why an operator refused a receipt (shown to the player)
ALTER TABLE deposit_orders ADD COLUMN review_note text;
CREATE INDEX deposit_orders_review ON deposit_orders (submitted_at) WHERE status = 'review';
