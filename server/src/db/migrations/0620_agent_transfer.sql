-- The house account an agent's transfer to a downline passes through: each transfer is a debit of
-- the agent into it and a credit of the downline out of it, in one transaction, so it nets to zero.
INSERT INTO ledger_accounts (wallet) VALUES ('AGENT_TRANSFER') ON CONFLICT (wallet) WHERE member_id IS NULL DO NOTHING;
