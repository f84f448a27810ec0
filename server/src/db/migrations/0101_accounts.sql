-- Accounts: secrets, payload keys, bot challenges, captchas, verification codes, outbox, rate limits.

-- Server-side secrets shared by every node (HMAC keys), created on first use.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- RSA-OAEP key pairs for (enc) request bodies; exactly one is active, older ones still decrypt.
CREATE TABLE payload_keys (
  kid text PRIMARY KEY,
  public_key text NOT NULL,
  private_key text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payload_keys_one_active ON payload_keys ((true)) WHERE active;

-- Solved proof-of-work challenges, kept until they expire so each is accepted once.
CREATE TABLE used_challenges (
  id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX used_challenges_expiry ON used_challenges (expires_at);

-- Captcha codes, stored as HMACs; consumed by the first check, right or wrong.
CREATE TABLE captchas (
  id text PRIMARY KEY,
  code_hash bytea NOT NULL,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX captchas_expiry ON captchas (expires_at);

-- SMS (and other) verification codes, stored as HMACs; few attempts, single use.
CREATE TABLE verification_codes (
  id bigserial PRIMARY KEY,
  -- 'login' | 'register' | 'password'
  purpose text NOT NULL,
  -- '+<dialing code><number>'
  target text NOT NULL,
  code_hash bytea NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX verification_codes_target ON verification_codes (purpose, target, created_at DESC);

-- Temporary passwords sent by the e-mail recovery; valid once, for a short time, next to the real one.
CREATE TABLE password_resets (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_member ON password_resets (member_id) WHERE used_at IS NULL;

-- The local SMS and e-mail provider: messages land here (read at /dev/outbox in development).
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  subject text NOT NULL DEFAULT '',
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_recipient ON outbox (recipient, id DESC);

-- Fixed-window counters of the database rate limiter (Redis replaces it when REDIS_URL is set).
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset ON rate_limits (reset_at);

ALTER TABLE members ADD COLUMN last_login_at timestamptz;
CREATE INDEX members_email_lower ON members (lower(email)) WHERE email IS NOT NULL;
