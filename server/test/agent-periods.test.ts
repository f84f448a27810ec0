import { describe, expect, it } from 'vitest';
import { periodAfter, periodsBetween } from '../src/domains/agent/periods.ts';

const d = (iso: string) => new Date(iso);
const starts = (list: [Date, Date][]) => list.map(([s, e]) => `${s.toISOString()}..${e.toISOString()}`);

describe('contract pay periods (UTC brand)', () => {
  it('starts a contract at the next whole period', () => {
    const now = d('2026-01-07T10:03:20Z'); // a Wednesday
    expect(periodAfter('realtimeSalary', null, now, 'UTC').toISOString()).toBe('2026-01-07T10:05:00.000Z');
    expect(periodAfter('hourlySalary', null, now, 'UTC').toISOString()).toBe('2026-01-07T11:00:00.000Z');
    expect(periodAfter('dailySalary', null, now, 'UTC').toISOString()).toBe('2026-01-08T00:00:00.000Z');
    expect(periodAfter('dividend', 'daily', now, 'UTC').toISOString()).toBe('2026-01-08T00:00:00.000Z');
    expect(periodAfter('dividend', 'weekly', now, 'UTC').toISOString()).toBe('2026-01-12T00:00:00.000Z');
    expect(periodAfter('dividend', 'semimonthly', now, 'UTC').toISOString()).toBe('2026-01-16T00:00:00.000Z');
    expect(periodAfter('dividend', 'semimonthly', d('2026-02-20T00:00:00Z'), 'UTC').toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    expect(periodAfter('dividend', 'monthly', now, 'UTC').toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });

  it('lists the periods that are over', () => {
    expect(
      starts(periodsBetween('dividend', 'semimonthly', d('2026-01-16T00:00:00Z'), d('2026-03-15T00:00:00Z'), 'UTC')),
    ).toEqual([
      '2026-01-16T00:00:00.000Z..2026-02-01T00:00:00.000Z',
      '2026-02-01T00:00:00.000Z..2026-02-16T00:00:00.000Z',
      '2026-02-16T00:00:00.000Z..2026-03-01T00:00:00.000Z',
    ]);
    expect(periodsBetween('realtimeSalary', null, d('2026-01-05T10:00:00Z'), d('2026-01-05T10:30:00Z'), 'UTC')).toHaveLength(6);
    expect(starts(periodsBetween('dividend', 'monthly', d('2026-12-01T00:00:00Z'), d('2027-01-01T00:00:00Z'), 'UTC'))).toEqual([
      '2026-12-01T00:00:00.000Z..2027-01-01T00:00:00.000Z',
    ]);
    // a period still running is not listed
    expect(periodsBetween('dailySalary', null, d('2026-01-05T00:00:00Z'), d('2026-01-05T23:59:59Z'), 'UTC')).toEqual([]);
  });

  it('pays the part of a period from a start off the boundaries (a clock that changed), and up to an end off them', () => {
    // settled to 00:00 UTC, then the brand's days became Manila's: the part to Manila's midnight is one period
    expect(
      starts(periodsBetween('dailySalary', null, d('2026-01-05T00:00:00Z'), d('2026-01-06T17:00:00Z'), 'Asia/Manila')),
    ).toEqual(['2026-01-05T00:00:00.000Z..2026-01-05T16:00:00.000Z', '2026-01-05T16:00:00.000Z..2026-01-06T16:00:00.000Z']);
    expect(starts(periodsBetween('hourlySalary', null, d('2026-01-05T10:30:00Z'), d('2026-01-05T12:59:59Z'), 'UTC'))).toEqual([
      '2026-01-05T10:30:00.000Z..2026-01-05T11:00:00.000Z',
      '2026-01-05T11:00:00.000Z..2026-01-05T12:00:00.000Z',
    ]);
    // a contract that ended at UTC midnight, settled on Manila's days: the last part ends with it
    const ended = d('2026-01-07T00:00:00Z');
    expect(starts(periodsBetween('dailySalary', null, d('2026-01-05T16:00:00Z'), ended, 'Asia/Manila', ended))).toEqual([
      '2026-01-05T16:00:00.000Z..2026-01-06T16:00:00.000Z',
      '2026-01-06T16:00:00.000Z..2026-01-07T00:00:00.000Z',
    ]);
    // an end not reached yet lists nothing past the periods that are over
    expect(
      starts(periodsBetween('dailySalary', null, d('2026-01-05T16:00:00Z'), d('2026-01-06T20:00:00Z'), 'Asia/Manila', ended)),
    ).toEqual(['2026-01-05T16:00:00.000Z..2026-01-06T16:00:00.000Z']);
  });
});

describe('contract pay periods on the brand’s clock', () => {
  it('counts Manila’s days, weeks and months from its midnight (16:00 UTC the day before)', () => {
    const now = d('2026-01-07T10:03:20Z'); // Wednesday 18:03 in Manila
    const zone = 'Asia/Manila';
    expect(periodAfter('dailySalary', null, now, zone).toISOString()).toBe('2026-01-07T16:00:00.000Z');
    expect(periodAfter('dividend', 'weekly', now, zone).toISOString()).toBe('2026-01-11T16:00:00.000Z'); // Monday 12th
    expect(periodAfter('dividend', 'semimonthly', now, zone).toISOString()).toBe('2026-01-15T16:00:00.000Z');
    expect(periodAfter('dividend', 'semimonthly', d('2026-02-20T00:00:00Z'), zone).toISOString()).toBe(
      '2026-02-28T16:00:00.000Z',
    );
    expect(periodAfter('dividend', 'monthly', now, zone).toISOString()).toBe('2026-01-31T16:00:00.000Z');
    expect(periodAfter('hourlySalary', null, now, zone).toISOString()).toBe('2026-01-07T11:00:00.000Z');
    // 15:59 UTC is 23:59 in Manila: the next day starts a minute later
    expect(periodAfter('dailySalary', null, d('2026-01-07T15:59:00Z'), zone).toISOString()).toBe('2026-01-07T16:00:00.000Z');
  });

  it('starts hours on the local clock in a zone half an hour off UTC', () => {
    expect(periodAfter('hourlySalary', null, d('2026-01-07T10:03:20Z'), 'Asia/Kolkata').toISOString()).toBe(
      '2026-01-07T10:30:00.000Z',
    );
    expect(periodAfter('realtimeSalary', null, d('2026-01-07T10:03:20Z'), 'Asia/Kolkata').toISOString()).toBe(
      '2026-01-07T10:05:00.000Z',
    );
  });

  it('has days of 23 and 25 hours across daylight-saving changes', () => {
    const zone = 'Europe/Berlin';
    const [spring] = periodsBetween('dailySalary', null, d('2026-03-28T23:00:00Z'), d('2026-03-30T00:00:00Z'), zone);
    expect(spring!.map((x) => x.toISOString())).toEqual(['2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z']);
    const [autumn] = periodsBetween('dailySalary', null, d('2026-10-24T22:00:00Z'), d('2026-10-26T00:00:00Z'), zone);
    expect(autumn!.map((x) => x.toISOString())).toEqual(['2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z']);
    expect(starts(periodsBetween('dividend', 'monthly', d('2026-02-28T23:00:00Z'), d('2026-05-01T00:00:00Z'), zone))).toEqual([
      '2026-02-28T23:00:00.000Z..2026-03-31T22:00:00.000Z',
      '2026-03-31T22:00:00.000Z..2026-04-30T22:00:00.000Z',
    ]);
  });
});
