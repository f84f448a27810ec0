import type { Sql } from '../../db/client.ts';
import type { Seeder } from '../../seed/seed.ts';
import { readCatalogue } from './catalogue.ts';
import { validateSchedule } from './schedule.ts';
import { assertTimeZone } from './zoned-time.ts';

/** The brand's business time zone for schedules (spec: Asia/Manila unless the brand says otherwise). */
export const DEFAULT_TIME_ZONE = 'Asia/Manila';

const json = (v: unknown) => JSON.stringify(v);

/** Seeds families, play types, games and menus on first start (draws are opened by the engine). */
export const seedLottery: Seeder = async (sql: Sql, brand) => {
  const zone = (brand.site as { timeZone?: string }).timeZone ?? DEFAULT_TIME_ZONE;
  const { families, games, menus } = readCatalogue();
  for (const f of families) {
    await sql.query('INSERT INTO lottery_families (code, name) VALUES ($1, $2::jsonb)', [f.code, json(f.name)]);
    for (const [i, p] of f.playTypes.entries()) {
      await sql.query(
        `INSERT INTO lottery_play_types (family_code, code, name, kind, digits, odds_milli, min_stake, max_stake, sort)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9)`,
        [f.code, p.code, json(p.name), p.kind, p.digits, Math.round(p.odds * 1000), p.minStake, p.maxStake, i],
      );
    }
  }
  const ids = new Map<string, number>();
  for (const [i, g] of games.entries()) {
    const timeZone = g.timeZone ?? zone;
    assertTimeZone(timeZone);
    validateSchedule({
      timeZone,
      drawDays: g.days ?? [],
      drawTimes: g.times ?? [],
      intervalSeconds: g.interval ?? null,
      lockSeconds: g.lock,
    });
    const [row] = await sql.query<{ id: number }>(
      `INSERT INTO lottery_games (code, family_code, name, prize_mode, account_type, time_zone, draw_days, draw_times,
                                  interval_seconds, lock_seconds, is_hot, sort)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7::int[], $8::text[], $9, $10, $11, $12) RETURNING id`,
      [
        g.code,
        g.family,
        json(g.name),
        g.prizeMode,
        g.vn ? 'TCG_LOTTO_VN' : 'TCG_SEA',
        timeZone,
        g.days,
        g.times ?? [],
        g.interval ?? null,
        g.lock,
        g.hot ?? false,
        i,
      ],
    );
    ids.set(g.code, row!.id);
  }
  for (const [i, m] of menus.entries()) {
    const [row] = await sql.query<{ id: number }>(
      'INSERT INTO lottery_menus (tag, label, sort) VALUES ($1, $2::jsonb, $3) RETURNING id',
      [m.tag, json(m.label), i],
    );
    for (const [j, code] of m.games.entries()) {
      const gameId = ids.get(code);
      if (!gameId) throw new Error(`lottery catalogue: menu ${m.tag} names unknown game ${code}`);
      await sql.query('INSERT INTO lottery_menu_games (menu_id, game_id, sort) VALUES ($1, $2, $3)', [row!.id, gameId, j]);
    }
  }
};
