import { isAgentCode } from '@tala/contract/core/roles';
import {
  MAX_DAILY_RATE_BPS,
  type DailySalaryView,
  type SalaryContract,
  type SalaryTier,
  type TeamFigures,
} from '@tala/contract/agent';
import type { Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../http/context.ts';
import { publishBalance } from '../wallet/events.ts';
import { creditMember } from '../wallet/ledger.ts';
import type { ContractExtras } from '../wallet/extras.ts';
import { memberByAccount } from '../member/queries.ts';
import { periodFigures } from './queries.ts';
import { downlineLevel } from './tree.ts';

/**
 * Daily-salary contracts (spec §7 MCS2_processDailySalContract). An agent offers an agent directly
 * below him tiers of rates on that agent's team valid bet per day; the downline accepts or rejects
 * (spec §4: in process, approved, rejected). An approved contract is paid for every UTC calendar
 * day from the day after it was accepted, once the day is over, from the house's AGENT account
 * through the ledger — one payment row per contract and day, in the posting's transaction, and the
 * posting's idempotency key names both: settling a day again, on any node, pays nothing more.
 */

const DAY = 86_400_000;
/** Days one settlement run catches up at most (a stopped runner resumes where it stopped). */
const CATCH_UP_DAYS = 62;

type ContractRow = {
  id: number;
  upline: string;
  member: string;
  tiers: SalaryTier[];
  status: SalaryContract['status'];
  created_at: Date;
  starts_on: string | Date | null;
};

const day = (d: string | Date) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

function toContract(r: ContractRow): SalaryContract {
  return {
    id: Number(r.id),
    upline: r.upline,
    member: r.member,
    tiers: r.tiers,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
    startsOn: r.starts_on === null ? null : day(r.starts_on),
  };
}

const contractSelect = `SELECT c.id, u.account AS upline, m.account AS member, c.tiers, c.status, c.created_at,
    to_char(c.starts_on, 'YYYY-MM-DD') AS starts_on
  FROM agent_contracts c JOIN members u ON u.id = c.upline_id JOIN members m ON m.id = c.member_id`;

/** The agent's own live daily salary (offered to him, in process or approved). */
async function liveContractOf(sql: Sql, memberId: number): Promise<SalaryContract | null> {
  const [row] = await sql.query<ContractRow>(
    `${contractSelect} WHERE c.member_id = $1 AND c.kind = 'dailySalary' AND c.status IN ('process', 'approved')`,
    [memberId],
  );
  return row ? toContract(row) : null;
}

/** The highest rate an agent may offer below him: his own best approved rate, or the platform's cap. */
async function maxRateOf(sql: Sql, agentId: number): Promise<number> {
  const own = await liveContractOf(sql, agentId);
  if (own?.status !== 'approved') return MAX_DAILY_RATE_BPS;
  return Math.max(...own.tiers.map((t) => t.rateBps));
}

export async function dailySalaryView(sql: Sql, agentId: number): Promise<DailySalaryView> {
  const [mine, offered, payments, maxRateBps] = await Promise.all([
    liveContractOf(sql, agentId),
    sql.query<ContractRow>(`${contractSelect} WHERE c.upline_id = $1 AND c.kind = 'dailySalary' ORDER BY c.id DESC LIMIT 50`, [
      agentId,
    ]),
    sql.query<{
      id: number;
      contract_id: number;
      member: string;
      period: string;
      valid_bet: number;
      rate_bps: number;
      amount: number;
    }>(
      `SELECT p.id, p.contract_id, m.account AS member, to_char(p.period, 'YYYY-MM-DD') AS period, p.valid_bet, p.rate_bps, p.amount
         FROM agent_contract_payments p JOIN agent_contracts c ON c.id = p.contract_id JOIN members m ON m.id = p.member_id
        WHERE p.member_id = $1 OR c.upline_id = $1
        ORDER BY p.period DESC, p.id DESC LIMIT 60`,
      [agentId],
    ),
    maxRateOf(sql, agentId),
  ]);
  return {
    mine,
    offered: offered.map(toContract),
    payments: payments.map((p) => ({
      id: Number(p.id),
      contractId: Number(p.contract_id),
      member: p.member,
      period: p.period,
      validBetMinor: Number(p.valid_bet),
      rateBps: Number(p.rate_bps),
      amountMinor: Number(p.amount),
    })),
    maxRateBps,
  };
}

/**
 * Offers a daily salary to an agent directly below the caller. Tiers must rise with the valid bet and
 * their rates stay within the caller's own bound; a downline with a contract in process or approved
 * is refused (DUPLICATE_REQUEST): one live contract of a kind at a time.
 */
export async function offerDailySalary(db: Sql, agentId: number, input: { account: string; tiers: SalaryTier[] }): Promise<void> {
  const member = await memberByAccount(db, input.account);
  const level = member ? await downlineLevel(db, agentId, Number(member.id)) : null;
  if (!member || level === null) throw new AppError('NOT_FOUND', { field: 'account' });
  if (level !== 1 || !isAgentCode(member.is_agent))
    throw new AppError('VALIDATION_FAILED', { field: 'account', message: 'not a direct downline agent' });
  const tiers = [...input.tiers].sort((a, b) => a.minValidBetMinor - b.minValidBetMinor);
  for (let i = 1; i < tiers.length; i++) {
    if (tiers[i]!.minValidBetMinor === tiers[i - 1]!.minValidBetMinor || tiers[i]!.rateBps < tiers[i - 1]!.rateBps)
      throw new AppError('VALIDATION_FAILED', { field: 'tiers', message: 'tiers must rise with the valid bet' });
  }
  const max = await maxRateOf(db, agentId);
  if (tiers.some((t) => t.rateBps > max))
    throw new AppError('VALIDATION_FAILED', { field: 'tiers', message: `rate above ${max} bps` });
  try {
    await db.query(`INSERT INTO agent_contracts (kind, upline_id, member_id, tiers) VALUES ('dailySalary', $1, $2, $3::jsonb)`, [
      agentId,
      member.id,
      JSON.stringify(tiers),
    ]);
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw new AppError('DUPLICATE_REQUEST', { field: 'account' });
    throw err;
  }
}

/** The downline agent accepts (paid from tomorrow, UTC) or rejects a contract offered to him. */
export async function respondDailySalary(
  db: Sql,
  memberId: number,
  contractId: number,
  accept: boolean,
  now = new Date(),
): Promise<void> {
  const tomorrow = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY);
  const rows = await db.query(
    `UPDATE agent_contracts SET status = $3, decided_at = now(), starts_on = CASE WHEN $3 = 'approved' THEN $4::date END
      WHERE id = $1 AND member_id = $2 AND status = 'process' RETURNING id`,
    [contractId, memberId, accept ? 'approved' : 'rejected', day(tomorrow)],
  );
  // someone else's contract, or one already decided: the same answer, nothing changes
  if (!rows.length) throw new AppError('NOT_FOUND', { field: 'contractId' });
}

/** The rate a day's valid bet earns: the highest tier it reaches (0 below the first). */
export function rateFor(tiers: readonly SalaryTier[], validBet: number): number {
  let rate = 0;
  for (const t of tiers) if (validBet >= t.minValidBetMinor && t.minValidBetMinor >= 0) rate = Math.max(rate, t.rateBps);
  return validBet > 0 ? rate : 0;
}

/**
 * Pays every approved daily salary for each finished UTC day not paid yet (up to yesterday, or up to
 * and including `through`). Returns the payments made. Each day is its own transaction: a crash
 * leaves the days before it paid and the rest to the next run.
 */
export async function settleDailySalaries(
  platform: Platform,
  now: number,
  through?: string,
): Promise<{ contractId: number; period: string; amount: number }[]> {
  const { db } = platform;
  const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
  const last = through ? Math.min(Date.parse(`${through}T00:00:00Z`), today - DAY) : today - DAY;
  const contracts = await db.query<{
    id: number;
    member_id: number;
    tiers: SalaryTier[];
    starts_on: string;
    paid_to: string | null;
  }>(
    `SELECT c.id, c.member_id, c.tiers, to_char(c.starts_on, 'YYYY-MM-DD') AS starts_on,
            (SELECT to_char(max(p.period), 'YYYY-MM-DD') FROM agent_contract_payments p WHERE p.contract_id = c.id) AS paid_to
       FROM agent_contracts c WHERE c.kind = 'dailySalary' AND c.status = 'approved' AND c.starts_on <= $1::date`,
    [day(new Date(last))],
  );
  const paid: { contractId: number; period: string; amount: number }[] = [];
  for (const c of contracts) {
    const from = Math.max(
      Date.parse(`${c.starts_on}T00:00:00Z`),
      c.paid_to ? Date.parse(`${c.paid_to}T00:00:00Z`) + DAY : 0,
      last - CATCH_UP_DAYS * DAY,
    );
    for (let d = from; d <= last; d += DAY) {
      const period = day(new Date(d));
      const memberId = Number(c.member_id);
      const result = await db.tx(async (sql) => {
        const [figures] = (await periodFigures(sql, { kind: 'team', agentId: memberId }, [[new Date(d), new Date(d + DAY)]])) as [
          TeamFigures,
        ];
        const rate = rateFor(c.tiers, figures.validBetMinor);
        const amount = Math.floor((figures.validBetMinor * rate) / 10_000);
        const [row] = await sql.query<{ id: number }>(
          `INSERT INTO agent_contract_payments (contract_id, member_id, period, valid_bet, rate_bps, amount)
           VALUES ($1, $2, $3::date, $4, $5, $6) ON CONFLICT (contract_id, period) DO NOTHING RETURNING id`,
          [c.id, memberId, period, figures.validBetMinor, rate, amount],
        );
        if (!row || amount === 0) return null; // settled before (another run), or nothing earned
        const posting = await creditMember(sql, {
          key: `agent:daily-salary:${c.id}:${period}`,
          memberId,
          amount,
          kind: 'agent.dailySalary',
          house: 'AGENT',
          ref: `contract:${c.id}`,
          meta: { period, validBet: figures.validBetMinor, rateBps: rate },
        });
        await sql.query('UPDATE agent_contract_payments SET posting_id = $2 WHERE id = $1', [row.id, posting.id]);
        return { contractId: Number(c.id), period, amount, memberId };
      });
      if (result) {
        paid.push({ contractId: result.contractId, period: result.period, amount: result.amount });
        await publishBalance(platform, result.memberId, { reason: 'agent.dailySalary', ref: `contract:${result.contractId}` });
      }
    }
  }
  return paid;
}

/** The consolidated wallet call's salary flags for a member (spec §3): his daily salary's state. */
export async function salaryExtras(sql: Sql, memberId: number): Promise<ContractExtras> {
  const [row] = await sql.query<{ is_agent: number }>('SELECT is_agent FROM members WHERE id = $1', [memberId]);
  if (!row || !isAgentCode(row.is_agent)) return {};
  const own = await liveContractOf(sql, memberId);
  return { enableSalary: true, dailysalreqtype: own?.status ?? null };
}
