import { lottery } from '@tala/contract/lottery';
import type { Domain } from '../../http/app.ts';
import { AppError } from '../../http/app-error.ts';
import { resolveLanguage } from '../system/text.ts';
import { betRecords } from './bet-records.ts';
import { placeBet } from './bets.ts';
import { favouriteIds, setFavourite } from './favourites.ts';
import { gameDetail, lobbyMenus, popularGames, recentGames } from './lobby.ts';
import { drawsPage, openedDraw, vnOpenedDraws } from './draw-queries.ts';
import { isGameEnabled } from './queries.ts';
import { DEFAULT_TIME_ZONE } from './seeder.ts';

export const lotteryDomain: Domain = {
  name: 'lottery',
  register({ platform, bind }) {
    const { db } = platform;

    bind(lottery.gameMenu, ({ input }) => lobbyMenus(db, input, resolveLanguage(input.language), Date.now()));

    bind(lottery.recent, ({ input, member }) => recentGames(db, member!.id, input, resolveLanguage(input.language), Date.now()));

    bind(lottery.popular, ({ input }) => popularGames(db, input.count, resolveLanguage(input.language), Date.now()));

    bind(lottery.vnOpened, ({ input }) => vnOpenedDraws(db, input.gameCode, input.count, resolveLanguage(input.language)));

    bind(lottery.openedNumero, ({ input }) => openedDraw(db, input.gameCode, input.numero));

    bind(lottery.game, async ({ input }) => {
      const detail = await gameDetail(db, input.gameCode, resolveLanguage(input.language), Date.now());
      if (!detail) throw new AppError('GAME_NOT_FOUND', { field: 'gameCode' });
      return detail;
    });

    bind(lottery.launch, async ({ input }) => {
      const params = new URLSearchParams();
      if (input.gameCode) {
        if (!(await isGameEnabled(db, input.gameCode))) throw new AppError('GAME_NOT_FOUND', { field: 'gameCode' });
        params.set('gameCode', input.gameCode);
        if (input.view === 'betting') params.set('view', 'betting');
      }
      // only a same-site path may come back: an absolute backUrl would make the lobby an open redirect
      if (input.backUrl && /^\/(?!\/)/.test(input.backUrl)) params.set('backUrl', input.backUrl);
      const query = params.toString();
      return { game_url: `/lottery${query ? `?${query}` : ''}` };
    });

    bind(lottery.placeBet, ({ input, member }) => placeBet(platform, member!.id, input, resolveLanguage(input.language)));

    bind(lottery.betRecords, ({ input, member }) => betRecords(db, member!.id, input, resolveLanguage(input.language)));

    bind(lottery.drawHistory, ({ input }) => drawsPage(db, input.gameCode, input.pageNo, input.pageSize));

    bind(lottery.favourites, async ({ member }) => ({ ids: await favouriteIds(db, member!.id) }));
    bind(lottery.addFavourite, async ({ input, member }) => ({ ids: await setFavourite(db, member!.id, input.gameId, true) }));
    bind(lottery.removeFavourite, async ({ input, member }) => ({
      ids: await setFavourite(db, member!.id, input.gameId, false),
    }));

    bind(lottery.serverTime, () => ({ serverTime: Date.now(), timeZone: DEFAULT_TIME_ZONE }));
  },
};
