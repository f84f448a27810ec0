-- A downline page shows each member's own team size, a count of member_tree rows under that
-- member. The planner estimated every such lookup as an average team over the table's few distinct
-- ancestors — the agents with large teams make it thousands of rows — and so read the whole table
-- once per member listed (measured on the embedded database, where no index answers alone: 55 ms a
-- page of a 20,000-member team, 5 ms with this). Most members listed have a small team or none: estimate a
-- lookup by ancestor as a few rows. An agent with a large team is still estimated right when asked
-- for by name, from the most common values that ANALYZE keeps.
ALTER TABLE member_tree ALTER COLUMN ancestor_id SET (n_distinct = -0.2);
-- the setting is read by ANALYZE; the embedded database has no autovacuum to run it
ANALYZE member_tree;
