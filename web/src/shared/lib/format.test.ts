import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureCurrency } from './currency.ts';
import {
  AMOUNT_SEPARATORS,
  currencySymbol,
  formatAmount,
  formatDateTime,
  formatMoney,
  formatMoneyText,
  formatRelativeTime,
  formatWinningDate,
  zoneFields,
} from './format.ts';

const locales = ['en', 'fil', 'id', 'vi', 'zh'] as const;

beforeEach(() => configureCurrency({ currencySymbol: '₱' }));

describe('money', () => {
  it.each([
    ['en', '₱1,234,567.89'],
    ['fil', '₱1,234,567.89'],
    ['id', '₱1.234.567,89'],
    ['vi', '₱1.234.567,89'],
    ['zh', '₱1,234,567.89'],
  ])('shows 2 decimals, thousands separators and the brand symbol in %s', (locale, shown) => {
    expect(formatMoney(123_456_789, locale)).toBe(shown);
  });

  it.each(locales)('keeps zero and small figures at 2 decimals in %s', (locale) => {
    const decimal = locale === 'id' || locale === 'vi' ? ',' : '.';
    expect(formatMoney(0, locale)).toBe(`₱0${decimal}00`);
    expect(formatMoney(5, locale)).toBe(`₱0${decimal}05`);
    expect(formatAmount(100, locale)).toBe(`1${decimal}00`);
  });

  it.each(locales)('writes amounts in %s as Intl does, without building an Intl format', (locale) => {
    expect(Object.keys(AMOUNT_SEPARATORS).sort()).toEqual([...locales].sort());
    const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
    for (const minor of [0, 1, 99, 100, 12_345, 99_999, 100_000, 1_234_567, 100_000_000_000, 9_007_199_254_740_991]) {
      expect(formatAmount(minor, locale)).toBe(
        intl.format(`${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}` as Intl.StringNumericLiteral),
      );
    }
    // a language of no pack still gets its own separators
    expect(formatAmount(123_456, 'de')).toBe('1.234,56');
  });

  it.each(locales)('puts the minus before the symbol in %s', (locale) => {
    expect(formatMoney(-500, locale)).toMatch(/^-₱5[.,]00$/);
    expect(formatAmount(-123_456, locale)).toMatch(/^-1[.,]234[.,]56$/);
  });

  it('rounds fractions of a minor unit half away from zero, and never shows -0.00', () => {
    expect(formatMoney(123.5, 'en')).toBe('₱1.24');
    expect(formatMoney(123.49, 'en')).toBe('₱1.23');
    expect(formatMoney(-123.5, 'en')).toBe('-₱1.24');
    expect(formatMoney(-0.4, 'en')).toBe('₱0.00');
  });

  it('keeps every cent of figures beyond the exact range of a double in major units', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'en')).toBe('₱90,071,992,547,409.91');
    expect(formatAmount(100_000_000_000, 'vi')).toBe('1.000.000.000,00');
  });

  it('formats the decimal text the API sends, and leaves other text alone', () => {
    expect(formatMoneyText('1234.5', 'en')).toBe('₱1,234.50');
    expect(formatMoneyText('-0.01', 'id')).toBe('-₱0,01');
    expect(formatMoneyText('n/a', 'en')).toBe('n/a');
  });

  it('uses the symbol the start-up gave, and refuses to guess one before', async () => {
    configureCurrency({ currencySymbol: '$' });
    expect(formatMoney(1, 'en')).toBe('$0.01');
    expect(currencySymbol()).toBe('$');
    vi.resetModules();
    const unconfigured = await import('./format.ts');
    expect(() => unconfigured.formatMoney(1, 'en')).toThrow(/currency symbol/);
    expect(unconfigured.formatAmount(1, 'en')).toBe('0.01');
  });
});

describe('dates', () => {
  it('writes yyyy-MM-dd hh:mm:ss on the 24-hour clock, zero-padded', () => {
    expect(formatDateTime('2026-03-04T05:06:07Z', 'UTC')).toBe('2026-03-04 05:06:07');
    expect(formatDateTime('2026-03-04T00:00:00Z', 'UTC')).toBe('2026-03-04 00:00:00');
    expect(formatDateTime('2026-03-04T23:59:59Z', 'UTC')).toBe('2026-03-04 23:59:59');
    expect(formatDateTime(Date.UTC(2026, 11, 31, 23, 59, 59), 'Asia/Manila')).toBe('2027-01-01 07:59:59');
  });

  it('writes winning dates as YYYY.MM.DD, in the viewer’s calendar unless a zone is given', () => {
    expect(formatWinningDate(new Date(2025, 0, 5, 23, 59))).toBe('2025.01.05');
    expect(formatWinningDate('2025-03-09T20:00:00Z', 'Asia/Manila')).toBe('2025.03.10');
    expect(formatWinningDate('2025-03-09T20:00:00Z', 'Asia/Ho_Chi_Minh')).toBe('2025.03.10');
    expect(formatWinningDate('2025-03-09T15:00:00Z', 'UTC')).toBe('2025.03.09');
    // a zone the browser does not know: the viewer's calendar
    expect(formatWinningDate('2025-03-09T15:00:00Z', 'Nowhere/Atlantis')).toBe(formatWinningDate('2025-03-09T15:00:00Z'));
  });

  it("writes the viewer's own time from the date's fields, as Intl writes it", () => {
    const instants = [
      0,
      Date.UTC(2026, 2, 4, 5, 6, 7),
      Date.UTC(2026, 11, 31, 23, 59, 59),
      Date.UTC(2024, 1, 29, 12),
      1_790_000_000_000,
    ];
    for (const at of instants) {
      const f = zoneFields(new Date(at), undefined);
      expect(formatDateTime(at), String(at)).toBe(`${f.year}-${f.month}-${f.day} ${f.hour}:${f.minute}:${f.second}`);
    }
  });

  it('passes through what is not a time', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatWinningDate('not a date')).toBe('');
  });
});

describe('relative times', () => {
  const now = Date.UTC(2026, 0, 10, 12, 0, 0);

  it.each([
    ['en', '3 minutes ago'],
    ['fil', '3 minuto ang nakalipas'],
    ['id', '3 menit yang lalu'],
    ['vi', '3 phút trước'],
    ['zh', '3分钟前'],
  ])('says how long ago in %s', (locale, shown) => {
    expect(formatRelativeTime(now - 3 * 60_000 - 20_000, now, locale)).toBe(shown);
  });

  it('picks the largest whole unit, both ways, and says now for the same instant', () => {
    expect(formatRelativeTime(now - 45_000, now, 'en')).toBe('45 seconds ago');
    expect(formatRelativeTime(now - 2 * 3_600_000, now, 'en')).toBe('2 hours ago');
    expect(formatRelativeTime(now - 86_400_000, now, 'en')).toBe('yesterday');
    expect(formatRelativeTime(now + 2 * 3_600_000, now, 'en')).toBe('in 2 hours');
    expect(formatRelativeTime(new Date(now).toISOString(), now, 'en')).toBe('now');
  });
});
