import { isAgentCode } from '@tala/contract/core/roles';
import {
  MAX_RATE_BPS,
  contractBasis,
  contractModule,
  type ContractKind,
  type ContractView,
  type PayPeriod,
  type SalaryContract,
  type SalaryTier,
} from '@tala/contract/agent';
import type { Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../http/context.ts';
import { publishBalance } from '../wallet/events.ts';
import { creditMember } from '../wallet/ledger.ts';
import type { ContractExtras } from '../wallet/extras.ts';
import { memberByAccount } from '../member/queries.ts';
import { isModuleEnabled } from '../system/queries.ts';
import { readSetting } from '../system/settings.ts';
import { localDate } from '../wallet/local-day.ts';
import { periodBets } from './queries.ts';
import { downlineLevel } from './tree.ts';
import { periodAfter, periodsBetween } from './periods.ts';

/**
 * Contracts between an agent and an agent directly below him (spec §3, §4, §7), of four kinds: daily,
 * hourly and real-time (5-minute) salaries and the dividend (per pay period). The upline offers tiers
 * of rates on a basis — the downline agent's team valid bet for the daily and hourly salary, his team's
 * loss for the real-time salary and the dividend — and the downline accepts or rejects (spec §4: in
 * process, approved, rejected). An approved contract is paid for every whole period after it was
 * accepted, once the period is over, from the house's AGENT account through the ledger: one payment
 * row per contract and period, in the posting's transaction, unique on (contract, period start), and
 * the posting's idempotency key names both — settling a period again, on any node, pays nothing more.
 */

/** How many periods one run looks at per contract at most: a stopped runner catches up over a few runs. */
const CATCH_UP: Record<ContractKind, number> = { realtimeSalary: 576, hourlySalary: 168, dailySalary: 62, dividend: 24 };
/**
 * Periods of a day or more leave a row even when they earned nothing (the agent sees the day was
 * settled); 5-minute and hourly periods that earned nothing leave none (288 empty rows a day would
 * bury the payments) — the contract's settled_to says how far they were looked at.
 */
const RECORD_EMPTY: Record<ContractKind, boolean> = {
  realtimeSalary: false,
  hourlySalary: false,
  dailySalary: true,
  dividend: true,
};
const postingKind: Record<ContractKind, string> = {
  dailySalary: 'agent.dailySalary',
  hourlySalary: 'agent.hourlySalary',
  realtimeSalary: 'agent.realtimeSalary',
  dividend: 'agent.dividend',
};

type ContractRow = {
  id: number;
  kind: ContractKind;
  upline: string;
  member: string;
  tiers: SalaryTier[];
  pay_period: PayPeriod | null;
  status: SalaryContract['status'];
  created_at: Date;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  requested_by: string | null;
};

const iso = (d: Date | string) => new Date(d).toISOString();

function toContract(r: ContractRow): SalaryContract {
  return {
    id: Number(r.id),
    kind: r.kind,
    upline: r.upline,
    member: r.member,
    tiers: r.tiers,
    payPeriod: r.pay_period,
    status: r.status,
    createdAt: iso(r.created_at),
    startsAt: r.starts_at === null ? null : iso(r.starts_at),
    endsAt: r.ends_at === null ? null : iso(r.ends_at),
    terminationRequestedBy: r.requested_by,
  };
}

const contractSelect = `SELECT c.id, c.kind, u.account AS upline, m.account AS member, c.tiers, c.pay_period, c.status,
    c.created_at, c.starts_at, c.ends_at,
    CASE WHEN c.status = 'approved' THEN r.account END AS requested_by
  FROM agent_contracts c JOIN members u ON u.id = c.upline_id JOIN members m ON m.id = c.member_id
  LEFT JOIN members r ON r.id = c.termination_requested_by`;

/** The agent's own live contract of a kind (offered to him, in process or approved). */
export async function liveContractOf(sql: Sql, memberId: number, kind: ContractKind): Promise<SalaryContract | null> {
  const [row] = await sql.query<ContractRow>(
    `${contractSelect} WHERE c.member_id = $1 AND c.kind = $2 AND c.status IN ('process', 'approved')`,
    [memberId, kind],
  );
  return row ? toContract(row) : null;
}

/** The best rate of an approved contract (what an agent may offer below him at most). */
export const bestRate = (c: SalaryContract) => Math.max(...c.tiers.map((t) => t.rateBps));

/** The highest rate an agent may offer below him: his own best approved rate of the kind, or the platform's cap. */
export async function maxRateOf(sql: Sql, agentId: number, kind: ContractKind): Promise<number> {
  const own = await liveContractOf(sql, agentId, kind);
  if (own?.status !== 'approved') return MAX_RATE_BPS[kind];
  return bestRate(own);
}

export async function contractView(sql: Sql, agentId: number, kind: ContractKind): Promise<ContractView> {
  const [mine, offered, payments, maxRateBps, timeZone] = await Promise.all([
    liveContractOf(sql, agentId, kind),
    sql.query<ContractRow>(`${contractSelect} WHERE c.upline_id = $1 AND c.kind = $2 ORDER BY c.id DESC LIMIT 50`, [
      agentId,
      kind,
    ]),
    sql.query<{
      id: number;
      contract_id: number;
      member: string;
      period_start: Date;
      period_end: Date;
      valid_bet: number;
      basis: number;
      rate_bps: number;
      amount: number;
    }>(
      `SELECT p.id, p.contract_id, m.account AS member, p.period_start, p.period_end, p.valid_bet, p.basis, p.rate_bps, p.amount
         FROM agent_contract_payments p JOIN agent_contracts c ON c.id = p.contract_id JOIN members m ON m.id = p.member_id
        WHERE (p.member_id = $1 OR c.upline_id = $1) AND c.kind = $2
        ORDER BY p.period_start DESC, p.id DESC LIMIT 60`,
      [agentId, kind],
    ),
    maxRateOf(sql, agentId, kind),
    readSetting(sql, 'timeZone'),
  ]);
  return {
    kind,
    mine,
    offered: offered.map(toContract),
    payments: payments.map((p) => ({
      id: Number(p.id),
      contractId: Number(p.contract_id),
      member: p.member,
      periodStart: iso(p.period_start),
      periodEnd: iso(p.period_end),
      validBetMinor: Number(p.valid_bet),
      basisMinor: Number(p.basis),
      rateBps: Number(p.rate_bps),
      amountMinor: Number(p.amount),
    })),
    maxRateBps,
    timeZone,
  };
}

/** Tiers sorted by their threshold; VALIDATION_FAILED unless both threshold and rate rise. */
export function checkTiers(input: readonly SalaryTier[]): SalaryTier[] {
  const tiers = [...input].sort((a, b) => a.minBasisMinor - b.minBasisMinor);
  for (let i = 1; i < tiers.length; i++) {
    if (tiers[i]!.minBasisMinor === tiers[i - 1]!.minBasisMinor || tiers[i]!.rateBps < tiers[i - 1]!.rateBps)
      throw new AppError('VALIDATION_FAILED', { field: 'tiers', message: 'tiers must rise with the basis' });
  }
  return tiers;
}

/**
 * Offers a contract to an agent directly below the caller. Tiers must rise with the basis and their
 * rates stay within the caller's own bound. Each refusal about the downline has its own code, so the
 * form can say what is wrong with the name typed: DOWNLINE_NOT_FOUND (no such member below him — the
 * same answer for another team's member, so names cannot be probed), DOWNLINE_NOT_AGENT (below him,
 * but a player or not directly below), CONTRACT_ALREADY_LIVE (one live contract of a kind at a time:
 * he holds one in process or approved). An offer carries no request id, so a second one is never a
 * replay of the first: DUPLICATE_REQUEST stays for requests that are.
 */
export async function offerContract(
  db: Sql,
  agentId: number,
  input: { kind: ContractKind; account: string; tiers: SalaryTier[]; payPeriod?: PayPeriod | undefined },
): Promise<void> {
  const member = await memberByAccount(db, input.account);
  const level = member ? await downlineLevel(db, agentId, Number(member.id)) : null;
  if (!member || level === null) throw new AppError('DOWNLINE_NOT_FOUND', { field: 'account' });
  if (level !== 1 || !isAgentCode(member.is_agent)) throw new AppError('DOWNLINE_NOT_AGENT', { field: 'account' });
  if ((input.kind === 'dividend') !== (input.payPeriod !== undefined))
    throw new AppError('VALIDATION_FAILED', { field: 'payPeriod', message: 'a dividend, and only a dividend, has a pay period' });
  const tiers = checkTiers(input.tiers);
  const max = await maxRateOf(db, agentId, input.kind);
  if (tiers.some((t) => t.rateBps > max))
    throw new AppError('VALIDATION_FAILED', { field: 'tiers', message: `rate above ${max} bps` });
  const live = await liveContractOf(db, Number(member.id), input.kind);
  if (live) throw new AppError('CONTRACT_ALREADY_LIVE', { field: 'account', value: { status: live.status } });
  try {
    await db.query(
      `INSERT INTO agent_contracts (kind, upline_id, member_id, tiers, pay_period) VALUES ($1, $2, $3, $4::jsonb, $5)`,
      [input.kind, agentId, member.id, JSON.stringify(tiers), input.payPeriod ?? null],
    );
  } catch (err) {
    // two offers raced past the check above: the database's unique index keeps one
    if ((err as { code?: string }).code === '23505') throw new AppError('CONTRACT_ALREADY_LIVE', { field: 'account' });
    throw err;
  }
}

/**
 * The downline agent accepts (paid from the start of the next whole period) or rejects a contract
 * offered to him. Returns the contract's kind.
 *
 * Spec §8, the higher-rate-downline warning: when agents below him hold contracts of the kind at a
 * higher rate than this one gives him, accepting is refused with HIGHER_RATE_DOWNLINE naming them,
 * unless he proceeds — then those contracts end automatically, in the same transaction.
 */
export async function respondContract(
  db: Sql,
  memberId: number,
  contractId: number,
  accept: boolean,
  now = new Date(),
  proceed = false,
): Promise<ContractKind> {
  const [row] = await db.query<{ kind: ContractKind; pay_period: PayPeriod | null; tiers: SalaryTier[] }>(
    `SELECT kind, pay_period, tiers FROM agent_contracts WHERE id = $1 AND member_id = $2 AND status = 'process' FOR UPDATE`,
    [contractId, memberId],
  );
  // someone else's contract, or one already decided: the same answer, nothing changes
  if (!row) throw new AppError('NOT_FOUND', { field: 'contractId' });
  if (accept) {
    const rate = Math.max(...row.tiers.map((t) => t.rateBps));
    const higher = await db.query<{ id: number; account: string }>(
      `SELECT c.id, m.account FROM agent_contracts c JOIN members m ON m.id = c.member_id
        WHERE c.upline_id = $1 AND c.kind = $2 AND c.status IN ('process', 'approved')
          AND (SELECT max((e ->> 'rateBps')::int) FROM jsonb_array_elements(c.tiers) e) > $3
        ORDER BY m.account`,
      [memberId, row.kind, rate],
    );
    if (higher.length && !proceed)
      throw new AppError('HIGHER_RATE_DOWNLINE', { field: 'contractId', value: { members: higher.map((h) => h.account) } });
    for (const h of higher) await endContract(db, Number(h.id), now);
  }
  const timeZone = await readSetting(db, 'timeZone');
  const starts = periodAfter(row.kind, row.pay_period, now, timeZone);
  await db.query(
    `UPDATE agent_contracts SET status = $3, decided_at = now(),
            starts_at = CASE WHEN $3 = 'approved' THEN $4::timestamptz END,
            starts_on = CASE WHEN $3 = 'approved' THEN $5::date END
      WHERE id = $1 AND member_id = $2`,
    [contractId, memberId, accept ? 'approved' : 'rejected', starts.toISOString(), localDate(starts.getTime(), timeZone)],
  );
  return row.kind;
}

/**
 * Ends a contract now: an offer not answered yet simply ends; an approved one is paid through the
 * period running now (its end is the next period's start, or its start when it has not begun).
 */
async function endContract(sql: Sql, contractId: number, now: Date): Promise<void> {
  const [c] = await sql.query<{ kind: ContractKind; pay_period: PayPeriod | null; status: string; starts_at: Date | null }>(
    'SELECT kind, pay_period, status, starts_at FROM agent_contracts WHERE id = $1',
    [contractId],
  );
  if (!c) return;
  const timeZone = await readSetting(sql, 'timeZone');
  const next = periodAfter(c.kind, c.pay_period, now, timeZone).getTime();
  // an approved contract that has not started yet ends at its start: nothing is paid
  const endsAt = c.status === 'approved' && c.starts_at ? new Date(Math.max(next, new Date(c.starts_at).getTime())) : null;
  await sql.query(
    `UPDATE agent_contracts SET status = 'terminated', decided_at = COALESCE(decided_at, now()), ends_at = $2, ends_on = $3::date
      WHERE id = $1 AND status IN ('process', 'approved')`,
    [contractId, endsAt, endsAt && localDate(endsAt.getTime(), timeZone)],
  );
}

/**
 * Termination by agreement (spec §4, §7): on an approved contract either side asks, and the other
 * confirms (it ends with the period running now, which is still paid) or either side declines or
 * withdraws the request. An offer not answered yet is withdrawn by the upline at once. Anyone else,
 * or a contract already over, is NOT_FOUND. Returns the contract's kind.
 */
export async function terminateContract(
  sql: Sql,
  callerId: number,
  contractId: number,
  answer?: 'confirm' | 'decline',
  now = new Date(),
): Promise<ContractKind> {
  const [c] = await sql.query<{
    kind: ContractKind;
    status: string;
    upline_id: number;
    requested_by: number | null;
  }>(
    `SELECT kind, status, upline_id, termination_requested_by AS requested_by FROM agent_contracts
      WHERE id = $1 AND (upline_id = $2 OR member_id = $2) AND status IN ('process', 'approved') FOR UPDATE`,
    [contractId, callerId],
  );
  if (!c) throw new AppError('NOT_FOUND', { field: 'contractId' });
  const requestedBy = c.requested_by === null ? null : Number(c.requested_by);
  if (c.status === 'process') {
    // the downline answers an offer with accept or reject; the upline may take it back
    if (answer || Number(c.upline_id) !== callerId) throw new AppError('VALIDATION_FAILED', { field: 'contractId' });
    await endContract(sql, contractId, now);
    return c.kind;
  }
  if (answer === 'decline') {
    if (requestedBy === null) throw new AppError('VALIDATION_FAILED', { field: 'answer', message: 'no request to decline' });
    await sql.query('UPDATE agent_contracts SET termination_requested_by = NULL, termination_requested_at = NULL WHERE id = $1', [
      contractId,
    ]);
  } else if (answer === 'confirm' || (requestedBy !== null && requestedBy !== callerId)) {
    // confirming needs the other side's request; asking when the other side already asked agrees to it
    if (requestedBy === null || requestedBy === callerId)
      throw new AppError('VALIDATION_FAILED', { field: 'answer', message: 'the other side has not asked' });
    await endContract(sql, contractId, now);
  } else if (requestedBy === null) {
    await sql.query('UPDATE agent_contracts SET termination_requested_by = $2, termination_requested_at = now() WHERE id = $1', [
      contractId,
      callerId,
    ]);
  }
  // asking again while his own request waits changes nothing
  return c.kind;
}

/** The rate a period's basis earns: the highest tier it reaches (0 when the basis is 0 or less). */
export function rateFor(tiers: readonly SalaryTier[], basis: number): number {
  let rate = 0;
  for (const t of tiers) if (basis >= t.minBasisMinor && t.minBasisMinor >= 0) rate = Math.max(rate, t.rateBps);
  return basis > 0 ? rate : 0;
}

/** A period's basis from the team's bets: the valid bet, or the team's loss (0 when it won). */
export function basisOf(kind: ContractKind, bets: { validBetMinor: number; profitLossMinor: number }): number {
  return contractBasis[kind] === 'validBet' ? bets.validBetMinor : Math.max(0, -bets.profitLossMinor);
}

export interface Settled {
  contractId: number;
  periodStart: string;
  amount: number;
}

/**
 * Pays every approved (or terminated, up to its end) contract of a kind for each finished period not
 * settled yet — those that end by `now`, or by `through` when it is earlier. Returns the payments
 * made (amount > 0). Each period is its own transaction: a crash leaves the periods before it paid
 * and the rest to the next run; a second runner's insert of the same period finds the row and pays nothing.
 */
export async function settleContracts(platform: Platform, kind: ContractKind, now: number, through?: number): Promise<Settled[]> {
  // a kind the brand switched off pays nothing; switched on again, its periods are caught up
  if (!(await kindEnabled(platform.db, kind))) return [];
  return settleOn(
    {
      sql: platform.db,
      tx: (fn) => platform.db.tx(fn),
      paid: (memberId, contractId) =>
        publishBalance(platform, memberId, { reason: postingKind[kind], ref: `contract:${contractId}` }),
    },
    kind,
    now,
    through,
  );
}

/** Where a settlement runs: the database, its transactions, and who hears of a payment. */
export interface SettleOn {
  sql: Sql;
  tx<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  paid(memberId: number, contractId: number): Promise<unknown>;
}

/** settleContracts on any connection (the demo seed settles inside its own transaction). */
export async function settleOn(on: SettleOn, kind: ContractKind, now: number, through?: number): Promise<Settled[]> {
  const db = on.sql;
  const until = Math.min(now, through ?? now);
  const timeZone = await readSetting(db, 'timeZone');
  const contracts = await db.query<{
    id: number;
    member_id: number;
    tiers: SalaryTier[];
    pay_period: PayPeriod | null;
    starts_at: Date;
    ends_at: Date | null;
    settled_to: Date | null;
  }>(
    `SELECT id, member_id, tiers, pay_period, starts_at, ends_at, settled_to FROM agent_contracts
      WHERE kind = $1 AND starts_at IS NOT NULL AND starts_at < $2
        AND (status = 'approved' OR (status = 'terminated' AND ends_at > COALESCE(settled_to, starts_at)))`,
    [kind, new Date(until)],
  );
  const paid: Settled[] = [];
  for (const c of contracts) {
    const memberId = Number(c.member_id);
    const closes = c.ends_at ? new Date(c.ends_at) : undefined;
    const end = Math.min(until, closes?.getTime() ?? until);
    const from = Math.max(new Date(c.starts_at).getTime(), c.settled_to ? new Date(c.settled_to).getTime() : 0);
    // the latest CATCH_UP periods at most: older ones of a long stop are given up, not paid late in bulk
    const periods = periodsBetween(kind, c.pay_period, new Date(from), new Date(end), timeZone, closes).slice(-CATCH_UP[kind]);
    if (!periods.length) continue;
    const bets = await periodBets(db, memberId, periods);
    for (const [i, [start, stop]] of periods.entries()) {
      const figures = bets[i]!;
      const basis = basisOf(kind, figures);
      const rate = rateFor(c.tiers, basis);
      const amount = Math.floor((basis * rate) / 10_000);
      // the brand's date the period starts on: what My income and the account record show
      const period = localDate(start.getTime(), timeZone);
      if (amount === 0 && !RECORD_EMPTY[kind]) continue;
      const result = await on.tx(async (sql) => {
        const [row] = await sql.query<{ id: number }>(
          `INSERT INTO agent_contract_payments (contract_id, member_id, period, period_start, period_end, valid_bet, basis, rate_bps, amount)
           VALUES ($1, $2, $9::date, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (contract_id, period_start) DO NOTHING RETURNING id`,
          [c.id, memberId, start, stop, figures.validBetMinor, basis, rate, amount, period],
        );
        if (!row || amount === 0) return null; // settled before (another run), or nothing earned
        const posting = await creditMember(sql, {
          key: `agent:${kind}:${c.id}:${start.toISOString()}`,
          memberId,
          amount,
          kind: postingKind[kind],
          house: 'AGENT',
          ref: `contract:${c.id}`,
          meta: {
            period,
            periodStart: start.toISOString(),
            periodEnd: stop.toISOString(),
            basis,
            rateBps: rate,
          },
        });
        await sql.query('UPDATE agent_contract_payments SET posting_id = $2 WHERE id = $1', [row.id, posting.id]);
        return { contractId: Number(c.id), periodStart: start.toISOString(), amount };
      });
      if (result) {
        paid.push(result);
        await on.paid(memberId, result.contractId);
      }
    }
    // how far this contract was looked at; a slower run that got less far never moves it back
    await db.query('UPDATE agent_contracts SET settled_to = GREATEST(COALESCE(settled_to, $2), $2) WHERE id = $1', [
      c.id,
      periods.at(-1)![1],
    ]);
  }
  return paid;
}

/** Whether the brand has the kind's switch on (contractModule). */
export const kindEnabled = (sql: Sql, kind: ContractKind) => isModuleEnabled(sql, contractModule[kind]);

/** The kind of a contract the caller is a side of (null: none such — the callers answer NOT_FOUND). */
export async function contractKindFor(sql: Sql, callerId: number, contractId: number): Promise<ContractKind | null> {
  const [row] = await sql.query<{ kind: ContractKind }>(
    'SELECT kind FROM agent_contracts WHERE id = $1 AND (upline_id = $2 OR member_id = $2)',
    [contractId, callerId],
  );
  return row?.kind ?? null;
}

/** The consolidated wallet call's contract flags for a member (spec §3): his contracts' states. */
export async function salaryExtras(sql: Sql, memberId: number): Promise<ContractExtras> {
  const [row] = await sql.query<{ is_agent: number }>('SELECT is_agent FROM members WHERE id = $1', [memberId]);
  if (!row || !isAgentCode(row.is_agent)) return {};
  const rows = await sql.query<{ kind: ContractKind; status: string }>(
    `SELECT kind, status FROM agent_contracts WHERE member_id = $1 AND status IN ('process', 'approved')`,
    [memberId],
  );
  const status = (kind: ContractKind) => rows.find((r) => r.kind === kind)?.status ?? null;
  const [salary, contract] = await Promise.all([kindEnabled(sql, 'dailySalary'), kindEnabled(sql, 'dividend')]);
  return {
    enableSalary: salary,
    enableContract: contract,
    dailysalreqtype: status('dailySalary'),
    contracthoursalreq: status('hourlySalary'),
    realtimesalreqtype: status('realtimeSalary'),
    divtypereq: status('dividend'),
  };
}
