-- The agent centre's period sums read bets by settlement or placing time and money by posting time,
-- then keep the team's rows: a range scan on the time is far cheaper than a probe per team member
-- once a team has tens of thousands of members.
CREATE INDEX game_rounds_settled_at ON game_rounds (settled_at) WHERE status = 'settled';
CREATE INDEX game_rounds_created_at ON game_rounds (created_at);
CREATE INDEX lottery_bets_settled_at ON lottery_bets (settled_at) WHERE status IN ('WON', 'LOST');
CREATE INDEX lottery_bets_created_at ON lottery_bets (created_at);
CREATE INDEX ledger_postings_money_time ON ledger_postings (created_at) WHERE kind IN ('deposit', 'withdrawal', 'withdrawal.return');
