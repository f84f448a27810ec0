import type { Job } from '../../jobs/runner.ts';
import type { Platform } from '../../http/context.ts';
import { localDate } from '../missions/periods.ts';
import { readSetting } from '../system/settings.ts';
import { publishBalance } from '../wallet/events.ts';
import { creditMember } from '../wallet/ledger.ts';
import { localDayStartBefore } from '../wallet/local-day.ts';

/** Finished days a run looks back over: a site down for up to a week still pays every day once. */
const CATCH_UP_DAYS = 7;
/** A day is paid this long after it ends: bets settled in its last seconds are in by then. */
const GRACE_MS = 10 * 60_000;
/** The posting kind of a rebate: paid from the house's PROMO account, so records show it as a bonus. */
export const REBATE_KIND = 'rebate';

/**
 * The valid bets settled from $1 to $2 as rows (member_id, stake): lottery bets won or lost and game
 * rounds settled, the bets the agent centre counts as valid.
 */
export const validBetsSql = `SELECT member_id, stake FROM lottery_bets WHERE status IN ('WON', 'LOST') AND settled_at >= $1 AND settled_at < $2
   UNION ALL
   SELECT member_id, stake FROM game_rounds WHERE status = 'settled' AND settled_at >= $1 AND settled_at < $2`;

/** Each member's rebate rate in force at $2 (the day's end) as rows (member_id, rate_bps). */
export const ratesAtEndSql = `SELECT DISTINCT ON (member_id) member_id, rate_bps FROM rebate_changes WHERE at < $2
   ORDER BY member_id, at DESC, id DESC`;

/**
 * The brand's finished days a run pays, oldest first: the last CATCH_UP_DAYS that ended GRACE_MS
 * before `now`. Local days last 23 to 25 hours across a daylight-saving change.
 */
export function finishedDays(timeZone: string, now: number): { from: Date; to: Date; day: string }[] {
  const settled = now - GRACE_MS;
  const days = [];
  for (let back = CATCH_UP_DAYS; back >= 1; back--) {
    const from = localDayStartBefore(settled, back, timeZone);
    days.push({ from, to: localDayStartBefore(settled, back - 1, timeZone), day: localDate(from.getTime(), timeZone) });
  }
  return days;
}

export interface RebatePaid {
  memberId: number;
  day: string;
  validBetMinor: number;
  rateBps: number;
  amountMinor: number;
}

/**
 * Pays each member his rebate on the valid bets he settled in a finished day (lottery bets won or lost,
 * game rounds settled: the bets the agent centre counts as valid), at the rate in force at the
 * day's end (rebate_changes), rounded down to a minor unit. One row per member and day in
 * rebate_payments, inserted in the same transaction as the ledger posting keyed by member and day:
 * a second run, a second node or a run resumed after a crash pays nothing more. A day is the brand's
 * (its `timeZone` setting): members and agents count days from their own midnight, not from UTC's.
 */
export async function settleRebates(platform: Platform, now: number): Promise<RebatePaid[]> {
  const { db } = platform;
  const paid: RebatePaid[] = [];
  for (const { from, to, day } of finishedDays(await readSetting(db, 'timeZone'), now)) {
    const due = await db.query<{ member_id: number; rate_bps: number; valid_bet: number }>(
      `WITH rates AS (${ratesAtEndSql}),
       bets AS (${validBetsSql})
       SELECT r.member_id, r.rate_bps, sum(b.stake) AS valid_bet
         FROM rates r JOIN bets b ON b.member_id = r.member_id JOIN members m ON m.id = r.member_id
        WHERE r.rate_bps > 0 AND m.is_agent <> 4
          AND NOT EXISTS (SELECT 1 FROM rebate_payments p WHERE p.member_id = r.member_id AND p.day = $3::date)
        GROUP BY r.member_id, r.rate_bps ORDER BY r.member_id`,
      [from, to, day],
    );
    for (const row of due) {
      const memberId = Number(row.member_id);
      const validBet = Number(row.valid_bet);
      const rateBps = Number(row.rate_bps);
      const amount = Math.floor((validBet * rateBps) / 10_000);
      const done = await db.tx(async (sql) => {
        const [claimed] = await sql.query(
          `INSERT INTO rebate_payments (member_id, day, valid_bet, rate_bps, amount) VALUES ($1, $2::date, $3, $4, $5)
           ON CONFLICT (member_id, day) DO NOTHING RETURNING member_id`,
          [memberId, day, validBet, rateBps, amount],
        );
        if (!claimed) return false;
        if (amount > 0)
          await creditMember(sql, {
            key: `rebate:${memberId}:${day}`,
            memberId,
            amount,
            kind: REBATE_KIND,
            house: 'PROMO',
            ref: `rebate:${day}`,
            meta: { day, validBet, rateBps },
          });
        return true;
      });
      if (!done) continue;
      if (amount > 0) await publishBalance(platform, memberId, { reason: REBATE_KIND, ref: `rebate:${day}` });
      paid.push({ memberId, day, validBetMinor: validBet, rateBps, amountMinor: amount });
    }
  }
  return paid;
}

/** Looks for a finished day to pay every 15 minutes; a run with nothing due reads one query per day. */
export const rebateJob: Job = {
  name: 'agent.rebate',
  everyMs: 15 * 60_000,
  run: (platform, now) => settleRebates(platform, now),
};
