import { describe, expect, it } from 'vitest';
import { periodLabel } from './contract-period.ts';

describe('periodLabel', () => {
  it('shows each kind’s period in UTC', () => {
    expect(periodLabel('dailySalary', '2026-01-05T00:00:00Z', '2026-01-06T00:00:00Z')).toBe('2026-01-05');
    expect(periodLabel('hourlySalary', '2026-01-05T10:00:00Z', '2026-01-05T11:00:00Z')).toBe('2026-01-05 10:00–11:00');
    expect(periodLabel('realtimeSalary', '2026-01-05T23:55:00Z', '2026-01-06T00:00:00Z')).toBe('2026-01-05 23:55–00:00');
    expect(periodLabel('dividend', '2026-01-05T00:00:00Z', '2026-01-12T00:00:00Z')).toBe('2026-01-05 – 2026-01-11');
    expect(periodLabel('dividend', '2026-01-05T00:00:00Z', '2026-01-06T00:00:00Z')).toBe('2026-01-05');
  });
});
