import { describe, expect, it } from 'vitest';
import { formatAmount, formatNoticeTime } from './format-time.ts';

describe('notice dates', () => {
  it('uses yyyy-MM-dd hh:mm:ss', () => {
    expect(formatNoticeTime('2026-03-04T05:06:07Z', 'UTC')).toBe('2026-03-04 05:06:07');
    expect(formatNoticeTime('2026-12-31T23:59:59Z', 'Asia/Manila')).toBe('2027-01-01 07:59:59');
  });

  it('passes through what is not a date', () => {
    expect(formatNoticeTime('soon')).toBe('soon');
  });

  it('formats money with 2 decimals and thousands separators', () => {
    expect(formatAmount('1234567.5', 'en')).toBe('1,234,567.50');
    expect(formatAmount(0, 'en')).toBe('0.00');
  });
});
