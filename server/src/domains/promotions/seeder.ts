import type { Seeder } from '../../seed/seed.ts';
import { playRoundsAt } from '../games/community-seed.ts';
import { earnPending } from '../points/earning.ts';
import { readSetting } from '../system/settings.ts';
import { localDayStartBefore } from '../wallet/local-day.ts';
import { setPromotionRule } from './queries.ts';

const DAY_MS = 86_400_000;

/**
 * The claim rules and audiences of the brand file's promotions. The system seeder (which runs first)
 * writes each promotion's text with its place in the file as `sort`; this adds what the promotions
 * domain owns to the same rows.
 */
export const seedPromotionRules: Seeder = async (sql, brand) => {
  const now = Date.now();
  for (const [i, p] of brand.promotions.entries()) {
    if (!p.claim) continue;
    const { claim } = p;
    const startsAt = claim.startsInDays > 0 ? new Date(now + claim.startsInDays * DAY_MS) : null;
    const endsAt = claim.lastsDays ? new Date((startsAt?.getTime() ?? now) + claim.lastsDays * DAY_MS) : null;
    await setPromotionRule(sql, i, {
      labels: claim.labels,
      startsAt,
      endsAt,
      newPlayersOnly: claim.newPlayersOnly,
      minVipLevel: claim.minVipLevel,
      countries: claim.countries,
      rule: claim.rule
        ? {
            kind: claim.rule.kind,
            period: claim.rule.period,
            fixedMinor: claim.rule.fixedMinor ?? null,
            percent: claim.rule.percent ?? null,
            capMinor: claim.rule.capMinor ?? null,
            minDepositMinor: claim.rule.minDepositMinor,
            turnoverMultiple: claim.rule.turnoverMultiple,
            rateBps: claim.rule.rateBps ?? null,
            product: claim.rule.product ?? null,
            minBasisMinor: claim.rule.minBasisMinor,
            prizes: claim.rule.prizes ?? null,
          }
        : null,
    });
  }
};

/** Rounds the demo player played yesterday (brand-local): what the demo's rebate is paid on. */
const DEMO_YESTERDAY_ROUNDS = 12;
/** Their stake, at least: above the demo rebate's minimum of valid bets. */
const DEMO_YESTERDAY_STAKE = 3_000;

/**
 * The demo player's play of the previous business day, so a newcomer finds the daily rebate ready to
 * claim: real rounds (the production engines, money through the ledger, as the points seeder plays
 * them), dated to yesterday afternoon in the brand's time zone, with their points earned like the
 * rest. Runs last, once the brand's time zone is set.
 */
export const seedDemoPromotionPlay: Seeder = async (sql) => {
  const [demo] = await sql.query<{ id: number }>(`SELECT id FROM members WHERE account = 'demo'`);
  if (!demo) return;
  const memberId = Number(demo.id);
  const yesterday = localDayStartBefore(Date.now(), 1, await readSetting(sql, 'timeZone'));
  // at least a dozen rounds and enough stake for the demo rebate's minimum (small slot lines stake little)
  await playRoundsAt(sql, memberId, new Date(yesterday.getTime() + 15 * 3600_000), {
    rounds: DEMO_YESTERDAY_ROUNDS,
    minStake: DEMO_YESTERDAY_STAKE,
  });
  await earnPending(sql, { memberId, limit: 1_000 });
};
