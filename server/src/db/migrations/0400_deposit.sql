-- Deposits through online payment providers (spec §1: players deposit from the cashier).

-- The channels a member can pay with. Operators change them without code (ops cashier …).
CREATE TABLE deposit_channels (
  code            text PRIMARY KEY CHECK (code ~ '^[A-Z0-9_]{1,32}$'),
  -- what kind of channel it is: drives the icon and the grouping on the page
  kind            text NOT NULL CHECK (kind IN ('ewallet', 'bank', 'qr')),
  -- a payment brand's own name: shown as it is, in every language
  name            text NOT NULL,
  -- the payment provider that takes the money, and the method it is asked for
  provider        text NOT NULL,
  method          text NOT NULL,
  min_minor       bigint NOT NULL CHECK (min_minor > 0),
  max_minor       bigint NOT NULL CHECK (max_minor >= min_minor),
  presets_minor   bigint[] NOT NULL DEFAULT '{}',
  fee_fixed_minor bigint NOT NULL DEFAULT 0 CHECK (fee_fixed_minor >= 0),
  -- percent fee in basis points (100 = 1%)
  fee_bps         integer NOT NULL DEFAULT 0 CHECK (fee_bps >= 0 AND fee_bps < 10000),
  -- the text key of its processing time (deposit:processing.<key> on the web)
  processing_key  text NOT NULL DEFAULT 'instant',
  enabled         boolean NOT NULL DEFAULT true,
  sort            integer NOT NULL DEFAULT 0
);

-- One deposit a member asked for: created → pending (at the provider) → paid | failed | expired.
CREATE TABLE deposit_orders (
  id              bigserial PRIMARY KEY,
  order_no        text NOT NULL UNIQUE,
  member_id       bigint NOT NULL REFERENCES members(id),
  -- the member's idempotency key: the same key with the same request answers the same order
  request_id      text NOT NULL,
  channel         text NOT NULL REFERENCES deposit_channels(code),
  provider        text NOT NULL,
  amount_minor    bigint NOT NULL CHECK (amount_minor > 0),
  fee_minor       bigint NOT NULL CHECK (fee_minor >= 0),
  -- what reaches the wallet: amount minus fee
  credit_minor    bigint NOT NULL CHECK (credit_minor > 0),
  status          text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'pending', 'paid', 'failed', 'expired')),
  provider_ref    text,
  checkout_url    text,
  posting_id      bigint,
  created_at      timestamptz NOT NULL DEFAULT now(),
  expires_at      timestamptz NOT NULL,
  paid_at         timestamptz,
  closed_at       timestamptz,
  UNIQUE (member_id, request_id)
);
CREATE INDEX deposit_orders_member ON deposit_orders (member_id, id DESC);
CREATE INDEX deposit_orders_open ON deposit_orders (expires_at) WHERE status IN ('created', 'pending');

-- What a member must wager before withdrawing: one row per credit that carries a requirement
-- (a deposit asks 1× its amount). The withdrawal checks the sum against the member's turnover.
CREATE TABLE turnover_requirements (
  id              bigserial PRIMARY KEY,
  member_id       bigint NOT NULL REFERENCES members(id),
  source          text NOT NULL,
  ref             text NOT NULL,
  required_minor  bigint NOT NULL CHECK (required_minor >= 0),
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (source, ref)
);
CREATE INDEX turnover_requirements_member ON turnover_requirements (member_id);

-- The in-house sandbox payment provider's own records (its hosted checkout reads them).
CREATE TABLE sandbox_payments (
  ref             text PRIMARY KEY,
  merchant_order  text NOT NULL UNIQUE,
  merchant_name   text NOT NULL,
  amount_minor    bigint NOT NULL,
  currency        text NOT NULL,
  method          text NOT NULL,
  notify_path     text NOT NULL,
  return_url      text NOT NULL,
  status          text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'approved', 'failed')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  expires_at      timestamptz NOT NULL,
  decided_at      timestamptz
);
