-- Every read of a draw's bets asks for its open ones (settlement's batches, the check before a draw
-- closes), and lottery_bets_open_by_member serves them all. The older (draw_id, status) index served
-- no query any more, yet every settled bet wrote a new entry in it: a settled bet changes its status,
-- so its row moves and every index of the table gets an entry. Draws are never deleted, so the
-- foreign key needs no index on this side either.
DROP INDEX IF EXISTS lottery_bets_draw;
