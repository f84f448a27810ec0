import type { LocalePack } from '@tala/contract/languages';
import type { PointEntry, PointItem } from '@tala/contract/points';
import type { Sql } from '../../db/client.ts';
import { pick } from '../system/text.ts';

export type ItemRow = {
  id: number;
  code: string;
  kind: 'cash' | 'voucher' | 'goods';
  title: Record<string, string>;
  description: Record<string, string>;
  cost_points: number;
  cash_minor: number | null;
  stock: number | null;
  enabled: boolean;
};

const itemColumns = 'id, code, kind, title, description, cost_points, cash_minor, stock, enabled';

export function toItem(row: ItemRow, language: LocalePack): PointItem {
  return {
    id: Number(row.id),
    kind: row.kind,
    title: pick(row.title, language),
    description: pick(row.description, language),
    costPoints: Number(row.cost_points),
    cashMinor: row.cash_minor === null ? null : Number(row.cash_minor),
    stock: row.stock === null ? null : Number(row.stock),
  };
}

export async function enabledItems(sql: Sql): Promise<ItemRow[]> {
  return sql.query<ItemRow>(`SELECT ${itemColumns} FROM point_items WHERE enabled ORDER BY sort, id`);
}

export async function itemById(sql: Sql, id: number): Promise<ItemRow | null> {
  const [row] = await sql.query<ItemRow>(`SELECT ${itemColumns} FROM point_items WHERE id = $1`, [id]);
  return row ?? null;
}

/**
 * Takes one from an item's stock, if any is left: a single conditional UPDATE, so concurrent
 * redemptions of the last piece cannot both succeed. Unlimited items (stock NULL) always succeed.
 */
export async function takeStock(sql: Sql, itemId: number): Promise<boolean> {
  const rows = await sql.query(
    'UPDATE point_items SET stock = stock - 1 WHERE id = $1 AND stock IS NOT NULL AND stock > 0 RETURNING id',
    [itemId],
  );
  if (rows.length) return true;
  const [item] = await sql.query<{ stock: number | null }>('SELECT stock FROM point_items WHERE id = $1', [itemId]);
  return item !== undefined && item.stock === null;
}

export async function upsertItem(sql: Sql, item: Omit<ItemRow, 'id' | 'enabled'> & { sort: number }): Promise<void> {
  await sql.query(
    `INSERT INTO point_items (code, kind, title, description, cost_points, cash_minor, stock, sort)
     VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7, $8)
     ON CONFLICT (code) DO NOTHING`,
    [
      item.code,
      item.kind,
      JSON.stringify(item.title),
      JSON.stringify(item.description),
      item.cost_points,
      item.cash_minor,
      item.stock,
      item.sort,
    ],
  );
}

export type RedemptionRow = {
  id: number;
  kind: 'item' | 'convert';
  item_id: number | null;
  points: number;
  point_posting_id: number;
};

export async function redemptionByRequest(sql: Sql, memberId: number, requestId: string): Promise<RedemptionRow | null> {
  const [row] = await sql.query<RedemptionRow>(
    'SELECT id, kind, item_id, points, point_posting_id FROM point_redemptions WHERE member_id = $1 AND request_id = $2',
    [memberId, requestId],
  );
  return row ?? null;
}

export async function insertRedemption(
  sql: Sql,
  r: {
    memberId: number;
    requestId: string;
    kind: 'item' | 'convert';
    itemId: number | null;
    points: number;
    cashMinor: number;
    voucherCode: string | null;
    pointPostingId: number;
    moneyPostingId: number | null;
  },
): Promise<void> {
  await sql.query(
    `INSERT INTO point_redemptions (member_id, request_id, kind, item_id, points, cash_minor, voucher_code,
                                    point_posting_id, money_posting_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [r.memberId, r.requestId, r.kind, r.itemId, r.points, r.cashMinor, r.voucherCode, r.pointPostingId, r.moneyPostingId],
  );
}

type EntryRow = {
  id: number;
  kind: PointEntry['kind'];
  points: number;
  balance_after: number;
  created_at: Date;
  title: Record<string, string> | null;
  voucher_code: string | null;
  cash_minor: number | null;
};

const entrySelect = `SELECT p.id, p.kind, p.points, p.balance_after, p.created_at, i.title, r.voucher_code, r.cash_minor
  FROM point_postings p
  LEFT JOIN point_redemptions r ON r.point_posting_id = p.id
  LEFT JOIN point_items i ON i.id = r.item_id`;

function toEntry(row: EntryRow, language: LocalePack): PointEntry {
  return {
    id: Number(row.id),
    kind: row.kind,
    points: Number(row.points),
    balanceAfter: Number(row.balance_after),
    detail: row.title ? pick(row.title, language) : null,
    voucherCode: row.voucher_code,
    cashMinor: Number(row.cash_minor ?? 0),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function entryByPosting(sql: Sql, memberId: number, postingId: number, language: LocalePack): Promise<PointEntry> {
  const [row] = await sql.query<EntryRow>(`${entrySelect} WHERE p.member_id = $1 AND p.id = $2`, [memberId, postingId]);
  return toEntry(row!, language);
}

/** One page of the member's own postings, newest first (always filtered by the caller's member id). */
export async function memberEntries(
  sql: Sql,
  memberId: number,
  language: LocalePack,
  page: number,
  pageSize: number,
): Promise<{ list: PointEntry[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    sql.query<EntryRow>(`${entrySelect} WHERE p.member_id = $1 ORDER BY p.id DESC LIMIT $2 OFFSET $3`, [
      memberId,
      pageSize,
      (page - 1) * pageSize,
    ]),
    sql.query<{ n: number }>('SELECT count(*)::int AS n FROM point_postings WHERE member_id = $1', [memberId]),
  ]);
  return { list: rows.map((r) => toEntry(r, language)), total: Number(count?.n ?? 0) };
}

export async function pointTotals(sql: Sql, memberId: number): Promise<{ earned: number; spent: number; balance: number }> {
  const [row] = await sql.query<{ earned: number; spent: number; balance: number | null }>(
    `SELECT coalesce(sum(points) FILTER (WHERE points > 0), 0)::bigint AS earned,
            coalesce(-sum(points) FILTER (WHERE points < 0), 0)::bigint AS spent,
            (SELECT balance_after FROM point_postings WHERE member_id = $1 ORDER BY id DESC LIMIT 1) AS balance
       FROM point_postings WHERE member_id = $1`,
    [memberId],
  );
  return { earned: Number(row?.earned ?? 0), spent: Number(row?.spent ?? 0), balance: Number(row?.balance ?? 0) };
}
