import type { Db, Sql } from '../../db/client.ts';

export type UploadRow = {
  id: string;
  member_id: number;
  purpose: string;
  content_type: string;
  size: number;
  bytes: Uint8Array;
  attached_to: string | null;
};

export async function insertUpload(
  db: Db,
  row: { id: string; memberId: number; purpose: string; contentType: string; size: number; sha256: string; bytes: Uint8Array },
): Promise<void> {
  await db.query(
    `INSERT INTO uploads (id, member_id, purpose, content_type, size, sha256, bytes) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [row.id, row.memberId, row.purpose, row.contentType, row.size, row.sha256, row.bytes],
  );
}

/** Uploads of a member no form has taken yet (a member may not park files without end). */
export async function countUnattached(db: Db, memberId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM uploads WHERE member_id = $1 AND attached_at IS NULL',
    [memberId],
  );
  return Number(row?.n ?? 0);
}

/** One upload with its bytes; `memberId` null is the operator, who may read any. */
export async function findUpload(db: Db, id: string, memberId: number | null): Promise<UploadRow | null> {
  const [row] = await db.query<UploadRow>(
    `SELECT id, member_id, purpose, content_type, size, bytes, attached_to FROM uploads
      WHERE id = $1 AND ($2::bigint IS NULL OR member_id = $2)`,
    [id, memberId],
  );
  return row ? { ...row, member_id: Number(row.member_id), size: Number(row.size) } : null;
}

/** Marks the member's own unattached uploads of one purpose as taken; returns the ids it marked. */
export async function markAttached(
  sql: Sql,
  args: { memberId: number; ids: readonly string[]; purpose: string; attachTo: string },
): Promise<string[]> {
  const rows = await sql.query<{ id: string }>(
    `UPDATE uploads SET attached_at = now(), attached_to = $4
      WHERE id = ANY($1::text[]) AND member_id = $2 AND purpose = $3 AND attached_at IS NULL
      RETURNING id`,
    [[...args.ids], args.memberId, args.purpose, args.attachTo],
  );
  return rows.map((r) => r.id);
}

/** Every upload of a member, newest first, for the operator's listing (no bytes). */
export async function listMemberUploads(
  db: Db,
  account: string,
): Promise<
  { id: string; purpose: string; content_type: string; size: number; created_at: string; attached_to: string | null }[]
> {
  return db.query(
    `SELECT u.id, u.purpose, u.content_type, u.size, u.created_at, u.attached_to
       FROM uploads u JOIN members m ON m.id = u.member_id
      WHERE lower(m.account) = lower($1) ORDER BY u.created_at DESC, u.id LIMIT 100`,
    [account],
  );
}

/** Removes uploads no form took before `before`; returns how many. */
export async function deleteUnattachedBefore(db: Db, before: Date): Promise<number> {
  const rows = await db.query<{ id: string }>('DELETE FROM uploads WHERE attached_at IS NULL AND created_at < $1 RETURNING id', [
    before.toISOString(),
  ]);
  return rows.length;
}
