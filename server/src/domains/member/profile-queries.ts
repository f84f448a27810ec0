import type { Sql } from '../../db/client.ts';

export type ProfileRow = { nickname: string; account: string; profile: Record<string, unknown> };

export async function profileOf(sql: Sql, memberId: number): Promise<ProfileRow | null> {
  const [row] = await sql.query<ProfileRow>('SELECT nickname, account, profile FROM members WHERE id = $1', [memberId]);
  return row ?? null;
}

/** Locks the member row for a read-modify-write of the profile. */
export async function profileForUpdate(sql: Sql, memberId: number): Promise<ProfileRow | null> {
  const [row] = await sql.query<ProfileRow>('SELECT nickname, account, profile FROM members WHERE id = $1 FOR UPDATE', [
    memberId,
  ]);
  return row ?? null;
}

export async function saveProfile(sql: Sql, memberId: number, nickname: string, profile: Record<string, unknown>): Promise<void> {
  await sql.query('UPDATE members SET nickname = $2, profile = $3::jsonb WHERE id = $1', [
    memberId,
    nickname,
    JSON.stringify(profile),
  ]);
}

export type SecurityRow = {
  password_changed_at: Date;
  mobile: string | null;
  country_dialing_code: string | null;
  email: string | null;
  mobile_verified_at: Date | null;
  email_verified_at: Date | null;
};

export async function securityRowOf(sql: Sql, memberId: number): Promise<SecurityRow | null> {
  const [row] = await sql.query<SecurityRow>(
    `SELECT password_changed_at, mobile, country_dialing_code, email, mobile_verified_at, email_verified_at
       FROM members WHERE id = $1`,
    [memberId],
  );
  return row ?? null;
}

/** Another member (any status) already holding this e-mail address, case-insensitive. */
export async function emailTakenByOther(sql: Sql, memberId: number, email: string): Promise<boolean> {
  const rows = await sql.query('SELECT 1 FROM members WHERE lower(email) = lower($1) AND id <> $2 LIMIT 1', [email, memberId]);
  return rows.length > 0;
}

export async function mobileTakenByOther(sql: Sql, memberId: number, dialingCode: string, mobile: string): Promise<boolean> {
  const rows = await sql.query('SELECT 1 FROM members WHERE country_dialing_code = $1 AND mobile = $2 AND id <> $3 LIMIT 1', [
    dialingCode,
    mobile,
    memberId,
  ]);
  return rows.length > 0;
}

export async function setVerifiedMobile(sql: Sql, memberId: number, dialingCode: string, mobile: string): Promise<void> {
  await sql.query('UPDATE members SET country_dialing_code = $2, mobile = $3, mobile_verified_at = now() WHERE id = $1', [
    memberId,
    dialingCode,
    mobile,
  ]);
}

export async function setVerifiedEmail(sql: Sql, memberId: number, email: string): Promise<void> {
  await sql.query('UPDATE members SET email = $2, email_verified_at = now() WHERE id = $1', [memberId, email]);
}

export type SessionRow = { id: number; created_at: Date; last_seen_at: Date; ip: string | null; user_agent: string | null };

/** Sessions still usable: not revoked, not past their end. */
export async function liveSessionsOf(sql: Sql, memberId: number): Promise<SessionRow[]> {
  return sql.query<SessionRow>(
    `SELECT id, created_at, last_seen_at, ip, user_agent FROM sessions
      WHERE member_id = $1 AND revoked_at IS NULL AND expires_at > now()
        AND last_seen_at + make_interval(secs => idle_seconds) > now()
      ORDER BY last_seen_at DESC, id DESC LIMIT 20`,
    [memberId],
  );
}
