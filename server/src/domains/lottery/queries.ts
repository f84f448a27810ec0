import type { LocalePack } from '@tala/contract/languages';
import type { DrawStatus, LotteryDraw, LotteryGame, PrizeMode, LotteryAccountType } from '@tala/contract/lottery';
import type { Sql } from '../../db/client.ts';
import { pick } from '../system/text.ts';
import type { Schedule } from './schedule.ts';
import { dottedDate, toLocal } from './zoned-time.ts';

export const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export type GameRow = {
  id: number;
  code: string;
  family_code: string;
  family_id: number;
  name: unknown;
  prize_mode: string;
  account_type: string;
  time_zone: string;
  draw_days: number[];
  draw_times: string[];
  interval_seconds: number | null;
  lock_seconds: number;
  is_hot: boolean;
  cur_numero: string | null;
  cur_status: string | null;
  cur_draw_at: Date | null;
  last_numero: string | null;
  last_open_number: string | null;
  last_drawn_at: Date | null;
};

/** Games with their current numero (open or locked) and their last drawn numero. */
export const gameSelect = `
  SELECT g.id, g.code, g.family_code, f.id AS family_id, g.name, g.prize_mode, g.account_type, g.time_zone,
         g.draw_days, g.draw_times, g.interval_seconds, g.lock_seconds, g.is_hot,
         c.numero AS cur_numero, c.status AS cur_status, c.draw_at AS cur_draw_at,
         l.numero AS last_numero, l.open_number AS last_open_number, l.drawn_at AS last_drawn_at
    FROM lottery_games g
    JOIN lottery_families f ON f.code = g.family_code
    LEFT JOIN LATERAL (
      SELECT numero, status, draw_at FROM lottery_draws d
       WHERE d.game_id = g.id AND d.status IN ('OPEN', 'LOCKED') ORDER BY draw_at LIMIT 1) c ON true
    LEFT JOIN LATERAL (
      SELECT numero, open_number, drawn_at FROM lottery_draws d
       WHERE d.game_id = g.id AND d.status IN ('DRAWN', 'SETTLED') ORDER BY draw_at DESC LIMIT 1) l ON true`;

export function scheduleOf(
  g: Pick<GameRow, 'time_zone' | 'draw_days' | 'draw_times' | 'interval_seconds' | 'lock_seconds'>,
): Schedule {
  return {
    timeZone: g.time_zone,
    drawDays: g.draw_days.map(Number),
    drawTimes: g.draw_times,
    intervalSeconds: g.interval_seconds === null ? null : Number(g.interval_seconds),
    lockSeconds: Number(g.lock_seconds),
  };
}

/** Orders weekday codes Monday first (2,3,4,5,6,7,1), the way the lobby lists draw days. */
export function drawDayList(days: number[]): string {
  return [...days]
    .map(Number)
    .sort((a, b) => ((a + 5) % 7) - ((b + 5) % 7))
    .join(',');
}

export function toGame(g: GameRow, language: LocalePack, now: number): LotteryGame {
  const drawAt = g.cur_draw_at ? new Date(g.cur_draw_at).getTime() : null;
  return {
    gameId: Number(g.id),
    gameCode: g.code,
    gameGroupCode: g.family_code,
    gameGroupId: Number(g.family_id),
    remark: pick(g.name, language),
    prizeMode: g.prize_mode as PrizeMode,
    accountType: g.account_type as LotteryAccountType,
    numero: g.cur_numero,
    remainTime: drawAt === null ? null : Math.max(0, drawAt - now),
    lockTime: Number(g.lock_seconds),
    drawDayOfWeek: drawDayList(g.draw_days),
    winningTime: iso(g.cur_draw_at),
    status: (g.cur_status as DrawStatus | null) ?? null,
    intervalSeconds: g.interval_seconds === null ? null : Number(g.interval_seconds),
    drawTimes: g.interval_seconds === null ? g.draw_times.map((t) => t.slice(0, 5)) : [],
    timeZone: g.time_zone,
    lastNumero: g.last_numero,
    lastOpenNumber: g.last_open_number,
    lastWinningTime: iso(g.last_drawn_at),
    isHot: g.is_hot,
  };
}

export type DrawRow = {
  id: number;
  game_id: number;
  game_code: string;
  time_zone: string;
  numero: string;
  status: string;
  open_at: Date;
  lock_at: Date;
  draw_at: Date;
  seed: string;
  seed_hash: string;
  open_number: string | null;
  drawn_at: Date | null;
};

export const drawColumns = `d.id, d.game_id, g.code AS game_code, g.time_zone, d.numero, d.status, d.open_at, d.lock_at,
  d.draw_at, d.seed, d.seed_hash, d.open_number, d.drawn_at`;

/** The public view of a draw: the seed only once drawn. */
export function toDraw(d: DrawRow): LotteryDraw {
  const revealed = d.status === 'DRAWN' || d.status === 'SETTLED';
  const shown = d.drawn_at ?? d.draw_at;
  return {
    gameCode: d.game_code,
    numero: d.numero,
    status: d.status as DrawStatus,
    openAt: iso(d.open_at)!,
    lockAt: iso(d.lock_at)!,
    drawAt: iso(d.draw_at)!,
    seedHash: d.seed_hash,
    seed: revealed ? d.seed : null,
    openNumber: revealed ? d.open_number : null,
    winningTime: revealed ? iso(d.drawn_at) : null,
    winningDate: dottedDate(toLocal(new Date(shown).getTime(), d.time_zone)),
  };
}

export async function drawById(sql: Sql, id: number, forUpdate = false): Promise<DrawRow | null> {
  const [row] = await sql.query<DrawRow>(
    `SELECT ${drawColumns} FROM lottery_draws d JOIN lottery_games g ON g.id = d.game_id WHERE d.id = $1${forUpdate ? ' FOR UPDATE OF d' : ''}`,
    [id],
  );
  return row ?? null;
}

/** Whether a lottery game exists and is enabled. */
export async function isGameEnabled(sql: Sql, code: string): Promise<boolean> {
  return (await sql.query('SELECT 1 FROM lottery_games WHERE code = $1 AND enabled', [code])).length > 0;
}
