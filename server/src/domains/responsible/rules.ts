import {
  RESPONSIBLE_LIMIT_RAISE_DELAY_HOURS,
  breakLength,
  exclusionChoices,
  playLimitKinds,
  playLimitPeriods,
  type BreakChoice,
  type PlayLimit,
  type PlayLimitKind,
  type PlayLimitPeriod,
  type ResponsibleState,
} from '@tala/contract/responsible';
import type { Db, Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { revokeMemberSessions } from '../session/tokens.ts';
import {
  activeBreak,
  insertBreak,
  lockSettings,
  playLimitRows,
  playSince,
  reminderOf,
  writePlayLimit,
  writeReminder,
  type BreakRow,
  type PlayLimitRow,
} from './queries.ts';

const DAY_MS = 86_400_000;
/** The rolling windows: a day, 7 days, 30 days (the same as the deposit limits). */
const windowMs: Record<PlayLimitPeriod, number> = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS };

/** The refusal a break gives: the code says whether it ends, the value says when. */
function breakError(row: BreakRow): AppError {
  if (row.ends_at === null) return new AppError('PLAY_BREAK_PERMANENT', { value: { kind: row.kind, until: null } });
  return new AppError('PLAY_BREAK_ACTIVE', { value: { kind: row.kind, until: new Date(row.ends_at).toISOString() } });
}

/** Refuses anything a break forbids (login, bet, deposit, game launch) while one is in force. */
export async function assertNoBreak(sql: Sql, memberId: number, now = Date.now()): Promise<void> {
  const row = await activeBreak(sql, memberId, now);
  if (row) throw breakError(row);
}

export function inForce(row: PlayLimitRow | undefined, now: number): { limit: number | null; pending: PlayLimitRow | null } {
  if (!row) return { limit: null, pending: null };
  if (row.pending_from && row.pending_from.getTime() <= now) return { limit: row.pending_minor, pending: null };
  return { limit: row.limit_minor, pending: row.pending_from ? row : null };
}

/** Stakes, or net loss (never below 0), in the window ending at `now`. */
async function used(sql: Sql, memberId: number, kind: PlayLimitKind, period: PlayLimitPeriod, now: number): Promise<number> {
  const play = await playSince(sql, memberId, new Date(now - windowMs[period]));
  return kind === 'stake' ? play.stake : Math.max(0, play.stake - play.returned);
}

async function describeLimits(sql: Sql, memberId: number, now: number): Promise<PlayLimit[]> {
  const rows = await playLimitRows(sql, memberId);
  const out: PlayLimit[] = [];
  for (const kind of playLimitKinds) {
    for (const period of playLimitPeriods) {
      const { limit, pending } = inForce(
        rows.find((r) => r.kind === kind && r.period === period),
        now,
      );
      out.push({
        kind,
        period,
        limitMinor: limit,
        usedMinor: await used(sql, memberId, kind, period, now),
        pending: pending ? { limitMinor: pending.pending_minor, from: pending.pending_from!.toISOString() } : null,
      });
    }
  }
  return out;
}

export async function responsibleState(sql: Sql, memberId: number, now = Date.now()): Promise<ResponsibleState> {
  const row = await activeBreak(sql, memberId, now);
  return {
    activeBreak: row
      ? { kind: row.kind, choice: row.choice, until: row.ends_at ? new Date(row.ends_at).toISOString() : null }
      : null,
    limits: await describeLimits(sql, memberId, now),
    reminderMinutes: await reminderOf(sql, memberId),
  };
}

/**
 * Starts a break at once and ends every session of the member (this one too). A break that would
 * end before one already running is refused: the site only ever lengthens a break.
 */
export async function takeBreak(
  db: Db,
  memberId: number,
  choice: BreakChoice,
  now = Date.now(),
): Promise<{ until: string | null }> {
  return db.tx(async (sql) => {
    await lockSettings(sql, memberId);
    const length = breakLength[choice];
    const endsAt = length === null ? null : new Date(now + length);
    const running = await activeBreak(sql, memberId, now);
    if (running && (running.ends_at === null || (endsAt !== null && new Date(running.ends_at) >= endsAt)))
      throw new AppError('PLAY_BREAK_SHORTER', { field: 'choice' });
    const kind = (exclusionChoices as readonly string[]).includes(choice) ? 'exclusion' : 'timeout';
    await insertBreak(sql, memberId, { kind, choice, startsAt: new Date(now), endsAt });
    await revokeMemberSessions(sql, memberId);
    return { until: endsAt?.toISOString() ?? null };
  });
}

/** Sets one limit: lower (or a first) applies at once and cancels a waiting raise; higher or none waits 24 hours. */
export async function setPlayLimit(
  db: Db,
  memberId: number,
  kind: PlayLimitKind,
  period: PlayLimitPeriod,
  next: number | null,
  now = Date.now(),
): Promise<ResponsibleState> {
  return db.tx(async (sql) => {
    await lockSettings(sql, memberId);
    const { limit } = inForce(
      (await playLimitRows(sql, memberId)).find((r) => r.kind === kind && r.period === period),
      now,
    );
    const stricter = next !== null && (limit === null || next < limit);
    if (stricter || next === limit) {
      await writePlayLimit(sql, memberId, kind, period, { limitMinor: next, pendingMinor: null, pendingFrom: null });
    } else {
      await writePlayLimit(sql, memberId, kind, period, {
        limitMinor: limit,
        pendingMinor: next,
        pendingFrom: new Date(now + RESPONSIBLE_LIMIT_RAISE_DELAY_HOURS * 3600_000),
      });
    }
    return responsibleState(sql, memberId, now);
  });
}

export async function setReminder(db: Db, memberId: number, minutes: number | null): Promise<ResponsibleState> {
  await writeReminder(db, memberId, minutes);
  return responsibleState(db, memberId);
}

/**
 * The check every stake goes through, inside the transaction that takes it: no break, and no loss
 * or stake limit crossed by this stake (counting it as lost). The settings row is locked first, so
 * two stakes of one member are checked one after the other.
 */
export async function enforcePlay(sql: Sql, memberId: number, amountMinor: number, now = Date.now()): Promise<void> {
  await assertNoBreak(sql, memberId, now);
  await lockSettings(sql, memberId);
  const rows = await playLimitRows(sql, memberId);
  for (const kind of playLimitKinds) {
    for (const period of playLimitPeriods) {
      const { limit } = inForce(
        rows.find((r) => r.kind === kind && r.period === period),
        now,
      );
      if (limit === null) continue;
      const u = await used(sql, memberId, kind, period, now);
      if (u + amountMinor > limit)
        throw new AppError('PLAY_LIMIT_REACHED', {
          value: { kind, period, limitMinor: limit, remainingMinor: Math.max(0, limit - u) },
        });
    }
  }
}
