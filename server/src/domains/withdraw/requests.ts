import { randomBytes } from 'node:crypto';
import { formatMinor, MAIN_WALLET } from '@tala/contract/core/money';
import type { Withdrawal, WithdrawInfo } from '@tala/contract/withdraw';
import type { Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Member, Platform } from '../../http/context.ts';
import { requirePaymentPassword } from '../payout/payment-password.ts';
import { assertRealAccount } from '../session/guards.ts';
import { readSetting } from '../system/settings.ts';
import { rankOf, vipLevels } from '../vip/queries.ts';
import { publishBalance } from '../wallet/events.ts';
import { localDayStart } from '../wallet/local-day.ts';
import { balanceOf, balanceSnapshotOf, debitMember } from '../wallet/ledger.ts';
import { publishWithdrawal } from './events.ts';
import {
  insertWithdrawal,
  liveAccount,
  lockMember,
  providerLimits,
  toWithdrawal,
  turnoverOf,
  usage,
  withdrawalByNo,
  withdrawalByRequest,
  type WithdrawalRow,
} from './queries.ts';

/** The house account held withdrawals wait in (migration 0420). */
export const HOLD = 'WITHDRAW_HOLD';

/** Where today began for the daily limits: local midnight in the brand's time zone. */
const dayStart = async (sql: Sql, now: number) => localDayStart(now, await readSetting(sql, 'timeZone'));

/**
 * The brand's withdrawal limits with the member's own daily amount: his VIP level's, the figure the
 * rank page promises him. A level that sets none (0, or a stored level missing from `vip_levels`)
 * leaves the brand's `dailyAmountMinor`. The level is the stored one (never lowered), read as the
 * rank page and chat read it; the count, range and open limits stay the brand's for everyone.
 */
async function limitsFor(sql: Sql, memberId: number) {
  const [brand, level, levels] = await Promise.all([readSetting(sql, 'withdrawLimits'), rankOf(sql, memberId), vipLevels(sql)]);
  const own = levels.find((l) => l.level === level)?.dailyWithdrawLimitMinor ?? 0;
  return own > 0 ? { ...brand, dailyAmountMinor: own } : brand;
}

const newWithdrawNo = () => `WD${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;

/** A bank's own range inside the brand's. */
function rangeFor(
  brand: { minMinor: number; maxMinor: number },
  bank: { withdraw_min_minor: number | null; withdraw_max_minor: number | null } | undefined,
) {
  return {
    minMinor: Math.max(brand.minMinor, Number(bank?.withdraw_min_minor ?? 0)),
    maxMinor: Math.min(brand.maxMinor, Number(bank?.withdraw_max_minor ?? brand.maxMinor)),
  };
}

/** What the member may withdraw now, and why not more (turnover, limits). */
export async function withdrawInfo(sql: Sql, memberId: number, now = Date.now()): Promise<WithdrawInfo> {
  const [limits, balance, turnover, used, banks] = await Promise.all([
    limitsFor(sql, memberId),
    balanceOf(sql, memberId, MAIN_WALLET),
    turnoverOf(sql, memberId),
    dayStart(sql, now).then((since) => usage(sql, memberId, since)),
    providerLimits(sql),
  ]);
  const remaining = Math.max(0, turnover.required - turnover.done);
  const open = used.open >= limits.maxOpen || used.count >= limits.dailyCount;
  const room = Math.min(balance, limits.maxMinor, limits.dailyAmountMinor - used.amount);
  // below the smallest withdrawal nothing can be asked for
  const withdrawable = remaining > 0 || open || room < limits.minMinor ? 0 : room;
  return {
    balanceMinor: balance,
    withdrawableMinor: withdrawable,
    turnover: {
      requiredMinor: turnover.required,
      doneMinor: Math.min(turnover.done, turnover.required),
      remainingMinor: remaining,
    },
    limits: {
      minMinor: limits.minMinor,
      maxMinor: limits.maxMinor,
      dailyCount: limits.dailyCount,
      dailyAmountMinor: limits.dailyAmountMinor,
      usedCount: used.count,
      usedAmountMinor: used.amount,
      maxOpen: limits.maxOpen,
      open: used.open,
    },
    providerLimits: Object.fromEntries(banks.map((b) => [b.code, rangeFor(limits, b)])),
    autoReceiptMinutes: limits.autoReceiptMinutes,
  };
}

/** The turnover and today's limits; the balance is the hold posting's to check. */
async function checkAllowed(
  sql: Sql,
  memberId: number,
  amount: number,
  limits: { dailyCount: number; dailyAmountMinor: number; maxOpen: number },
  now: number,
): Promise<void> {
  const turnover = await turnoverOf(sql, memberId);
  const remaining = turnover.required - turnover.done;
  if (remaining > 0) {
    throw new AppError('TURNOVER_NOT_MET', {
      field: 'amount',
      message: `Wager ${formatMinor(remaining)} more before withdrawing.`,
      value: { remainingMinor: remaining },
    });
  }
  const used = await usage(sql, memberId, await dayStart(sql, now));
  if (used.open >= limits.maxOpen) throw new AppError('WITHDRAW_LIMIT_REACHED', { value: { limit: 'open' } });
  if (used.count >= limits.dailyCount) throw new AppError('WITHDRAW_LIMIT_REACHED', { value: { limit: 'dailyCount' } });
  if (used.amount + amount > limits.dailyAmountMinor) {
    throw new AppError('WITHDRAW_LIMIT_REACHED', { field: 'amount', value: { limit: 'dailyAmount' } });
  }
}

/** The checks before the lock (see requestWithdrawal), the payment password last. */
async function precheck(
  db: Platform['db'],
  memberId: number,
  input: { accountId: number; amount: number; paymentPassword: string },
  now: number,
) {
  const account = await liveAccount(db, memberId, input.accountId);
  if (!account) throw new AppError('PAYOUT_ACCOUNT_NOT_FOUND', { field: 'accountId' });
  const limits = await limitsFor(db, memberId);
  const range = rangeFor(limits, account);
  if (input.amount < range.minMinor || input.amount > range.maxMinor) {
    throw new AppError('VALIDATION_FAILED', {
      field: 'amount',
      message: `The amount must be from ${formatMinor(range.minMinor)} to ${formatMinor(range.maxMinor)}.`,
      value: { min: formatMinor(range.minMinor), max: formatMinor(range.maxMinor) },
    });
  }
  // refused now without a password try; checked again under the lock, where it counts
  if ((await balanceOf(db, memberId, MAIN_WALLET)) < input.amount)
    throw new AppError('INSUFFICIENT_BALANCE', { field: 'amount' });
  await checkAllowed(db, memberId, input.amount, limits, now);
  await requirePaymentPassword(db, memberId, input.paymentPassword, 'paymentPassword');
  return { account, limits };
}

/**
 * A member's withdrawal request. What does not need the password is checked first (account, range,
 * balance, turnover, today's limits), so a refusal does not cost a payment-password try; then the
 * password (its count committed on its own); then, under the member's row lock, the request key,
 * turnover and limits again, and the hold: a ledger posting from the main wallet to the holding
 * account, written with the request in one transaction. The same requestId answers the same withdrawal.
 */
export async function requestWithdrawal(
  platform: Platform,
  member: Member | null,
  input: { accountId: number; amount: number; paymentPassword: string; requestId: string },
  now = Date.now(),
): Promise<Withdrawal> {
  assertRealAccount(member);
  const { db } = platform;
  const memberId = member.id;
  const earlier = await withdrawalByRequest(db, memberId, input.requestId);
  if (earlier) return replay(earlier, input);
  let checked: Awaited<ReturnType<typeof precheck>>;
  try {
    checked = await precheck(db, memberId, input, now);
  } catch (err) {
    // a concurrent twin with this requestId may have committed meanwhile (using up the open limit or the
    // balance): the retry answers the twin's withdrawal, not a refusal (docs/decisions/0013)
    const twin = await withdrawalByRequest(db, memberId, input.requestId);
    if (twin) return replay(twin, input);
    throw err;
  }
  const { account, limits } = checked;
  const outcome = await db.tx(async (sql) => {
    if (!(await lockMember(sql, memberId))) throw new AppError('SESSION_EXPIRED');
    // a retry that waited on the lock behind its original answers it
    const again = await withdrawalByRequest(sql, memberId, input.requestId);
    if (again) return { kind: 'replay' as const, row: again };
    await checkAllowed(sql, memberId, input.amount, limits, now);
    const withdrawNo = newWithdrawNo();
    // debitMember refuses (INSUFFICIENT_BALANCE) what the main wallet does not hold
    const hold = await debitMember(sql, {
      key: `withdraw:${withdrawNo}:hold`,
      memberId,
      amount: input.amount,
      kind: 'withdrawal',
      house: HOLD,
      ref: withdrawNo,
    });
    await insertWithdrawal(sql, {
      withdrawNo,
      memberId,
      requestId: input.requestId,
      accountId: account.id,
      amountMinor: input.amount,
      holdPostingId: hold.id,
    });
    return { kind: 'new' as const, withdrawNo, snapshot: await balanceSnapshotOf(sql, memberId) };
  });
  if (outcome.kind === 'replay') return replay(outcome.row, input);
  await publishBalance(platform, memberId, { reason: 'withdrawal', ref: outcome.withdrawNo }, outcome.snapshot);
  const withdrawal = toWithdrawal((await withdrawalByNo(db, outcome.withdrawNo))!);
  publishWithdrawal(platform, memberId, withdrawal);
  return withdrawal;
}

function replay(row: WithdrawalRow, input: { accountId: number; amount: number }): Withdrawal {
  if (Number(row.payout_account_id) !== input.accountId || Number(row.amount_minor) !== input.amount) {
    throw new AppError('DUPLICATE_REQUEST', { field: 'requestId' });
  }
  return toWithdrawal(row);
}
