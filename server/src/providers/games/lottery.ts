import type { GameProvider } from './types.ts';

/** Lottery games open the lottery route of the site (spec §4), with the game code and vendor. */
export const lotteryProvider: GameProvider = {
  id: 'lottery',
  async launch({ game, vendor }) {
    const q = new URLSearchParams({ gameCode: game.gameCode, vendor: vendor.code });
    return { url: `/lottery?${q.toString()}`, seamless: false };
  },
};
