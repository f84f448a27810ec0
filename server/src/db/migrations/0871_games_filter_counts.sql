-- The lobby's total for a filter (type, kind, minimum bet, lines) counts every matching game: with
-- only the list-order indexes, each new filter read the whole catalogue (at 20,000 games, a
-- sequential scan per filter). This index holds every column those filters test, so PostgreSQL
-- counts from it alone, without the wide rows (names in every language, artwork). The catalogue
-- changes rarely, so the index costs writes nothing worth counting.
CREATE INDEX games_filters ON games (game_type, classify, min_bet, min_line_num);
