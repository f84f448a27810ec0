-- The wallet: a double-entry ledger in integer minor units (wallet domain).
-- Every balance change is one posting (unique idempotency key) with entries that sum to zero.

-- Member accounts: one per member and wallet ('MAIN' or a vendor code); their balance is kept here,
-- locked with SELECT … FOR UPDATE by every posting, and can never go below zero.
-- House accounts (member_id NULL): one per purpose; their balance is the sum of their entries (not
-- kept in the row, so a busy house account is never a lock every posting waits for).
CREATE TABLE ledger_accounts (
  id bigserial PRIMARY KEY,
  member_id bigint REFERENCES members (id),
  wallet text NOT NULL,
  balance bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_member_never_negative CHECK (member_id IS NULL OR balance >= 0),
  CONSTRAINT ledger_house_balance_unused CHECK (member_id IS NOT NULL OR balance = 0)
);
CREATE UNIQUE INDEX ledger_accounts_member ON ledger_accounts (member_id, wallet) WHERE member_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_house ON ledger_accounts (wallet) WHERE member_id IS NULL;

-- House purposes: BANK (deposits, withdrawals, demo credit), GAMES (stakes and wins with vendors),
-- LOTTERY, PROMO (bonuses), AGENT (commissions, salaries), ADJUST (operator corrections).
-- Later domains add their own with INSERT … ON CONFLICT DO NOTHING in their migrations.
INSERT INTO ledger_accounts (wallet) VALUES ('BANK'), ('GAMES'), ('LOTTERY'), ('PROMO'), ('AGENT'), ('ADJUST');

CREATE TABLE ledger_postings (
  id bigserial PRIMARY KEY,
  -- the caller's idempotency key: a retry with the same key returns this posting and moves nothing
  idem_key text NOT NULL UNIQUE,
  -- 'debit' | 'credit' | 'transfer': with member_id, amount and kind it tells a retry from a clash
  op text NOT NULL,
  kind text NOT NULL,
  member_id bigint REFERENCES members (id),
  amount bigint NOT NULL CHECK (amount > 0),
  ref text,
  meta jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_postings_member ON ledger_postings (member_id, id DESC);
CREATE INDEX ledger_postings_ref ON ledger_postings (ref) WHERE ref IS NOT NULL;

CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  posting_id bigint NOT NULL REFERENCES ledger_postings (id),
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  -- positive: money into the account; negative: money out
  amount bigint NOT NULL CHECK (amount <> 0),
  -- member accounts only: the balance right after this entry
  balance_after bigint
);
CREATE INDEX ledger_entries_posting ON ledger_entries (posting_id);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id DESC);

-- At commit, every posting's entries must sum to zero (checked by the database, not only the code).
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT COALESCE(SUM(amount), 0) FROM ledger_entries WHERE posting_id = NEW.posting_id) <> 0 THEN
    RAISE EXCEPTION 'ledger posting % does not balance', NEW.posting_id;
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();

-- Postings and entries are history: never changed, never deleted.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger history is append-only';
END $$;
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
