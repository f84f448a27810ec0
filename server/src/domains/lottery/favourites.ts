import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';

export async function favouriteIds(db: Db, memberId: number): Promise<number[]> {
  const rows = await db.query<{ game_id: number }>(
    'SELECT game_id FROM lottery_favourites WHERE member_id = $1 ORDER BY created_at, game_id',
    [memberId],
  );
  return rows.map((r) => Number(r.game_id));
}

/** Adds or removes a favourite (both idempotent) and returns the ids after the change. */
export async function setFavourite(db: Db, memberId: number, gameId: number, on: boolean): Promise<number[]> {
  if (on) {
    const [game] = await db.query('SELECT 1 FROM lottery_games WHERE id = $1 AND enabled', [gameId]);
    if (!game) throw new AppError('GAME_NOT_FOUND', { field: 'gameId' });
    await db.query('INSERT INTO lottery_favourites (member_id, game_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      memberId,
      gameId,
    ]);
  } else {
    await db.query('DELETE FROM lottery_favourites WHERE member_id = $1 AND game_id = $2', [memberId, gameId]);
  }
  return favouriteIds(db, memberId);
}
