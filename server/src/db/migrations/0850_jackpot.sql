-- The progressive jackpot of the in-house slots (domains/games/jackpot.ts).
-- Its money is the JACKPOT house account: every contribution moves from GAMES into it, every win
-- leaves it for the member, and each new pool's seed moves from GAMES into it. The running amount of
-- each pool is kept here, changed under the row lock in the same transaction as those postings, so
-- at any commit the sum of the pools equals the sum of the JACKPOT account's entries.
INSERT INTO ledger_accounts (wallet) VALUES ('JACKPOT') ON CONFLICT (wallet) WHERE member_id IS NULL DO NOTHING;

CREATE TABLE jackpot_pools (
  id text PRIMARY KEY,
  -- minor units: the seed plus every contribution since the last win
  amount bigint NOT NULL CHECK (amount >= 0),
  seed bigint NOT NULL CHECK (seed > 0),
  -- how many times the pool was won (the seed posting of cycle n is keyed by n)
  cycle integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per win, keyed by the round that won: a round can win at most once.
CREATE TABLE jackpot_wins (
  round_id text PRIMARY KEY,
  pool text NOT NULL REFERENCES jackpot_pools (id),
  cycle integer NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  amount bigint NOT NULL CHECK (amount > 0),
  won_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (pool, cycle)
);
