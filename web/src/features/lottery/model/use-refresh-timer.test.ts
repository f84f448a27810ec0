import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverClock } from '../../../shared/ui/countdown/server-clock.ts';
import type { LobbyGame } from './live-games.ts';
import { useRefreshTimer } from './use-refresh-timer.ts';

const game = (drawAt: number | null): LobbyGame =>
  ({ numero: drawAt === null ? null : '1', drawAt, lockAt: drawAt }) as LobbyGame;

describe('useRefreshTimer', () => {
  // Date is faked too, so no real time slips in between the render and the checks
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('refetches after the smallest remaining time while the default list shows', () => {
    const refetch = vi.fn();
    const now = serverClock.now();
    const games = [game(now + 12_000), game(now + 5_000), game(null)];
    renderHook(() => useRefreshTimer(true, games, 1, refetch));
    vi.advanceTimersByTime(4_900);
    expect(refetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('waits 7 s when a draw is already due, and never more than 30 s', () => {
    const refetch = vi.fn();
    const now = serverClock.now();
    const { rerender } = renderHook(({ games, at }) => useRefreshTimer(true, games, at, refetch), {
      initialProps: { games: [game(now - 1_000)], at: 1 },
    });
    vi.advanceTimersByTime(6_999);
    expect(refetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refetch).toHaveBeenCalledTimes(1);
    rerender({ games: [game(serverClock.now() + 3_600_000)], at: 2 });
    vi.advanceTimersByTime(30_000);
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('stops when a mode is chosen (timer disabled)', () => {
    const refetch = vi.fn();
    const now = serverClock.now();
    const { rerender } = renderHook(({ on }) => useRefreshTimer(on, [game(now + 2_000)], 1, refetch), {
      initialProps: { on: true },
    });
    rerender({ on: false });
    vi.advanceTimersByTime(60_000);
    expect(refetch).not.toHaveBeenCalled();
  });
});
