-- VIP levels (brand data, seeded): the lifetime deposit and valid-bet totals that reach a level, and
-- what it gives. members.rank_level holds the highest level a member reached (never lowered).
CREATE TABLE vip_levels (
  level integer PRIMARY KEY CHECK (level >= 0),
  name text NOT NULL,
  color text NOT NULL,
  color2 text NOT NULL,
  deposit_minor bigint NOT NULL CHECK (deposit_minor >= 0),
  valid_bet_minor bigint NOT NULL CHECK (valid_bet_minor >= 0),
  rebate_bps integer NOT NULL CHECK (rebate_bps >= 0),
  daily_withdraw_limit_minor bigint NOT NULL CHECK (daily_withdraw_limit_minor >= 0),
  birthday_bonus_minor bigint NOT NULL DEFAULT 0 CHECK (birthday_bonus_minor >= 0),
  vip_service boolean NOT NULL DEFAULT false
);
-- what the progress query sums per member
CREATE INDEX ledger_postings_member_kind ON ledger_postings (member_id, kind);
