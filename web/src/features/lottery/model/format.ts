/** Open numbers are cut to 6 digits (spec §9). */
export const OPEN_NUMBER_DIGITS = 6;

/**
 * The balls of an open number: "1,2,3,4,5,6" or "123456" both give six single parts. Separated
 * numbers keep their parts (two-digit balls stay whole); a run of digits becomes one ball per digit.
 */
export function openNumberBalls(openNumber: string | null | undefined): string[] {
  if (!openNumber) return [];
  const trimmed = openNumber.trim();
  const parts = /[,\s|+-]/.test(trimmed) ? trimmed.split(/[,\s|+-]+/).filter(Boolean) : [...trimmed.replace(/\D/g, '')];
  return parts.slice(0, OPEN_NUMBER_DIGITS);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Winning date YYYY.MM.DD (spec §9), in the viewer's calendar unless a time zone is given. */
export function formatWinningDate(at: Date | number | string, timeZone?: string): string {
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  if (!timeZone) return `${date.getFullYear()}.${pad(date.getMonth() + 1)}.${pad(date.getDate())}`;
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}.${get('month')}.${get('day')}`;
}

/** hh:mm:ss (or mm:ss under an hour, d + hh:mm:ss beyond a day) for a countdown. */
export function splitDuration(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export function formatDuration(ms: number): string {
  const { days, hours, minutes, seconds } = splitDuration(ms);
  const clock = hours > 0 || days > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}
