import type { LocalePack } from '@tala/contract/languages';
import type { LotteryDraw } from '@tala/contract/lottery';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { pick } from '../system/text.ts';
import { drawColumns, toDraw, type DrawRow } from './queries.ts';

const fromDraws = 'FROM lottery_draws d JOIN lottery_games g ON g.id = d.game_id';

async function gameExists(db: Db, gameCode: string): Promise<void> {
  const [game] = await db.query('SELECT 1 FROM lottery_games WHERE code = $1', [gameCode]);
  if (!game) throw new AppError('GAME_NOT_FOUND', { field: 'gameCode' });
}

/** Past draws of a game (drawn or cancelled), newest first. */
export async function drawsPage(db: Db, gameCode: string, pageNo: number, pageSize: number) {
  await gameExists(db, gameCode);
  const where = `WHERE g.code = $1 AND d.status IN ('DRAWN', 'SETTLED', 'CANCELLED')`;
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${fromDraws} ${where}`, [gameCode]);
  const rows = await db.query<DrawRow>(
    `SELECT ${drawColumns} ${fromDraws} ${where} ORDER BY d.draw_at DESC, d.id DESC LIMIT $2 OFFSET $3`,
    [gameCode, pageSize, (pageNo - 1) * pageSize],
  );
  const total = Number(count?.n ?? 0);
  return { list: rows.map(toDraw), total, totalPages: Math.ceil(total / pageSize) };
}

/** A drawn numero of a game: the one named, or the latest. */
export async function openedDraw(db: Db, gameCode: string, numero: string | undefined): Promise<LotteryDraw> {
  await gameExists(db, gameCode);
  const [row] = await db.query<DrawRow>(
    `SELECT ${drawColumns} ${fromDraws}
      WHERE g.code = $1 AND d.status IN ('DRAWN', 'SETTLED') AND ($2::text IS NULL OR d.numero = $2)
      ORDER BY d.draw_at DESC LIMIT 1`,
    [gameCode, numero ?? null],
  );
  if (!row) throw new AppError('NUMERO_NOT_FOUND', { field: numero ? 'numero' : 'gameCode' });
  return toDraw(row);
}

/** Latest results of the Vietnam games (account type TCG_LOTTO_VN). */
export async function vnOpenedDraws(db: Db, gameCode: string | undefined, count: number, language: LocalePack) {
  if (gameCode) await gameExists(db, gameCode);
  const rows = await db.query<DrawRow & { game_name: unknown }>(
    `SELECT ${drawColumns}, g.name AS game_name ${fromDraws}
      WHERE g.account_type = 'TCG_LOTTO_VN' AND d.status IN ('DRAWN', 'SETTLED') AND ($1::text IS NULL OR g.code = $1)
      ORDER BY d.drawn_at DESC, d.id DESC LIMIT $2`,
    [gameCode ?? null, count],
  );
  return rows.map((r) => ({ ...toDraw(r), gameName: pick(r.game_name, language) }));
}
