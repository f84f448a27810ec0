import {
  DEPOSIT_LIMIT_RAISE_DELAY_HOURS,
  depositLimitPeriods,
  type DepositLimit,
  type DepositLimitPeriod,
} from '@tala/contract/deposit';
import type { Db, Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { depositedSince, limitRows, writeLimit, type LimitRow } from './limit-queries.ts';

const DAY_MS = 24 * 3600_000;
/** The rolling windows: a day, 7 days, 30 days. */
const windowMs: Record<DepositLimitPeriod, number> = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS };

/** A row as it stands at `now`: a waiting raise whose time came is the limit. */
function inForce(row: LimitRow | undefined, now: number): { limit: number | null; pending: LimitRow | null } {
  if (!row) return { limit: null, pending: null };
  if (row.pending_from && row.pending_from.getTime() <= now) return { limit: row.pending_minor, pending: null };
  return { limit: row.limit_minor, pending: row.pending_from ? row : null };
}

async function describe(sql: Sql, memberId: number, rows: LimitRow[], now: number): Promise<DepositLimit[]> {
  return Promise.all(
    depositLimitPeriods.map(async (period) => {
      const { limit, pending } = inForce(
        rows.find((r) => r.period === period),
        now,
      );
      return {
        period,
        limitMinor: limit,
        usedMinor: await depositedSince(sql, memberId, new Date(now - windowMs[period])),
        pending: pending ? { limitMinor: pending.pending_minor, from: pending.pending_from!.toISOString() } : null,
      };
    }),
  );
}

export async function depositLimits(db: Db, memberId: number, now = Date.now()): Promise<DepositLimit[]> {
  return describe(db, memberId, await limitRows(db, memberId), now);
}

/**
 * Sets one limit: lower (or a first limit) applies at once and cancels a waiting raise; higher, or
 * none, waits 24 hours; asking for the limit already in force cancels what waits.
 */
export async function setDepositLimit(
  db: Db,
  memberId: number,
  period: DepositLimitPeriod,
  next: number | null,
  now = Date.now(),
): Promise<DepositLimit[]> {
  return db.tx(async (sql) => {
    const rows = await limitRows(sql, memberId, { lock: true });
    const { limit } = inForce(
      rows.find((r) => r.period === period),
      now,
    );
    const stricter = next !== null && (limit === null || next < limit);
    if (stricter || next === limit) {
      await writeLimit(sql, memberId, period, { limitMinor: next, pendingMinor: null, pendingFrom: null });
    } else {
      await writeLimit(sql, memberId, period, {
        limitMinor: limit,
        pendingMinor: next,
        pendingFrom: new Date(now + DEPOSIT_LIMIT_RAISE_DELAY_HOURS * 3600_000),
      });
    }
    return describe(sql, memberId, await limitRows(sql, memberId), now);
  });
}

/**
 * Refuses a deposit that would take the member over one of his limits (inside the transaction that
 * makes the order: the limit rows are locked, so two deposits at once cannot both slip under).
 */
export async function enforceDepositLimits(sql: Sql, memberId: number, amountMinor: number, now = Date.now()): Promise<void> {
  const rows = await limitRows(sql, memberId, { lock: true });
  for (const period of depositLimitPeriods) {
    const { limit } = inForce(
      rows.find((r) => r.period === period),
      now,
    );
    if (limit === null) continue;
    const used = await depositedSince(sql, memberId, new Date(now - windowMs[period]));
    if (used + amountMinor > limit) {
      throw new AppError('DEPOSIT_LIMIT_REACHED', {
        field: 'amount',
        value: { period, limitMinor: limit, remainingMinor: Math.max(0, limit - used) },
      });
    }
  }
}
