import type { LOTTERY_PUSH_EVENTS } from '@tala/contract/core/push';
import type { LotteryGame } from '@tala/contract/lottery';
import type { PushPayload } from '@tala/contract/push';
import { lockAdjustedTimes, timesFromInstants } from './lock-time.ts';

/** A lobby game with its countdown targets on the server's clock (null without a numero). */
export type LobbyGame = LotteryGame & { drawAt: number | null; lockAt: number | null };

export interface Timing {
  sentAt: number;
  receivedAt: number;
  offset: number;
}

export function toLobbyGame(game: LotteryGame, timing: Timing): LobbyGame {
  if (game.numero === null || game.remainTime === null) return { ...game, drawAt: null, lockAt: null };
  const times = lockAdjustedTimes({ remainTimeMs: game.remainTime, lockTimeSeconds: game.lockTime, ...timing });
  return { ...game, ...times };
}

/** The server's clock at the moment it answered, read off any game: its draw instant minus remainTime. */
export function serverTimeOf(games: readonly LotteryGame[]): number | null {
  for (const game of games) {
    if (game.winningTime && game.remainTime !== null) {
      const at = Date.parse(game.winningTime);
      if (Number.isFinite(at)) return at - game.remainTime;
    }
  }
  return null;
}

type Payload<K extends keyof typeof LOTTERY_PUSH_EVENTS> = PushPayload<(typeof LOTTERY_PUSH_EVENTS)[K]>;

export type LotteryEvent =
  | { type: 'numero'; data: Payload<'numero'> }
  | { type: 'lock'; data: Payload<'lock'> }
  | { type: 'result'; data: Payload<'result'> }
  | { type: 'cancelled'; data: Payload<'cancelled'> };

/**
 * A pushed draw event applied to one game (pure, so the lobby patches its cache instead of
 * refetching every list whenever any game draws). Events of other games return the same object.
 */
export function applyLotteryEvent(game: LobbyGame, event: LotteryEvent): LobbyGame {
  if (event.data.gameCode !== game.gameCode) return game;
  switch (event.type) {
    case 'numero': {
      const { drawAt, lockAt } = timesFromInstants(event.data.drawAt, event.data.lockAt);
      return { ...game, numero: event.data.numero, status: 'OPEN', winningTime: event.data.drawAt, drawAt, lockAt };
    }
    case 'lock':
      return event.data.numero === game.numero ? { ...game, status: 'LOCKED' } : game;
    case 'result': {
      const drawn = {
        ...game,
        lastNumero: event.data.numero,
        lastOpenNumber: event.data.openNumber,
        lastWinningTime: event.data.winningTime ?? event.data.drawAt,
      };
      return event.data.numero === game.numero ? { ...drawn, status: 'DRAWN' } : drawn;
    }
    case 'cancelled':
      return event.data.numero === game.numero ? { ...game, status: 'CANCELLED' } : game;
  }
}

/** Milliseconds until each game's draw, only for games with an open numero (refresh-timer input). */
export function remainingTimes(games: readonly LobbyGame[], serverNow: number): (number | null)[] {
  return games.map((game) => (game.numero !== null && game.drawAt !== null ? game.drawAt - serverNow : null));
}
