/** Weekday codes of spec §9: Sunday 1, Monday 2 … Saturday 7 (JavaScript's getDay() + 1). */
export const WEEKDAY_CODES = [2, 3, 4, 5, 6, 7, 1] as const; // shown Monday first
export type WeekdayCode = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export function isWeekdayCode(value: unknown): value is WeekdayCode {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 7;
}

/** "2,4,6" → [2, 4, 6]; unknown parts are dropped, order and duplicates normalised. */
export function parseDrawDays(drawDayOfWeek: string | null | undefined): WeekdayCode[] {
  if (!drawDayOfWeek) return [];
  const codes = new Set<WeekdayCode>();
  for (const part of drawDayOfWeek.split(',')) {
    const code = Number(part.trim());
    if (isWeekdayCode(code)) codes.add(code);
  }
  return WEEKDAY_CODES.filter((code) => codes.has(code));
}

export function weekdayCodeOf(date: Date): WeekdayCode {
  return (date.getDay() + 1) as WeekdayCode;
}

/** Every day drawn means "daily"; the card then says so instead of listing seven days. */
export function drawsDaily(codes: readonly WeekdayCode[]): boolean {
  return codes.length === 7;
}

/** A game with no draw days listed is taken to draw every day. */
export function drawsOn(drawDayOfWeek: string | null | undefined, code: number | null): boolean {
  if (code === null) return true;
  const codes = parseDrawDays(drawDayOfWeek);
  return codes.length === 0 || codes.includes(code as WeekdayCode);
}
