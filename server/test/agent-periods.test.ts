import { describe, expect, it } from 'vitest';
import { periodAfter, periodsBetween } from '../src/domains/agent/periods.ts';

const d = (iso: string) => new Date(iso);
const starts = (list: [Date, Date][]) => list.map(([s, e]) => `${s.toISOString()}..${e.toISOString()}`);

describe('contract pay periods (UTC)', () => {
  it('starts a contract at the next whole period', () => {
    const now = d('2026-01-07T10:03:20Z'); // a Wednesday
    expect(periodAfter('realtimeSalary', null, now).toISOString()).toBe('2026-01-07T10:05:00.000Z');
    expect(periodAfter('hourlySalary', null, now).toISOString()).toBe('2026-01-07T11:00:00.000Z');
    expect(periodAfter('dailySalary', null, now).toISOString()).toBe('2026-01-08T00:00:00.000Z');
    expect(periodAfter('dividend', 'daily', now).toISOString()).toBe('2026-01-08T00:00:00.000Z');
    expect(periodAfter('dividend', 'weekly', now).toISOString()).toBe('2026-01-12T00:00:00.000Z');
    expect(periodAfter('dividend', 'semimonthly', now).toISOString()).toBe('2026-01-16T00:00:00.000Z');
    expect(periodAfter('dividend', 'semimonthly', d('2026-02-20T00:00:00Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(periodAfter('dividend', 'monthly', now).toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });

  it('lists only the whole periods that are over', () => {
    expect(starts(periodsBetween('dividend', 'semimonthly', d('2026-01-16T00:00:00Z'), d('2026-03-15T00:00:00Z')))).toEqual([
      '2026-01-16T00:00:00.000Z..2026-02-01T00:00:00.000Z',
      '2026-02-01T00:00:00.000Z..2026-02-16T00:00:00.000Z',
      '2026-02-16T00:00:00.000Z..2026-03-01T00:00:00.000Z',
    ]);
    // a period that started before `from` is not whole: the next one is the first
    expect(starts(periodsBetween('hourlySalary', null, d('2026-01-05T10:30:00Z'), d('2026-01-05T12:59:59Z')))).toEqual([
      '2026-01-05T11:00:00.000Z..2026-01-05T12:00:00.000Z',
    ]);
    expect(periodsBetween('realtimeSalary', null, d('2026-01-05T10:00:00Z'), d('2026-01-05T10:30:00Z'))).toHaveLength(6);
    expect(starts(periodsBetween('dividend', 'monthly', d('2026-12-01T00:00:00Z'), d('2027-01-01T00:00:00Z')))).toEqual([
      '2026-12-01T00:00:00.000Z..2027-01-01T00:00:00.000Z',
    ]);
  });
});
