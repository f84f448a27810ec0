import { checkConfirmation, checkRule } from '@tala/contract/register-rules';
import {
  paymentPasswordLock,
  paymentPasswordRule,
  paymentPasswordWeakness,
  type PaymentPasswordStatus,
} from '@tala/contract/payout';
import type { SmsSent } from '@tala/contract/session';
import type { Db, Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Member, Platform } from '../../http/context.ts';
import { enforce, limits, rateLimiter } from '../../http/rate-limit.ts';
import { throwFailure } from '../member/field-errors.ts';
import { phoneTarget, requireSmsCode, sendSmsCode } from '../notify/codes.ts';
import { assertRealAccount } from '../session/guards.ts';
import { hashPassword, verifyPassword } from '../session/passwords.ts';
import {
  clearFailures,
  insertPaymentPassword,
  mobileOf,
  paymentPasswordOf,
  recordFailure,
  replacePaymentPassword,
} from './queries.ts';

export type PaymentPasswordCheck =
  | { ok: true }
  | { ok: false; reason: 'not_set' }
  | { ok: false; reason: 'locked'; lockedUntil: Date }
  | { ok: false; reason: 'wrong'; attemptsLeft: number; lockedUntil: Date | null };

/**
 * Checks a member's payment password and records the outcome: a wrong one counts towards the lock
 * (paymentPasswordLock), a right one clears the count; while locked nothing is checked. It never
 * throws for a refusal, because the count must be committed even when the caller then fails: run it
 * in a transaction of its own (or use requirePaymentPassword), not inside the one that moves money.
 */
export async function verifyPaymentPassword(sql: Sql, memberId: number, password: string): Promise<PaymentPasswordCheck> {
  const row = await paymentPasswordOf(sql, memberId, true);
  if (!row) {
    await verifyPassword(null, password); // same time as a check
    return { ok: false, reason: 'not_set' };
  }
  if (row.locked) return { ok: false, reason: 'locked', lockedUntil: row.locked_until! };
  if (await verifyPassword(row.password_hash, password)) {
    if (row.failed_attempts > 0 || row.locked_until) await clearFailures(sql, memberId);
    return { ok: true };
  }
  const after = await recordFailure(sql, memberId, paymentPasswordLock.maxFailures, paymentPasswordLock.minutes);
  if (after.locked_until && after.failed_attempts === 0) return { ok: false, reason: 'locked', lockedUntil: after.locked_until };
  return {
    ok: false,
    reason: 'wrong',
    attemptsLeft: paymentPasswordLock.maxFailures - after.failed_attempts,
    lockedUntil: null,
  };
}

/** verifyPaymentPassword in its own transaction, a refusal thrown (after the count is committed) on `field`. */
export async function requirePaymentPassword(db: Db, memberId: number, password: string, field: string): Promise<void> {
  const check = await db.tx((sql) => verifyPaymentPassword(sql, memberId, password));
  if (check.ok) return;
  if (check.reason === 'not_set') throw new AppError('PAYMENT_PASSWORD_NOT_SET');
  if (check.reason === 'locked') {
    throw new AppError('PAYMENT_PASSWORD_LOCKED', { field, value: { lockedUntil: check.lockedUntil.toISOString() } });
  }
  throw new AppError('PAYMENT_PASSWORD_WRONG', { field, value: { attemptsLeft: check.attemptsLeft } });
}

export async function paymentPasswordStatus(sql: Sql, memberId: number): Promise<PaymentPasswordStatus> {
  const [row, mobile] = await Promise.all([paymentPasswordOf(sql, memberId), mobileOf(sql, memberId)]);
  return {
    isSet: row !== null,
    lockedUntil: row?.locked && row.locked_until ? row.locked_until.toISOString() : null,
    hasMobile: mobile !== null,
  };
}

/** A new payment password and its confirmation, by the shared rule: 6 digits, not too easy. */
function checkNewPassword(input: { newPassword: string; confirmNewPassword: string }): void {
  throwFailure(checkRule('newPassword', input.newPassword, paymentPasswordRule, true));
  if (paymentPasswordWeakness(input.newPassword)) throw new AppError('PAYMENT_PASSWORD_WEAK', { field: 'newPassword' });
  throwFailure(checkConfirmation('confirmNewPassword', input.confirmNewPassword, input.newPassword));
}

async function limit(platform: Platform, memberId: number): Promise<void> {
  await enforce(rateLimiter(platform), `payment-password:member:${memberId}`, limits.passwordChangePerMember);
}

export async function setPaymentPassword(
  platform: Platform,
  member: Member | null,
  input: { newPassword: string; confirmNewPassword: string },
): Promise<PaymentPasswordStatus> {
  assertRealAccount(member);
  checkNewPassword(input);
  await limit(platform, member.id);
  const hash = await hashPassword(input.newPassword);
  if (!(await insertPaymentPassword(platform.db, member.id, hash))) throw new AppError('PAYMENT_PASSWORD_ALREADY_SET');
  return paymentPasswordStatus(platform.db, member.id);
}

export async function changePaymentPassword(
  platform: Platform,
  member: Member | null,
  input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
): Promise<PaymentPasswordStatus> {
  assertRealAccount(member);
  checkNewPassword(input);
  await limit(platform, member.id);
  await requirePaymentPassword(platform.db, member.id, input.oldPassword, 'oldPassword');
  await replacePaymentPassword(platform.db, member.id, await hashPassword(input.newPassword));
  return paymentPasswordStatus(platform.db, member.id);
}

async function resetTarget(platform: Platform, memberId: number): Promise<string> {
  const mobile = await mobileOf(platform.db, memberId);
  if (!mobile) throw new AppError('PHONE_REQUIRED');
  return phoneTarget(mobile.dialing, mobile.mobile);
}

/** Sends the reset code to the member's own mobile (never to a number the caller names). */
export async function sendPaymentResetCode(platform: Platform, member: Member | null, ip: string): Promise<SmsSent> {
  assertRealAccount(member);
  if (!(await paymentPasswordOf(platform.db, member.id))) throw new AppError('PAYMENT_PASSWORD_NOT_SET');
  return sendSmsCode(platform, { purpose: 'payment', target: await resetTarget(platform, member.id), ip, deliver: true });
}

/** A new payment password with the SMS code: it also ends a lock, since the member proved who they are. */
export async function resetPaymentPassword(
  platform: Platform,
  member: Member | null,
  input: { verificationCode: string; newPassword: string; confirmNewPassword: string },
): Promise<PaymentPasswordStatus> {
  assertRealAccount(member);
  checkNewPassword(input);
  if (!(await paymentPasswordOf(platform.db, member.id))) throw new AppError('PAYMENT_PASSWORD_NOT_SET');
  await requireSmsCode(platform.db, 'payment', await resetTarget(platform, member.id), input.verificationCode.trim());
  await replacePaymentPassword(platform.db, member.id, await hashPassword(input.newPassword));
  return paymentPasswordStatus(platform.db, member.id);
}
