-- Responsible play a member sets on himself (responsible domain).
-- A break from play: a time-out (24 hours to 6 weeks) or a self-exclusion (6 months to permanent).
-- While one is in force the member cannot log in, bet or deposit. A break is only ever lengthened
-- from the site, never shortened or lifted, so the rows are kept (history) and the longest one rules.
CREATE TABLE play_breaks (
  id          bigserial PRIMARY KEY,
  member_id   bigint NOT NULL REFERENCES members (id),
  kind        text NOT NULL CHECK (kind IN ('timeout', 'exclusion')),
  -- what the member chose ('24h', '7d', '6w', '6m', '1y', '5y', 'permanent')
  choice      text NOT NULL,
  starts_at   timestamptz NOT NULL DEFAULT now(),
  -- null: permanent
  ends_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX play_breaks_member ON play_breaks (member_id, ends_at);

-- Loss and stake limits over rolling windows (a day, 7 days, 30 days), checked at bet time. As with
-- the deposit limits, a lower limit applies at once and a raise or removal waits 24 hours.
CREATE TABLE play_limits (
  member_id     bigint NOT NULL REFERENCES members (id),
  kind          text NOT NULL CHECK (kind IN ('loss', 'stake')),
  period        text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  limit_minor   bigint CHECK (limit_minor > 0),
  pending_minor bigint CHECK (pending_minor > 0),
  pending_from  timestamptz,
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, kind, period)
);

-- One row per member who chose something: the reality-check interval (null: no reminder). The row
-- is also what bets lock, so two bets at once cannot both slip under a limit.
CREATE TABLE play_settings (
  member_id         bigint PRIMARY KEY REFERENCES members (id),
  reminder_minutes  integer CHECK (reminder_minutes IN (15, 30, 60)),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
