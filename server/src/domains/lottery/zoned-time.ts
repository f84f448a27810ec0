/**
 * Wall-clock time in an IANA time zone, without a date library: Intl gives the zone's fields for an
 * instant, and the inverse is found by correcting a first guess with the zone's offset (twice, so a
 * daylight-saving change between guess and answer is handled).
 */

export interface LocalDate {
  year: number;
  month: number; // 1-12
  day: number;
}

export interface LocalDateTime extends LocalDate {
  hour: number;
  minute: number;
  second: number;
  /** Spec §9 weekday code: Sunday 1, Monday 2 … Saturday 7. */
  weekdayCode: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
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

/** Throws RangeError for a name Intl does not know. */
export function assertTimeZone(timeZone: string): void {
  formatter(timeZone);
}

/** The zone's wall clock at an instant. */
export function toLocal(instantMs: number, timeZone: string): LocalDateTime {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instantMs))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return { year, month, day, hour, minute, second, weekdayCode: weekdayCodeOf({ year, month, day }) };
}

/** Offset of the zone from UTC at an instant, in ms (Manila: +8 h). */
export function offsetMs(instantMs: number, timeZone: string): number {
  const l = toLocal(instantMs, timeZone);
  const asUtc = Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The instant when the zone's clock shows date + secondsOfDay. The zone's offsets a day before and a
 * day after give the candidates (a zone changes offset at most once in two days). When the clock shows
 * that time twice (autumn), the first; when never (a spring-forward gap), the instant just after the gap,
 * the same wall-clock distance past the last valid time — what a "draw at 02:30" should mean that day.
 */
export function fromLocal(date: LocalDate, secondsOfDay: number, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + secondsOfDay * 1000;
  const candidates = [wall - offsetMs(wall - 86_400_000, timeZone), wall - offsetMs(wall + 86_400_000, timeZone)];
  const shows = (t: number) => {
    const l = toLocal(t, timeZone);
    return Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second) === Math.floor(wall / 1000) * 1000;
  };
  const valid = candidates.filter(shows);
  return valid.length ? Math.min(...valid) : Math.max(...candidates);
}

/** Weekday code (Sunday 1 … Saturday 7) of a calendar date. */
export function weekdayCodeOf(date: LocalDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 1;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** 20250114 */
export function compactDate(date: LocalDate): string {
  return `${date.year}${pad(date.month)}${pad(date.day)}`;
}

/** 2025.01.14 (spec §9 winning date). */
export function dottedDate(date: LocalDate): string {
  return `${date.year}.${pad(date.month)}.${pad(date.day)}`;
}
