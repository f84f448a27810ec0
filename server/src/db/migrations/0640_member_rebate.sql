-- Each member's rebate: the share of his valid bets returned to him, in basis points (100 = 1%).
-- An agent sets it for the members directly below him, never above his own; the operator sets the
-- top agents'. 0 for everyone until then.
ALTER TABLE members ADD COLUMN rebate_bps integer NOT NULL DEFAULT 0 CHECK (rebate_bps BETWEEN 0 AND 10000);

-- Every change of a member's rebate, so a day is paid at the rate in force at its end, whenever the
-- payout runs (an agent changing it later does not change a finished day).
CREATE TABLE rebate_changes (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  rate_bps integer NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rebate_changes_member ON rebate_changes (member_id, at DESC, id DESC);

-- The rebate paid for one member and one UTC day: at most one row, so a day is paid once however
-- often the job runs, on however many nodes. amount may be 0 (a rate too small for the day's bets).
CREATE TABLE rebate_payments (
  member_id bigint NOT NULL REFERENCES members (id),
  day date NOT NULL,
  valid_bet bigint NOT NULL,
  rate_bps integer NOT NULL,
  amount bigint NOT NULL,
  paid_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, day)
);

