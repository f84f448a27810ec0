import type { ContractKind } from '@tala/contract/agent';

/**
 * A paid period as the contract pages show it, in UTC as the server settles it: a day for the daily
 * salary, "day hh:mm–hh:mm" for the hourly and real-time salaries, first–last day for a dividend.
 */
export function periodLabel(kind: ContractKind, startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const time = (d: Date) => d.toISOString().slice(11, 16);
  if (kind === 'dailySalary') return day(start);
  if (kind === 'dividend') {
    const last = new Date(end.getTime() - 86_400_000);
    return day(last) === day(start) ? day(start) : `${day(start)} – ${day(last)}`;
  }
  return `${day(start)} ${time(start)}–${time(end)}`;
}
