import type { Sql } from '../../db/client.ts';

export type PaymentPasswordRow = {
  member_id: number;
  password_hash: string;
  failed_attempts: number;
  locked_until: Date | null;
  /** locked_until is still ahead of the database clock. */
  locked: boolean;
};

const passwordColumns = 'member_id, password_hash, failed_attempts, locked_until, locked_until > now() AS locked';

export async function paymentPasswordOf(sql: Sql, memberId: number, forUpdate = false): Promise<PaymentPasswordRow | null> {
  const [row] = await sql.query<PaymentPasswordRow>(
    `SELECT ${passwordColumns} FROM payment_passwords WHERE member_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [memberId],
  );
  return row ?? null;
}

/** Inserts the first payment password; false when one already exists (a concurrent set). */
export async function insertPaymentPassword(sql: Sql, memberId: number, hash: string): Promise<boolean> {
  const rows = await sql.query(
    `INSERT INTO payment_passwords (member_id, password_hash) VALUES ($1, $2) ON CONFLICT (member_id) DO NOTHING RETURNING member_id`,
    [memberId, hash],
  );
  return rows.length === 1;
}

/** A new payment password: the wrong tries and any lock go with the old one. */
export async function replacePaymentPassword(sql: Sql, memberId: number, hash: string): Promise<void> {
  await sql.query(
    `UPDATE payment_passwords SET password_hash = $2, failed_attempts = 0, locked_until = NULL, changed_at = now()
      WHERE member_id = $1`,
    [memberId, hash],
  );
}

export async function clearFailures(sql: Sql, memberId: number): Promise<void> {
  await sql.query('UPDATE payment_passwords SET failed_attempts = 0, locked_until = NULL WHERE member_id = $1', [memberId]);
}

/**
 * Counts one wrong try; at `maxFailures` the password locks for `minutes` and the count starts again
 * (so the tries after the lock are a fresh set). Returns the new count and the lock end, if any.
 */
export async function recordFailure(
  sql: Sql,
  memberId: number,
  maxFailures: number,
  minutes: number,
): Promise<{ failed_attempts: number; locked_until: Date | null }> {
  const [row] = await sql.query<{ failed_attempts: number; locked_until: Date | null }>(
    `UPDATE payment_passwords SET
       failed_attempts = CASE WHEN failed_attempts + 1 >= $2::int THEN 0 ELSE failed_attempts + 1 END,
       locked_until = CASE WHEN failed_attempts + 1 >= $2::int THEN now() + make_interval(mins => $3::int) ELSE locked_until END
     WHERE member_id = $1 RETURNING failed_attempts, locked_until`,
    [memberId, maxFailures, minutes],
  );
  return row!;
}

export type ProviderRow = { code: string; type: 'bank' | 'ewallet'; name: string; min_length: number; max_length: number };

export function enabledProviders(sql: Sql): Promise<ProviderRow[]> {
  return sql.query<ProviderRow>(
    'SELECT code, type, name, min_length, max_length FROM payout_providers WHERE enabled ORDER BY type, sort_order, name',
  );
}

export async function providerByCode(sql: Sql, code: string): Promise<ProviderRow | null> {
  const [row] = await sql.query<ProviderRow>(
    'SELECT code, type, name, min_length, max_length FROM payout_providers WHERE code = $1 AND enabled',
    [code],
  );
  return row ?? null;
}

export type AccountRow = {
  id: number;
  type: 'bank' | 'ewallet';
  provider: string;
  provider_name: string;
  account_number: string;
  holder_name: string;
  created_at: Date;
};

/** The member's live accounts, oldest first. */
export function accountsOf(sql: Sql, memberId: number): Promise<AccountRow[]> {
  return sql.query<AccountRow>(
    `SELECT a.id, a.type, a.provider, p.name AS provider_name, a.account_number, a.holder_name, a.created_at
       FROM payout_accounts a JOIN payout_providers p ON p.code = a.provider
      WHERE a.member_id = $1 AND a.removed_at IS NULL ORDER BY a.id`,
    [memberId],
  );
}

export async function insertAccount(
  sql: Sql,
  a: { memberId: number; type: string; provider: string; accountNumber: string; holderName: string },
): Promise<boolean> {
  const rows = await sql.query(
    `INSERT INTO payout_accounts (member_id, type, provider, account_number, holder_name) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (member_id, provider, account_number) WHERE removed_at IS NULL DO NOTHING RETURNING id`,
    [a.memberId, a.type, a.provider, a.accountNumber, a.holderName],
  );
  return rows.length === 1;
}

/** Removes one of the member's own live accounts; false when the id is not one (another member's, gone, unknown). */
export async function removeAccount(sql: Sql, memberId: number, id: number): Promise<boolean> {
  const rows = await sql.query(
    'UPDATE payout_accounts SET removed_at = now() WHERE id = $1 AND member_id = $2 AND removed_at IS NULL RETURNING id',
    [id, memberId],
  );
  return rows.length === 1;
}

/** Locks the member row so two adds cannot both pass the limit or both set the payee name. */
export async function lockPayee(sql: Sql, memberId: number): Promise<{ payee_name: string | null } | null> {
  const [row] = await sql.query<{ payee_name: string | null }>('SELECT payee_name FROM members WHERE id = $1 FOR UPDATE', [
    memberId,
  ]);
  return row ?? null;
}

export async function payeeNameOf(sql: Sql, memberId: number): Promise<string | null> {
  const [row] = await sql.query<{ payee_name: string | null }>('SELECT payee_name FROM members WHERE id = $1', [memberId]);
  return row?.payee_name ?? null;
}

export async function setPayeeName(sql: Sql, memberId: number, name: string): Promise<void> {
  await sql.query('UPDATE members SET payee_name = $2 WHERE id = $1 AND payee_name IS NULL', [memberId, name]);
}

export async function mobileOf(sql: Sql, memberId: number): Promise<{ mobile: string; dialing: string } | null> {
  const [row] = await sql.query<{ mobile: string | null; country_dialing_code: string | null }>(
    'SELECT mobile, country_dialing_code FROM members WHERE id = $1',
    [memberId],
  );
  return row?.mobile && row.country_dialing_code ? { mobile: row.mobile, dialing: row.country_dialing_code } : null;
}

export async function insertProvider(sql: Sql, p: ProviderRow & { sort_order: number }): Promise<void> {
  await sql.query(
    `INSERT INTO payout_providers (code, type, name, min_length, max_length, sort_order) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (code) DO NOTHING`,
    [p.code, p.type, p.name, p.min_length, p.max_length, p.sort_order],
  );
}
