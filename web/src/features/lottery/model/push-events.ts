import type { lotteryPush } from '@tala/contract/lottery';
import type { z } from 'zod';
import type { LotteryEvent } from './live-games.ts';

/**
 * Push payloads checked by shape. The schemas live in the contract; these light guards keep zod out
 * of the lottery chunk while still ignoring anything malformed.
 */
export type SettledEvent = z.infer<typeof lotteryPush.settled>;
export type ResultEvent = z.infer<typeof lotteryPush.result>;

type Shape = Record<string, 'string' | 'number' | 'boolean' | 'string?' | 'number?'>;

function hasShape(data: unknown, shape: Shape): boolean {
  if (!data || typeof data !== 'object') return false;
  const record = data as Record<string, unknown>;
  return Object.entries(shape).every(([key, type]) => {
    const value = record[key];
    if (type.endsWith('?')) return value === null || value === undefined || typeof value === type.slice(0, -1);
    return typeof value === type;
  });
}

const shapes = {
  numero: {
    gameCode: 'string',
    gameId: 'number',
    numero: 'string',
    openAt: 'string',
    lockAt: 'string',
    drawAt: 'string',
    seedHash: 'string',
  },
  lock: { gameCode: 'string', gameId: 'number', numero: 'string', drawAt: 'string' },
  result: {
    gameCode: 'string',
    gameId: 'number',
    numero: 'string',
    status: 'string',
    drawAt: 'string',
    seedHash: 'string',
    seed: 'string?',
    openNumber: 'string?',
    winningTime: 'string?',
    winningDate: 'string',
  },
  cancelled: { gameCode: 'string', gameId: 'number', numero: 'string' },
} satisfies Record<LotteryEvent['type'], Shape>;

export function toLotteryEvent(type: LotteryEvent['type'], data: unknown): LotteryEvent | null {
  return hasShape(data, shapes[type]) ? ({ type, data } as LotteryEvent) : null;
}

export function toSettledEvent(data: unknown): SettledEvent | null {
  const shape: Shape = {
    gameCode: 'string',
    numero: 'string',
    stakeMinor: 'number',
    payoutMinor: 'number',
    won: 'boolean',
    balanceMinor: 'number',
  };
  return hasShape(data, shape) ? (data as SettledEvent) : null;
}
