import { useMemo } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { formatMinor, MONEY_DECIMALS, toMinor } from '@tala/contract/core/money';
import { configuredCurrency } from './currency.ts';

/**
 * Every figure the site shows goes through here: money with the brand's currency symbol, 2 decimals
 * and the language's separators; dates in the fixed patterns the product uses (yyyy-MM-dd HH:mm:ss on
 * a 24-hour clock, winning dates YYYY.MM.DD); relative times ("3 minutes ago"). Intl formatters are
 * costly to build, so one per language (and time zone) is kept.
 *
 * The currency symbol is the brand's (./currency.ts, set by the start-up gate); nothing here guesses one.
 */

/** The brand's currency symbol, for layouts that set it apart from the figure. */
export function currencySymbol(): string {
  const symbol = configuredCurrency();
  // the start-up gate sets it before any screen renders: asking earlier is a bug, not a reason to guess
  if (symbol === null) throw new Error('money is shown before the start-up gate configured the currency symbol');
  return symbol;
}

const amountFormats = new Map<string, Intl.NumberFormat>();

function amountFormat(locale: string): Intl.NumberFormat {
  let format = amountFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: MONEY_DECIMALS,
      maximumFractionDigits: MONEY_DECIMALS,
      useGrouping: true,
    });
    amountFormats.set(locale, format);
  }
  return format;
}

/** A minor-unit figure rounded to a whole minor unit, half away from zero (payout maths may leave fractions). */
function wholeMinor(minor: number): number {
  const rounded = Math.sign(minor) * Math.round(Math.abs(minor));
  return rounded === 0 ? 0 : rounded;
}

/**
 * The separators Intl gives the site's languages for an amount ([grouping, decimal]), written out:
 * the first Intl number format a page builds costs tens of milliseconds of ICU start-up on a phone,
 * inside the hydration that first shows a figure. format.test.ts checks them against Intl.
 */
export const AMOUNT_SEPARATORS: Readonly<Record<string, readonly [string, string]>> = {
  en: [',', '.'],
  fil: [',', '.'],
  zh: [',', '.'],
  id: ['.', ','],
  vi: ['.', ','],
};

/**
 * 123456 → "1,234.56" (en), "1.234,56" (id): the figure without a symbol. The wire's exact decimal
 * text is grouped as text (or goes to Intl for another language), so figures beyond a double's exact
 * range keep every cent.
 */
export function formatAmount(minor: number, locale: string): string {
  const value = wholeMinor(minor);
  const exact = formatMinor(Math.abs(value));
  const separators = AMOUNT_SEPARATORS[locale];
  let text: string;
  if (separators) {
    const [whole = '0', fraction = ''] = exact.split('.');
    const grouped = whole.replace(/\B(?=(\d{3})+$)/g, separators[0]);
    text = `${grouped}${separators[1]}${fraction.padEnd(MONEY_DECIMALS, '0')}`;
  } else {
    text = amountFormat(locale).format(exact as Intl.StringNumericLiteral);
  }
  return value < 0 ? `-${text}` : text;
}

/** 123456 → "$1,234.56"; a negative figure puts its sign before the symbol: "-$5.00". */
export function formatMoney(minor: number, locale: string): string {
  const value = wholeMinor(minor);
  return `${value < 0 ? '-' : ''}${currencySymbol()}${formatAmount(Math.abs(value), locale)}`;
}

/** An amount the API sends as decimal text ("1234.56", e.g. a winner's amount); other text shows as is. */
export function formatMoneyText(text: string, locale: string): string {
  const minor = toMinor(text);
  return minor === null ? text : formatMoney(minor, locale);
}

type Instant = Date | number | string;

function toDate(at: Instant): Date | null {
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = dateFormats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      // a time zone this browser does not know: the viewer's own
      format = dateFormat(undefined);
    }
    dateFormats.set(key, format);
  }
  return format;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Calendar and clock fields as digits (formatToParts in a fixed locale: no locale digits or order).
 * In the viewer's own time zone they are the date's own fields: the first Intl date format loads the
 * browser's calendar data, tens of milliseconds on a phone, inside the hydration that first shows a
 * time (the winners board). format.test.ts checks that both give the same fields.
 */
function fields(date: Date, timeZone: string | undefined) {
  if (timeZone === undefined) {
    return {
      year: pad(date.getFullYear(), 4),
      month: pad(date.getMonth() + 1),
      day: pad(date.getDate()),
      hour: pad(date.getHours()),
      minute: pad(date.getMinutes()),
      second: pad(date.getSeconds()),
    };
  }
  return zoneFields(date, timeZone);
}

/** The fields in a named time zone, by Intl (exported for the test that compares both ways). */
export function zoneFields(date: Date, timeZone: string | undefined) {
  const format = dateFormat(timeZone);
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/**
 * The instant a calendar day (`month` 1–12; days past the month's end roll over, as with Date.UTC)
 * begins in a time zone. The zone's offset at midnight can differ from the guess's across a
 * daylight-saving change, so it is corrected once with the offset found at the first guess.
 */
export function zoneDayStart(year: number, month: number, day: number, timeZone: string): Date {
  const midnightAsUtc = Date.UTC(year, month - 1, day);
  const offsetAt = (t: number) => zoneOffsetMinutes(timeZone, new Date(t)) * 60_000;
  const guess = midnightAsUtc - offsetAt(midnightAsUtc);
  return new Date(midnightAsUtc - offsetAt(guess));
}

/** How many minutes a zone's clock is ahead of UTC at an instant (Manila: 480; west of Greenwich: below 0). */
export function zoneOffsetMinutes(timeZone: string, at: Date = new Date()): number {
  const f = zoneFields(at, timeZone);
  const wall = Date.UTC(+f.year, +f.month - 1, +f.day, +f.hour, +f.minute, +f.second);
  return (wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000;
}

/**
 * "2026-03-09 07:05:03": yyyy-MM-dd hh:mm:ss with hours on the 24-hour clock, zero-padded, so no
 * am/pm marker is needed. In the viewer's time zone unless one is given; text that is not a time
 * comes back as it is.
 */
export function formatDateTime(at: Instant, timeZone?: string): string {
  const date = toDate(at);
  if (!date) return String(at);
  const f = fields(date, timeZone);
  return `${f.year}-${f.month}-${f.day} ${f.hour}:${f.minute}:${f.second}`;
}

/**
 * A time zone as its offset from UTC at `at` ("GMT+8", "GMT-3:30", "UTC"): what a player reads more
 * easily than an IANA name. A zone this browser does not know comes back as its name.
 */
export function zoneOffsetName(timeZone: string, at: Date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(at);
    const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
    // no offset reads "GMT" in one engine's data and "GMT+0" in another's
    return /^GMT(\+0)?$/.test(name) ? 'UTC' : name;
  } catch {
    return timeZone;
  }
}

/** Winning date "2026.03.09" (YYYY.MM.DD), in the viewer's calendar unless a time zone is given. */
export function formatWinningDate(at: Instant, timeZone?: string): string {
  const date = toDate(at);
  if (!date) return '';
  const f = fields(date, timeZone);
  return `${f.year}.${f.month}.${f.day}`;
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
];

/** "3 minutes ago", "in 2 hours", "now": the largest whole unit between `at` and `now`, in the language. */
export function formatRelativeTime(at: Instant, now: number, locale: string): string {
  const date = toDate(at);
  if (!date) return String(at);
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  const diff = date.getTime() - now;
  for (const [unit, ms] of units) {
    const count = Math.trunc(diff / ms);
    if (count !== 0) return format.format(count, unit);
  }
  return format.format(0, 'second');
}

/** The formatters bound to the page's language (re-rendered when it changes). */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(
    () => ({
      locale,
      money: (minor: number) => formatMoney(minor, locale),
      amount: (minor: number) => formatAmount(minor, locale),
      moneyText: (text: string) => formatMoneyText(text, locale),
      relative: (at: Instant, now: number) => formatRelativeTime(at, now, locale),
    }),
    [locale],
  );
}
