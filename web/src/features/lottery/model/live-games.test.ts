import { describe, expect, it } from 'vitest';
import type { LotteryGame } from '@tala/contract/lottery';
import { applyToDetail } from './live-detail.ts';
import { applyLotteryEvent, remainingTimes, serverTimeOf, toLobbyGame, type LobbyGame } from './live-games.ts';

const base: LotteryGame = {
  gameId: 7,
  gameCode: 'LOTT1M',
  gameGroupCode: 'LOTT',
  gameGroupId: 1,
  remark: 'Lucky 1 Minute',
  prizeMode: 'Lott',
  accountType: 'TCG_SEA',
  numero: '0001',
  remainTime: 40_000,
  lockTime: 10,
  drawDayOfWeek: '2,3,4,5,6,7,1',
  winningTime: '2025-01-01T00:01:00.000Z',
  status: 'OPEN',
  intervalSeconds: 60,
  drawTimes: [],
  timeZone: 'Asia/Manila',
  lastNumero: '0000',
  lastOpenNumber: '123456',
  lastWinningTime: '2025-01-01T00:00:00.000Z',
  isHot: true,
};

describe('live lottery games', () => {
  it('reads the server time off an answer: draw instant minus remaining time', () => {
    expect(serverTimeOf([{ ...base, numero: null, remainTime: null, winningTime: null }, base])).toBe(
      Date.UTC(2025, 0, 1, 0, 0, 20),
    );
    expect(serverTimeOf([])).toBeNull();
  });

  it('gives each game lock-adjusted countdown targets, none without a numero', () => {
    const game = toLobbyGame(base, { sentAt: 0, receivedAt: 200, offset: 1_000 });
    expect(game.drawAt).toBe(200 - 100 + 40_000 + 1_000);
    expect(game.lockAt).toBe(game.drawAt! - 10_000);
    expect(toLobbyGame({ ...base, numero: null, remainTime: null }, { sentAt: 0, receivedAt: 0, offset: 0 })).toMatchObject({
      drawAt: null,
      lockAt: null,
    });
  });

  const lobby: LobbyGame = { ...base, drawAt: 100_000, lockAt: 90_000 };

  it('applies pushed draw events to the matching game only', () => {
    const numero = {
      type: 'numero' as const,
      data: {
        gameCode: 'LOTT1M',
        gameId: 7,
        numero: '0002',
        openAt: '2025-01-01T00:01:00Z',
        lockAt: '2025-01-01T00:01:50Z',
        drawAt: '2025-01-01T00:02:00Z',
        seedHash: 'h',
      },
    };
    expect(applyLotteryEvent(lobby, numero)).toMatchObject({
      numero: '0002',
      status: 'OPEN',
      drawAt: Date.UTC(2025, 0, 1, 0, 2),
      lockAt: Date.UTC(2025, 0, 1, 0, 1, 50),
    });
    expect(applyLotteryEvent(lobby, { ...numero, data: { ...numero.data, gameCode: 'OTHER' } })).toBe(lobby);
    expect(
      applyLotteryEvent(lobby, { type: 'lock', data: { gameCode: 'LOTT1M', gameId: 7, numero: '0001', drawAt: '' } }).status,
    ).toBe('LOCKED');
    expect(applyLotteryEvent(lobby, { type: 'lock', data: { gameCode: 'LOTT1M', gameId: 7, numero: '0009', drawAt: '' } })).toBe(
      lobby,
    );
  });

  it('a result updates the last open number and marks the drawn numero', () => {
    const result = {
      type: 'result' as const,
      data: {
        gameId: 7,
        gameCode: 'LOTT1M',
        numero: '0001',
        status: 'SETTLED' as const,
        openAt: '',
        lockAt: '',
        drawAt: '2025-01-01T00:01:00Z',
        seedHash: 'h',
        seed: 's',
        openNumber: '654321',
        winningTime: '2025-01-01T00:01:01Z',
        winningDate: '2025.01.01',
      },
    };
    const drawn = applyLotteryEvent(lobby, result);
    expect(drawn).toMatchObject({
      lastNumero: '0001',
      lastOpenNumber: '654321',
      lastWinningTime: '2025-01-01T00:01:01Z',
      status: 'DRAWN',
    });
    const detail = applyToDetail(
      { game: lobby, current: { ...result.data, status: 'LOCKED', seed: null, openNumber: null, winningTime: null }, last: null },
      result,
    );
    expect(detail.current).toBeNull();
    expect(detail.last).toMatchObject({ numero: '0001', openNumber: '654321' });
    expect(detail.last).not.toHaveProperty('gameId');
  });

  it('lists remaining times only for games with an open numero', () => {
    expect(remainingTimes([lobby, { ...lobby, numero: null, drawAt: null, lockAt: null }], 40_000)).toEqual([60_000, null]);
  });
});
