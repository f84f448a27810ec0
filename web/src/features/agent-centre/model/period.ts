import { zoneDayStart, zoneFields } from '../../../shared/lib/format.ts';

/**
 * The periods team records can be narrowed to, counted in the brand's calendar days: the days the
 * agent's commission, rebates and wages are paid by, whatever clock his phone keeps.
 */
export const periods = ['today', 'yesterday', 'week', 'month'] as const;
export type Period = (typeof periods)[number];

/**
 * The half-open range [from, to) of a period as ISO instants: midnights in the brand's time zone.
 * "week" is the last 7 days including today; "month" is this calendar month, as the team overview
 * counts it.
 */
export function periodRange(period: Period, timeZone: string, now: Date = new Date()): { from: string; to: string } {
  const f = zoneFields(now, timeZone);
  const day = (offset: number, of = +f.day) => zoneDayStart(+f.year, +f.month, of + offset, timeZone);
  const range: Record<Period, [Date, Date]> = {
    today: [day(0), day(1)],
    yesterday: [day(-1), day(0)],
    week: [day(-6), day(1)],
    month: [day(0, 1), day(1)],
  };
  const [from, to] = range[period];
  return { from: from.toISOString(), to: to.toISOString() };
}
