import { formatMinor } from '@tala/contract/core/money';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../http/context.ts';
import { createPaymentProviders } from '../../providers/payments/registry.ts';
import { UsageError } from '../ops-command.ts';
import { pendingWithdrawals, type WithdrawalRow } from './queries.ts';
import { adjustMember, approveWithdrawal, payOutWithdrawal, rejectWithdrawal, resolveWithdrawal } from './review.ts';

/*
 * The withdrawal actions of `npm run ops -- cashier …` (the cashier command lives with deposits and
 * hands these on): pending, approve, reject, payout, adjust.
 */

export const withdrawUsage =
  'cashier pending | cashier approve <withdrawNo> | cashier reject <withdrawNo> <reason…> | cashier payout <withdrawNo> | ' +
  'cashier adjust <username> <amount> <reason…> | cashier resolve <withdrawNo> paid-rest|as-is <note…>';

const line = (w: WithdrawalRow & { proofs: string[] | null }) =>
  [
    w.withdraw_no,
    w.status,
    w.account,
    formatMinor(Number(w.amount_minor)),
    `${w.bank} ${w.account_number} ${w.holder_name}`,
    new Date(w.created_at).toISOString(),
    w.receipt === 'partial'
      ? `received ${formatMinor(Number(w.received_minor))} remaining ${formatMinor(Number(w.remaining_minor))}`
      : '',
    w.receipt === 'none' ? 'not received' : '',
    w.proofs?.length ? `proofs ${w.proofs.join(',')}` : '',
  ]
    .filter(Boolean)
    .join('\t');

/** Runs an operator refusal as a usage error (printed with the usage, exit code 2). */
async function asOperator<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw new UsageError(error.message);
    throw error;
  }
}

const providersOf = (platform: Platform) =>
  createPaymentProviders({
    db: platform.db,
    // payouts answer at once; nothing is notified over HTTP from an operator command
    post: () => Promise.reject(new Error('payouts do not notify')),
  });

export const withdrawActions: Readonly<Record<string, (platform: Platform, args: string[]) => Promise<string>>> = {
  async pending({ db }) {
    const rows = await pendingWithdrawals(db);
    return rows.length ? rows.map(line).join('\n') : 'no withdrawal waiting';
  },
  async approve(platform, [no]) {
    if (!no) throw new UsageError('say approve <withdrawNo>');
    const w = await asOperator(() => approveWithdrawal(platform, no));
    return `withdrawal ${w.withdrawNo} approved`;
  },
  async reject(platform, [no, ...words]) {
    const reason = words.join(' ').trim();
    if (!no || !reason) throw new UsageError('say reject <withdrawNo> <reason>');
    const w = await asOperator(() => rejectWithdrawal(platform, no, reason));
    return `withdrawal ${w.withdrawNo} rejected; ${formatMinor(w.amountMinor)} returned`;
  },
  async payout(platform, [no]) {
    if (!no) throw new UsageError('say payout <withdrawNo>');
    const w = await asOperator(() => payOutWithdrawal(platform, providersOf(platform), no));
    return `withdrawal ${w.withdrawNo} paid; counts as received at ${w.confirmDueAt}`;
  },
  async resolve(platform, [no, mode, ...words]) {
    const note = words.join(' ').trim();
    if (!no || (mode !== 'paid-rest' && mode !== 'as-is') || !note) {
      throw new UsageError('say resolve <withdrawNo> paid-rest|as-is <note the member reads>');
    }
    const { withdrawal: w, replayed } = await asOperator(() => resolveWithdrawal(platform, no, mode, note));
    const paid = w.resolution?.paidMinor ?? 0;
    const done = paid > 0 ? `${formatMinor(paid)} paid into the main wallet` : 'confirmed as it was';
    return `withdrawal ${w.withdrawNo} resolved: ${done}${replayed ? ' (already done; nothing moved)' : ''}`;
  },
  async adjust(platform, [account, amount, ...words]) {
    if (!account || !amount || !words.length) throw new UsageError('say adjust <username> <amount> <reason>');
    const a = await asOperator(() => adjustMember(platform, { account, amount, reason: words.join(' ') }));
    return `adjusted ${account} by ${formatMinor(a.amountMinor)}; balance ${formatMinor(a.balanceAfter)} (${a.key})`;
  },
};
