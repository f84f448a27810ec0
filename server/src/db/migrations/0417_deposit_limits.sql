-- Deposit limits a member sets on himself (responsible play): at most this much in any rolling
-- day, week (7 days) or month (30 days). A lower limit applies at once; a higher one, or removing
-- it, only after 24 hours, so a limit cannot be undone in a moment of chasing losses.
CREATE TABLE deposit_limits (
  member_id     bigint NOT NULL REFERENCES members (id),
  period        text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  -- null: no limit
  limit_minor   bigint CHECK (limit_minor > 0),
  -- a raise or removal waiting for pending_from (pending_minor null with pending_from set = removal)
  pending_minor bigint CHECK (pending_minor > 0),
  pending_from  timestamptz,
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, period)
);
