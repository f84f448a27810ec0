import type { Platform } from '../../http/context.ts';
import type { Job } from '../../jobs/runner.ts';
import { leadCrashTable } from '../../providers/games/demo/crash/leader.ts';
import type { ProviderHost } from '../../providers/games/types.ts';
import { providerHost } from './host.ts';

const hosts = new WeakMap<Platform, ProviderHost>();
let lastLog = 0;

/**
 * The in-house crash table's leader (see providers/games/demo/crash/leader.ts): only the job runner's
 * node advances rounds; every node serves bets and cash-outs from the database.
 */
export const crashTableJob: Job = {
  name: 'games.crash-table',
  everyMs: 1000,
  async run(platform) {
    let host = hosts.get(platform);
    if (!host) hosts.set(platform, (host = providerHost(platform)));
    await leadCrashTable(host, (err) => {
      // the same failure every step (database down) is logged once a minute
      if (Date.now() - lastLog < 60_000) return;
      lastLog = Date.now();
      console.error(`jobs: games.crash-table failed: ${(err as Error)?.stack ?? String(err)}`);
    });
  },
};
