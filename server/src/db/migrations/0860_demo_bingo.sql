-- 75-ball bingo of the in-house vendor (providers/games/demo/bingo.ts): the vendor's own state, kept
-- in the platform's database so every node sees the same draws. Money is not here: a purchase is a
-- game round (bet callback), paid by a settle callback when its draw completes.

-- One draw per bingo title and time slot (seq = slot number since the epoch). The seed is drawn
-- when the row is made and stays secret until the draw has ended; seed_hash (SHA-256 of the seed)
-- is shown from the start, so a player can check the balls were fixed before sales opened.
CREATE TABLE demo_bingo_draws (
  node_id integer NOT NULL REFERENCES games (node_id),
  seq bigint NOT NULL,
  opens_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  seed text NOT NULL,
  seed_hash text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled')),
  -- at settlement: cards that played, sales, and per pattern the winning ball (1-based) and prize per card
  result jsonb,
  settled_at timestamptz,
  PRIMARY KEY (node_id, seq),
  CHECK (opens_at < closes_at AND closes_at < ends_at)
);
CREATE INDEX demo_bingo_draws_due ON demo_bingo_draws (ends_at) WHERE status = 'open';

-- Cards: a purchase (one round, round_id) holds 1-4 cards; card_no numbers a member's cards in a
-- draw 1..4, so the unique key caps a member at four cards however concurrent the purchases.
CREATE TABLE demo_bingo_cards (
  round_id text NOT NULL,
  idx smallint NOT NULL CHECK (idx BETWEEN 0 AND 3),
  node_id integer NOT NULL,
  seq bigint NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  -- what the settle callback needs: the vendor and the wallet the stake came from
  vendor text NOT NULL,
  wallet text NOT NULL,
  card_no smallint NOT NULL CHECK (card_no BETWEEN 1 AND 4),
  -- 25 numbers, row by row, the free centre as 0
  numbers smallint[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (round_id, idx),
  UNIQUE (node_id, seq, member_id, card_no),
  FOREIGN KEY (node_id, seq) REFERENCES demo_bingo_draws (node_id, seq)
);
CREATE INDEX demo_bingo_cards_draw ON demo_bingo_cards (node_id, seq);
