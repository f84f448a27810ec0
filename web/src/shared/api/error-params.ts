import { formatDateTime } from '../lib/format.ts';
import type { ApiError } from './api-error.ts';

/**
 * What an error's translated text fills in from the server's value: `until` (a break from play ends
 * then) as a local date and time. Kept apart from ApiError, which is on the first download, so the
 * formatter loads with the screens that show such errors.
 */
export function errorParams(error: ApiError): Record<string, string> {
  const until = (error.value as { until?: unknown } | undefined)?.until;
  return typeof until === 'string' ? { until: formatDateTime(until).slice(0, 16) } : {};
}
