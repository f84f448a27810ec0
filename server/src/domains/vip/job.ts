import type { Job } from '../../jobs/runner.ts';
import { refreshRank } from './rank.ts';

/** How far back the job looks for members who played or deposited (a little more than its period). */
const LOOKBACK_SECONDS = 15 * 60;

/**
 * Raises the level of members who deposited or bet lately, so the header's label follows play
 * without the member opening the rank page. Idempotent: a level is raised once, never lowered.
 */
export const vipRankJob: Job = {
  name: 'vip.rank',
  everyMs: 10 * 60_000,
  async run(platform) {
    const rows = await platform.db.query<{ member_id: number }>(
      `SELECT DISTINCT member_id FROM ledger_postings
        WHERE member_id IS NOT NULL AND kind IN ('deposit', 'bet', 'lottery.bet')
          AND created_at > now() - make_interval(secs => $1)`,
      [LOOKBACK_SECONDS],
    );
    for (const r of rows) await refreshRank(platform, Number(r.member_id));
    return rows.length;
  },
};
