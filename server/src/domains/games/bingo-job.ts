import type { Job } from '../../jobs/runner.ts';
import { settleDueBingoDraws } from '../../providers/games/demo/bingo.ts';
import { providerHost } from './host.ts';

/**
 * Settles the in-house vendor's bingo draws once their last ball is out. The draws live in the
 * database and each settle is keyed by round, so a second runner (or a rerun after a crash) finds the
 * draw settled or pays nothing twice.
 */
export const bingoDrawJob: Job = {
  name: 'bingo-draws',
  everyMs: 1_000,
  run: (platform, now) => settleDueBingoDraws(providerHost(platform), now),
};
