import { describe, expect, it } from 'vitest';
import { drawsOn, nextDraw, validateSchedule, type Schedule } from '../src/domains/lottery/schedule.ts';
import { dottedDate, fromLocal, toLocal, weekdayCodeOf } from '../src/domains/lottery/zoned-time.ts';

const everyDay = [1, 2, 3, 4, 5, 6, 7];
const iso = (ms: number) => new Date(ms).toISOString();

describe('weekday codes (spec §9: Sunday 1, Monday 2 … Saturday 7)', () => {
  it('maps a known week', () => {
    // 2025-01-12 was a Sunday
    const codes = [12, 13, 14, 15, 16, 17, 18].map((day) => weekdayCodeOf({ year: 2025, month: 1, day }));
    expect(codes).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('uses the weekday of the time zone, not of UTC', () => {
    // Monday 2025-01-13 20:00 UTC is already Tuesday 04:00 in Manila, still Monday in New York
    const t = Date.UTC(2025, 0, 13, 20, 0);
    expect(toLocal(t, 'Asia/Manila').weekdayCode).toBe(3);
    expect(toLocal(t, 'America/New_York').weekdayCode).toBe(2);
  });
});

describe('zoned time', () => {
  it('converts Manila, Ho Chi Minh City and UTC wall clocks', () => {
    const d = { year: 2025, month: 3, day: 1 };
    expect(iso(fromLocal(d, 21 * 3600, 'Asia/Manila'))).toBe('2025-03-01T13:00:00.000Z');
    expect(iso(fromLocal(d, 18 * 3600 + 15 * 60, 'Asia/Ho_Chi_Minh'))).toBe('2025-03-01T11:15:00.000Z');
    expect(iso(fromLocal(d, 0, 'UTC'))).toBe('2025-03-01T00:00:00.000Z');
  });
  it('handles daylight saving: a skipped wall time lands after the jump, a repeated one on its first pass', () => {
    // New York sprang forward 2025-03-09 02:00 → 03:00, fell back 2025-11-02 02:00 → 01:00
    expect(iso(fromLocal({ year: 2025, month: 3, day: 9 }, 2.5 * 3600, 'America/New_York'))).toBe('2025-03-09T07:30:00.000Z');
    expect(iso(fromLocal({ year: 2025, month: 11, day: 2 }, 1.5 * 3600, 'America/New_York'))).toBe('2025-11-02T05:30:00.000Z');
  });
});

describe('nextDraw', () => {
  const evening: Schedule = {
    timeZone: 'Asia/Manila',
    drawDays: [3, 5, 7],
    drawTimes: ['21:00'],
    intervalSeconds: null,
    lockSeconds: 600,
  };

  it('finds the next draw day among Tuesday, Thursday and Saturday', () => {
    // Wednesday 2025-01-15 10:00 Manila → Thursday 2025-01-16 21:00 Manila
    const p = nextDraw(evening, Date.UTC(2025, 0, 15, 2, 0))!;
    expect(iso(p.drawAt)).toBe('2025-01-16T13:00:00.000Z');
    expect(iso(p.lockAt)).toBe('2025-01-16T12:50:00.000Z');
    expect(p.numero).toBe('202501160001');
    expect(dottedDate(p.localDate)).toBe('2025.01.16');
  });

  it('wraps from Saturday night to Tuesday', () => {
    // Saturday 2025-01-18 20:55 Manila: inside the lock window of tonight's draw → next is Tuesday
    const p = nextDraw(evening, Date.UTC(2025, 0, 18, 12, 55))!;
    expect(iso(p.drawAt)).toBe('2025-01-21T13:00:00.000Z');
    expect(toLocal(p.drawAt, 'Asia/Manila').weekdayCode).toBe(3);
  });

  it('takes today while the lock time is still ahead', () => {
    const p = nextDraw(evening, Date.UTC(2025, 0, 18, 12, 49, 59))!;
    expect(p.numero).toBe('202501180001');
  });

  it('puts a draw on the local date when it is another date in UTC', () => {
    // Vietnam draw at 06:30 local on Mondays = Sunday 23:30 UTC
    const s: Schedule = {
      timeZone: 'Asia/Ho_Chi_Minh',
      drawDays: [2],
      drawTimes: ['06:30'],
      intervalSeconds: null,
      lockSeconds: 60,
    };
    const p = nextDraw(s, Date.UTC(2025, 0, 12, 12, 0))!; // Sunday noon UTC
    expect(iso(p.drawAt)).toBe('2025-01-12T23:30:00.000Z');
    expect(p.numero).toBe('202501130001');
  });

  it('numbers interval draws by their position in the local day', () => {
    const fast: Schedule = { timeZone: 'Asia/Manila', drawDays: everyDay, drawTimes: [], intervalSeconds: 60, lockSeconds: 10 };
    // 2025-01-15 00:00:50 Manila → lock of 00:01 draw is 00:00:50 → not open; next is 00:02 (third of the day)
    const p = nextDraw(fast, Date.UTC(2025, 0, 14, 16, 0, 50))!;
    expect(iso(p.drawAt)).toBe('2025-01-14T16:02:00.000Z');
    expect(p.numero).toBe('202501150003');
    // the last draw of a day is 23:59, numero 1440; then the next day starts at 0001
    const late = nextDraw(fast, Date.UTC(2025, 0, 15, 15, 58, 30))!;
    expect(late.numero).toBe('202501151440');
    const midnight = nextDraw(fast, Date.UTC(2025, 0, 15, 15, 59, 45))!;
    expect(midnight.numero).toBe('202501160001');
  });

  it('never plans before the last draw', () => {
    const hourly: Schedule = {
      timeZone: 'Asia/Manila',
      drawDays: everyDay,
      drawTimes: [],
      intervalSeconds: 3600,
      lockSeconds: 60,
    };
    const now = Date.UTC(2025, 0, 15, 2, 30);
    const p = nextDraw(hourly, now)!;
    const q = nextDraw(hourly, now, p.drawAt)!;
    expect(q.drawAt - p.drawAt).toBe(3600_000);
  });

  it('skips non-draw days for interval games', () => {
    const weekdays: Schedule = {
      timeZone: 'Asia/Manila',
      drawDays: [2, 3, 4, 5, 6],
      drawTimes: [],
      intervalSeconds: 300,
      lockSeconds: 30,
    };
    // Friday 2025-01-17 23:58 Manila → Monday 00:00
    const p = nextDraw(weekdays, Date.UTC(2025, 0, 17, 15, 58))!;
    expect(p.numero).toBe('202501200001');
    expect(toLocal(p.drawAt, 'Asia/Manila').weekdayCode).toBe(2);
  });

  it('keeps interval draws one interval apart across a daylight-saving change', () => {
    const s: Schedule = {
      timeZone: 'America/New_York',
      drawDays: everyDay,
      drawTimes: [],
      intervalSeconds: 1800,
      lockSeconds: 60,
    };
    const spring = drawsOn(s, { year: 2025, month: 3, day: 9 });
    expect(spring).toHaveLength(46); // 02:00 and 02:30 do not exist that day
    const fall = drawsOn(s, { year: 2025, month: 11, day: 2 });
    for (let i = 1; i < spring.length; i++) expect(spring[i]!.drawAt).toBeGreaterThan(spring[i - 1]!.drawAt);
    for (let i = 1; i < fall.length; i++) expect(fall[i]!.drawAt).toBeGreaterThan(fall[i - 1]!.drawAt);
    // walking with nextDraw visits every draw of the day in order
    let at = fromLocal({ year: 2025, month: 3, day: 9 }, 0, 'America/New_York') - 120_000;
    let last = -Infinity;
    const seen: string[] = [];
    for (let i = 0; i < 46; i++) {
      const p = nextDraw(s, at, last)!;
      seen.push(p.numero);
      last = p.drawAt;
      at = p.lockAt;
    }
    expect(seen).toEqual(spring.map((p) => p.numero));
  });
});

describe('validateSchedule', () => {
  const base: Schedule = { timeZone: 'Asia/Manila', drawDays: [1], drawTimes: ['19:00'], intervalSeconds: null, lockSeconds: 60 };
  it('accepts a good schedule and refuses bad ones', () => {
    expect(() => validateSchedule(base)).not.toThrow();
    expect(() => validateSchedule({ ...base, drawDays: [0] })).toThrow(/weekday/);
    expect(() => validateSchedule({ ...base, drawDays: [] })).toThrow(/weekday/);
    expect(() => validateSchedule({ ...base, drawTimes: ['25:00'] })).toThrow(/HH:mm/);
    expect(() => validateSchedule({ ...base, drawTimes: [] })).toThrow(/draw times/);
    expect(() => validateSchedule({ ...base, intervalSeconds: 7 })).toThrow(/interval/);
    expect(() => validateSchedule({ ...base, intervalSeconds: 60, lockSeconds: 60 })).toThrow(/lock/);
  });
});

describe('after an early draw', () => {
  it('plans the next numero after the last scheduled draw, however far ahead it was', () => {
    const weekly: Schedule = {
      timeZone: 'Asia/Manila',
      drawDays: [1],
      drawTimes: ['19:00'],
      intervalSeconds: null,
      lockSeconds: 60,
    };
    const now = Date.UTC(2025, 0, 13, 2, 0); // Monday; this week's draw is Sunday the 19th
    const thisWeek = nextDraw(weekly, now)!;
    expect(thisWeek.numero).toBe('202501190001');
    // an operator drew it on Monday: the next one is the Sunday after, 13 days from now
    const next = nextDraw(weekly, now, thisWeek.drawAt)!;
    expect(next.numero).toBe('202501260001');
  });
});
