/**
 * Calendar days in a time zone (the brand's `timeZone` setting): daily limits and once-a-day rewards
 * turn over at the member's local midnight, not at UTC's. Plain Intl, no tz database of our own.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // throws RangeError for a zone Intl does not know: callers validate settings with isTimeZone first
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of an instant in a zone. */
function wall(instantMs: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instantMs))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return { y: parts.year!, m: parts.month!, d: parts.day!, h: parts.hour!, min: parts.minute!, s: parts.second! };
}

/** How far the zone's wall clock is ahead of UTC at an instant (ms; negative west of Greenwich). */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const w = wall(instantMs, timeZone);
  return Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s) - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The instant the local day containing `instantMs` began in the zone. Midnight's offset can differ
 * from now's across a daylight-saving change, so it is corrected once with the offset at the guess.
 */
export function localDayStart(instantMs: number, timeZone: string): Date {
  const w = wall(instantMs, timeZone);
  const midnightAsUtc = Date.UTC(w.y, w.m - 1, w.d);
  let guess = midnightAsUtc - zoneOffsetMs(instantMs, timeZone);
  guess = midnightAsUtc - zoneOffsetMs(guess, timeZone);
  return new Date(guess);
}

/** The local calendar date (yyyy-MM-dd) of an instant in the zone. */
export function localDate(instantMs: number, timeZone: string): string {
  const w = wall(instantMs, timeZone);
  return `${String(w.y).padStart(4, '0')}-${String(w.m).padStart(2, '0')}-${String(w.d).padStart(2, '0')}`;
}

/**
 * The start of the local day `days` days before (negative: after) the one containing `instantMs`.
 * Half a day past midnight and whole days of 24 h always land in the wanted day: a daylight-saving
 * change moves the clock by an hour, not twelve.
 */
export function localDayStartBefore(instantMs: number, days: number, timeZone: string): Date {
  const today = localDayStart(instantMs, timeZone).getTime();
  return localDayStart(today + 12 * 3600_000 - days * 86_400_000, timeZone);
}
