-- Missions (missions domain): goals measured from the member's own bets and deposits in a period,
-- with a reward paid once per member, mission and period. A mission is data an operator adds
-- (`ops missions …`); progress is never stored, it is counted from the facts when asked.
CREATE TABLE missions (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  title jsonb NOT NULL,
  -- lotteryBets: lottery bets placed; lotteryStake: stake on lottery; slotGames: distinct slot
  -- games played; depositTotal: deposits; validTurnover: settled game rounds and lottery bets
  goal_kind text NOT NULL CHECK (goal_kind IN ('lotteryBets', 'lotteryStake', 'slotGames', 'depositTotal', 'validTurnover')),
  target bigint NOT NULL CHECK (target > 0),
  -- daily: one period per brand-local day between starts_at and ends_at; once: one period, start to end
  period text NOT NULL CHECK (period IN ('daily', 'once')),
  starts_at timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz,
  reward_kind text NOT NULL CHECK (reward_kind IN ('cash', 'points')),
  -- cash: minor units; points: points
  reward_amount bigint NOT NULL CHECK (reward_amount > 0),
  turnover_multiple integer NOT NULL DEFAULT 1 CHECK (turnover_multiple >= 0 AND turnover_multiple <= 100),
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at IS NULL OR ends_at > starts_at)
);

-- One claim per member, mission and period (period_key: the brand-local day or 'once'): the unique
-- key makes a second payment impossible, however concurrent. request_id is the member's
-- idempotency key: the same key answers the same claim, another mission under it is refused.
CREATE TABLE mission_claims (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  mission_id integer NOT NULL REFERENCES missions (id),
  period_key text NOT NULL,
  request_id text NOT NULL,
  reward_kind text NOT NULL CHECK (reward_kind IN ('cash', 'points')),
  reward_amount bigint NOT NULL CHECK (reward_amount > 0),
  turnover_required_minor bigint NOT NULL DEFAULT 0 CHECK (turnover_required_minor >= 0),
  -- the money posting (cash) or the points posting (points)
  posting_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, mission_id, period_key),
  UNIQUE (member_id, request_id)
);
CREATE INDEX mission_claims_member ON mission_claims (member_id, id DESC);

-- Missions the member has seen (he opened the missions page while they ran): the rest are the
-- unread count of the member centre's entry.
CREATE TABLE mission_views (
  member_id bigint NOT NULL REFERENCES members (id),
  mission_id integer NOT NULL REFERENCES missions (id),
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, mission_id)
);

-- The daily sign-in's 7-day reward cycle, as data: day 1 to 7 of a streak; day 8 starts at day 1 again.
CREATE TABLE sign_in_rewards (
  day integer PRIMARY KEY CHECK (day BETWEEN 1 AND 7),
  reward_kind text NOT NULL CHECK (reward_kind IN ('cash', 'points')),
  reward_amount bigint NOT NULL CHECK (reward_amount > 0)
);
-- a cycle every brand starts with (points, and a little cash on day 7); `ops missions sign-in-reward` changes it
INSERT INTO sign_in_rewards (day, reward_kind, reward_amount) VALUES
  (1, 'points', 5), (2, 'points', 5), (3, 'points', 10), (4, 'points', 10), (5, 'points', 15), (6, 'points', 20), (7, 'cash', 500);

-- One sign-in per member and brand-local day. streak: days signed one after the other up to this
-- one (1 after a missed day); cycle_day: its place in the 7-day cycle. The reward is paid in the
-- same transaction (posting_id: the money or points posting).
CREATE TABLE member_sign_ins (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  local_day date NOT NULL,
  streak integer NOT NULL CHECK (streak >= 1),
  cycle_day integer NOT NULL CHECK (cycle_day BETWEEN 1 AND 7),
  request_id text NOT NULL,
  reward_kind text NOT NULL CHECK (reward_kind IN ('cash', 'points')),
  reward_amount bigint NOT NULL CHECK (reward_amount > 0),
  posting_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, local_day),
  UNIQUE (member_id, request_id)
);
CREATE INDEX member_sign_ins_member ON member_sign_ins (member_id, local_day DESC);

-- Points paid by missions and sign-ins are their own kinds in the points history.
ALTER TABLE point_postings DROP CONSTRAINT point_postings_kind_check;
ALTER TABLE point_postings ADD CONSTRAINT point_postings_kind_check
  CHECK (kind IN ('earn', 'redeem', 'convert', 'mission', 'signIn'));
