-- Salary contracts between an agent and an agent directly below him (spec §3, §4, §7). Today one
-- kind: the daily salary, paid per UTC calendar day at a rate of the downline agent's team valid bet,
-- by tiers. Statuses follow spec §4: in process (offered), approved, rejected; terminated ends one.
CREATE TABLE agent_contracts (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('dailySalary')),
  upline_id bigint NOT NULL REFERENCES members (id),
  member_id bigint NOT NULL REFERENCES members (id),
  -- [{ "minValidBetMinor": n, "rateBps": n }, …] ascending by minValidBetMinor
  tiers jsonb NOT NULL,
  status text NOT NULL DEFAULT 'process' CHECK (status IN ('process', 'approved', 'rejected', 'terminated')),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  -- the first day paid: the day after the downline accepted
  starts_on date,
  ends_on date
);
-- one live contract of a kind per downline agent
CREATE UNIQUE INDEX agent_contracts_live ON agent_contracts (member_id, kind) WHERE status IN ('process', 'approved');
CREATE INDEX agent_contracts_upline ON agent_contracts (upline_id, id DESC);

-- One row per contract and day, written in the transaction of the ledger posting that pays it (none
-- when the day earned nothing): a day is settled once, whatever runs the settlement again.
CREATE TABLE agent_contract_payments (
  id bigserial PRIMARY KEY,
  contract_id bigint NOT NULL REFERENCES agent_contracts (id),
  member_id bigint NOT NULL REFERENCES members (id),
  period date NOT NULL,
  valid_bet bigint NOT NULL,
  rate_bps integer NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  posting_id bigint REFERENCES ledger_postings (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (contract_id, period)
);
CREATE INDEX agent_contract_payments_member ON agent_contract_payments (member_id, period DESC);
