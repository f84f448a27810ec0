-- Platform information messages: one row per member and message. A message to everyone is written
-- once per member at send time, so each member reads and deletes his own copy.
CREATE TABLE member_messages (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('system', 'operator', 'cashier', 'promotion')),
  -- set for messages the platform writes; the web translates them with params
  template text,
  params jsonb NOT NULL DEFAULT '{}',
  title text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT '',
  -- messages sent together (one operator broadcast) share a batch id
  batch text,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  deleted_at timestamptz
);
CREATE INDEX member_messages_inbox ON member_messages (member_id, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX member_messages_unread ON member_messages (member_id) WHERE deleted_at IS NULL AND read_at IS NULL;
