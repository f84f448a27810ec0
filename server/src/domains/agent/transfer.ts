import type { DownlineTransfer } from '@tala/contract/agent';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../http/context.ts';
import { requirePaymentPassword } from '../payout/payment-password.ts';
import { publishBalance } from '../wallet/events.ts';
import { creditMember, debitMember, lockMainWallets } from '../wallet/ledger.ts';
import { assertDownline } from './tree.ts';

/** The posting kinds of a transfer: the account records show both as transfers. */
export const TRANSFER_OUT = 'agentTransfer.out';
export const TRANSFER_IN = 'agentTransfer.in';

/**
 * An agent moves money from his main wallet to a direct downline's, with his payment password. Both
 * postings are made in one transaction through the AGENT_TRANSFER house account, keyed by the agent
 * and his request id: a retry moves nothing more, and the same id with another member or amount is
 * DUPLICATE_REQUEST (the ledger compares member and amount of each side). A member can also send
 * money up to his agent, so both wallets are locked in account-id order first, as every
 * member-to-member transfer does: a transfer each way between the same two never deadlocks.
 */
export async function transferToDownline(
  platform: Platform,
  agentId: number,
  input: { memberId: number; amountMinor: number; paymentPassword: string; requestId: string },
): Promise<DownlineTransfer> {
  const { db } = platform;
  const level = await assertDownline(db, agentId, input.memberId);
  if (level !== 1) throw new AppError('VALIDATION_FAILED', { field: 'memberId', message: 'not a direct downline' });
  await requirePaymentPassword(db, agentId, input.paymentPassword, 'paymentPassword');
  const key = `agent:transfer:${agentId}:${input.requestId}`;
  const result = await db.tx(async (sql) => {
    await lockMainWallets(sql, [agentId, input.memberId]);
    const out = await debitMember(sql, {
      key: `${key}:out`,
      memberId: agentId,
      amount: input.amountMinor,
      kind: TRANSFER_OUT,
      house: 'AGENT_TRANSFER',
      ref: `member:${input.memberId}`,
    });
    const into = await creditMember(sql, {
      key: `${key}:in`,
      memberId: input.memberId,
      amount: input.amountMinor,
      kind: TRANSFER_IN,
      house: 'AGENT_TRANSFER',
      ref: `agent:${agentId}`,
    });
    if (out.replayed !== into.replayed) throw new AppError('DUPLICATE_REQUEST', { field: 'requestId' });
    const [m] = await sql.query<{ account: string }>('SELECT account FROM members WHERE id = $1', [input.memberId]);
    return { out, account: m!.account };
  });
  if (!result.out.replayed) {
    await publishBalance(platform, agentId, { reason: TRANSFER_OUT, ref: `member:${input.memberId}` });
    await publishBalance(platform, input.memberId, { reason: TRANSFER_IN, ref: `agent:${agentId}` });
  }
  return {
    requestId: input.requestId,
    memberId: input.memberId,
    account: result.account,
    amountMinor: input.amountMinor,
    balanceAfterMinor: result.out.balanceAfter,
    replayed: result.out.replayed,
  };
}
