import { gameRounds } from '@tala/contract/game-rounds';
import { games } from '@tala/contract/games';
import { formatMinor } from '@tala/contract/core/money';
import type { DomainContext } from '../../http/app.ts';
import { AppError } from '../../http/app-error.ts';
import { formatDateTime, pick, resolveLanguage } from '../system/text.ts';
import { addFavourite, favouriteIds, favouritePage, listRooms, recentPage, removeFavourite } from './member-queries.ts';
import { getGame, getVendor, toGame } from './queries.ts';
import { roundRecords } from './round-records.ts';

/** A member keeps at most this many favourites. */
export const MAX_FAVOURITES = 500;

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
      if (!(await addFavourite(sql, member!.id, input.nodeId, MAX_FAVOURITES)))
        throw new AppError('VALIDATION_FAILED', { field: 'nodeId', message: `At most ${MAX_FAVOURITES} favourites.` });
      return favouriteIds(sql, member!.id);
    });
  });

  bind(games.removeFavorite, async ({ member, input }) => {
    await checkFavourite(input);
    await removeFavourite(db, member!.id, input.nodeId);
    return favouriteIds(db, member!.id);
  });

  bind(games.favoriteList, async ({ member, input }) => {
    const lang = resolveLanguage(input.language);
    const { total, rows } = await favouritePage(db, member!.id, input.gameType || undefined, input);
    return { content: rows.map((r) => toGame(r, lang)), total, totalPages: pages(total, input.pageSize) };
  });

  bind(games.recentGames, async ({ member, input }) => {
    const lang = resolveLanguage(input.language);
    const { total, rows } = await recentPage(db, member!.id, input.vassalage || undefined, input);
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
    const rows = await listRooms(db, input.vassalage || null);
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

  bind(gameRounds.list, ({ member, input }) => roundRecords(db, member!.id, input, resolveLanguage(input.language)));
}
