-- Members and their sessions (session/member/register domains).

CREATE TABLE members (
  id bigserial PRIMARY KEY,
  -- login name as typed at registration; uniqueness is case-insensitive
  account text NOT NULL,
  nickname text NOT NULL DEFAULT '',
  password_hash text NOT NULL,
  mobile text,
  country_dialing_code text,
  email text,
  payee_name text,
  -- role code (spec §6): 0 player, 1/2/41/42 agents, 4 trial (free play)
  is_agent integer NOT NULL DEFAULT 0,
  upline_id bigint REFERENCES members (id),
  affiliate_code text UNIQUE,
  club_label jsonb,
  member_label jsonb NOT NULL DEFAULT '[]',
  rank_level integer NOT NULL DEFAULT 0,
  language text NOT NULL DEFAULT 'en',
  first_login boolean NOT NULL DEFAULT true,
  password_must_change boolean NOT NULL DEFAULT false,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  -- optional registration fields (line, whatsapp, zalo, facebook, wechat, qqNum, idNumber, …)
  profile jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'locked', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX members_account_lower ON members (lower(account));
CREATE UNIQUE INDEX members_mobile ON members (country_dialing_code, mobile) WHERE mobile IS NOT NULL;
CREATE INDEX members_upline ON members (upline_id);

-- Tokens are 256-bit random values; only their SHA-256 is stored.
CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  token_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  idle_seconds integer NOT NULL,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
CREATE INDEX sessions_member ON sessions (member_id) WHERE revoked_at IS NULL;
