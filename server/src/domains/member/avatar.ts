import { createHash } from 'node:crypto';
import { UPLOAD_PATH } from '@tala/contract/core/uploads';
import type { FastifyInstance } from 'fastify';
import type { Sql } from '../../db/client.ts';
import type { DomainContext } from '../../http/app.ts';
import { AppError } from '../../http/app-error.ts';
import type { Member, Platform } from '../../http/context.ts';
import { assertRealAccount } from '../session/guards.ts';
import { tokenOf } from '../session/tokens.ts';
import { attachUploads } from '../uploads/store.ts';
import { AVATAR_SIZE, decodeImage, encodeImage, squareThumbnail } from './avatar-image.ts';

/** Where the member's resized avatar is served (to him, with his token, like his uploads). */
export const AVATAR_IMAGE_PATH = '/wps/member/avatar/image';

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
  const [row] = await sql.query<{ account: string; avatar: string | null; sha256: string | null }>(
    `SELECT m.account, m.profile ->> 'avatarUploadId' AS avatar, a.sha256
       FROM members m LEFT JOIN member_avatars a ON a.member_id = m.id AND a.upload_id = m.profile ->> 'avatarUploadId'
      WHERE m.id = $1`,
    [memberId],
  );
  if (!row) throw new AppError('SESSION_EXPIRED');
  // the version in the address changes with the picture, so a cached older one is never shown
  if (row.sha256) return `${AVATAR_IMAGE_PATH}?v=${row.sha256.slice(0, 12)}`;
  // an avatar set before images were resized is still served as uploaded
  return row.avatar ? `${UPLOAD_PATH}/${encodeURIComponent(row.avatar)}` : `/media/avatar/${encodeURIComponent(row.account)}.svg`;
}

/** The resized avatar, served only to its member (the image route is outside the JSON binder). */
export function registerAvatarImage({ app, platform, hooks }: Pick<DomainContext, 'app' | 'platform' | 'hooks'>): void {
  app.get(AVATAR_IMAGE_PATH, async (req, reply) => {
    const member = await hooks.resolveMember(req, platform);
    if (!member) throw new AppError(tokenOf(req) ? 'SESSION_EXPIRED' : 'LOGIN_REQUIRED');
    const [row] = await platform.db.query<{ content_type: string; bytes: Uint8Array }>(
      `SELECT a.content_type, a.bytes FROM member_avatars a JOIN members m ON m.id = a.member_id
        WHERE a.member_id = $1 AND a.upload_id = m.profile ->> 'avatarUploadId'`,
      [member.id],
    );
    if (!row) throw new AppError('NOT_FOUND');
    const bytes = Buffer.from(row.bytes);
    return reply
      .headers({
        'content-type': row.content_type,
        'content-length': String(bytes.length),
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline',
        'cache-control': 'private, max-age=86400',
      })
      .send(bytes);
  });
}

/** The upload cropped square and scaled down; refused as not an image when it does not decode. */
async function resizedAvatar(platform: Platform, memberId: number, uploadId: string) {
  const [upload] = await platform.db.query<{ content_type: 'image/png' | 'image/jpeg'; bytes: Uint8Array }>(
    "SELECT content_type, bytes FROM uploads WHERE id = $1 AND member_id = $2 AND purpose = 'avatar'",
    [uploadId, memberId],
  );
  // another member's or a missing upload: attachUploads below answers with its own error
  if (!upload) return null;
  const decoded = decodeImage(new Uint8Array(upload.bytes), upload.content_type);
  if (!decoded) throw new AppError('IMAGE_LIMIT', { field: 'uploadId' });
  const thumb = squareThumbnail(decoded, AVATAR_SIZE);
  const bytes = encodeImage(thumb, upload.content_type);
  return {
    contentType: upload.content_type,
    width: thumb.width,
    height: thumb.height,
    bytes,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

/** Takes one of the member's unused avatar uploads as his avatar (or, with null, goes back to the default). */
export async function setAvatar(
  platform: Platform,
  member: Member | null,
  uploadId: string | null,
): Promise<{ avatarUrl: string }> {
  assertRealAccount(member);
  // decoding and scaling run before the transaction: no row is held while the CPU works
  const image = uploadId === null ? null : await resizedAvatar(platform, member.id, uploadId);
  await platform.db.tx(async (sql) => {
    if (uploadId === null) {
      await sql.query("UPDATE members SET profile = profile - 'avatarUploadId' WHERE id = $1", [member.id]);
      await sql.query('DELETE FROM member_avatars WHERE member_id = $1', [member.id]);
      return;
    }
    await attachUploads(sql, {
      memberId: member.id,
      ids: [uploadId],
      purpose: 'avatar',
      attachTo: `avatar:${member.id}`,
      max: 1,
    });
    if (image) {
      await sql.query(
        `INSERT INTO member_avatars (member_id, upload_id, content_type, width, height, sha256, bytes)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (member_id) DO UPDATE SET upload_id = $2, content_type = $3, width = $4, height = $5, sha256 = $6,
           bytes = $7, updated_at = now()`,
        [member.id, uploadId, image.contentType, image.width, image.height, image.sha256, image.bytes],
      );
    }
    await sql.query("UPDATE members SET profile = jsonb_set(profile, '{avatarUploadId}', to_jsonb($2::text)) WHERE id = $1", [
      member.id,
      uploadId,
    ]);
  });
  return { avatarUrl: await avatarUrlOf(platform.db, member.id) };
}
