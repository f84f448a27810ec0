import { describe, expect, it } from 'vitest';
import { zoneOffsetName } from '../../../shared/lib/format.ts';
import { periodLabel } from './contract-period.ts';

describe('periodLabel', () => {
  it('shows each kind’s period on the brand’s clock', () => {
    expect(periodLabel('dailySalary', '2026-01-05T00:00:00Z', '2026-01-06T00:00:00Z', 'UTC')).toBe('2026-01-05');
    expect(periodLabel('hourlySalary', '2026-01-05T10:00:00Z', '2026-01-05T11:00:00Z', 'UTC')).toBe('2026-01-05 10:00–11:00');
    expect(periodLabel('realtimeSalary', '2026-01-05T23:55:00Z', '2026-01-06T00:00:00Z', 'UTC')).toBe('2026-01-05 23:55–00:00');
    expect(periodLabel('dividend', '2026-01-05T00:00:00Z', '2026-01-12T00:00:00Z', 'UTC')).toBe('2026-01-05 – 2026-01-11');
    expect(periodLabel('dividend', '2026-01-05T00:00:00Z', '2026-01-06T00:00:00Z', 'UTC')).toBe('2026-01-05');
  });

  it('labels Manila’s days, which start at 16:00 UTC the day before', () => {
    expect(periodLabel('dailySalary', '2026-01-04T16:00:00Z', '2026-01-05T16:00:00Z', 'Asia/Manila')).toBe('2026-01-05');
    expect(periodLabel('hourlySalary', '2026-01-05T15:00:00Z', '2026-01-05T16:00:00Z', 'Asia/Manila')).toBe(
      '2026-01-05 23:00–00:00',
    );
    expect(periodLabel('dividend', '2026-01-04T16:00:00Z', '2026-01-11T16:00:00Z', 'Asia/Manila')).toBe(
      '2026-01-05 – 2026-01-11',
    );
    expect(zoneOffsetName('Asia/Manila')).toBe('GMT+8');
    expect(zoneOffsetName('UTC')).toBe('UTC');
    expect(zoneOffsetName('Nowhere/Else')).toBe('Nowhere/Else');
  });
});
