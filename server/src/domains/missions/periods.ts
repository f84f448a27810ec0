import { localDayStart } from '../wallet/local-day.ts';

/**
 * Brand-local days as dates: a daily mission's period and a sign-in's day are the brand's calendar
 * day (its `timeZone` setting), named YYYY-MM-DD.
 */

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** The brand-local date (YYYY-MM-DD) of an instant. */
export function localDate(instantMs: number, timeZone: string): string {
  let f = dateFormatters.get(timeZone);
  if (!f) {
    // en-CA formats a date as YYYY-MM-DD
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormatters.set(timeZone, f);
  }
  return f.format(new Date(instantMs));
}

/** The local day containing `instantMs`: its start, the next day's start and its date. */
export function localDay(instantMs: number, timeZone: string): { start: Date; end: Date; date: string } {
  const start = localDayStart(instantMs, timeZone);
  // a local day lasts 23 to 25 hours: 26 hours after its start is always inside the next one
  const end = localDayStart(start.getTime() + 26 * 3_600_000, timeZone);
  return { start, end, date: localDate(instantMs, timeZone) };
}

/** The date of the local day before the one containing `instantMs`. */
export function previousLocalDate(instantMs: number, timeZone: string): string {
  return localDate(localDayStart(instantMs, timeZone).getTime() - 3_600_000, timeZone);
}
