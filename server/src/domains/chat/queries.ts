import type { ChatMessage, ChatRoom } from '@tala/contract/chat';
import type { Sql } from '../../db/client.ts';

export type RoomRow = {
  code: string;
  min_rank: number;
  /** Each member has his own conversation in it (customer service); never listed with the rooms. */
  private: boolean;
};

type MessageRow = {
  id: number;
  room: string;
  member_id: number | null;
  kind: 'member' | 'operator';
  author: string | null;
  body: string;
  created_at: Date;
};

const toMessage = (r: MessageRow, viewerId: number | null): ChatMessage => ({
  id: Number(r.id),
  room: r.room,
  kind: r.kind,
  author: r.author ?? '',
  mine: viewerId !== null && r.member_id !== null && Number(r.member_id) === viewerId,
  text: r.body,
  createdAt: r.created_at.toISOString(),
});

// the author's nickname (set at registration, editable in the profile); the login name never shows
const SELECT_MESSAGE = `SELECT c.id, c.room, c.member_id, c.kind, c.body, c.created_at,
    CASE WHEN m.id IS NULL THEN NULL WHEN m.nickname <> '' THEN m.nickname ELSE 'player' || m.id END AS author
  FROM chat_messages c LEFT JOIN members m ON m.id = c.member_id`;

export async function roomByCode(sql: Sql, code: string): Promise<RoomRow | null> {
  const [row] = await sql.query<RoomRow>('SELECT code, min_rank, private FROM chat_rooms WHERE code = $1', [code]);
  return row ?? null;
}

/**
 * The rooms a member of this rank may enter, with his unread count (his own messages excluded): the
 * rooms every language shares and his language's lobby, English's when the brand has none for it.
 */
export async function roomsFor(sql: Sql, memberId: number, rank: number, language = 'en'): Promise<ChatRoom[]> {
  const rows = await sql.query<{ code: string; min_rank: number; unread: number; last_id: number; language: string | null }>(
    `SELECT r.code, r.min_rank, r.language,
        (SELECT count(*)::int FROM chat_messages c
          WHERE c.room = r.code AND c.deleted_at IS NULL AND c.id > coalesce(cr.last_read_id, 0)
            AND c.member_id IS DISTINCT FROM $1) AS unread,
        coalesce((SELECT max(c.id) FROM chat_messages c WHERE c.room = r.code AND c.deleted_at IS NULL), 0)::bigint AS last_id
       FROM chat_rooms r LEFT JOIN chat_reads cr ON cr.room = r.code AND cr.member_id = $1
      WHERE r.min_rank <= $2 AND NOT r.private
        AND (r.language IS NULL OR r.language =
          CASE WHEN EXISTS (SELECT 1 FROM chat_rooms l WHERE l.language = $3) THEN $3 ELSE 'en' END)
      ORDER BY r.sort, r.code`,
    [memberId, rank, language],
  );
  return rows.map((r) => ({
    code: r.code,
    minRank: r.min_rank,
    unread: r.unread,
    lastId: Number(r.last_id),
    language: r.language,
  }));
}

/** A page of a room in reading order (oldest first), with whether more lie beyond it. */
export async function roomPage(
  sql: Sql,
  room: string,
  viewerId: number,
  opts: { before?: number | undefined; after?: number | undefined; limit: number; thread?: number | undefined },
): Promise<{ list: ChatMessage[]; hasMore: boolean }> {
  const params: unknown[] = [room, opts.limit + 1];
  let where = 'c.room = $1 AND c.deleted_at IS NULL';
  if (opts.thread !== undefined) {
    params.push(opts.thread);
    where += ` AND c.thread_member_id = $${params.length}`;
  }
  let order = 'DESC';
  if (opts.after !== undefined) {
    params.push(opts.after);
    where += ` AND c.id > $${params.length}`;
    order = 'ASC';
  } else if (opts.before !== undefined) {
    params.push(opts.before);
    where += ` AND c.id < $${params.length}`;
  }
  const rows = await sql.query<MessageRow>(`${SELECT_MESSAGE} WHERE ${where} ORDER BY c.id ${order} LIMIT $2`, params);
  const hasMore = rows.length > opts.limit;
  const page = rows.slice(0, opts.limit).map((r) => toMessage(r, viewerId));
  return { list: order === 'DESC' ? page.reverse() : page, hasMore };
}

export async function insertChatMessage(
  sql: Sql,
  m: { room: string; memberId: number | null; text: string; thread?: number | undefined },
  viewerId: number | null,
): Promise<ChatMessage> {
  const [inserted] = await sql.query<{ id: number }>(
    'INSERT INTO chat_messages (room, member_id, kind, body, thread_member_id) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [m.room, m.memberId, m.memberId === null ? 'operator' : 'member', m.text, m.thread ?? null],
  );
  const [row] = await sql.query<MessageRow>(`${SELECT_MESSAGE} WHERE c.id = $1`, [inserted!.id]);
  return toMessage(row!, viewerId);
}

/** Moves the member's read mark forward (never back) to `lastId`, capped at the room's newest message. */
export async function markRoomRead(sql: Sql, memberId: number, room: string, lastId: number): Promise<void> {
  await sql.query(
    `INSERT INTO chat_reads (member_id, room, last_read_id)
     VALUES ($1, $2, LEAST($3::bigint, coalesce((SELECT max(id) FROM chat_messages
       WHERE room = $2 AND (thread_member_id IS NULL OR thread_member_id = $1)), 0)))
     ON CONFLICT (member_id, room) DO UPDATE SET last_read_id = GREATEST(chat_reads.last_read_id, EXCLUDED.last_read_id)`,
    [memberId, room, lastId],
  );
}

export async function mutedUntil(sql: Sql, memberId: number): Promise<Date | null> {
  const [row] = await sql.query<{ until: Date }>('SELECT until FROM chat_mutes WHERE member_id = $1 AND until > now()', [
    memberId,
  ]);
  return row?.until ?? null;
}

/** Mutes for `minutes` from now; 0 lifts a mute. Returns the end of the mute, or null when lifted. */
export async function setMute(sql: Sql, memberId: number, minutes: number): Promise<Date | null> {
  if (minutes === 0) {
    await sql.query('DELETE FROM chat_mutes WHERE member_id = $1', [memberId]);
    return null;
  }
  const [row] = await sql.query<{ until: Date }>(
    `INSERT INTO chat_mutes (member_id, until) VALUES ($1, now() + make_interval(mins => $2))
     ON CONFLICT (member_id) DO UPDATE SET until = EXCLUDED.until, created_at = now() RETURNING until`,
    [memberId, minutes],
  );
  return row!.until;
}

/** The operators' answers in the member's customer-service conversation he has not read yet. */
export async function supportUnread(sql: Sql, memberId: number): Promise<number> {
  const [row] = await sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM chat_messages c
      WHERE c.room = 'support' AND c.thread_member_id = $1 AND c.kind = 'operator' AND c.deleted_at IS NULL
        AND c.id > coalesce((SELECT last_read_id FROM chat_reads WHERE member_id = $1 AND room = 'support'), 0)`,
    [memberId],
  );
  return row?.n ?? 0;
}

type SupportThread = {
  account: string;
  rank_level: number;
  last_kind: 'member' | 'operator';
  last_body: string;
  last_at: Date;
};

/** Customer-service conversations, those whose last word is the member's (awaiting an answer) first. */
export async function supportThreads(sql: Sql, limit: number): Promise<SupportThread[]> {
  return sql.query<SupportThread>(
    `SELECT m.account, m.rank_level, l.kind AS last_kind, l.body AS last_body, l.created_at AS last_at
       FROM (SELECT DISTINCT ON (thread_member_id) thread_member_id, kind, body, created_at FROM chat_messages
              WHERE room = 'support' AND deleted_at IS NULL ORDER BY thread_member_id, id DESC) l
       JOIN members m ON m.id = l.thread_member_id
      ORDER BY (l.kind = 'member') DESC, l.created_at DESC LIMIT $1`,
    [limit],
  );
}

/** Hides a message; answers where it was (for the push announcement), or null when there is none to hide. */
export async function deleteChatMessage(sql: Sql, id: number): Promise<{ room: string; thread_member_id: number | null } | null> {
  const [row] = await sql.query<{ room: string; thread_member_id: number | null }>(
    'UPDATE chat_messages SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL RETURNING room, thread_member_id',
    [id],
  );
  return row ? { room: row.room, thread_member_id: row.thread_member_id === null ? null : Number(row.thread_member_id) } : null;
}
