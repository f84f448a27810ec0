-- The in-house customer service (spec §4, §7, when the brand has no outside service): a private room
-- in which each member has his own conversation with the operators. A private room's messages belong
-- to a thread (the member the conversation is with); it is never listed among the public rooms.
ALTER TABLE chat_rooms ADD COLUMN private boolean NOT NULL DEFAULT false;
INSERT INTO chat_rooms (code, min_rank, sort, private) VALUES ('support', 0, 100, true);
ALTER TABLE chat_messages ADD COLUMN thread_member_id bigint REFERENCES members (id);
ALTER TABLE chat_messages ADD CONSTRAINT chat_messages_thread CHECK (room <> 'support' OR thread_member_id IS NOT NULL);
CREATE INDEX chat_messages_thread_idx ON chat_messages (thread_member_id, id DESC) WHERE thread_member_id IS NOT NULL;
