-- The chat room. Rooms are brand data: min_rank is the lowest VIP level that may enter (spec §4:
-- rank above 4 is the VIP side). Messages are plain text; an operator announcement has no member.
CREATE TABLE chat_rooms (
  code text PRIMARY KEY,
  min_rank integer NOT NULL DEFAULT 0 CHECK (min_rank >= 0),
  sort integer NOT NULL DEFAULT 0
);
INSERT INTO chat_rooms (code, min_rank, sort) VALUES ('lobby', 0, 1), ('vip', 5, 2);

CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  room text NOT NULL REFERENCES chat_rooms (code),
  member_id bigint REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('member', 'operator')),
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CHECK ((kind = 'member') = (member_id IS NOT NULL))
);
CREATE INDEX chat_messages_room ON chat_messages (room, id DESC) WHERE deleted_at IS NULL;

-- How far each member has read each room (the unread count is what lies after it).
CREATE TABLE chat_reads (
  member_id bigint NOT NULL REFERENCES members (id),
  room text NOT NULL REFERENCES chat_rooms (code),
  last_read_id bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, room)
);

-- An operator's mute: the member may read but not post until `until`.
CREATE TABLE chat_mutes (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  until timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
