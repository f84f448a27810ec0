-- A version on every member balance (ADR 0028, addendum). A node answers the balance call from a copy
-- of a few seconds, and answers and events can overtake each other on their way to the page, so the
-- page must tell an older snapshot from a newer one: each change of an account's balance takes the
-- next number of one sequence, and a member's snapshot carries the largest of his accounts'.
-- Postings hold the member's main-wallet lock from before they take the number until they commit,
-- so of two postings of one member the one that commits later has the larger number.
CREATE SEQUENCE ledger_balance_seq;
ALTER TABLE ledger_accounts ADD COLUMN seq bigint NOT NULL DEFAULT 0;

-- Set by the database rather than by each statement of the ledger: a balance changed by any statement
-- (a set-based credit, a repair by hand) still gets a new version, so two snapshots with the same
-- version are always the same figures.
CREATE FUNCTION ledger_balance_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.seq := nextval('ledger_balance_seq');
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_accounts_balance_version BEFORE UPDATE OF balance ON ledger_accounts
  FOR EACH ROW WHEN (NEW.balance IS DISTINCT FROM OLD.balance) EXECUTE FUNCTION ledger_balance_version();
