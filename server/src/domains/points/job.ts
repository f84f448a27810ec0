import type { Job } from '../../jobs/runner.ts';
import { earnPending } from './earning.ts';

/** Bets earned per transaction: small enough that a member's redemption never waits long for the lock. */
const BATCH = 200;
/** Batches per run, so one run after a long stop does not hold the runner. */
const MAX_BATCHES = 20;

/**
 * Earns the points of bets settled since the last run. Crash-safe: each bet earns in the same
 * transaction as its earning row, so a run cut short leaves the rest for the next one.
 */
export const pointsEarnJob: Job = {
  name: 'points.earn',
  everyMs: 60_000,
  async run(platform) {
    let points = 0;
    for (let i = 0; i < MAX_BATCHES; i++) {
      const batch = await platform.db.tx((sql) => earnPending(sql, { limit: BATCH }));
      points += batch.points;
      if (batch.bets < BATCH) break;
    }
    return points;
  },
};
