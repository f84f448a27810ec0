-- Provably fair mini games of the in-house vendor (Wheel, Plinko, Keno): the vendor's own state.
-- A member has one current seed pair (revealed_at IS NULL): its server seed stays secret, only its
-- SHA-256 is shown, until the member rotates; then the pair is revealed and a new one committed.
CREATE TABLE demo_fair_seeds (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL,
  -- 32 random bytes as 64 hex characters (the HMAC key is this text)
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  -- the nonce the next round takes
  nonce integer NOT NULL DEFAULT 0 CHECK (nonce >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  revealed_at timestamptz
);
CREATE UNIQUE INDEX demo_fair_seeds_current ON demo_fair_seeds (member_id) WHERE revealed_at IS NULL;
CREATE INDEX demo_fair_seeds_member ON demo_fair_seeds (member_id, id DESC);

-- The nonce a round took (once: the round id is the key) and what it drew, for the fairness history.
CREATE TABLE demo_fair_rounds (
  round_id text PRIMARY KEY,
  member_id bigint NOT NULL,
  seed_id bigint NOT NULL REFERENCES demo_fair_seeds (id),
  nonce integer NOT NULL,
  engine text NOT NULL,
  params jsonb NOT NULL,
  stake bigint NOT NULL,
  payout bigint,
  outcome jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  UNIQUE (seed_id, nonce)
);
CREATE INDEX demo_fair_rounds_member ON demo_fair_rounds (member_id, engine, created_at DESC);
