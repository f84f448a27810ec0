import type { DepositChannel, DepositOrder, DepositPayee, DepositStatus } from '@tala/contract/deposit';
import type { LocalePack } from '@tala/contract/languages';
import type { Sql } from '../../db/client.ts';

/** The deposit domain's SQL. */

type ChannelRow = {
  code: string;
  kind: DepositChannel['kind'];
  name: string;
  names: Partial<Record<LocalePack, string>> | null;
  provider: string;
  method: string;
  min_minor: number;
  max_minor: number;
  presets_minor: (number | string)[];
  fee_fixed_minor: number;
  fee_bps: number;
  processing_key: string;
  payee: DepositPayee | null;
  enabled: boolean;
  sort: number;
};

export type ChannelRecord = DepositChannel & { provider: string; method: string; enabled: boolean; sort: number };

const channelColumns =
  'code, kind, name, names, provider, method, min_minor, max_minor, presets_minor, fee_fixed_minor, fee_bps, processing_key, payee, enabled, sort';

const toChannel = (r: ChannelRow): ChannelRecord => ({
  code: r.code,
  kind: r.kind,
  name: r.name,
  names: r.names ?? {},
  provider: r.provider,
  method: r.method,
  minMinor: Number(r.min_minor),
  maxMinor: Number(r.max_minor),
  presetsMinor: r.presets_minor.map(Number),
  feeFixedMinor: Number(r.fee_fixed_minor),
  feeBps: Number(r.fee_bps),
  processingKey: r.processing_key,
  payee: r.kind === 'manual' ? r.payee : null,
  enabled: r.enabled,
  sort: Number(r.sort),
});

/** Every channel (enabled or not) in display order. */
export async function listChannels(sql: Sql, onlyEnabled: boolean): Promise<ChannelRecord[]> {
  const rows = await sql.query<ChannelRow>(
    `SELECT ${channelColumns} FROM deposit_channels ${onlyEnabled ? 'WHERE enabled' : ''} ORDER BY sort, code`,
  );
  return rows.map(toChannel);
}

export async function channelByCode(sql: Sql, code: string): Promise<ChannelRecord | null> {
  const [row] = await sql.query<ChannelRow>(`SELECT ${channelColumns} FROM deposit_channels WHERE code = $1`, [code]);
  return row ? toChannel(row) : null;
}

/** Sets (or, with null, removes) a channel's name in one language; false when there is no such channel. */
export async function setChannelName(sql: Sql, code: string, language: LocalePack, name: string | null): Promise<boolean> {
  const rows = await sql.query(
    `UPDATE deposit_channels SET names = CASE WHEN $3::text IS NULL THEN names - $2::text ELSE names || jsonb_build_object($2::text, $3::text) END
      WHERE code = $1 RETURNING code`,
    [code, language, name],
  );
  return rows.length > 0;
}

/** Switches a channel on or off; false when there is no such channel. */
export async function setChannelEnabled(sql: Sql, code: string, enabled: boolean): Promise<boolean> {
  const rows = await sql.query('UPDATE deposit_channels SET enabled = $2 WHERE code = $1 RETURNING code', [code, enabled]);
  return rows.length > 0;
}

export type OrderRow = {
  id: number;
  order_no: string;
  member_id: number;
  request_id: string;
  channel: string;
  channel_name: string;
  channel_names: Partial<Record<LocalePack, string>> | null;
  provider: string;
  amount_minor: number;
  fee_minor: number;
  credit_minor: number;
  status: DepositStatus;
  provider_ref: string | null;
  checkout_url: string | null;
  created_at: Date;
  expires_at: Date;
  paid_at: Date | null;
  channel_kind: DepositChannel['kind'];
  payee: DepositPayee | null;
  sender_name: string | null;
  review_note: string | null;
  submitted_at: Date | null;
};

const orderColumns = `o.id, o.order_no, o.member_id, o.request_id, o.channel, c.name AS channel_name, c.names AS channel_names, o.provider,
  o.amount_minor, o.fee_minor, o.credit_minor, o.status, o.provider_ref, o.checkout_url, o.created_at, o.expires_at, o.paid_at,
  c.kind AS channel_kind, c.payee, o.sender_name, o.review_note, o.submitted_at`;

export function toOrder(r: OrderRow): DepositOrder {
  const open = r.status === 'created' || r.status === 'pending';
  return {
    orderNo: r.order_no,
    channel: r.channel,
    channelName: r.channel_name,
    channelNames: r.channel_names ?? {},
    status: r.status,
    amountMinor: Number(r.amount_minor),
    feeMinor: Number(r.fee_minor),
    creditMinor: Number(r.credit_minor),
    checkoutUrl: open ? r.checkout_url : null,
    createdAt: new Date(r.created_at).toISOString(),
    expiresAt: new Date(r.expires_at).toISOString(),
    paidAt: r.paid_at ? new Date(r.paid_at).toISOString() : null,
    payee: open && r.channel_kind === 'manual' ? r.payee : null,
    senderName: r.sender_name,
    reviewNote: r.review_note,
  };
}

export interface NewOrder {
  orderNo: string;
  memberId: number;
  requestId: string;
  channel: string;
  provider: string;
  amountMinor: number;
  feeMinor: number;
  creditMinor: number;
  expiresAt: Date;
}

/** Inserts an order unless the member already used the request id; answers the member's order for it either way. */
export async function insertOrder(sql: Sql, o: NewOrder): Promise<{ row: OrderRow; created: boolean }> {
  const inserted = await sql.query<{ id: number }>(
    `INSERT INTO deposit_orders (order_no, member_id, request_id, channel, provider, amount_minor, fee_minor, credit_minor, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (member_id, request_id) DO NOTHING RETURNING id`,
    [o.orderNo, o.memberId, o.requestId, o.channel, o.provider, o.amountMinor, o.feeMinor, o.creditMinor, o.expiresAt],
  );
  const row = await orderByRequest(sql, o.memberId, o.requestId);
  return { row: row!, created: inserted.length > 0 };
}

export async function orderByRequest(sql: Sql, memberId: number, requestId: string): Promise<OrderRow | null> {
  const [row] = await sql.query<OrderRow>(
    `SELECT ${orderColumns} FROM deposit_orders o JOIN deposit_channels c ON c.code = o.channel
      WHERE o.member_id = $1 AND o.request_id = $2`,
    [memberId, requestId],
  );
  return row ?? null;
}

/** The order with its provider's intent recorded: created → pending. */
export async function markPending(sql: Sql, id: number, providerRef: string, checkoutUrl: string): Promise<void> {
  await sql.query(
    `UPDATE deposit_orders SET status = 'pending', provider_ref = $2, checkout_url = $3 WHERE id = $1 AND status = 'created'`,
    [id, providerRef, checkoutUrl],
  );
}

/** One order by number; `lock` takes the row lock (inside a transaction) so its callbacks run one at a time. */
export async function orderByNo(
  sql: Sql,
  orderNo: string,
  opts: { memberId?: number; lock?: boolean } = {},
): Promise<OrderRow | null> {
  const [row] = await sql.query<OrderRow>(
    `SELECT ${orderColumns} FROM deposit_orders o JOIN deposit_channels c ON c.code = o.channel
      WHERE o.order_no = $1 ${opts.memberId !== undefined ? 'AND o.member_id = $2' : ''} ${opts.lock ? 'FOR UPDATE OF o' : ''}`,
    opts.memberId !== undefined ? [orderNo, opts.memberId] : [orderNo],
  );
  return row ?? null;
}

export async function markPaid(sql: Sql, id: number, postingId: number, now: Date): Promise<void> {
  await sql.query(`UPDATE deposit_orders SET status = 'paid', posting_id = $2, paid_at = $3, closed_at = $3 WHERE id = $1`, [
    id,
    postingId,
    now,
  ]);
}

/** Closes an open order as failed or expired; false when it was no longer open. */
export async function closeOpenOrder(sql: Sql, id: number, status: 'failed' | 'expired', now: Date): Promise<boolean> {
  const rows = await sql.query(
    `UPDATE deposit_orders SET status = $2, closed_at = $3 WHERE id = $1 AND status IN ('created', 'pending') RETURNING id`,
    [id, status, now],
  );
  return rows.length > 0;
}

/** Records what the member must wager before withdrawing, once per source and ref. */
export async function recordTurnoverRequirement(
  sql: Sql,
  r: { memberId: number; source: string; ref: string; requiredMinor: number },
): Promise<void> {
  await sql.query(
    `INSERT INTO turnover_requirements (member_id, source, ref, required_minor) VALUES ($1, $2, $3, $4)
     ON CONFLICT (source, ref) DO NOTHING`,
    [r.memberId, r.source, r.ref, r.requiredMinor],
  );
}

/** Open orders whose time is up (oldest first, a batch at a time). */
export async function overdueOrders(sql: Sql, before: Date, limit: number): Promise<OrderRow[]> {
  return sql.query<OrderRow>(
    `SELECT ${orderColumns} FROM deposit_orders o JOIN deposit_channels c ON c.code = o.channel
      WHERE o.status IN ('created', 'pending') AND o.expires_at < $1 ORDER BY o.expires_at LIMIT $2`,
    [before, limit],
  );
}

export async function orderPage(
  sql: Sql,
  memberId: number,
  pageNo: number,
  pageSize: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const [count] = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM deposit_orders WHERE member_id = $1', [
    memberId,
  ]);
  const rows = await sql.query<OrderRow>(
    `SELECT ${orderColumns} FROM deposit_orders o JOIN deposit_channels c ON c.code = o.channel
      WHERE o.member_id = $1 ORDER BY o.id DESC LIMIT $2 OFFSET $3`,
    [memberId, pageSize, (pageNo - 1) * pageSize],
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/** A manual transfer's receipt arrived: created → review. False when the order was no longer waiting for it. */
export async function markReceiptSent(sql: Sql, id: number, senderName: string, now: Date): Promise<boolean> {
  const rows = await sql.query(
    `UPDATE deposit_orders SET status = 'review', sender_name = $2, submitted_at = $3 WHERE id = $1 AND status = 'created' RETURNING id`,
    [id, senderName, now],
  );
  return rows.length > 0;
}

/** An operator refused a receipt: review → failed, with the reason the player reads. */
export async function refuseReceipt(sql: Sql, id: number, note: string, now: Date): Promise<boolean> {
  const rows = await sql.query(
    `UPDATE deposit_orders SET status = 'failed', review_note = $2, closed_at = $3 WHERE id = $1 AND status = 'review' RETURNING id`,
    [id, note, now],
  );
  return rows.length > 0;
}

/** Receipts waiting for an operator, oldest first, with the member's account name and the images sent. */
export async function receiptsInReview(sql: Sql): Promise<(OrderRow & { account: string; receipts: string[] })[]> {
  return sql.query(
    `SELECT ${orderColumns}, m.account,
            COALESCE((SELECT array_agg(u.id ORDER BY u.created_at, u.id) FROM uploads u
                       WHERE u.attached_to = 'deposit:' || o.order_no), '{}') AS receipts
       FROM deposit_orders o JOIN deposit_channels c ON c.code = o.channel JOIN members m ON m.id = o.member_id
      WHERE o.status = 'review' ORDER BY o.submitted_at, o.id LIMIT 200`,
  );
}
