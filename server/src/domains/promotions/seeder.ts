import type { Seeder } from '../../seed/seed.ts';
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
          }
        : null,
    });
  }
};
