import { addDays, compactDate, fromLocal, toLocal, weekdayCodeOf, type LocalDate } from './zoned-time.ts';

/**
 * A game's draw schedule. Draw days are spec §9 weekday codes (Sunday 1, Monday 2 … Saturday 7) in the
 * game's time zone. A day's draws are either fixed local times, or every `intervalSeconds` from local
 * midnight (00:00, 00:01, … for a 1-minute game). Betting on a draw closes `lockSeconds` before it.
 *
 * A numero names one draw: the local draw date and the draw's 1-based position in that day, e.g.
 * 20250114-0001 → 202501140001. It is unique per game and sorts in draw order.
 */
export interface Schedule {
  timeZone: string;
  drawDays: readonly number[];
  /** Local 'HH:mm' (or 'HH:mm:ss') draw times; used when intervalSeconds is null. */
  drawTimes: readonly string[];
  intervalSeconds: number | null;
  lockSeconds: number;
}

export interface PlannedDraw {
  numero: string;
  drawAt: number;
  lockAt: number;
  /** The local calendar date of the draw (YYYY.MM.DD is shown from it). */
  localDate: LocalDate;
}

const DAY = 86_400;

export function parseClock(text: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(text);
  if (!m) throw new Error(`'${text}' is not a HH:mm time`);
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0);
}

/** Checks a schedule is usable (seeders and operators call this before saving one). */
export function validateSchedule(s: Schedule): void {
  if (!s.drawDays.length || s.drawDays.some((d) => !Number.isInteger(d) || d < 1 || d > 7)) {
    throw new Error('draw days are weekday codes 1 (Sunday) to 7 (Saturday)');
  }
  if (s.intervalSeconds !== null) {
    if (!Number.isInteger(s.intervalSeconds) || s.intervalSeconds < 30 || DAY % s.intervalSeconds !== 0) {
      throw new Error('the interval must be at least 30 s and divide a day evenly');
    }
    if (s.lockSeconds >= s.intervalSeconds) throw new Error('the lock time must be shorter than the interval');
  } else if (!s.drawTimes.length) {
    throw new Error('a schedule needs draw times or an interval');
  } else {
    s.drawTimes.forEach(parseClock);
  }
  if (!Number.isInteger(s.lockSeconds) || s.lockSeconds < 0) throw new Error('the lock time is whole seconds ≥ 0');
}

/** Seconds-of-day of a day's draws, ascending. */
function slotsOfDay(s: Schedule): number[] {
  if (s.intervalSeconds === null) return [...new Set(s.drawTimes.map(parseClock))].sort((a, b) => a - b);
  const slots: number[] = [];
  for (let t = 0; t < DAY; t += s.intervalSeconds) slots.push(t);
  return slots;
}

function planned(s: Schedule, date: LocalDate, slot: number, index: number): PlannedDraw | null {
  const drawAt = fromLocal(date, slot, s.timeZone);
  // A wall time skipped by a daylight-saving jump: an interval game has no draw then (its neighbours
  // cover it); a fixed-time game draws just after the jump.
  if (s.intervalSeconds !== null) {
    const l = toLocal(drawAt, s.timeZone);
    if (l.hour * 3600 + l.minute * 60 + l.second !== slot) return null;
  }
  return {
    numero: `${compactDate(date)}${String(index + 1).padStart(4, '0')}`,
    drawAt,
    lockAt: drawAt - s.lockSeconds * 1000,
    localDate: date,
  };
}

/**
 * The first draw that is still open for bets at `now` (lock time in the future) and comes after
 * `afterDrawAt` (the game's last draw, so a numero is never planned twice). Null if the schedule
 * has no draw in the next 8 days (cannot happen for a valid schedule).
 */
export function nextDraw(s: Schedule, now: number, afterDrawAt = -Infinity): PlannedDraw | null {
  const slots = slotsOfDay(s);
  const days = new Set(s.drawDays);
  // search from the later of now and the last draw (an operator may have drawn a numero before its time);
  // start a day early: near midnight the zone's "today" may still hold a draw after that instant
  const from = Math.max(now, afterDrawAt);
  const start = addDays(toLocal(from, s.timeZone), -1);
  for (let d = 0; d < 9; d++) {
    const date = addDays(start, d);
    if (!days.has(weekdayCodeOf(date))) continue;
    const dayStart = fromLocal(date, 0, s.timeZone);
    // skip slots that are certainly over without computing each (a 1-minute game has 1440)
    let first = 0;
    if (s.intervalSeconds !== null && from > dayStart) {
      // margin: on a daylight-saving day the wall clock runs up to an hour behind elapsed time
      const margin = Math.ceil(3600 / s.intervalSeconds) + 2;
      first = Math.max(0, Math.floor((from - dayStart) / 1000 / s.intervalSeconds) - margin);
    }
    for (let i = first; i < slots.length; i++) {
      const p = planned(s, date, slots[i]!, i);
      if (p && p.lockAt > now && p.drawAt > afterDrawAt) return p;
    }
  }
  return null;
}

/** Draws of one local date (for tests and operator views). */
export function drawsOn(s: Schedule, date: LocalDate): PlannedDraw[] {
  if (!s.drawDays.includes(weekdayCodeOf(date))) return [];
  return slotsOfDay(s).flatMap((slot, i) => planned(s, date, slot, i) ?? []);
}
