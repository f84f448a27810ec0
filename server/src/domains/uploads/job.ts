import type { Job } from '../../jobs/runner.ts';
import { purgeUnattached } from './store.ts';

/** Removes uploads that no form took within a day (a player who chose a photo and left). */
export const uploadsPurgeJob: Job = {
  name: 'uploads.purge',
  everyMs: 3600_000,
  run: async (platform, now) => {
    await purgeUnattached(platform.db, now);
  },
};
