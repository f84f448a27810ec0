-- Either side of an approved contract may ask to end it; the other confirms (or either withdraws the
-- request). The request is kept on the contract: who asked and when.
ALTER TABLE agent_contracts ADD COLUMN termination_requested_by bigint REFERENCES members (id);
ALTER TABLE agent_contracts ADD COLUMN termination_requested_at timestamptz;
