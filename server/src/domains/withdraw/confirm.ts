import type { Withdrawal } from '@tala/contract/withdraw';
import { AppError } from '../../http/app-error.ts';
import type { Member, Platform } from '../../http/context.ts';
import { assertRealAccount } from '../session/guards.ts';
import { attachUploads } from '../uploads/store.ts';
import { publishWithdrawal } from './events.ts';
import { moveWithdrawal, overdueReceipts, proofOwner, toWithdrawal, withdrawalByNo } from './queries.ts';

export type ReceiptAnswer =
  | { withdrawNo: string; receipt: 'full' }
  | { withdrawNo: string; receipt: 'partial'; receivedAmount: number; remainingAmount: number }
  | { withdrawNo: string; receipt: 'none'; proofs: readonly string[] };

/**
 * The member's answer to a payout (spec §4): received in full closes it as confirmed; partly
 * received (the two amounts must add up to the withdrawal) or not received (with the member's own
 * proof images, uploaded for it) opens a dispute for the operators. Only the member's own paid withdrawal, and only before it counted as received.
 */
export async function confirmReceipt(
  platform: Platform,
  member: Member | null,
  answer: ReceiptAnswer,
  now = Date.now(),
): Promise<Withdrawal> {
  assertRealAccount(member);
  const { db } = platform;
  await db.tx(async (sql) => {
    // another member's withdrawal is as unknown as one that does not exist
    const w = await withdrawalByNo(sql, answer.withdrawNo, { memberId: member.id, lock: true });
    if (!w) throw new AppError('NOT_FOUND', { field: 'withdrawNo', message: 'Withdrawal not found.' });
    if (w.status !== 'paid' || (w.confirm_due_at && new Date(w.confirm_due_at).getTime() <= now)) {
      throw new AppError('DUPLICATE_REQUEST', { field: 'withdrawNo', message: `This withdrawal is ${w.status}.` });
    }
    const at = new Date(now);
    const amount = Number(w.amount_minor);
    if (answer.receipt === 'full') {
      await moveWithdrawal(sql, Number(w.id), 'paid', 'confirmed', {
        receipt: 'full',
        received_minor: amount,
        remaining_minor: 0,
        closed_at: at,
      });
      return;
    }
    if (answer.receipt === 'partial') {
      if (answer.receivedAmount + answer.remainingAmount !== amount || answer.receivedAmount >= amount) {
        throw new AppError('VALIDATION_FAILED', {
          field: 'receivedAmount',
          message: 'The received and remaining amounts must add up to the withdrawal.',
        });
      }
      await moveWithdrawal(sql, Number(w.id), 'paid', 'disputed', {
        receipt: 'partial',
        received_minor: answer.receivedAmount,
        remaining_minor: answer.remainingAmount,
      });
      return;
    }
    await attachUploads(sql, {
      memberId: member.id,
      ids: answer.proofs,
      purpose: 'withdrawProof',
      attachTo: proofOwner(w.withdraw_no),
    });
    await moveWithdrawal(sql, Number(w.id), 'paid', 'disputed', { receipt: 'none', received_minor: 0, remaining_minor: amount });
  });
  const withdrawal = toWithdrawal((await withdrawalByNo(db, answer.withdrawNo))!);
  publishWithdrawal(platform, member.id, withdrawal);
  return withdrawal;
}

/**
 * Paid withdrawals nobody answered in time count as received (spec §4). Crash-safe: each one moves
 * by a state-guarded UPDATE, so a second run or a member's late answer changes it only once.
 */
export async function autoConfirmOverdue(platform: Platform, now: number): Promise<number> {
  const due = await overdueReceipts(platform.db, new Date(now), 100);
  let closed = 0;
  for (const row of due) {
    const moved = await moveWithdrawal(platform.db, Number(row.id), 'paid', 'confirmed', {
      receipt: 'auto',
      received_minor: Number(row.amount_minor),
      remaining_minor: 0,
      closed_at: new Date(now),
    });
    if (!moved) continue;
    closed += 1;
    publishWithdrawal(
      platform,
      Number(row.member_id),
      toWithdrawal({
        ...row,
        status: 'confirmed',
        receipt: 'auto',
        received_minor: Number(row.amount_minor),
        remaining_minor: 0,
        closed_at: new Date(now),
      }),
    );
  }
  return closed;
}
