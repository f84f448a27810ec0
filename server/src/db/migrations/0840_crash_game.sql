-- The in-house vendor's crash game ("Rocket"): shared rounds on a schedule, driven by the job
-- runner's leader. Times are milliseconds since the epoch from the server clocks (kept in sync by
-- NTP); every node decides cash-outs from the same stored start time. See docs/crash-game.md.

-- A hash chain of crash seeds. seed_0 comes from an installation secret (platform_secrets);
-- terminal_hash (seed_N) is published before its first round; rounds use it backwards.
CREATE TABLE crash_chains (
  id serial PRIMARY KEY,
  table_code text NOT NULL,
  length integer NOT NULL CHECK (length > 0),
  terminal_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One round of a table. seed stays secret (never sent to a client) until the round crashed.
-- The unique keys make a second leader's attempt to open the same round a no-op.
CREATE TABLE crash_rounds (
  id bigserial PRIMARY KEY,
  table_code text NOT NULL,
  round_no bigint NOT NULL,
  chain_id integer NOT NULL REFERENCES crash_chains (id),
  chain_index integer NOT NULL,
  seed text NOT NULL,
  crash_x100 bigint NOT NULL CHECK (crash_x100 >= 100),
  betting_at bigint NOT NULL,
  starts_at bigint NOT NULL,
  crashes_at bigint NOT NULL,
  status text NOT NULL CHECK (status IN ('betting', 'flying', 'crashed')),
  -- every bet of the round has its settle (or refund) callback applied
  settled boolean NOT NULL DEFAULT false,
  UNIQUE (table_code, round_no),
  UNIQUE (chain_id, chain_index)
);
CREATE INDEX crash_rounds_recent ON crash_rounds (table_code, round_no DESC);

-- A member's bet in a round. bet_id is the client's idempotency key; ledger_round the vendor round
-- id the callbacks move money under. status: pending (bet callback under way), open, cashed (won at
-- cashout_x100), lost, refunded, void (the stake was never taken). settled: its money is final.
CREATE TABLE crash_bets (
  id bigserial PRIMARY KEY,
  round_id bigint NOT NULL REFERENCES crash_rounds (id),
  member_id bigint NOT NULL,
  bet_id text NOT NULL,
  ledger_round text NOT NULL UNIQUE,
  node_id integer NOT NULL,
  vendor text NOT NULL,
  wallet text NOT NULL,
  player text NOT NULL,
  stake bigint NOT NULL CHECK (stake > 0),
  auto_x100 bigint CHECK (auto_x100 IS NULL OR auto_x100 >= 101),
  fingerprint text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'open', 'cashed', 'lost', 'refunded', 'void')),
  cashout_x100 bigint,
  payout bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  settled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, bet_id),
  UNIQUE (round_id, member_id)
);
CREATE INDEX crash_bets_unsettled ON crash_bets (round_id) WHERE NOT settled;

-- The mini-game studio SPB launches its first title on the crash engine (existing installations;
-- new ones get it from the catalogue generator).
UPDATE games
   SET engine = 'crash',
       name = '{"en":"Rocket"}'::jsonb,
       name_search = 'rocket'
 WHERE vendor = 'SPB' AND game_code = 'spb-0001';
