import type { ContractKind, PayPeriod } from '@tala/contract/agent';

/**
 * The pay periods of the contracts, all in UTC: 5 minutes (real-time salary, spec §1), an hour, a
 * day, and for a dividend its pay period (spec §4) — a day, a week from Monday, the 1st–15th and the
 * 16th–end of a month, a month. A period is [start, end).
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

type Span = { kind: ContractKind; payPeriod: PayPeriod | null };

function unit({ kind, payPeriod }: Span): PayPeriod | '5min' | 'hour' {
  if (kind === 'realtimeSalary') return '5min';
  if (kind === 'hourlySalary') return 'hour';
  if (kind === 'dailySalary') return 'daily';
  return payPeriod ?? 'monthly';
}

/** The start of the period that holds `t`. */
function startOf(span: Span, t: number): number {
  const d = new Date(t);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const dayStart = Date.UTC(y, m, d.getUTCDate());
  switch (unit(span)) {
    case '5min':
      return t - (t % (5 * MINUTE));
    case 'hour':
      return t - (t % (60 * MINUTE));
    case 'daily':
      return dayStart;
    case 'weekly':
      return dayStart - ((d.getUTCDay() + 6) % 7) * DAY; // back to Monday
    case 'semimonthly':
      return Date.UTC(y, m, d.getUTCDate() < 16 ? 1 : 16);
    case 'monthly':
      return Date.UTC(y, m, 1);
  }
}

/** The end of the period that starts at `start` (the next one's start). */
function endOf(span: Span, start: number): number {
  const d = new Date(start);
  switch (unit(span)) {
    case '5min':
      return start + 5 * MINUTE;
    case 'hour':
      return start + 60 * MINUTE;
    case 'daily':
      return start + DAY;
    case 'weekly':
      return start + 7 * DAY;
    case 'semimonthly':
      return d.getUTCDate() < 16
        ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 16)
        : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    case 'monthly':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  }
}

/** The start of the first whole period after `now` (a contract accepted now is paid from there). */
export function periodAfter(kind: ContractKind, payPeriod: PayPeriod | null, now: Date): Date {
  const span = { kind, payPeriod };
  return new Date(endOf(span, startOf(span, now.getTime())));
}

/** The whole periods from the one that starts at or after `from`, that end by `to`, oldest first. */
export function periodsBetween(kind: ContractKind, payPeriod: PayPeriod | null, from: Date, to: Date): [Date, Date][] {
  const span = { kind, payPeriod };
  let start = startOf(span, from.getTime());
  if (start < from.getTime()) start = endOf(span, start);
  const out: [Date, Date][] = [];
  for (let end = endOf(span, start); end <= to.getTime(); start = end, end = endOf(span, start))
    out.push([new Date(start), new Date(end)]);
  return out;
}
