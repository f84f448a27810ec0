-- The outbox becomes the delivery queue of e-mail and SMS: a message is written in the transaction of
-- the change that sends it (so nothing is sent for a rolled-back change and nothing is lost for a
-- committed one), and the delivery job hands it to SMTP / the SMS gateway with retries and backoff.
-- pending: waiting for an attempt; sent: accepted by the provider; kept: no provider configured, the
-- development outbox holds it; failed: given up (attempts used up, expired, or no provider in production).
-- Rows written before this change were only ever meant for the development outbox: they stay 'kept'.
ALTER TABLE outbox ADD COLUMN status text NOT NULL DEFAULT 'kept' CHECK (status IN ('pending', 'sent', 'kept', 'failed'));
ALTER TABLE outbox ALTER COLUMN status SET DEFAULT 'pending';
ALTER TABLE outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
-- a verification code is useless after it expires: no retry sends it later than this
ALTER TABLE outbox ADD COLUMN expires_at timestamptz NOT NULL DEFAULT now() + interval '1 hour';
ALTER TABLE outbox ADD COLUMN last_error text;
ALTER TABLE outbox ADD COLUMN done_at timestamptz;
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending';
