import { games } from '@tala/contract/games';
import { formatMinor } from '@tala/contract/core/money';
import type { Sql } from '../../db/client.ts';
import type { DomainContext } from '../../http/app.ts';
import { AppError } from '../../http/app-error.ts';
import { formatDateTime, pick, resolveLanguage } from '../system/text.ts';
import { gameColumns, getGame, getVendor, toGame, type GameRow } from './queries.ts';

/** A member keeps at most this many favourites. */
export const MAX_FAVOURITES = 500;

const favouriteIds = async (sql: Sql, memberId: number) =>
  (
    await sql.query<{ node_id: number }>(
      'SELECT node_id FROM game_favourites WHERE member_id = $1 ORDER BY created_at DESC, node_id',
      [memberId],
    )
  ).map((r) => Number(r.node_id));

const pages = (total: number, size: number) => Math.ceil(total / size);

/** Favourites, recent games and PvP rooms: everything here needs a member. */
export function registerMemberGames({ bind, platform }: DomainContext): void {
  const { db } = platform;

  async function checkFavourite(input: { nodeId: number; vendor: string }) {
    if (!(await getVendor(db, input.vendor))) throw new AppError('VENDOR_NOT_FOUND', { field: 'vendor' });
    const game = await getGame(db, input.nodeId);
    if (!game || game.vendor !== input.vendor) throw new AppError('GAME_NOT_FOUND', { field: 'nodeId' });
  }

  bind(games.favoriteIds, async ({ member }) => favouriteIds(db, member!.id));

  bind(games.addFavorite, async ({ member, input }) => {
    await checkFavourite(input);
    return db.tx(async (sql) => {
      // the member row serialises concurrent adds, so the cap holds
      await sql.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [member!.id]);
      const [{ n } = { n: 0 }] = await sql.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM game_favourites WHERE member_id = $1',
        [member!.id],
      );
      if (n >= MAX_FAVOURITES)
        throw new AppError('VALIDATION_FAILED', { field: 'nodeId', message: `At most ${MAX_FAVOURITES} favourites.` });
      await sql.query('INSERT INTO game_favourites (member_id, node_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        member!.id,
        input.nodeId,
      ]);
      return favouriteIds(sql, member!.id);
    });
  });

  bind(games.removeFavorite, async ({ member, input }) => {
    await checkFavourite(input);
    await db.query('DELETE FROM game_favourites WHERE member_id = $1 AND node_id = $2', [member!.id, input.nodeId]);
    return favouriteIds(db, member!.id);
  });

  bind(games.favoriteList, async ({ member, input }) => {
    const lang = resolveLanguage(input.language);
    const params: unknown[] = [member!.id];
    const typeFilter = input.gameType ? `AND g.game_type = $${params.push(input.gameType)}` : '';
    const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM game_favourites f JOIN games g ON g.node_id = f.node_id WHERE f.member_id = $1 ${typeFilter}`,
      params,
    );
    const rows = await db.query<GameRow>(
      `SELECT ${gameColumns} FROM game_favourites f JOIN games g ON g.node_id = f.node_id JOIN game_vendors v ON v.code = g.vendor
        WHERE f.member_id = $1 ${typeFilter} ORDER BY f.created_at DESC, g.node_id
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, input.pageSize, (input.pageNo - 1) * input.pageSize],
    );
    return { content: rows.map((r) => toGame(r, lang)), total, totalPages: pages(total, input.pageSize) };
  });

  bind(games.recentGames, async ({ member, input }) => {
    const lang = resolveLanguage(input.language);
    const params: unknown[] = [member!.id];
    const vendorFilter = input.vassalage ? `AND g.vendor = $${params.push(input.vassalage)}` : '';
    const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM game_recent r JOIN games g ON g.node_id = r.node_id WHERE r.member_id = $1 ${vendorFilter}`,
      params,
    );
    const rows = await db.query<GameRow & { last_played: Date }>(
      `SELECT ${gameColumns}, r.last_played FROM game_recent r JOIN games g ON g.node_id = r.node_id JOIN game_vendors v ON v.code = g.vendor
        WHERE r.member_id = $1 ${vendorFilter} ORDER BY r.last_played DESC, g.node_id
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, input.pageSize, (input.pageNo - 1) * input.pageSize],
    );
    return {
      list: rows.map((r) => ({ ...toGame(r, lang), lastPlayed: formatDateTime(r.last_played) })),
      total,
      totalPages: pages(total, input.pageSize),
    };
  });

  bind(games.roomList, async ({ input }) => {
    const lang = resolveLanguage(input.language);
    if (input.vassalage && !(await getVendor(db, input.vassalage)))
      throw new AppError('VENDOR_NOT_FOUND', { field: 'vassalage' });
    const rows = await db.query<{
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
              (SELECT count(*)::int FROM pvp_seats s WHERE s.room_id = r.id AND s.seated_at > now() - interval '1 hour') AS players
         FROM pvp_rooms r JOIN games g ON g.node_id = r.node_id JOIN game_vendors v ON v.code = g.vendor
        WHERE ($1::text IS NULL OR g.vendor = $1) ORDER BY v.sort, g.sort, r.sort`,
      [input.vassalage || null],
    );
    return rows.map((r) => ({
      roomId: r.id,
      name: `${pick(r.game_name, lang)} · ${pick(r.name, lang)}`,
      vassalage: r.vendor,
      nodeId: Number(r.node_id),
      gameName: pick(r.game_name, lang),
      minBet: formatMinor(Number(r.min_bet)),
      players: Math.min(r.players, r.max_players),
      maxPlayers: r.max_players,
      status: r.players >= r.max_players ? ('full' as const) : ('open' as const),
    }));
  });
}
