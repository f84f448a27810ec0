import { randomBytes } from 'node:crypto';
import { deriveOpenNumber, sha256Hex } from '@tala/contract/lottery';
import type { Sql } from '../../db/client.ts';
import type { Seeder } from '../../seed/seed.ts';
import { readCatalogue } from './catalogue.ts';
import { scheduleOf, type GameRow } from './queries.ts';
import { drawsOn, validateSchedule, type PlannedDraw } from './schedule.ts';
import { addDays, assertTimeZone, toLocal } from './zoned-time.ts';

/** The brand's business time zone for schedules (spec: Asia/Manila unless the brand says otherwise). */
export const DEFAULT_TIME_ZONE = 'Asia/Manila';

const json = (v: unknown) => JSON.stringify(v);

/** Seeds families, play types, games and menus on first start (draws are opened by the engine; seedLotteryHistory adds past ones). */
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

/** How many past draws of each game the demo starts with: a page of results and a trend to read. */
const HISTORY_DRAWS = 30;
/** How far back the history looks: a game that draws once a week still has a few. */
const HISTORY_DAYS = 28;

/**
 * The demo's past draws, so a new site shows every game's last result, its results and its trend (a
 * daily game would otherwise show none for a day, a weekly one for a week). Each is drawn the engine's
 * way — a random seed, its committed hash, the open number derived from both — so it verifies on the
 * verify page like a live draw; none had bets. The engine opens the next draw after the newest.
 */
export const seedLotteryHistory: Seeder = async (sql: Sql) => {
  const now = Date.now();
  const games = await sql.query<
    Pick<GameRow, 'id' | 'code' | 'time_zone' | 'draw_days' | 'draw_times' | 'interval_seconds' | 'lock_seconds'>
  >(`SELECT id, code, time_zone, draw_days, draw_times, interval_seconds, lock_seconds FROM lottery_games WHERE enabled`);
  for (const g of games) {
    const schedule = scheduleOf(g);
    const today = toLocal(now, schedule.timeZone);
    // newest day first, until enough draws are found (a 1-minute game needs today alone)
    const days: PlannedDraw[][] = [];
    for (let back = 0, found = 0; back <= HISTORY_DAYS && found < HISTORY_DRAWS; back++) {
      const over = drawsOn(schedule, addDays(today, -back)).filter((d) => d.drawAt < now);
      days.unshift(over);
      found += over.length;
    }
    const draws = days.flat().slice(-HISTORY_DRAWS);
    for (const [i, d] of draws.entries()) {
      const seed = randomBytes(32).toString('hex');
      const openedAt = draws[i - 1]?.drawAt ?? Math.min(d.lockAt, d.drawAt - 3_600_000);
      const date = `${d.localDate.year}-${d.localDate.month}-${d.localDate.day}`;
      await sql.query(
        `INSERT INTO lottery_draws (game_id, numero, status, local_date, open_at, lock_at, draw_at, seed, seed_hash,
                                    open_number, drawn_at, settled_at)
         VALUES ($1, $2, 'SETTLED', $3::date, $4, $5, $6, $7, $8, $9, $6, $6)`,
        [
          g.id,
          d.numero,
          date,
          new Date(openedAt),
          new Date(d.lockAt),
          new Date(d.drawAt),
          seed,
          await sha256Hex(seed),
          await deriveOpenNumber(seed, g.code, d.numero),
        ],
      );
    }
  }
};
