-- The commission paid to one agent for one day of the brand: the spread between his rebate and the
-- rebate of the member below him through whom each valid bet of his team came. At most one row per
-- agent and day, inserted in the transaction of its ledger posting, so a day is paid once however
-- often the job runs, on however many nodes. amount may be 0 (a spread too small for the day's bets).
CREATE TABLE agent_commissions (
  agent_id bigint NOT NULL REFERENCES members (id),
  day date NOT NULL,
  valid_bet bigint NOT NULL,
  amount bigint NOT NULL,
  paid_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (agent_id, day)
);
