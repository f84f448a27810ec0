import type { LotteryMenu } from '@tala/contract/lottery';
import type { ListState } from './list-mode.ts';
import { drawsOn } from './weekday.ts';

interface Named {
  gameId: number;
  remark: string;
  gameCode: string;
  drawDayOfWeek: string;
}

/** Name search: case- and accent-insensitive, on the shown name or the game code. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * The games the search and weekday leave. A game also matches on the labels of the menus it sits
 * under, so "vietnam" finds Hanoi and Da Nang, whose own names never say Vietnam.
 */
export function filterGames<G extends Named>(
  games: readonly G[],
  state: Pick<ListState, 'search' | 'weekday'>,
  menus: readonly { labelName: string; gameMenus: readonly { gameId: number }[] }[] = [],
): G[] {
  const query = normalise(state.search);
  const labelled = new Set<number>();
  if (query)
    for (const menu of menus)
      if (normalise(menu.labelName).includes(query)) for (const game of menu.gameMenus) labelled.add(game.gameId);
  return games.filter(
    (game) =>
      drawsOn(game.drawDayOfWeek, state.weekday) &&
      (!query ||
        normalise(game.remark).includes(query) ||
        game.gameCode.toLowerCase().includes(query) ||
        labelled.has(game.gameId)),
  );
}

/** Every game of the menus once (a game may sit under several tags), in menu order. */
export function uniqueGames<G extends { gameId: number }>(menus: readonly { gameMenus: readonly G[] }[]): G[] {
  const seen = new Set<number>();
  const games: G[] = [];
  for (const menu of menus) {
    for (const game of menu.gameMenus) {
      if (seen.has(game.gameId)) continue;
      seen.add(game.gameId);
      games.push(game);
    }
  }
  return games;
}

/** The games a default-mode list shows: one tag's menu, or every menu. */
export function gamesOfTag<G extends { gameId: number }>(
  menus: readonly (Omit<LotteryMenu, 'gameMenus'> & { gameMenus: G[] })[],
  tag: string | null,
): G[] {
  return tag === null ? uniqueGames(menus) : (menus.find((menu) => menu.tag === tag)?.gameMenus ?? []);
}
