import { AGENT_CODES } from '@tala/contract/core/roles';
import type { Sql } from '../../db/client.ts';
import type { Platform } from '../../http/context.ts';
import type { Job } from '../../jobs/runner.ts';
import { readSetting } from '../system/settings.ts';
import { publishBalance } from '../wallet/events.ts';
import { creditMember } from '../wallet/ledger.ts';
import { finishedDays, ratesAtEndSql, validBetsSql } from './rebate.ts';

/** The posting kind of a commission: "My income" counts every `agent.commission…` credit as commission. */
export const COMMISSION_KIND = 'agent.commission';

export interface CommissionPaid {
  agentId: number;
  day: string;
  /** The team's valid bets of the day that earned him a spread. */
  validBetMinor: number;
  amountMinor: number;
}

/** Where a settlement runs: the database, its transactions, and who hears of a payment. */
export interface CommissionOn {
  sql: Sql;
  tx<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  paid(agentId: number, day: string): Promise<unknown>;
}

/**
 * Pays each agent his commission for each finished day of the brand: on every valid bet of his team
 * (any depth), the spread between his own rebate and the rebate of the member directly below him
 * through whom the bet came — that member himself when he placed it. A member keeps his own rebate
 * (the rebate job pays it); each agent above him keeps the share his upline left him and he did not
 * pass on. So a bet of 100.00 by a 1% player under a 1.5% sub-agent under a 2% agent pays 1.00 to the
 * player, 0.50 to the sub-agent and 0.50 to the agent: 2% of it in all, the top rate.
 *
 * Rates are those in force at the day's end (rebate_changes), the tree is the current one; a spread
 * below zero (a rate history a move left inverted) counts as none. One row per agent and day in
 * agent_commissions, inserted in the transaction of the ledger posting keyed by agent and day, from
 * the house's AGENT account: a rerun, a second node or a run after a crash pays nothing more.
 */
export async function settleCommissionsOn(on: CommissionOn, now: number): Promise<CommissionPaid[]> {
  const paid: CommissionPaid[] = [];
  for (const { from, to, day } of finishedDays(await readSetting(on.sql, 'timeZone'), now)) {
    const due = await on.sql.query<{ agent_id: number; valid_bet: number; amount: number }>(
      `WITH rates AS (${ratesAtEndSql}),
       bets AS (SELECT member_id, sum(stake) AS valid_bet FROM (${validBetsSql}) v GROUP BY member_id),
       spreads AS (
         SELECT up.ancestor_id AS agent_id, b.valid_bet,
                GREATEST(0, COALESCE(ra.rate_bps, 0) - COALESCE(rc.rate_bps, 0)) AS spread_bps
           FROM bets b
           JOIN member_tree up ON up.member_id = b.member_id
           -- the member directly below the agent on the way down to the bettor (none: the bettor himself)
           LEFT JOIN member_tree via ON via.member_id = b.member_id AND via.depth = up.depth - 1
           LEFT JOIN rates ra ON ra.member_id = up.ancestor_id
           LEFT JOIN rates rc ON rc.member_id = COALESCE(via.ancestor_id, b.member_id)
       )
       -- rounded down once per agent and day, not per bet: a day of small bets still earns its cents
       SELECT s.agent_id, sum(s.valid_bet) AS valid_bet, sum(s.valid_bet * s.spread_bps)::bigint / 10000 AS amount
         FROM spreads s JOIN members a ON a.id = s.agent_id
        WHERE s.spread_bps > 0 AND a.is_agent = ANY($4::int[])
          AND NOT EXISTS (SELECT 1 FROM agent_commissions p WHERE p.agent_id = s.agent_id AND p.day = $3::date)
        GROUP BY s.agent_id ORDER BY s.agent_id`,
      [from, to, day, AGENT_CODES],
    );
    for (const row of due) {
      const agentId = Number(row.agent_id);
      const validBet = Number(row.valid_bet);
      const amount = Number(row.amount);
      const done = await on.tx(async (sql) => {
        const [claimed] = await sql.query(
          `INSERT INTO agent_commissions (agent_id, day, valid_bet, amount) VALUES ($1, $2::date, $3, $4)
           ON CONFLICT (agent_id, day) DO NOTHING RETURNING agent_id`,
          [agentId, day, validBet, amount],
        );
        if (!claimed) return false;
        if (amount > 0)
          await creditMember(sql, {
            key: `${COMMISSION_KIND}:${agentId}:${day}`,
            memberId: agentId,
            amount,
            kind: COMMISSION_KIND,
            house: 'AGENT',
            ref: `commission:${day}`,
            meta: { period: day, day, validBet },
          });
        return true;
      });
      if (!done) continue;
      if (amount > 0) await on.paid(agentId, day);
      paid.push({ agentId, day, validBetMinor: validBet, amountMinor: amount });
    }
  }
  return paid;
}

/** settleCommissionsOn the platform's database, each payment announced to the agent's pages. */
export function settleCommissions(platform: Platform, now: number): Promise<CommissionPaid[]> {
  const { db } = platform;
  return settleCommissionsOn(
    {
      sql: db,
      tx: (fn) => db.tx(fn),
      paid: (agentId, day) => publishBalance(platform, agentId, { reason: COMMISSION_KIND, ref: `commission:${day}` }),
    },
    now,
  );
}

/** Looks for a finished day to pay every 15 minutes, as the rebate job does. */
export const commissionJob: Job = {
  name: 'agent.commission',
  everyMs: 15 * 60_000,
  run: (platform, now) => settleCommissions(platform, now),
};
