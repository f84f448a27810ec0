import type { LotteryDraw } from '@tala/contract/lottery';
import { applyLotteryEvent, type LobbyGame, type LotteryEvent } from './live-games.ts';

export interface LiveDetail {
  game: LobbyGame;
  current: LotteryDraw | null;
  last: LotteryDraw | null;
}

/** A pushed draw event applied to the betting view's game, current and last draw (pure). */
export function applyToDetail<D extends LiveDetail>(detail: D, event: LotteryEvent): D {
  if (event.data.gameCode !== detail.game.gameCode) return detail;
  const game = applyLotteryEvent(detail.game, event);
  switch (event.type) {
    case 'numero': {
      const { numero, openAt, lockAt, drawAt, seedHash, gameCode } = event.data;
      const current: LotteryDraw = {
        gameCode,
        numero,
        status: 'OPEN',
        openAt,
        lockAt,
        drawAt,
        seedHash,
        seed: null,
        openNumber: null,
        winningTime: null,
        winningDate: detail.current?.numero === numero ? detail.current.winningDate : '',
      };
      return { ...detail, game, current };
    }
    case 'lock':
      return {
        ...detail,
        game,
        current: detail.current?.numero === event.data.numero ? { ...detail.current, status: 'LOCKED' } : detail.current,
      };
    case 'result': {
      const { gameId: _gameId, ...draw } = event.data;
      const current = detail.current?.numero === draw.numero ? null : detail.current;
      return { ...detail, game, last: draw, current };
    }
    case 'cancelled':
      return {
        ...detail,
        game,
        current: detail.current?.numero === event.data.numero ? { ...detail.current, status: 'CANCELLED' } : detail.current,
      };
  }
}
