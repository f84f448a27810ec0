/** The periods a record list can be narrowed to, counted in the player's own calendar days. */
export const periods = ['today', 'yesterday', 'week', 'month'] as const;
export type Period = (typeof periods)[number];

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);

/**
 * The half-open range [from, to) of a period as ISO instants: local midnights, so "today" means the
 * player's today wherever the server is. "week" and "month" are the last 7 and 30 days including today.
 */
export function periodRange(period: Period, now: Date = new Date()): { from: string; to: string } {
  const today = startOfDay(now);
  const tomorrow = addDays(today, 1);
  const range: Record<Period, [Date, Date]> = {
    today: [today, tomorrow],
    yesterday: [addDays(today, -1), today],
    week: [addDays(today, -6), tomorrow],
    month: [addDays(today, -29), tomorrow],
  };
  const [from, to] = range[period];
  return { from: from.toISOString(), to: to.toISOString() };
}
