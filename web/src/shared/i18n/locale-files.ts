/**
 * Every feature's text pack (locales/<pack>/<namespace>.json) but the shell's: a map of lazy chunks
 * that grows with each namespace, so it loads on the first request for a feature's texts instead of
 * with the first paint.
 */
export const featureFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*/*.json',
  '!./locales/*/common.json',
]);
