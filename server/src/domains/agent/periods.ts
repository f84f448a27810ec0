import type { ContractKind, PayPeriod } from '@tala/contract/agent';
import { localDate, localDayStart, localDayStartBefore, zoneOffsetMs } from '../wallet/local-day.ts';

/**
 * The pay periods of the contracts, on the brand's clock (its `timeZone` setting), like the rebates
 * and commissions: an agent's day, week and month begin at his own midnight, not at UTC's. The spans
 * are 5 minutes (real-time salary, spec §1), an hour, a day, and for a dividend its pay period (spec
 * §4) — a day, a week from Monday, the 1st–15th and the 16th–end of a month, a month. A period is
 * [start, end). Local days last 23 to 25 hours across a daylight-saving change.
 */

const MINUTE = 60_000;

type Span = { kind: ContractKind; payPeriod: PayPeriod | null };

function unit({ kind, payPeriod }: Span): PayPeriod | '5min' | 'hour' {
  if (kind === 'realtimeSalary') return '5min';
  if (kind === 'hourlySalary') return 'hour';
  if (kind === 'dailySalary') return 'daily';
  return payPeriod ?? 'monthly';
}

/** The local calendar date of an instant as numbers, and the length of its month. */
function calendar(t: number, timeZone: string) {
  const [year, month, day] = localDate(t, timeZone).split('-').map(Number) as [number, number, number];
  return {
    day,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(), // Sunday 0
    monthDays: new Date(Date.UTC(year, month, 0)).getUTCDate(),
  };
}

/** Minutes-long spans line up with the local clock (a zone half an hour off UTC starts hours at :30 UTC). */
function alignedStart(t: number, size: number, timeZone: string): number {
  const local = t + zoneOffsetMs(t, timeZone);
  return t - (((local % size) + size) % size);
}

/** The start of the period that holds `t`. */
function startOf(span: Span, t: number, timeZone: string): number {
  const c = calendar(t, timeZone);
  switch (unit(span)) {
    case '5min':
      return alignedStart(t, 5 * MINUTE, timeZone);
    case 'hour':
      return alignedStart(t, 60 * MINUTE, timeZone);
    case 'daily':
      return localDayStart(t, timeZone).getTime();
    case 'weekly':
      return localDayStartBefore(t, (c.weekday + 6) % 7, timeZone).getTime(); // back to Monday
    case 'semimonthly':
      return localDayStartBefore(t, c.day < 16 ? c.day - 1 : c.day - 16, timeZone).getTime();
    case 'monthly':
      return localDayStartBefore(t, c.day - 1, timeZone).getTime();
  }
}

/** The end of the period that starts at `start` (the next one's start). */
function endOf(span: Span, start: number, timeZone: string): number {
  const after = (days: number) => localDayStartBefore(start, -days, timeZone).getTime();
  switch (unit(span)) {
    case '5min':
      return start + 5 * MINUTE;
    case 'hour':
      return start + 60 * MINUTE;
    case 'daily':
      return after(1);
    case 'weekly':
      return after(7);
    case 'semimonthly': {
      const c = calendar(start, timeZone);
      return c.day < 16 ? after(16 - c.day) : after(c.monthDays - c.day + 1);
    }
    case 'monthly': {
      const c = calendar(start, timeZone);
      return after(c.monthDays - c.day + 1);
    }
  }
}

/** The start of the first whole period after `now` (a contract accepted now is paid from there). */
export function periodAfter(kind: ContractKind, payPeriod: PayPeriod | null, now: Date, timeZone: string): Date {
  const span = { kind, payPeriod };
  return new Date(endOf(span, startOf(span, now.getTime(), timeZone), timeZone));
}

/**
 * The periods to pay from `from` to `to`, oldest first: each that ends by `to`. A contract starts and
 * is settled on period boundaries, so `from` is one — unless the brand's time zone changed since: then
 * the first period is the part from `from` to the next boundary, paid like a whole one, so no hour of
 * the contract goes unpaid and none is paid twice. `closes` is a contract's end: when it is not a
 * boundary (it was set on another clock), the part before it is the last period.
 */
export function periodsBetween(
  kind: ContractKind,
  payPeriod: PayPeriod | null,
  from: Date,
  to: Date,
  timeZone: string,
  closes?: Date,
): [Date, Date][] {
  const span = { kind, payPeriod };
  const out: [Date, Date][] = [];
  let start = from.getTime();
  for (let end = endOf(span, startOf(span, start, timeZone), timeZone); end <= to.getTime(); end = endOf(span, start, timeZone)) {
    out.push([new Date(start), new Date(end)]);
    start = end;
  }
  const last = closes?.getTime();
  if (last !== undefined && last <= to.getTime() && start < last) out.push([new Date(start), new Date(last)]);
  return out;
}
