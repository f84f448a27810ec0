import { createHash, randomBytes } from 'node:crypto';
import { uploadLimits, uploadPurposes, type UploadedImage, type UploadPurpose } from '@tala/contract/core/uploads';
import type { Db, Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { imageTypeOf } from './image.ts';
import { countUnattached, deleteUnattachedBefore, insertUpload, markAttached } from './queries.ts';

/** Files a member may have uploaded and not yet used in a form. */
const MAX_UNATTACHED = 20;
/** How long an upload no form took is kept. */
export const UNATTACHED_TTL_MS = 24 * 3600_000;

export function isUploadPurpose(value: unknown): value is UploadPurpose {
  return typeof value === 'string' && (uploadPurposes as readonly string[]).includes(value);
}

/** Checks an uploaded file by its content and size and keeps it for the member. */
export async function saveUpload(
  db: Db,
  args: { memberId: number; purpose: UploadPurpose; bytes: Uint8Array },
): Promise<UploadedImage> {
  const { bytes } = args;
  const contentType = bytes.length <= uploadLimits.maxBytes ? imageTypeOf(bytes) : null;
  if (!contentType) throw new AppError('IMAGE_LIMIT');
  if ((await countUnattached(db, args.memberId)) >= MAX_UNATTACHED) throw new AppError('TOO_MANY_REQUESTS');
  // ids are unguessable: a leaked id alone still serves nothing to anyone but the owner
  const id = randomBytes(18).toString('base64url');
  await insertUpload(db, {
    id,
    memberId: args.memberId,
    purpose: args.purpose,
    contentType,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    bytes,
  });
  return { id, contentType, size: bytes.length };
}

/**
 * Lets a form take the member's uploads (in the form's own transaction): each id must be the
 * member's, of this purpose and not used by another form, and there may be at most `max`.
 * `attachTo` names what took them ('withdrawal:42'), so the files can be found from it.
 */
export async function attachUploads(
  sql: Sql,
  args: { memberId: number; ids: readonly string[]; purpose: UploadPurpose; attachTo: string; max?: number },
): Promise<string[]> {
  const unique = [...new Set(args.ids)];
  if (unique.length !== args.ids.length || unique.length > (args.max ?? uploadLimits.maxPerForm))
    throw new AppError('IMAGE_LIMIT');
  if (!unique.length) return [];
  const marked = await markAttached(sql, { ...args, ids: unique });
  if (marked.length !== unique.length) throw new AppError('UPLOAD_NOT_FOUND');
  return unique;
}

/** Removes the uploads no form took within a day. */
export function purgeUnattached(db: Db, now: number): Promise<number> {
  return deleteUnattachedBefore(db, new Date(now - UNATTACHED_TTL_MS));
}
