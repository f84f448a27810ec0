import { randomBytes } from 'node:crypto';
import { formatMinor, toMinor } from '@tala/contract/core/money';
import type { Withdrawal } from '@tala/contract/withdraw';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../http/context.ts';
import type { PaymentProviders } from '../../providers/payments/registry.ts';
import { currencySymbol, readSetting } from '../system/settings.ts';
import { publishBalance } from '../wallet/events.ts';
import { balanceSnapshotOf, creditMember, debitMember, postBetweenHouses } from '../wallet/ledger.ts';
import { publishWithdrawal } from './events.ts';
import { memberIdByAccount, moveWithdrawal, toWithdrawal, withdrawalByNo, type WithdrawalRow } from './queries.ts';
import { HOLD } from './requests.ts';

/*
 * The operator's side of a withdrawal: approve, reject (the hold goes back to the member by a
 * posting), and pay out through the payment provider (the hold becomes the payout). Each step is
 * guarded by the withdrawal's state under its row lock, so a repeated command changes nothing.
 */

const notInState = (row: WithdrawalRow, wanted: string) =>
  new AppError('DUPLICATE_REQUEST', { message: `Withdrawal ${row.withdraw_no} is ${row.status}, not ${wanted}.` });

async function reload(platform: Platform, withdrawNo: string): Promise<Withdrawal> {
  const w = toWithdrawal((await withdrawalByNo(platform.db, withdrawNo))!);
  return w;
}

export async function approveWithdrawal(platform: Platform, withdrawNo: string, now = Date.now()): Promise<Withdrawal> {
  const row = await platform.db.tx(async (sql) => {
    const w = await withdrawalByNo(sql, withdrawNo, { lock: true });
    if (!w) throw new AppError('NOT_FOUND', { message: `No withdrawal ${withdrawNo}.` });
    if (!(await moveWithdrawal(sql, Number(w.id), 'requested', 'approved', { approved_at: new Date(now) }))) {
      throw notInState(w, 'requested');
    }
    return w;
  });
  const withdrawal = await reload(platform, withdrawNo);
  publishWithdrawal(platform, Number(row.member_id), withdrawal);
  return withdrawal;
}

/** Rejects a withdrawal not yet paid out: the held amount goes back to the main wallet. */
export async function rejectWithdrawal(
  platform: Platform,
  withdrawNo: string,
  reason: string,
  now = Date.now(),
): Promise<Withdrawal> {
  const outcome = await platform.db.tx(async (sql) => {
    const w = await withdrawalByNo(sql, withdrawNo, { lock: true });
    if (!w) throw new AppError('NOT_FOUND', { message: `No withdrawal ${withdrawNo}.` });
    if (w.status !== 'requested' && w.status !== 'approved') throw notInState(w, 'requested or approved');
    if (w.payout_provider !== null) {
      // the provider may have sent the money: returning the hold too would pay twice
      throw new AppError('DUPLICATE_REQUEST', {
        message: `A payout of ${w.withdraw_no} was asked of ${w.payout_provider}; finish it with cashier payout.`,
      });
    }
    const back = await creditMember(sql, {
      key: `withdraw:${w.withdraw_no}:return`,
      memberId: Number(w.member_id),
      amount: Number(w.amount_minor),
      kind: 'withdrawal.return',
      house: HOLD,
      ref: w.withdraw_no,
      meta: { reason },
    });
    await moveWithdrawal(sql, Number(w.id), w.status, 'rejected', {
      reject_reason: reason,
      return_posting_id: back.id,
      closed_at: new Date(now),
    });
    return { w, snapshot: await balanceSnapshotOf(sql, Number(w.member_id)) };
  });
  const memberId = Number(outcome.w.member_id);
  await publishBalance(platform, memberId, { reason: 'withdrawal.return', ref: withdrawNo }, outcome.snapshot);
  const withdrawal = await reload(platform, withdrawNo);
  publishWithdrawal(platform, memberId, withdrawal);
  return withdrawal;
}

/**
 * Pays an approved withdrawal out through the provider its bank is paid by. The provider is asked
 * first (it answers the same payout for the same withdrawal number, so a retry after a crash does
 * not pay twice); then, in one transaction, the hold moves to the bank account and the withdrawal
 * becomes paid with its confirmation time set. A provider that fails leaves it approved, marked as
 * asked of that provider: it can then only be paid out (asked again), never rejected.
 */
export async function payOutWithdrawal(
  platform: Platform,
  providers: PaymentProviders,
  withdrawNo: string,
  now = Date.now(),
): Promise<Withdrawal> {
  const { db } = platform;
  const w = await withdrawalByNo(db, withdrawNo);
  if (!w) throw new AppError('NOT_FOUND', { message: `No withdrawal ${withdrawNo}.` });
  if (w.status !== 'approved') throw notInState(w, 'approved');
  const provider = providers.byCode(w.payout_provider ?? w.payout_via);
  if (!provider) throw new AppError('PAYMENT_PROVIDER_FAILED', { message: `No payment provider ${w.payout_via}.` });
  // recorded before the provider is asked, so a rejection can no longer return the hold meanwhile
  if (!(await moveWithdrawal(db, Number(w.id), 'approved', 'approved', { payout_provider: provider.code }))) {
    throw notInState((await withdrawalByNo(db, withdrawNo)) ?? w, 'approved');
  }
  let result;
  try {
    result = await provider.payOut({
      merchantOrder: w.withdraw_no,
      amountMinor: Number(w.amount_minor),
      currency: await currencySymbol(db),
      bank: w.bank,
      accountNumber: w.account_number,
      holderName: w.holder_name,
    });
  } catch {
    throw new AppError('PAYMENT_PROVIDER_FAILED');
  }
  if (result.status !== 'paid') throw new AppError('PAYMENT_PROVIDER_FAILED', { message: 'The provider refused the payout.' });
  const { autoReceiptMinutes } = await readSetting(db, 'withdrawLimits');
  await db.tx(async (sql) => {
    const locked = await withdrawalByNo(sql, withdrawNo, { lock: true });
    if (locked?.status !== 'approved') throw notInState(locked ?? w, 'approved');
    const posting = await postBetweenHouses(sql, {
      key: `withdraw:${w.withdraw_no}:payout`,
      kind: 'withdrawal.payout',
      from: HOLD,
      to: 'BANK',
      amount: Number(w.amount_minor),
      memberId: Number(w.member_id),
      ref: w.withdraw_no,
    });
    await moveWithdrawal(sql, Number(w.id), 'approved', 'paid', {
      payout_posting_id: posting.id,
      payout_ref: result.providerRef,
      paid_at: new Date(now),
      confirm_due_at: new Date(now + autoReceiptMinutes * 60_000),
    });
  });
  const withdrawal = await reload(platform, withdrawNo);
  publishWithdrawal(platform, Number(w.member_id), withdrawal);
  return withdrawal;
}

/**
 * An operator's correction of a member's main wallet: a posting against the ADJUST account with
 * the reason in its meta (a balance is never updated by hand). Negative amounts take money back and
 * are refused beyond the balance.
 */
export async function adjustMember(
  platform: Platform,
  input: { account: string; amount: string; reason: string },
): Promise<{ memberId: number; amountMinor: number; balanceAfter: number; key: string }> {
  const memberId = await memberIdByAccount(platform.db, input.account);
  if (memberId === null) throw new AppError('NOT_FOUND', { message: `No member ${input.account}.` });
  const minor = toMinor(input.amount);
  if (minor === null || minor === 0) {
    throw new AppError('VALIDATION_FAILED', { message: 'The amount must be a non-zero number with at most 2 decimals.' });
  }
  const reason = input.reason.trim();
  if (!reason) throw new AppError('VALIDATION_FAILED', { message: 'Say why.' });
  const key = `adjust:${Date.now().toString(36)}:${randomBytes(6).toString('hex')}`;
  const posting = {
    key,
    memberId,
    amount: Math.abs(minor),
    kind: 'adjustment',
    house: 'ADJUST',
    ref: key,
    meta: { reason, amount: formatMinor(minor) },
  };
  const outcome = await platform.db.tx(async (sql) => {
    const p = minor > 0 ? await creditMember(sql, posting) : await debitMember(sql, posting);
    return { p, snapshot: await balanceSnapshotOf(sql, memberId) };
  });
  await publishBalance(platform, memberId, { reason: 'adjustment', ref: key }, outcome.snapshot);
  return { memberId, amountMinor: minor, balanceAfter: outcome.p.balanceAfter, key };
}

export type ResolveMode = 'paid-rest' | 'as-is';

/**
 * Closes a disputed withdrawal (the member said part or none of it arrived) with a note the member
 * reads: `paid-rest` pays what he says is missing back into his main wallet, a posting from BANK
 * (where the payout went) keyed by the withdrawal, so it is paid once; `as-is` confirms the payout as
 * it was and moves nothing. The withdrawal becomes confirmed under its row lock. Asked again, the
 * same resolution answers what was done (nothing moves); another resolution is DUPLICATE_REQUEST.
 */
export async function resolveWithdrawal(
  platform: Platform,
  withdrawNo: string,
  mode: ResolveMode,
  note: string,
  now = Date.now(),
): Promise<{ withdrawal: Withdrawal; replayed: boolean }> {
  const text = note.trim();
  if (!text) throw new AppError('VALIDATION_FAILED', { field: 'note', message: 'Say what was decided: the member reads it.' });
  if (text.length > 500) throw new AppError('VALIDATION_FAILED', { field: 'note', message: 'Keep the note to 500 characters.' });
  const kind = mode === 'paid-rest' ? 'paidRest' : 'asIs';
  const outcome = await platform.db.tx(async (sql) => {
    const w = await withdrawalByNo(sql, withdrawNo, { lock: true });
    if (!w) throw new AppError('NOT_FOUND', { message: `No withdrawal ${withdrawNo}.` });
    if (w.resolution !== null) {
      if (w.resolution !== kind) {
        throw new AppError('DUPLICATE_REQUEST', {
          message: `Withdrawal ${w.withdraw_no} was already resolved as ${w.resolution}.`,
        });
      }
      return { w, replayed: true, snapshot: null };
    }
    if (w.status !== 'disputed') throw notInState(w, 'disputed');
    const missing = Number(w.remaining_minor ?? 0);
    let postingId: number | null = null;
    if (kind === 'paidRest' && missing > 0) {
      const posting = await creditMember(sql, {
        key: `withdraw:${w.withdraw_no}:resolve`,
        memberId: Number(w.member_id),
        amount: missing,
        kind: 'withdrawal.resolve',
        house: 'BANK',
        ref: w.withdraw_no,
        meta: { note: text },
      });
      postingId = posting.id;
    }
    await moveWithdrawal(sql, Number(w.id), 'disputed', 'confirmed', {
      resolution: kind,
      resolution_note: text,
      resolution_minor: postingId === null ? 0 : missing,
      resolve_posting_id: postingId,
      resolved_at: new Date(now),
      closed_at: new Date(now),
    });
    const snapshot = postingId === null ? null : await balanceSnapshotOf(sql, Number(w.member_id));
    return { w, replayed: false, snapshot };
  });
  const memberId = Number(outcome.w.member_id);
  if (outcome.snapshot)
    await publishBalance(platform, memberId, { reason: 'withdrawal.resolve', ref: withdrawNo }, outcome.snapshot);
  const withdrawal = await reload(platform, withdrawNo);
  if (!outcome.replayed) publishWithdrawal(platform, memberId, withdrawal);
  return { withdrawal, replayed: outcome.replayed };
}
