import { moneyGoalKinds, type MissionGoalKind, type MissionSummary } from '@tala/contract/missions';

/** How far a mission has come, 0 to 100, rounded down (a bar never shows full before the goal is reached). */
export function progressPercent(progress: number, target: number): number {
  if (target <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((progress * 100) / target)));
}

/** Goals counted in money are shown as money; the others as plain counts. */
export const isMoneyGoal = (goal: MissionGoalKind): boolean => moneyGoalKinds.includes(goal);

const order: Record<MissionSummary['status'], number> = { claim: 0, inProgress: 1, comingSoon: 2, claimed: 3, closed: 4 };

/** Ready to claim first, then running, coming, claimed and ended ones; the server's order within each. */
export function sortMissions(list: readonly MissionSummary[]): MissionSummary[] {
  return list
    .map((m, i) => ({ m, i }))
    .sort((a, b) => order[a.m.status] - order[b.m.status] || a.i - b.i)
    .map(({ m }) => m);
}
