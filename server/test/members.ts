import { hash } from '@node-rs/argon2';
import type { Sql } from '../src/db/client.ts';
import { createSession } from '../src/domains/session/tokens.ts';

let counter = 0;

/** Creates a member directly in the database (tests only) and, unless told not to, a session token. */
export async function createTestMember(
  sql: Sql,
  opts: { account?: string; password?: string; isAgent?: number; uplineId?: number; mobile?: string } = {},
): Promise<{ id: number; account: string; password: string; token: string }> {
  const account = opts.account ?? `player${Date.now().toString(36)}${++counter}`;
  const password = opts.password ?? 'Secret123';
  const [row] = await sql.query<{ id: number }>(
    `INSERT INTO members (account, nickname, password_hash, is_agent, upline_id, mobile, country_dialing_code)
     VALUES ($1, $1, $2, $3, $4, $5, $6) RETURNING id`,
    [account, await hash(password), opts.isAgent ?? 0, opts.uplineId ?? null, opts.mobile ?? null, opts.mobile ? '63' : null],
  );
  const token = await createSession(sql, row!.id);
  return { id: row!.id, account, password, token };
}
