import type { Sql } from '../../db/client.ts';

export type FeedbackRow = {
  id: number;
  member_id: number | null;
  account: string | null;
  type: string;
  content: string;
  contact: string;
  images: string[];
  created_at: Date;
  reply: string | null;
  replied_at: Date | null;
};

const columns = `f.id::int AS id, f.member_id::int AS member_id, m.account, f.type, f.content, f.contact, f.images,
  f.created_at, f.reply, f.replied_at`;

export async function insertFeedback(
  sql: Sql,
  row: { memberId: number | null; type: string; content: string; contact: string; ip: string },
): Promise<number> {
  const [inserted] = await sql.query<{ id: number }>(
    'INSERT INTO feedback (member_id, type, content, contact, ip) VALUES ($1, $2, $3, $4, $5) RETURNING id::int AS id',
    [row.memberId, row.type, row.content, row.contact, row.ip],
  );
  return inserted!.id;
}

export async function setFeedbackImages(sql: Sql, id: number, images: readonly string[]): Promise<void> {
  await sql.query('UPDATE feedback SET images = $2 WHERE id = $1', [id, images]);
}

/** A member's own feedback, newest first (the latest 100). */
export function memberFeedback(sql: Sql, memberId: number) {
  return sql.query<FeedbackRow>(
    `SELECT ${columns} FROM feedback f LEFT JOIN members m ON m.id = f.member_id
      WHERE f.member_id = $1 ORDER BY f.created_at DESC, f.id DESC LIMIT 100`,
    [memberId],
  );
}

/** For the operator: unanswered first, oldest first among them; then the latest answered. */
export function feedbackQueue(sql: Sql, onlyOpen: boolean) {
  return sql.query<FeedbackRow>(
    `SELECT ${columns} FROM feedback f LEFT JOIN members m ON m.id = f.member_id
      ${onlyOpen ? 'WHERE f.reply IS NULL' : ''}
      ORDER BY (f.reply IS NULL) DESC, CASE WHEN f.reply IS NULL THEN f.created_at END ASC, f.created_at DESC LIMIT 200`,
  );
}

/** Writes (or rewrites) the operator's reply; false when there is no such feedback. */
export async function replyToFeedback(sql: Sql, id: number, reply: string): Promise<boolean> {
  const rows = await sql.query<{ id: number }>(
    'UPDATE feedback SET reply = $2, replied_at = now() WHERE id = $1 RETURNING id::int AS id',
    [id, reply],
  );
  return rows.length > 0;
}
