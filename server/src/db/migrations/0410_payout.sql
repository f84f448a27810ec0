-- Payout security (payout domain): the payment password, the banks and e-wallets payouts go to, and
-- the members' payout accounts.

-- One row per member who set a payment password. The wrong-try count and the lock live here, so a
-- restart or another node does not give a guesser fresh tries.
CREATE TABLE payment_passwords (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  password_hash text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  changed_at timestamptz NOT NULL DEFAULT now()
);

-- Operators maintain this list; account-number lengths are per provider because banks differ.
CREATE TABLE payout_providers (
  code text PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('bank', 'ewallet')),
  name text NOT NULL,
  min_length integer NOT NULL CHECK (min_length > 0),
  max_length integer NOT NULL CHECK (max_length >= min_length),
  sort_order integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);

-- Removed accounts keep their row (removed_at) so a past payout still names where it went.
CREATE TABLE payout_accounts (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  type text NOT NULL CHECK (type IN ('bank', 'ewallet')),
  provider text NOT NULL REFERENCES payout_providers (code),
  account_number text NOT NULL,
  holder_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  removed_at timestamptz
);
CREATE INDEX payout_accounts_member ON payout_accounts (member_id) WHERE removed_at IS NULL;
CREATE UNIQUE INDEX payout_accounts_live ON payout_accounts (member_id, provider, account_number) WHERE removed_at IS NULL;
