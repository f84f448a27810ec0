import { formatMinor, MAIN_WALLET } from '@tala/contract/core/money';
import { AGENT_CODES, TRIAL } from '@tala/contract/core/roles';
import type { UplineTransferResult, UplineTransferStatus } from '@tala/contract/upline-transfer';
import type { Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Member, Platform } from '../../http/context.ts';
import { requirePaymentPassword } from '../payout/payment-password.ts';
import { assertRealAccount } from '../session/guards.ts';
import { readSetting } from '../system/settings.ts';
import { turnoverOf } from '../withdraw/queries.ts';
import { publishBalance } from './events.ts';
import { balanceOf, balanceSnapshotOf, transferBetweenMembers } from './ledger.ts';

/** The posting kind of a member's transfer to his upline (one posting, both members' main wallets). */
export const UPLINE_TRANSFER_KIND = 'uplineTransfer';

interface Upline {
  id: number;
  account: string;
  /** Brand setting and the agent's own switch both on. */
  allowed: boolean;
}

/** The member's direct upline agent and whether transfers to him are open; null when he has none. */
async function uplineOf(sql: Sql, memberId: number): Promise<Upline | null> {
  const [row] = await sql.query<{ id: number; account: string; enabled: boolean | null }>(
    `SELECT u.id, u.account, s.enabled
       FROM members m
       JOIN members u ON u.id = m.upline_id AND u.is_agent = ANY($2::int[])
       LEFT JOIN upline_transfer_agents s ON s.agent_id = u.id
      WHERE m.id = $1`,
    [memberId, AGENT_CODES],
  );
  if (!row) return null;
  const brand = await readSetting(sql, 'uplineTransfer');
  return { id: Number(row.id), account: row.account, allowed: brand && row.enabled === true };
}

async function remainingTurnover(sql: Sql, memberId: number): Promise<number> {
  const turnover = await turnoverOf(sql, memberId);
  return Math.max(0, turnover.required - turnover.done);
}

export async function uplineTransferStatus(sql: Sql, member: Member): Promise<UplineTransferStatus> {
  const upline = await uplineOf(sql, member.id);
  return {
    allowed: upline?.allowed === true && member.isAgent !== TRIAL,
    uplineAccount: upline?.account ?? null,
    balanceMinor: await balanceOf(sql, member.id, MAIN_WALLET),
    turnoverRemainingMinor: await remainingTurnover(sql, member.id),
  };
}

/**
 * A member sends money from his main wallet to his own direct upline agent, with his payment
 * password. `uplineAccount` is who the member means: anyone else is refused (UPLINE_ONLY), so the
 * money never goes to an agent the page did not show. Money under a turnover requirement stays, as
 * for a withdrawal. One posting through transferBetweenMembers, keyed by the member and his request
 * id: a retry moves nothing more.
 */
export async function transferToUpline(
  platform: Platform,
  member: Member | null,
  input: { uplineAccount: string; amount: number; paymentPassword: string; requestId: string },
): Promise<UplineTransferResult> {
  assertRealAccount(member);
  const { db } = platform;
  const upline = await uplineOf(db, member.id);
  if (!upline || upline.account.toLowerCase() !== input.uplineAccount.trim().toLowerCase()) {
    throw new AppError('UPLINE_ONLY', { field: 'uplineAccount' });
  }
  if (!upline.allowed) throw new AppError('UPLINE_TRANSFER_OFF');
  const key = `upline:${member.id}:${input.requestId}`;
  const turnoverLeft = await remainingTurnover(db, member.id);
  if (turnoverLeft > 0) {
    throw new AppError('TURNOVER_NOT_MET', {
      field: 'amount',
      message: `Wager ${formatMinor(turnoverLeft)} more before sending money out.`,
      value: { remainingMinor: turnoverLeft },
    });
  }
  await requirePaymentPassword(db, member.id, input.paymentPassword, 'paymentPassword');
  const result = await db.tx(async (sql) => {
    const posting = await transferBetweenMembers(sql, {
      key,
      fromMemberId: member.id,
      toMemberId: upline.id,
      amount: input.amount,
      kind: UPLINE_TRANSFER_KIND,
      ref: input.requestId,
    });
    return {
      posting,
      from: await balanceSnapshotOf(sql, member.id),
      to: await balanceSnapshotOf(sql, upline.id),
    };
  });
  if (!result.posting.replayed) {
    await publishBalance(platform, member.id, { reason: UPLINE_TRANSFER_KIND, ref: input.requestId }, result.from);
    await publishBalance(platform, upline.id, { reason: UPLINE_TRANSFER_KIND, ref: input.requestId }, result.to);
  }
  return {
    requestId: input.requestId,
    uplineAccount: upline.account,
    amountMinor: input.amount,
    balanceAfterMinor: result.posting.fromBalanceAfter,
    replayed: result.posting.replayed,
    createdAt: result.posting.createdAt.toISOString(),
  };
}

/** Turns transfers from an agent's direct members on or off (ops); false when the account is not an agent. */
export async function setUplineTransfer(sql: Sql, agentAccount: string, enabled: boolean): Promise<boolean> {
  const rows = await sql.query(
    `INSERT INTO upline_transfer_agents (agent_id, enabled)
     SELECT id, $2 FROM members WHERE account = $1 AND is_agent = ANY($3::int[])
     ON CONFLICT (agent_id) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()
     RETURNING agent_id`,
    [agentAccount, enabled, AGENT_CODES],
  );
  return rows.length > 0;
}

/** Agents with transfers from their members switched on (ops). */
export async function uplineTransferAgents(sql: Sql): Promise<string[]> {
  const rows = await sql.query<{ account: string }>(
    `SELECT m.account FROM upline_transfer_agents s JOIN members m ON m.id = s.agent_id WHERE s.enabled ORDER BY m.account`,
  );
  return rows.map((r) => r.account);
}
