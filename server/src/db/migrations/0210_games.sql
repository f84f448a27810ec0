-- The game catalogue, favourites, recent games, PvP rooms and game rounds (games domain).

-- A vendor (vassalage). Translatable text is {"en": …, "zh": …}; readers fall back to "en".
CREATE TABLE game_vendors (
  code text PRIMARY KEY,
  name jsonb NOT NULL,
  -- the category whose lane shows the vendor first (a vendor may have games in several categories)
  category text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  is_hot boolean NOT NULL DEFAULT false,
  -- 'VASSALAGE': the card opens the vendor's game list; 'GAME': the card launches default_node_id
  is_game text NOT NULL DEFAULT 'VASSALAGE' CHECK (is_game IN ('VASSALAGE', 'GAME')),
  default_node_id integer,
  -- own_wallet: stakes come from the vendor's own member wallet when the brand's merchant wallet is
  -- not single (walletTransfer moves money in and out); otherwise, and always when single, from MAIN
  own_wallet boolean NOT NULL DEFAULT false,
  -- where the client shows a launched game: 'game' (/game, header only) or 'seamless' (/seamless)
  launch_page text NOT NULL DEFAULT 'game' CHECK (launch_page IN ('game', 'seamless')),
  -- which provider implementation launches its games ('demo' = the in-house vendor, 'lottery' …)
  provider text NOT NULL,
  maintenance boolean NOT NULL DEFAULT false,
  art jsonb NOT NULL DEFAULT '{}'
);

CREATE TABLE games (
  node_id integer PRIMARY KEY,
  game_code text NOT NULL,
  vendor text NOT NULL REFERENCES game_vendors (code),
  game_type text NOT NULL,
  name jsonb NOT NULL,
  -- every translation of the name, lower case, for search
  name_search text NOT NULL,
  classify text NOT NULL,
  min_bet bigint NOT NULL CHECK (min_bet > 0),
  min_line_num integer NOT NULL DEFAULT 0,
  is_hot boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0,
  -- the in-house engine that runs the game: slot, baccarat, blackjack, dice, crash (null: none)
  engine text,
  art jsonb NOT NULL DEFAULT '{}',
  maintenance boolean NOT NULL DEFAULT false,
  UNIQUE (vendor, game_code)
);
CREATE INDEX games_type_vendor ON games (game_type, vendor, sort, node_id);
CREATE INDEX games_vendor ON games (vendor, sort, node_id);
CREATE INDEX games_hot ON games (sort, node_id) WHERE is_hot;

CREATE TABLE game_favourites (
  member_id bigint NOT NULL REFERENCES members (id),
  node_id integer NOT NULL REFERENCES games (node_id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, node_id)
);

CREATE TABLE game_recent (
  member_id bigint NOT NULL REFERENCES members (id),
  node_id integer NOT NULL REFERENCES games (node_id),
  last_played timestamptz NOT NULL DEFAULT now(),
  launches integer NOT NULL DEFAULT 1,
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX game_recent_member ON game_recent (member_id, last_played DESC);

CREATE TABLE pvp_rooms (
  id serial PRIMARY KEY,
  node_id integer NOT NULL REFERENCES games (node_id),
  name jsonb NOT NULL,
  min_bet bigint NOT NULL,
  max_players integer NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

-- Seats taken in PvP rooms: a member sits down when launching a room, leaves after an idle hour.
CREATE TABLE pvp_seats (
  room_id integer NOT NULL REFERENCES pvp_rooms (id),
  member_id bigint NOT NULL REFERENCES members (id),
  seated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (room_id, member_id)
);

-- One round of a vendor game. Money moves only through the ledger (postings keyed by the round id).
CREATE TABLE game_rounds (
  id text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  node_id integer NOT NULL REFERENCES games (node_id),
  vendor text NOT NULL,
  engine text NOT NULL,
  wallet text NOT NULL DEFAULT 'MAIN',
  stake bigint NOT NULL CHECK (stake > 0),
  payout bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  status text NOT NULL CHECK (status IN ('open', 'settled', 'refunded')),
  -- the engine's state and outcome (reels, cards, dice …) for replay and audit
  detail jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX game_rounds_member ON game_rounds (member_id, created_at DESC);
CREATE INDEX game_rounds_wins ON game_rounds (settled_at DESC) WHERE status = 'settled' AND payout > stake;
CREATE INDEX game_rounds_open ON game_rounds (created_at) WHERE status = 'open';

-- Vendor callbacks seen (bet, settle, refund): a forged or replayed message is refused, a retried
-- one answers what the first answered.
CREATE TABLE vendor_callbacks (
  vendor text NOT NULL,
  tx_id text NOT NULL,
  kind text NOT NULL,
  round_id text NOT NULL,
  amount bigint NOT NULL,
  body_hash bytea NOT NULL,
  result jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vendor, tx_id)
);

-- Per-installation secrets: launch-ticket and vendor-callback HMAC keys (created at first use).
CREATE TABLE platform_secrets (
  name text PRIMARY KEY,
  secret bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
