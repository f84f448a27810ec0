-- The agent centre reads the member tree (members.upline_id, indexed since 0100) with recursive
-- queries and sums the team's settled bets by settlement time: these indexes keep the period sums
-- of a team from scanning every bet of its members.
CREATE INDEX lottery_bets_member_settled ON lottery_bets (member_id, settled_at) WHERE status IN ('WON', 'LOST');
CREATE INDEX game_rounds_member_settled ON game_rounds (member_id, settled_at) WHERE status = 'settled';
CREATE INDEX lottery_bets_member_created ON lottery_bets (member_id, created_at);
CREATE INDEX members_created ON members (created_at);
