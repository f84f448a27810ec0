import { TRIAL } from '@tala/contract/core/roles';
import type { MessageKind, MessageTemplate, PlatformMessage } from '@tala/contract/messages';
import type { Sql } from '../../db/client.ts';
import { balanceExtrasChanged, forgetBalanceExtras } from '../wallet/extras.ts';

type MessageRow = {
  id: number;
  kind: MessageKind;
  template: MessageTemplate | null;
  params: Record<string, string | number>;
  title: string;
  body: string;
  read_at: Date | null;
  created_at: Date;
};

const toMessage = (r: MessageRow): PlatformMessage => ({
  id: Number(r.id),
  kind: r.kind,
  template: r.template,
  params: r.params ?? {},
  title: r.title,
  body: r.body,
  read: r.read_at !== null,
  createdAt: r.created_at.toISOString(),
});

export async function unreadCountOf(sql: Sql, memberId: number): Promise<number> {
  const [row] = await sql.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM member_messages WHERE member_id = $1 AND deleted_at IS NULL AND read_at IS NULL',
    [memberId],
  );
  return row?.n ?? 0;
}

export async function messagePage(
  sql: Sql,
  memberId: number,
  opts: { unreadOnly: boolean; pageNo: number; pageSize: number },
): Promise<{ list: PlatformMessage[]; total: number }> {
  const where = `member_id = $1 AND deleted_at IS NULL${opts.unreadOnly ? ' AND read_at IS NULL' : ''}`;
  const [rows, [count]] = await Promise.all([
    sql.query<MessageRow>(
      `SELECT id, kind, template, params, title, body, read_at, created_at FROM member_messages
        WHERE ${where} ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [memberId, opts.pageSize, (opts.pageNo - 1) * opts.pageSize],
    ),
    sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM member_messages WHERE ${where}`, [memberId]),
  ]);
  return { list: rows.map(toMessage), total: count?.n ?? 0 };
}

/** Marks one message read; false when the member has no such message (someone else's, deleted, unknown). */
export async function markRead(sql: Sql, memberId: number, id: number): Promise<boolean> {
  const rows = await sql.query(
    `UPDATE member_messages SET read_at = coalesce(read_at, now())
      WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL RETURNING id`,
    [id, memberId],
  );
  return rows.length > 0;
}

export async function markAllRead(sql: Sql, memberId: number): Promise<void> {
  await sql.query('UPDATE member_messages SET read_at = now() WHERE member_id = $1 AND deleted_at IS NULL AND read_at IS NULL', [
    memberId,
  ]);
}

export async function softDelete(sql: Sql, memberId: number, id: number): Promise<boolean> {
  const rows = await sql.query(
    'UPDATE member_messages SET deleted_at = now() WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL RETURNING id',
    [id, memberId],
  );
  return rows.length > 0;
}

export interface NewMessage {
  kind: MessageKind;
  template?: MessageTemplate | null;
  params?: Record<string, string | number>;
  title?: string;
  body?: string;
  batch?: string | null;
  /** Back-dates a demo message; now when absent. */
  createdAt?: Date;
}

export async function insertMessage(sql: Sql, memberId: number, m: NewMessage): Promise<number> {
  const [row] = await sql.query<{ id: number }>(
    `INSERT INTO member_messages (member_id, kind, template, params, title, body, batch, created_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, coalesce($8::timestamptz, now())) RETURNING id`,
    [
      memberId,
      m.kind,
      m.template ?? null,
      JSON.stringify(m.params ?? {}),
      m.title ?? '',
      m.body ?? '',
      m.batch ?? null,
      m.createdAt?.toISOString() ?? null,
    ],
  );
  forgetBalanceExtras(sql, memberId);
  return Number(row!.id);
}

/** One copy for every active real member (trial accounts have no inbox); returns how many. */
export async function insertForAll(sql: Sql, m: NewMessage & { batch: string }): Promise<number> {
  const rows = await sql.query(
    `INSERT INTO member_messages (member_id, kind, template, params, title, body, batch)
     SELECT id, $1, $2, $3::jsonb, $4, $5, $6 FROM members WHERE status = 'active' AND is_agent <> $7
     RETURNING id`,
    [m.kind, m.template ?? null, JSON.stringify(m.params ?? {}), m.title ?? '', m.body ?? '', m.batch, TRIAL],
  );
  balanceExtrasChanged(sql);
  return rows.length;
}
