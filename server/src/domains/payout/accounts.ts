import { holderNamePattern, maskAccountNumber, normaliseHolderName, type PayoutAccounts } from '@tala/contract/payout';
import type { Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Member, Platform } from '../../http/context.ts';
import { assertRealAccount } from '../session/guards.ts';
import { readSetting } from '../system/settings.ts';
import { requirePaymentPassword } from './payment-password.ts';
import { accountsOf, insertAccount, lockPayee, payeeNameOf, providerByCode, removeAccount, setPayeeName } from './queries.ts';

/** The member's accounts as the API shows them: numbers masked, with the limit and the payee name. */
export async function accountList(sql: Sql, memberId: number): Promise<PayoutAccounts> {
  const [rows, limit, payeeName] = await Promise.all([
    accountsOf(sql, memberId),
    readSetting(sql, 'payoutAccountLimit'),
    payeeNameOf(sql, memberId),
  ]);
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      type: r.type,
      provider: r.provider,
      providerName: r.provider_name,
      accountNumber: maskAccountNumber(r.account_number),
      holderName: r.holder_name,
      createdAt: r.created_at.toISOString(),
    })),
    limit,
    payeeName,
  };
}

const tidyName = (name: string) => name.trim().replace(/\s+/g, ' ');

/**
 * Adds a payout account. Everything that does not need the password is checked first, so a typo in
 * the number does not cost a password try; then the password; then, with the member row locked, the
 * limit and the payee name (the first account sets it; later ones must match it).
 */
export async function addAccount(
  platform: Platform,
  member: Member | null,
  input: { type: 'bank' | 'ewallet'; provider: string; accountNumber: string; holderName: string; paymentPassword: string },
): Promise<PayoutAccounts> {
  assertRealAccount(member);
  const { db } = platform;
  const provider = await providerByCode(db, input.provider);
  if (!provider || provider.type !== input.type) throw new AppError('PAYOUT_PROVIDER_UNKNOWN', { field: 'provider' });
  const number = input.accountNumber.replace(/[\s-]/g, '');
  if (!/^[0-9]+$/.test(number) || number.length < provider.min_length || number.length > provider.max_length) {
    throw new AppError('PAYOUT_ACCOUNT_NUMBER_INVALID', {
      field: 'accountNumber',
      value: { min: provider.min_length, max: provider.max_length },
    });
  }
  const holder = tidyName(input.holderName);
  if (!holderNamePattern.test(holder)) throw new AppError('VALIDATION_FAILED', { field: 'holderName' });
  const payee = await payeeNameOf(db, member.id);
  if (payee !== null && normaliseHolderName(payee) !== normaliseHolderName(holder)) {
    throw new AppError('PAYOUT_HOLDER_MISMATCH', { field: 'holderName' });
  }
  await requirePaymentPassword(db, member.id, input.paymentPassword, 'paymentPassword');
  await db.tx(async (sql) => {
    const row = await lockPayee(sql, member.id);
    if (!row) throw new AppError('SESSION_EXPIRED');
    if (row.payee_name !== null && normaliseHolderName(row.payee_name) !== normaliseHolderName(holder)) {
      throw new AppError('PAYOUT_HOLDER_MISMATCH', { field: 'holderName' });
    }
    const live = await accountsOf(sql, member.id);
    if (live.length >= (await readSetting(sql, 'payoutAccountLimit'))) throw new AppError('PAYOUT_ACCOUNT_LIMIT');
    const added = await insertAccount(sql, {
      memberId: member.id,
      type: provider.type,
      provider: provider.code,
      accountNumber: number,
      holderName: row.payee_name ?? holder,
    });
    if (!added) throw new AppError('PAYOUT_ACCOUNT_DUPLICATE', { field: 'accountNumber' });
    if (row.payee_name === null) await setPayeeName(sql, member.id, holder);
  });
  return accountList(db, member.id);
}

/** Removes one of the member's own accounts; another member's id answers as an unknown one. */
export async function removePayoutAccount(
  platform: Platform,
  member: Member | null,
  input: { id: number; paymentPassword: string },
): Promise<PayoutAccounts> {
  assertRealAccount(member);
  const { db } = platform;
  const owned = (await accountsOf(db, member.id)).some((a) => Number(a.id) === input.id);
  if (!owned) throw new AppError('PAYOUT_ACCOUNT_NOT_FOUND');
  await requirePaymentPassword(db, member.id, input.paymentPassword, 'paymentPassword');
  if (!(await removeAccount(db, member.id, input.id))) throw new AppError('PAYOUT_ACCOUNT_NOT_FOUND');
  return accountList(db, member.id);
}
