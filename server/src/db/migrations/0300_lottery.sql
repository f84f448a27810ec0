-- Lottery (lottery domain): games with schedules, draws with committed seeds, bets and settlement.

-- A family shares its play types (LOTT, ZY, ELOTT, SEA, VN).
CREATE TABLE lottery_families (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name jsonb NOT NULL
);

-- Play types and their odds: configuration, seeded from data, changeable by an operator.
CREATE TABLE lottery_play_types (
  id serial PRIMARY KEY,
  family_code text NOT NULL REFERENCES lottery_families (code),
  code text NOT NULL,
  name jsonb NOT NULL,
  kind text NOT NULL CHECK (kind IN ('last', 'first', 'bigSmall', 'oddEven')),
  digits integer NOT NULL CHECK (digits BETWEEN 1 AND 6),
  -- payout multiplier (stake included) in thousandths: 1950 = 1.95
  odds_milli integer NOT NULL CHECK (odds_milli > 1000),
  min_stake bigint NOT NULL CHECK (min_stake > 0),
  max_stake bigint NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (family_code, code),
  CHECK (max_stake >= min_stake)
);

CREATE TABLE lottery_games (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  family_code text NOT NULL REFERENCES lottery_families (code),
  name jsonb NOT NULL,
  prize_mode text NOT NULL,
  account_type text NOT NULL CHECK (account_type IN ('TCG_SEA', 'TCG_LOTTO_VN')),
  time_zone text NOT NULL,
  -- spec §9 weekday codes: Sunday 1, Monday 2 … Saturday 7
  draw_days integer[] NOT NULL,
  -- local 'HH:mm' draw times, or an interval from local midnight
  draw_times text[] NOT NULL DEFAULT '{}',
  interval_seconds integer,
  lock_seconds integer NOT NULL CHECK (lock_seconds >= 0),
  is_hot boolean NOT NULL DEFAULT false,
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  CHECK (interval_seconds IS NOT NULL OR cardinality(draw_times) > 0)
);

CREATE TABLE lottery_menus (
  id serial PRIMARY KEY,
  tag text NOT NULL UNIQUE,
  label jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE lottery_menu_games (
  menu_id integer NOT NULL REFERENCES lottery_menus (id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES lottery_games (id) ON DELETE CASCADE,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (menu_id, game_id)
);

-- One row per numero. The seed is secret until status DRAWN; its SHA-256 is public from the start.
-- OPEN → LOCKED → DRAWN → SETTLED, or OPEN/LOCKED → CANCELLED (every bet refunded).
CREATE TABLE lottery_draws (
  id bigserial PRIMARY KEY,
  game_id integer NOT NULL REFERENCES lottery_games (id),
  numero text NOT NULL,
  status text NOT NULL CHECK (status IN ('OPEN', 'LOCKED', 'DRAWN', 'SETTLED', 'CANCELLED')),
  local_date date NOT NULL,
  open_at timestamptz NOT NULL,
  lock_at timestamptz NOT NULL,
  draw_at timestamptz NOT NULL,
  seed text NOT NULL,
  seed_hash text NOT NULL,
  open_number text,
  drawn_at timestamptz,
  settled_at timestamptz,
  cancelled_at timestamptz,
  UNIQUE (game_id, numero),
  CHECK (lock_at <= draw_at),
  CHECK ((status IN ('DRAWN', 'SETTLED')) = (open_number IS NOT NULL))
);
-- at most one numero of a game is open or locked at a time
CREATE UNIQUE INDEX lottery_draws_one_current ON lottery_draws (game_id) WHERE status IN ('OPEN', 'LOCKED');
CREATE INDEX lottery_draws_game_time ON lottery_draws (game_id, draw_at DESC);
CREATE INDEX lottery_draws_pending ON lottery_draws (status, draw_at) WHERE status IN ('OPEN', 'LOCKED', 'DRAWN');

-- A bet request: its idempotency key (requestId) per member, and the balance it left.
CREATE TABLE lottery_orders (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  request_id text NOT NULL,
  draw_id bigint NOT NULL REFERENCES lottery_draws (id),
  total_stake bigint NOT NULL,
  balance_after bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_id)
);

CREATE TABLE lottery_bets (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES lottery_orders (id),
  member_id bigint NOT NULL REFERENCES members (id),
  game_id integer NOT NULL REFERENCES lottery_games (id),
  draw_id bigint NOT NULL REFERENCES lottery_draws (id),
  play_code text NOT NULL,
  play_kind text NOT NULL,
  play_digits integer NOT NULL,
  bet_number text NOT NULL,
  stake bigint NOT NULL CHECK (stake > 0),
  -- odds at the time of the bet: a later odds change does not touch placed bets
  odds_milli integer NOT NULL,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'WON', 'LOST', 'REFUNDED')),
  payout bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX lottery_bets_draw ON lottery_bets (draw_id, status);
CREATE INDEX lottery_bets_member ON lottery_bets (member_id, id DESC);
CREATE INDEX lottery_bets_game_time ON lottery_bets (game_id, created_at DESC);

CREATE TABLE lottery_favourites (
  member_id bigint NOT NULL REFERENCES members (id),
  game_id integer NOT NULL REFERENCES lottery_games (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_id)
);
