-- Game search matches any part of a name (name_search LIKE '%term%'), which a b-tree cannot serve:
-- a trigram GIN index can. pg_trgm ships with PostgreSQL's contrib and is loaded into PGlite at start
-- (db/client.ts). Where the server lacks it, or the role may not create it, nothing changes: search
-- works the same, by a sequential scan.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pg_trgm not created (insufficient privilege): game search stays without a trigram index';
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS games_name_trgm ON games USING gin (name_search gin_trgm_ops);
  END IF;
END $$;
