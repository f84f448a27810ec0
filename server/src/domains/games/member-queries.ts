import type { Sql } from '../../db/client.ts';
import { gameColumns, type GameRow } from './queries.ts';
import { hiddenClassifies } from './visibility.ts';

/** Seats in a room are held for an hour after the last launch into it. */
export const SEAT_HOLD = "interval '1 hour'";

export async function favouriteIds(sql: Sql, memberId: number): Promise<number[]> {
  const rows = await sql.query<{ node_id: number }>(
    'SELECT node_id FROM game_favourites WHERE member_id = $1 ORDER BY created_at DESC, node_id',
    [memberId],
  );
  return rows.map((r) => Number(r.node_id));
}

/**
 * Adds a favourite unless the member already has `max` of them (false then). Run it in a
 * transaction: the member row it locks serialises concurrent adds, so the cap holds.
 */
export async function addFavourite(sql: Sql, memberId: number, nodeId: number, max: number): Promise<boolean> {
  await sql.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
  const [{ n } = { n: 0 }] = await sql.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM game_favourites WHERE member_id = $1',
    [memberId],
  );
  if (n >= max) return false;
  await sql.query('INSERT INTO game_favourites (member_id, node_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [memberId, nodeId]);
  return true;
}

export async function removeFavourite(sql: Sql, memberId: number, nodeId: number): Promise<void> {
  await sql.query('DELETE FROM game_favourites WHERE member_id = $1 AND node_id = $2', [memberId, nodeId]);
}

interface Page {
  pageNo: number;
  pageSize: number;
}

/** One page of the member's favourites (newest first), optionally of one game type, with the total. */
export async function favouritePage(sql: Sql, memberId: number, gameType: string | undefined, page: Page) {
  const params: unknown[] = [memberId];
  const typeFilter = gameType ? `AND g.game_type = $${params.push(gameType)}` : '';
  const hiddenFilter = `AND NOT (g.classify = ANY($${params.push(await hiddenClassifies(sql))}::text[]))`;
  const [{ total } = { total: 0 }] = await sql.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM game_favourites f JOIN games g ON g.node_id = f.node_id WHERE f.member_id = $1 ${typeFilter} ${hiddenFilter}`,
    params,
  );
  const rows = await sql.query<GameRow>(
    `SELECT ${gameColumns} FROM game_favourites f JOIN games g ON g.node_id = f.node_id JOIN game_vendors v ON v.code = g.vendor
      WHERE f.member_id = $1 ${typeFilter} ${hiddenFilter} ORDER BY f.created_at DESC, g.node_id
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  return { total, rows };
}

/** One page of the games the member played last (latest first), optionally of one vendor, with the total. */
export async function recentPage(sql: Sql, memberId: number, vendor: string | undefined, page: Page) {
  const params: unknown[] = [memberId];
  const vendorFilter = vendor ? `AND g.vendor = $${params.push(vendor)}` : '';
  const hiddenFilter = `AND NOT (g.classify = ANY($${params.push(await hiddenClassifies(sql))}::text[]))`;
  const [{ total } = { total: 0 }] = await sql.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM game_recent r JOIN games g ON g.node_id = r.node_id WHERE r.member_id = $1 ${vendorFilter} ${hiddenFilter}`,
    params,
  );
  const rows = await sql.query<GameRow & { last_played: Date }>(
    `SELECT ${gameColumns}, r.last_played FROM game_recent r JOIN games g ON g.node_id = r.node_id JOIN game_vendors v ON v.code = g.vendor
      WHERE r.member_id = $1 ${vendorFilter} ${hiddenFilter} ORDER BY r.last_played DESC, g.node_id
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  return { total, rows };
}

/** PvP rooms (of one vendor, or all) with the players seated in the last hour, in vendor, game and room order. */
export function listRooms(sql: Sql, vendor: string | null) {
  return sql.query<{
    id: number;
    name: Record<string, string>;
    vendor: string;
    node_id: number;
    game_name: Record<string, string>;
    min_bet: number;
    max_players: number;
    players: number;
  }>(
    `SELECT r.id, r.name, g.vendor, g.node_id, g.name AS game_name, r.min_bet, r.max_players,
            (SELECT count(*)::int FROM pvp_seats s WHERE s.room_id = r.id AND s.seated_at > now() - ${SEAT_HOLD}) AS players
       FROM pvp_rooms r JOIN games g ON g.node_id = r.node_id JOIN game_vendors v ON v.code = g.vendor
      WHERE ($1::text IS NULL OR g.vendor = $1) ORDER BY v.sort, g.sort, r.sort`,
    [vendor],
  );
}
