import { describe, expect, it } from 'vitest';
import type { MissionSummary } from '@tala/contract/missions';
import { isMoneyGoal, progressPercent, sortMissions } from './missions.ts';

const mission = (id: number, status: MissionSummary['status']): MissionSummary => ({
  id,
  title: `M${id}`,
  goal: 'lotteryBets',
  target: 1,
  progress: 0,
  period: 'daily',
  periodStartsAt: '2026-11-26T16:00:00.000Z',
  periodEndsAt: '2026-11-27T16:00:00.000Z',
  reward: { kind: 'points', amount: 10, turnoverMultiple: 0 },
  status,
  unseen: false,
});

describe('missions model', () => {
  it('shows progress as a whole percent that is full only at the target', () => {
    expect(progressPercent(0, 5)).toBe(0);
    expect(progressPercent(2, 3)).toBe(66);
    expect(progressPercent(2_999, 3_000)).toBe(99);
    expect(progressPercent(3_000, 3_000)).toBe(100);
    expect(progressPercent(9, 3)).toBe(100);
    expect(progressPercent(1, 0)).toBe(0);
  });

  it('tells money goals from counts', () => {
    expect(isMoneyGoal('lotteryStake')).toBe(true);
    expect(isMoneyGoal('depositTotal')).toBe(true);
    expect(isMoneyGoal('validTurnover')).toBe(true);
    expect(isMoneyGoal('lotteryBets')).toBe(false);
    expect(isMoneyGoal('slotGames')).toBe(false);
  });

  it('puts missions ready to claim first and ended ones last, keeping the order within a status', () => {
    const sorted = sortMissions([
      mission(1, 'closed'),
      mission(2, 'inProgress'),
      mission(3, 'claim'),
      mission(4, 'claimed'),
      mission(5, 'inProgress'),
      mission(6, 'comingSoon'),
    ]);
    expect(sorted.map((m) => m.id)).toEqual([3, 2, 5, 6, 4, 1]);
  });
});
