/** The periods team records can be narrowed to, counted in the agent's own calendar days. */
export const periods = ['today', 'yesterday', 'week', 'month'] as const;
export type Period = (typeof periods)[number];

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);

/**
 * The half-open range [from, to) of a period as ISO instants: local midnights. "week" is the last 7
 * days including today; "month" is this calendar month, as the team overview counts it.
 */
export function periodRange(period: Period, now: Date = new Date()): { from: string; to: string } {
  const today = startOfDay(now);
  const tomorrow = addDays(today, 1);
  const range: Record<Period, [Date, Date]> = {
    today: [today, tomorrow],
    yesterday: [addDays(today, -1), today],
    week: [addDays(today, -6), tomorrow],
    month: [new Date(today.getFullYear(), today.getMonth(), 1), tomorrow],
  };
  const [from, to] = range[period];
  return { from: from.toISOString(), to: to.toISOString() };
}

/** Minutes the agent's clock is ahead of UTC (UTC+8 → 480): the server counts his days with it. */
export const tzOffset = (now: Date = new Date()) => -now.getTimezoneOffset();
