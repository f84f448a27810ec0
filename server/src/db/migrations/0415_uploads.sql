-- Uploaded images (uploads domain). The bytes live in the database so every node can read them;
-- a row is "attached" once a form (a receipt, a proof, feedback …) takes it, and unattached rows
-- older than a day are removed by a job, so abandoned uploads do not pile up.
CREATE TABLE uploads (
  id text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  purpose text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size integer NOT NULL CHECK (size > 0),
  sha256 text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  attached_at timestamptz,
  -- what took it, e.g. 'withdrawal:42', for operators reading a file
  attached_to text
);
CREATE INDEX uploads_member ON uploads (member_id, created_at);
CREATE INDEX uploads_unattached ON uploads (created_at) WHERE attached_at IS NULL;
