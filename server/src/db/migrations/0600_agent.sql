-- The agent centre sums one member's bets by settlement and placing time (a member's details, user
-- loss filtered to one member): these indexes keep that to the member's own rows. Whole teams are
-- read through the closure table (0602) and the time indexes of 0603.
CREATE INDEX lottery_bets_member_settled ON lottery_bets (member_id, settled_at) WHERE status IN ('WON', 'LOST');
CREATE INDEX game_rounds_member_settled ON game_rounds (member_id, settled_at) WHERE status = 'settled';
CREATE INDEX lottery_bets_member_created ON lottery_bets (member_id, created_at);
CREATE INDEX members_created ON members (created_at);
