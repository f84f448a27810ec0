import { vi } from 'vitest';
import type { Db } from '../src/db/client.ts';

/** Watches the queries sent to `db`: `count(fragment)` is how many so far contained `fragment`. */
export function watchQueries(db: Db) {
  const spy = vi.spyOn(db, 'query');
  return {
    count: (fragment: string) => spy.mock.calls.filter(([text]) => text.includes(fragment)).length,
    stop: () => spy.mockRestore(),
  };
}

/** Runs `run` with the clock moved just past `ms` from now: what a node keeps that long has lapsed. */
export async function pastLifetime<T>(ms: number, run: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const clock = vi.spyOn(Date, 'now').mockReturnValue(now + ms + 1);
  try {
    return await run();
  } finally {
    clock.mockRestore();
  }
}
