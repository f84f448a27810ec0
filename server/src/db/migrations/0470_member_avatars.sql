-- The member's avatar as served: the uploaded image cropped to a square and scaled down once, when
-- it is set, so every page shows a small file instead of the original (up to 5 MB).
CREATE TABLE member_avatars (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  upload_id text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  sha256 text NOT NULL,
  bytes bytea NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
