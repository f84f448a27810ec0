const pad = (n: number) => String(n).padStart(2, '0');

/** Winning date YYYY.MM.DD (spec §9) of an instant, in the game's time zone. */
export function winningDate(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
      date,
    );
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${get('year')}.${get('month')}.${get('day')}`;
  } catch {
    return `${date.getFullYear()}.${pad(date.getMonth() + 1)}.${pad(date.getDate())}`; // unknown zone: local calendar
  }
}
