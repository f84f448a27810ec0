import type { Seeder } from '../../seed/seed.ts';
import { cryptoRng } from '../../providers/games/demo/engines/rng.ts';
import { playOne } from '../games/community-seed.ts';
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
  const games = await sql.query<{ node_id: number; vendor: string; engine: string; min_bet: number; min_line_num: number }>(
    `SELECT g.node_id, g.vendor, g.engine, g.min_bet, g.min_line_num FROM games g JOIN game_vendors v ON v.code = g.vendor
      WHERE g.engine IS NOT NULL AND NOT g.maintenance AND NOT v.maintenance AND NOT v.own_wallet AND g.is_hot`,
  );
  if (!demo || !games.length) return;
  const memberId = Number(demo.id);
  const earlier = (await sql.query<{ id: string }>('SELECT id FROM game_rounds WHERE member_id = $1', [memberId])).map(
    (r) => r.id,
  );
  const rng = cryptoRng();
  // at least a dozen rounds and enough stake for the demo rebate's minimum (small slot lines stake little)
  const staked = async () =>
    Number(
      (
        await sql.query<{ stake: string | null }>(
          'SELECT sum(stake) AS stake FROM game_rounds WHERE member_id = $1 AND id <> ALL($2::text[])',
          [memberId, earlier],
        )
      )[0]?.stake ?? 0,
    );
  for (let i = 0; i < DEMO_YESTERDAY_ROUNDS * 4; i++) {
    if (i >= DEMO_YESTERDAY_ROUNDS && (await staked()) >= DEMO_YESTERDAY_STAKE) break;
    try {
      await playOne(sql, memberId, games[rng(games.length)]!, rng);
    } catch {
      break; // out of money: a real outcome too
    }
  }
  const yesterday = localDayStartBefore(Date.now(), 1, await readSetting(sql, 'timeZone'));
  const at = new Date(yesterday.getTime() + 15 * 3600_000);
  // the rounds' postings keep the seed's time: the ledger is append-only, and the rebate reads rounds
  await sql.query(`UPDATE game_rounds SET created_at = $3, settled_at = $3 WHERE member_id = $1 AND id <> ALL($2::text[])`, [
    memberId,
    earlier,
    at,
  ]);
  await earnPending(sql, { memberId, limit: 1_000 });
};
