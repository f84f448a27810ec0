-- Settlement reads a draw's open bets in batches, lowest member first (every bet of a member in the
-- same batch): this index serves both the cut ("the member holding the n-th open bet") and the read,
-- and stays small, since a bet leaves it when it is settled.
CREATE INDEX lottery_bets_open_by_member ON lottery_bets (draw_id, member_id, id) WHERE status = 'OPEN';
