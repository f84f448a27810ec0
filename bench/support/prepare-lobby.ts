/**
 * Prepares a database for the lobby bench: migrates and seeds (first run), then copies the slot
 * catalogue until the RNG lobby holds at least BENCH_GAMES games (default 20,000), each copy a
 * distinct game (own nodeId, code and name). Run with `node --import tsx bench/support/prepare-lobby.ts`
 * and DATA_DIR set, before the server opens the directory (PGlite has one user at a time).
 */
import { loadConfig } from '../../server/src/config.ts';
import { createPlatform } from '../../server/src/platform.ts';

const target = Number(process.env.BENCH_GAMES ?? 20_000);
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const platform = await createPlatform(config);
const { db } = platform;
const count = async () =>
  Number((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM games WHERE game_type = 'RNG'"))[0]!.n);

const base = await count();
if (base === 0) throw new Error('the RNG catalogue was not seeded');
const copies = Math.max(0, Math.ceil(target / base) - 1);
for (let k = 1; k <= copies; k++) {
  await db.query(
    `INSERT INTO games (node_id, game_code, vendor, game_type, name, name_search, classify, min_bet, min_line_num, is_hot, sort, engine, art, maintenance)
     SELECT node_id + $1 * 1000000, game_code || '-copy' || $1, vendor, game_type,
            (SELECT jsonb_object_agg(key, value || ' ' || $1) FROM jsonb_each_text(name)),
            name_search || ' ' || $1, classify, min_bet, min_line_num, false, sort + $1 * 100000, engine, art, maintenance
       FROM games WHERE game_type = 'RNG' AND node_id < 1000000`,
    [k],
  );
}
process.stdout.write(`${await count()}\n`);
await platform.push?.close();
await db.close();
