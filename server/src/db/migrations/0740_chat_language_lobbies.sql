-- A public lobby per language (spec §4: the member chats with players of his own language), beside
-- the VIP room, which every language shares. `language` is a locale pack (en, fil, id, vi, zh); a
-- room without one is open whatever the member's language. The first lobby becomes the English one.
ALTER TABLE chat_rooms ADD COLUMN language text;
UPDATE chat_rooms SET language = 'en' WHERE code = 'lobby';
INSERT INTO chat_rooms (code, min_rank, sort, language) VALUES
  ('lobby-fil', 0, 1, 'fil'),
  ('lobby-id', 0, 1, 'id'),
  ('lobby-vi', 0, 1, 'vi'),
  ('lobby-zh', 0, 1, 'zh')
ON CONFLICT (code) DO NOTHING;
