-- Points (points domain): earned from valid bets, spent in the points mall or converted to money.
-- Points are their own ledger with the money ledger's guarantees: every change is one posting with
-- a unique idempotency key, integer points, and the member's balance right after it; postings are
-- never changed or deleted, so a balance is read from the newest posting and never UPDATEd.
-- Points never expire (spec §9): nothing here ages them.
CREATE TABLE point_postings (
  id bigserial PRIMARY KEY,
  idem_key text NOT NULL UNIQUE,
  member_id bigint NOT NULL REFERENCES members (id),
  -- earn (a valid bet), redeem (a mall item), convert (points to money)
  kind text NOT NULL CHECK (kind IN ('earn', 'redeem', 'convert')),
  -- positive: points in; negative: points out
  points bigint NOT NULL CHECK (points <> 0),
  -- written under the member's row lock, from the previous posting's balance
  balance_after bigint NOT NULL CHECK (balance_after >= 0),
  ref text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX point_postings_member ON point_postings (member_id, id DESC);

CREATE FUNCTION point_postings_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'point postings are append-only';
END $$;
CREATE TRIGGER point_postings_append_only BEFORE UPDATE OR DELETE ON point_postings
  FOR EACH ROW EXECUTE FUNCTION point_postings_append_only();

-- Each valid bet is looked at once (source 'game' round id or 'lottery' bet id), even when its stake
-- earned no whole point yet: the stake still counts towards the member's next point.
CREATE TABLE point_earnings (
  source text NOT NULL CHECK (source IN ('game', 'lottery')),
  ref text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  stake_minor bigint NOT NULL CHECK (stake_minor > 0),
  points bigint NOT NULL CHECK (points >= 0),
  posting_id bigint REFERENCES point_postings (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (source, ref)
);
CREATE INDEX point_earnings_member ON point_earnings (member_id);

-- The mall's items, as data: cash (paid into the main wallet through the money ledger), voucher (a
-- code shown to the member, e.g. free spins) or goods (shipped by the operator). stock NULL: unlimited.
CREATE TABLE point_items (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('cash', 'voucher', 'goods')),
  title jsonb NOT NULL,
  description jsonb NOT NULL DEFAULT '{}',
  cost_points bigint NOT NULL CHECK (cost_points > 0),
  cash_minor bigint CHECK (cash_minor > 0),
  stock integer CHECK (stock >= 0),
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  CHECK ((kind = 'cash') = (cash_minor IS NOT NULL))
);

-- A member's redemption (an item, or points converted to money). request_id is the member's
-- idempotency key: the same key answers the same redemption; with another item or amount it is refused.
CREATE TABLE point_redemptions (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  request_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('item', 'convert')),
  item_id integer REFERENCES point_items (id),
  points bigint NOT NULL CHECK (points > 0),
  cash_minor bigint NOT NULL DEFAULT 0 CHECK (cash_minor >= 0),
  voucher_code text,
  point_posting_id bigint NOT NULL REFERENCES point_postings (id),
  money_posting_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_id),
  CHECK ((kind = 'item') = (item_id IS NOT NULL))
);
CREATE INDEX point_redemptions_member ON point_redemptions (member_id, id DESC);
