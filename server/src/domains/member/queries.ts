import { AGENT_CODES } from '@tala/contract/core/roles';
import type { Sql } from '../../db/client.ts';

/** A member row as the accounts domains read it. */
export type MemberRow = {
  id: number;
  account: string;
  nickname: string;
  password_hash: string;
  mobile: string | null;
  country_dialing_code: string | null;
  email: string | null;
  is_agent: number;
  upline_id: number | null;
  affiliate_code: string | null;
  club_label: { labelName?: string; color?: string; color2?: string; rankLevel?: number } | null;
  member_label: { labelName?: string; color?: string; color2?: string }[];
  rank_level: number;
  language: string;
  first_login: boolean;
  password_must_change: boolean;
  password_changed_at: Date;
  status: 'active' | 'locked' | 'closed';
  created_at: Date;
};

const columns = `id, account, nickname, password_hash, mobile, country_dialing_code, email, is_agent, upline_id,
  affiliate_code, club_label, member_label, rank_level, language, first_login, password_must_change,
  password_changed_at, status, created_at`;

export async function memberById(sql: Sql, id: number): Promise<MemberRow | null> {
  const [row] = await sql.query<MemberRow>(`SELECT ${columns} FROM members WHERE id = $1`, [id]);
  return row ?? null;
}

/** By login name, case-insensitive. */
export async function memberByAccount(sql: Sql, account: string): Promise<MemberRow | null> {
  const [row] = await sql.query<MemberRow>(`SELECT ${columns} FROM members WHERE lower(account) = lower($1)`, [account]);
  return row ?? null;
}

export async function memberByMobile(sql: Sql, dialingCode: string, mobile: string): Promise<MemberRow | null> {
  const [row] = await sql.query<MemberRow>(`SELECT ${columns} FROM members WHERE country_dialing_code = $1 AND mobile = $2`, [
    dialingCode,
    mobile,
  ]);
  return row ?? null;
}

/** An agent (isAgent one of AGENT_CODES) by its invitation code, case-insensitive; only active ones. */
export async function agentByCode(sql: Sql, code: string): Promise<{ id: number; affiliate_code: string } | null> {
  const [row] = await sql.query<{ id: number; affiliate_code: string }>(
    `SELECT id, affiliate_code FROM members
      WHERE lower(affiliate_code) = lower($1) AND is_agent = ANY($2::int[]) AND status = 'active'`,
    [code, AGENT_CODES],
  );
  return row ?? null;
}

export async function setPassword(sql: Sql, memberId: number, passwordHash: string): Promise<void> {
  await sql.query(
    `UPDATE members SET password_hash = $2, password_changed_at = now(), password_must_change = false WHERE id = $1`,
    [memberId, passwordHash],
  );
  await sql.query('UPDATE password_resets SET used_at = now() WHERE member_id = $1 AND used_at IS NULL', [memberId]);
}

/** The member's language (a brand language code such as EN or PH). */
export async function setMemberLanguage(sql: Sql, memberId: number, language: string): Promise<void> {
  await sql.query('UPDATE members SET language = $2 WHERE id = $1', [memberId, language]);
}
