import { createHash } from 'node:crypto';
import { UPLOAD_PATH } from '@tala/contract/core/uploads';
import type { FastifyInstance } from 'fastify';
import type { Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Member, Platform } from '../../http/context.ts';
import { assertRealAccount } from '../session/guards.ts';
import { attachUploads } from '../uploads/store.ts';

const palette = ['#ef4444', '#f97316', '#eab308', '#22c55e', '#14b8a6', '#3b82f6', '#6366f1', '#a855f7', '#ec4899'];

/** A round avatar: the first letter of the name on a colour picked from the name's hash. */
export function avatarSvg(name: string): string {
  const digest = createHash('sha256').update(name).digest();
  const colour = palette[digest[0]! % palette.length];
  const letter = (name.match(/[A-Za-z0-9]/)?.[0] ?? '?').toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${letter}">
<circle cx="48" cy="48" r="48" fill="${colour}"/><text x="48" y="62" font-family="system-ui,sans-serif" font-size="44" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`;
}

/** A rank badge: a shield with the rank level (0 = plain member). */
export function rankIconSvg(rank: number): string {
  const gold = rank > 4;
  const fill = gold ? '#f5c542' : rank > 0 ? '#94a3b8' : '#64748b';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="rank ${rank}">
<path d="M32 4 56 12v18c0 15-10 26-24 30C18 56 8 45 8 30V12z" fill="${fill}" stroke="#0f172a" stroke-width="3"/>
<text x="32" y="42" font-family="system-ui,sans-serif" font-size="24" font-weight="800" fill="#0f172a" text-anchor="middle">${rank}</text></svg>`;
}

/** /media/avatar/<name>.svg and /media/rank/<n>.svg (public, immutable for a given name or rank). */
export function registerAvatarMedia(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>('/media/avatar/:name', async (req, reply) => {
    const name = req.params.name.replace(/\.svg$/, '').slice(0, 64);
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400');
    return avatarSvg(name);
  });
  app.get<{ Params: { rank: string } }>('/media/rank/:rank', async (req, reply) => {
    const rank = Math.min(99, Math.max(0, Number.parseInt(req.params.rank, 10) || 0));
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400');
    return rankIconSvg(rank);
  });
}

/**
 * The member's avatar: his uploaded image (served only to him, with his token) or the generated
 * letter avatar. The web falls back to the default when an image does not load (spec §8).
 */
export async function avatarUrlOf(sql: Sql, memberId: number): Promise<string> {
  const [row] = await sql.query<{ account: string; avatar: string | null }>(
    "SELECT account, profile ->> 'avatarUploadId' AS avatar FROM members WHERE id = $1",
    [memberId],
  );
  if (!row) throw new AppError('SESSION_EXPIRED');
  return row.avatar ? `${UPLOAD_PATH}/${encodeURIComponent(row.avatar)}` : `/media/avatar/${encodeURIComponent(row.account)}.svg`;
}

/** Takes one of the member's unused avatar uploads as his avatar (or, with null, goes back to the default). */
export async function setAvatar(
  platform: Platform,
  member: Member | null,
  uploadId: string | null,
): Promise<{ avatarUrl: string }> {
  assertRealAccount(member);
  await platform.db.tx(async (sql) => {
    if (uploadId === null) {
      await sql.query("UPDATE members SET profile = profile - 'avatarUploadId' WHERE id = $1", [member.id]);
      return;
    }
    await attachUploads(sql, {
      memberId: member.id,
      ids: [uploadId],
      purpose: 'avatar',
      attachTo: `avatar:${member.id}`,
      max: 1,
    });
    await sql.query("UPDATE members SET profile = jsonb_set(profile, '{avatarUploadId}', to_jsonb($2::text)) WHERE id = $1", [
      member.id,
      uploadId,
    ]);
  });
  return { avatarUrl: await avatarUrlOf(platform.db, member.id) };
}
