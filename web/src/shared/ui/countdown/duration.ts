const pad = (n: number) => String(n).padStart(2, '0');

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole parts of a duration; rounds up to the next second so 00:00 shows only when it is due. */
export function splitDuration(ms: number): DurationParts {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** mm:ss under an hour, hh:mm:ss under a day, then "1d hh:mm:ss" (days written by `formatDays`). */
export function formatDuration(ms: number, formatDays: (days: number) => string = (days) => `${days}d`): string {
  const { days, hours, minutes, seconds } = splitDuration(ms);
  const clock = hours > 0 || days > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${formatDays(days)} ${clock}` : clock;
}
