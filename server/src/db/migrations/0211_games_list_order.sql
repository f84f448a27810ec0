-- The lobby order (hot first, then vendor order, then the vendor's own order) as one precomputed
-- column, so a page of the game list is an index range instead of a sort of the whole catalogue.
ALTER TABLE games ADD COLUMN list_sort integer NOT NULL DEFAULT 0;

UPDATE games g SET list_sort = x.rn
  FROM (SELECT g2.node_id, row_number() OVER (ORDER BY g2.is_hot DESC, v.sort, g2.sort, g2.node_id) AS rn
          FROM games g2 JOIN game_vendors v ON v.code = g2.vendor) x
 WHERE x.node_id = g.node_id;

CREATE INDEX games_list_sort ON games (list_sort);
CREATE INDEX games_type_list_sort ON games (game_type, list_sort);
CREATE INDEX games_vendor_list_sort ON games (vendor, list_sort);

-- a bulk-loaded catalogue has no planner statistics yet; without them the planner sorts instead of using the index
ANALYZE games;
ANALYZE game_vendors;
