import type { Sql } from '../../db/client.ts';
import type { Seeder } from '../../seed/seed.ts';
import { generateCatalogue } from './catalogue/generate.ts';
import { vendorSeeds } from './catalogue/vendors.ts';

const json = (v: unknown) => JSON.stringify(v);

function searchText(name: Record<string, string | undefined>): string {
  return [...new Set(Object.values(name).filter(Boolean))].join(' | ').toLowerCase();
}

/** Lottery games of the lottery domain (seeded before us), mirrored as catalogue entries of the lottery vendors. */
async function lotteryEntries(sql: Sql) {
  const [exists] = await sql.query<{ t: string | null }>("SELECT to_regclass('lottery_games')::text AS t");
  if (!exists?.t) return [];
  return sql.query<{
    code: string;
    family_code: string;
    name: Record<string, string>;
    is_hot: boolean;
    account_type: string | null;
  }>('SELECT code, family_code, name, is_hot, account_type FROM lottery_games ORDER BY sort, id');
}

/** Recomputes the lobby order (games.list_sort): hot first, then vendor order, then the vendor's order. */
export async function reorderCatalogue(sql: Sql): Promise<void> {
  await sql.query(
    `UPDATE games g SET list_sort = x.rn
       FROM (SELECT g2.node_id, row_number() OVER (ORDER BY g2.is_hot DESC, v.sort, g2.sort, g2.node_id) AS rn
               FROM games g2 JOIN game_vendors v ON v.code = g2.vendor) x
      WHERE x.node_id = g.node_id`,
  );
}

/**
 * Seeds the catalogue: vendors, ~2,000 generated games (deterministic), lottery vendors' games mirrored
 * from the lottery domain, PvP rooms, and the wallet mode (single, for the demo brand).
 */
export const seedGames: Seeder = async (sql) => {
  for (const [i, v] of vendorSeeds.entries()) {
    await sql.query(
      `INSERT INTO game_vendors (code, name, category, sort, is_hot, is_game, own_wallet, launch_page, provider, maintenance, art)
       VALUES ($1, $2::jsonb, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)`,
      [
        v.code,
        json({ en: v.name, ...v.names }),
        v.category,
        i,
        Boolean(v.hot),
        v.direct ? 'GAME' : 'VASSALAGE',
        Boolean(v.transfer),
        ['SPORTS', 'ESPORTS', 'MINI'].includes(v.category) ? 'seamless' : 'game',
        v.provider,
        v.provider === 'none',
        json({ hue: v.hue }),
      ],
    );
  }
  const rows = generateCatalogue();
  let nextNode = Math.max(...rows.map((r) => r.nodeId)) + 1;
  const lottery = await lotteryEntries(sql);
  const perVendor = new Map<string, number>();
  for (const g of lottery) {
    const vendor =
      g.family_code === 'ELOTT'
        ? 'ELOTT'
        : g.account_type === 'TCG_LOTTO_VN' || g.family_code === 'VN'
          ? 'TCG_LOTTO_VN'
          : 'TCG_SEA';
    const sort = perVendor.get(vendor) ?? 0;
    perVendor.set(vendor, sort + 1);
    rows.push({
      nodeId: nextNode++,
      code: g.code,
      vendor,
      gameType: vendor === 'ELOTT' ? 'ELOTT' : 'LOTT',
      name: { en: g.name.en ?? g.code, ...g.name },
      classify: 'LOTTERY',
      minBet: 100,
      minLineNum: 0,
      isHot: g.is_hot,
      sort,
      engine: null,
      art: { hue: vendor === 'ELOTT' ? 45 : vendor === 'TCG_SEA' ? 28 : 0, motif: sort % 8, seed: nextNode * 7919 },
      maintenance: false,
    });
  }
  // one statement for the whole catalogue: a few hundred milliseconds instead of thousands of round trips
  await sql.query(
    `INSERT INTO games (node_id, game_code, vendor, game_type, name, name_search, classify, min_bet, min_line_num, is_hot, sort, engine, art, maintenance)
     SELECT node_id, game_code, vendor, game_type, name, name_search, classify, min_bet, min_line_num, is_hot, sort, engine, art, maintenance
       FROM jsonb_to_recordset($1::jsonb) AS x(node_id int, game_code text, vendor text, game_type text, name jsonb, name_search text,
            classify text, min_bet bigint, min_line_num int, is_hot boolean, sort int, engine text, art jsonb, maintenance boolean)`,
    [
      json(
        rows.map((r) => ({
          node_id: r.nodeId,
          game_code: r.code,
          vendor: r.vendor,
          game_type: r.gameType,
          name: r.name,
          name_search: searchText(r.name),
          classify: r.classify,
          min_bet: r.minBet,
          min_line_num: r.minLineNum,
          is_hot: r.isHot,
          sort: r.sort,
          engine: r.engine,
          art: r.art,
          maintenance: r.maintenance,
        })),
      ),
    ],
  );
  await reorderCatalogue(sql);
  // vendor cards that launch directly point at their single game
  await sql.query(
    `UPDATE game_vendors v SET default_node_id = (SELECT min(node_id) FROM games g WHERE g.vendor = v.code) WHERE v.is_game = 'GAME'`,
  );
  // PvP: three rooms per card table
  for (const g of rows.filter((r) => r.gameType === 'PVP')) {
    for (let i = 1; i <= 3; i++) {
      await sql.query('INSERT INTO pvp_rooms (node_id, name, min_bet, max_players, sort) VALUES ($1, $2::jsonb, $3, $4, $5)', [
        g.nodeId,
        json({ en: `Room ${i}`, zh: `${i}号房`, vi: `Phòng ${i}`, id: `Ruang ${i}`, fil: `Silid ${i}` }),
        g.minBet * i,
        i === 3 ? 4 : 6,
        i,
      ]);
    }
  }
  await sql.query(
    `INSERT INTO brand_settings (key, value) VALUES ('merchantWallet', '{"isSingle": true}'::jsonb) ON CONFLICT (key) DO NOTHING`,
  );
  // planner statistics for the freshly loaded catalogue (PGlite has no autovacuum to gather them)
  await sql.query('ANALYZE games');
  await sql.query('ANALYZE game_vendors');
  await sql.query('ANALYZE pvp_rooms');
};
