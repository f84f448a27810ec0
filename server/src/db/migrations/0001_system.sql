-- Brand configuration and site content (system domain). Seeded from server/seed/demo-brand.json.

CREATE TABLE brand_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE whitelabel_modules (
  code text PRIMARY KEY,
  name text NOT NULL,
  enabled boolean NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

-- Runtime switches changed by operators (maintenance …); read on every request, no restart needed.
CREATE TABLE system_flags (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Blocked regions: a country code (kind 'country') or an address range (kind 'cidr').
CREATE TABLE region_blocks (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('country', 'cidr')),
  value text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Address ranges → country, for locating visitors without a trusted header.
CREATE TABLE ip_countries (
  cidr cidr PRIMARY KEY,
  country_code text NOT NULL
);

CREATE TABLE countries (
  country_code text PRIMARY KEY,
  dialing_code text NOT NULL,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

-- Translatable text is stored as {"en": "...", "fil": "..."}; readers fall back to "en".
CREATE TABLE banners (
  id serial PRIMARY KEY,
  group_name text NOT NULL,
  -- empty image_url: the server draws the artwork from `art` at /media/banner/<id>.svg
  image_url text NOT NULL DEFAULT '',
  art jsonb NOT NULL DEFAULT '{}',
  linkage_type text NOT NULL DEFAULT '',
  link text NOT NULL DEFAULT '',
  title jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX banners_group ON banners (group_name, sort);

CREATE TABLE notices (
  id serial PRIMARY KEY,
  type text NOT NULL,
  title jsonb NOT NULL,
  content jsonb NOT NULL,
  popup boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notices_created ON notices (created_at DESC);

CREATE TABLE promotions (
  id serial PRIMARY KEY,
  category text NOT NULL,
  promo_type text NOT NULL DEFAULT 'others',
  label text,
  title jsonb NOT NULL,
  content jsonb NOT NULL,
  image_url text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  starts_at timestamptz,
  ends_at timestamptz
);

CREATE TABLE help_categories (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  title jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE help_articles (
  id serial PRIMARY KEY,
  category_id integer NOT NULL REFERENCES help_categories (id) ON DELETE CASCADE,
  title jsonb NOT NULL,
  content jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
