import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Sql } from '../../db/client.ts';
import type { Member, Platform } from '../../http/context.ts';

/** Idle time-out and absolute lifetime of a session. */
export const sessionPolicy = { idleSeconds: 2 * 3600, lifetimeSeconds: 7 * 24 * 3600 };

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/**
 * Starts a session: a new 256-bit random token, stored hashed. Returns the token (shown once).
 * `mustChangePassword` restricts it to changing the password and logging out (see http/bind.ts).
 */
export async function createSession(
  sql: Sql,
  memberId: number,
  meta: { ip?: string; userAgent?: string; mustChangePassword?: boolean; fromApp?: boolean } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await sql.query(
    `INSERT INTO sessions (member_id, token_hash, expires_at, idle_seconds, ip, user_agent, must_change_password, from_app)
     VALUES ($1, $2, now() + make_interval(secs => $3), $4, $5, $6, $7, $8)`,
    [
      memberId,
      hashToken(token),
      sessionPolicy.lifetimeSeconds,
      sessionPolicy.idleSeconds,
      meta.ip ?? null,
      meta.userAgent?.slice(0, 300) ?? null,
      meta.mustChangePassword ?? false,
      meta.fromApp ?? false,
    ],
  );
  return token;
}

export async function revokeSession(sql: Sql, sessionId: number): Promise<void> {
  await sql.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
  forgetSessions(sql, (member) => member?.sessionId === sessionId);
}

/** Ends every open session of a member (password change, lock), optionally keeping one. */
export async function revokeMemberSessions(sql: Sql, memberId: number, keepSessionId?: number): Promise<void> {
  await sql.query('UPDATE sessions SET revoked_at = now() WHERE member_id = $1 AND revoked_at IS NULL AND id <> $2', [
    memberId,
    keepSessionId ?? 0,
  ]);
  forgetSessions(sql, (member) => member?.id === memberId && member.sessionId !== keepSessionId);
}

/**
 * How long this node trusts a session it resolved (ADR 0028): within it, a signed-in call reads no
 * row for its token. Revoking a session, or locking its member, on this node forgets it at once; on
 * another node it still works for at most this long, and an idle or absolute expiry that falls
 * within it takes effect at its end.
 */
export const SESSION_TRUST_MS = 2_000;
const SESSION_CACHE_MAX = 20_000;

/** Sessions resolved lately per database, by token hash; null for a token that resolves to no one. */
const resolvedSessions = new WeakMap<object, Map<string, { at: number; member: Member | null }>>();

function sessionCacheOf(sql: Sql): Map<string, { at: number; member: Member | null }> {
  const root = sql.database ?? sql;
  let cache = resolvedSessions.get(root);
  if (!cache) resolvedSessions.set(root, (cache = new Map()));
  return cache;
}

/**
 * Drops what this node remembers of the tokens that match: sessions revoked, or of a member locked;
 * `null` stands for a token that resolved to no one (unlocking a member makes his tokens valid again).
 */
export function forgetSessions(sql: Sql, which: (member: Member | null) => boolean): void {
  const cache = sessionCacheOf(sql);
  for (const [hash, entry] of cache) if (which(entry.member)) cache.delete(hash);
}

export function tokenOf(req: FastifyRequest): string | null {
  const header = req.headers['token'];
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw) return raw;
  const auth = req.headers.authorization;
  return auth?.startsWith('Bearer ') ? auth.slice(7) : null;
}

/**
 * How old the recorded last-seen time may get before a request writes it again: a minute, or a tenth
 * of the session's idle time-out when that is shorter. Most authenticated requests then read the
 * session and write nothing (a write per request halved the throughput of every call with a token).
 * Idle expiry counts from the recorded time, so a session idle for its whole time-out still ends; it
 * may end up to this much earlier than an exact last-seen would make it, never later.
 */
const touchSlackSql = 'LEAST(60, s.idle_seconds / 10)';

/**
 * Resolves the member of a request from its token, and touches the session (sliding idle time-out)
 * when its last-seen time is older than touchSlackSql: one read per session every SESSION_TRUST_MS at
 * most, a write at most once a minute per session.
 */
export async function resolveMember(req: FastifyRequest, platform: Platform): Promise<Member | null> {
  const token = tokenOf(req);
  if (!token || token.length > 128) return null;
  const hash = hashToken(token);
  const cache = sessionCacheOf(platform.db);
  const key = hash.toString('base64');
  const now = Date.now();
  const known = cache.get(key);
  if (known && now - known.at < SESSION_TRUST_MS) return known.member;
  // a token nobody holds is remembered too (a client retrying a dead token costs no reads); the
  // number of entries is bounded, oldest first, as the tokens come from the client
  cache.delete(key);
  while (cache.size >= SESSION_CACHE_MAX) cache.delete(cache.keys().next().value!);
  const member = await readSession(platform, hash);
  cache.set(key, { at: now, member });
  return member;
}

async function readSession(platform: Platform, hash: Buffer): Promise<Member | null> {
  const rows = await platform.db.query<{
    session_id: number;
    id: number;
    account: string;
    is_agent: number;
    must_change_password: boolean;
    stale: boolean;
  }>(
    `SELECT s.id AS session_id, m.id, m.account, m.is_agent, s.must_change_password,
            s.last_seen_at < now() - make_interval(secs => ${touchSlackSql}) AS stale
       FROM sessions s JOIN members m ON m.id = s.member_id
      WHERE s.token_hash = $1 AND m.status = 'active'
        AND s.revoked_at IS NULL AND s.expires_at > now()
        AND s.last_seen_at > now() - make_interval(secs => s.idle_seconds)`,
    [hash],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.stale) {
    // guarded again, so concurrent requests of one session write once
    await platform.db.query(
      `UPDATE sessions s SET last_seen_at = now()
        WHERE s.id = $1 AND s.last_seen_at < now() - make_interval(secs => ${touchSlackSql})`,
      [row.session_id],
    );
  }
  return {
    id: row.id,
    account: row.account,
    isAgent: row.is_agent,
    sessionId: row.session_id,
    mustChangePassword: row.must_change_password,
  };
}

/** Whether a session of the member is still open and the member active (a game launch ticket lives only as long). */
export async function isSessionOpen(sql: Sql, sessionId: number, memberId: number): Promise<boolean> {
  const rows = await sql.query(
    `SELECT 1 FROM sessions s JOIN members m ON m.id = s.member_id
      WHERE s.id = $1 AND s.member_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now() AND m.status = 'active'`,
    [sessionId, memberId],
  );
  return rows.length > 0;
}

/**
 * Consumes a handed-over token (login-info): revokes its session if it is still valid and returns
 * the member id; null for unknown, expired or revoked tokens. Atomic, so a token works once.
 */
export async function consumeSessionToken(sql: Sql, token: string): Promise<number | null> {
  if (!token || token.length > 128) return null;
  const rows = await sql.query<{ member_id: number }>(
    `UPDATE sessions s SET revoked_at = now()
       FROM members m
      WHERE s.token_hash = $1 AND m.id = s.member_id AND m.status = 'active'
        AND s.revoked_at IS NULL AND s.expires_at > now()
        AND s.last_seen_at > now() - make_interval(secs => s.idle_seconds)
     RETURNING s.member_id`,
    [hashToken(token)],
  );
  sessionCacheOf(sql).delete(hashToken(token).toString('base64'));
  return rows[0]?.member_id ?? null;
}
