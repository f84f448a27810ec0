import type { ContractKind } from '@tala/contract/agent';
import { zoneFields } from '../../../shared/lib/format.ts';

/**
 * A paid period as the contract pages show it, on the brand's clock (the server settles periods in
 * its time zone): a day for the daily salary, "day hh:mm–hh:mm" for the hourly and real-time
 * salaries, first–last day for a dividend.
 */
export function periodLabel(kind: ContractKind, startIso: string, endIso: string, timeZone: string): string {
  const start = zoneFields(new Date(startIso), timeZone);
  const end = zoneFields(new Date(endIso), timeZone);
  const day = (f: typeof start) => `${f.year}-${f.month}-${f.day}`;
  const time = (f: typeof start) => `${f.hour}:${f.minute}`;
  if (kind === 'dailySalary') return day(start);
  if (kind === 'dividend') {
    // the period ends at a midnight: its last day is the one just before
    const last = zoneFields(new Date(new Date(endIso).getTime() - 1), timeZone);
    return day(last) === day(start) ? day(start) : `${day(start)} – ${day(last)}`;
  }
  return `${day(start)} ${time(start)}–${time(end)}`;
}
