import { randomBytes } from 'node:crypto';
import { LOTTERY_PUSH_EVENTS } from '@tala/contract/core/push';
import { deriveOpenNumber, sha256Hex } from '@tala/contract/lottery';
import type { Platform } from '../../http/context.ts';
import { publishBalance } from '../wallet/events.ts';
import { drawById, iso, scheduleOf, toDraw, type DrawRow, type GameRow } from './queries.ts';
import { nextDraw } from './schedule.ts';
import { cancelDrawTx, SETTLE_BATCH_BETS, settleDrawBatchTx, type MemberSettlement } from './settle.ts';

/**
 * The draw engine. Every step reads its work from the database and changes one draw per transaction,
 * guarded by the draw's status, so a step can crash, run twice, or run concurrently with an operator
 * command, and each draw still moves OPEN → LOCKED → DRAWN → SETTLED exactly once.
 *
 * Events are published after the transaction commits; a crash in between loses an event, never money
 * (open pages also refresh on their timer).
 */
export type Engine = Pick<Platform, 'db' | 'publish'>;

type OpenableGame = Pick<
  GameRow,
  'id' | 'code' | 'time_zone' | 'draw_days' | 'draw_times' | 'interval_seconds' | 'lock_seconds'
> & {
  last_draw_at: Date | null;
};

/** Opens the next numero of every enabled game that has none open or locked. Returns the numeros opened. */
export async function openNextNumeros(p: Engine, now: number, gameCode?: string): Promise<string[]> {
  const games = await p.db.query<OpenableGame>(
    `SELECT g.id, g.code, g.time_zone, g.draw_days, g.draw_times, g.interval_seconds, g.lock_seconds,
            (SELECT max(draw_at) FROM lottery_draws d WHERE d.game_id = g.id) AS last_draw_at
       FROM lottery_games g
      WHERE g.enabled AND ($1::text IS NULL OR g.code = $1)
        AND NOT EXISTS (SELECT 1 FROM lottery_draws d WHERE d.game_id = g.id AND d.status IN ('OPEN', 'LOCKED'))`,
    [gameCode ?? null],
  );
  const opened: string[] = [];
  for (const g of games) {
    const plan = nextDraw(scheduleOf(g), now, g.last_draw_at ? new Date(g.last_draw_at).getTime() : -Infinity);
    if (!plan) continue;
    const seed = randomBytes(32).toString('hex');
    const seedHash = await sha256Hex(seed);
    const date = `${plan.localDate.year}-${plan.localDate.month}-${plan.localDate.day}`;
    // ON CONFLICT: another opener (an operator command) got there first; its numero stands
    const [row] = await p.db.query<{ id: number }>(
      `INSERT INTO lottery_draws (game_id, numero, status, local_date, open_at, lock_at, draw_at, seed, seed_hash)
       VALUES ($1, $2, 'OPEN', $3::date, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING id`,
      [g.id, plan.numero, date, new Date(now), new Date(plan.lockAt), new Date(plan.drawAt), seed, seedHash],
    );
    if (!row) continue;
    opened.push(`${g.code}:${plan.numero}`);
    p.publish('all', {
      type: LOTTERY_PUSH_EVENTS.numero,
      data: {
        gameCode: g.code,
        gameId: Number(g.id),
        numero: plan.numero,
        openAt: new Date(now).toISOString(),
        lockAt: new Date(plan.lockAt).toISOString(),
        drawAt: new Date(plan.drawAt).toISOString(),
        seedHash,
      },
    });
  }
  return opened;
}

/** Closes betting on every open numero whose lock time has come. */
export async function lockDue(p: Engine, now: number): Promise<number> {
  const rows = await p.db.query<{ game_id: number; code: string; numero: string; draw_at: Date }>(
    `UPDATE lottery_draws d SET status = 'LOCKED' FROM lottery_games g
      WHERE g.id = d.game_id AND d.status = 'OPEN' AND d.lock_at <= $1
      RETURNING d.game_id, g.code, d.numero, d.draw_at`,
    [new Date(now)],
  );
  for (const r of rows) {
    p.publish('all', {
      type: LOTTERY_PUSH_EVENTS.lock,
      data: { gameCode: r.code, gameId: Number(r.game_id), numero: r.numero, drawAt: iso(r.draw_at)! },
    });
  }
  return rows.length;
}

/** Draws one numero now, whatever its times (guarded: only an OPEN or LOCKED draw is drawn). */
export async function drawOne(p: Engine, drawId: number, now: number): Promise<DrawRow | null> {
  const drawn = await p.db.tx(async (sql) => {
    const d = await drawById(sql, drawId, true);
    if (!d || (d.status !== 'OPEN' && d.status !== 'LOCKED')) return null;
    // the committed hash must match the seed we reveal, or the draw would not verify
    if ((await sha256Hex(d.seed)) !== d.seed_hash) throw new Error(`lottery: seed of draw ${d.id} does not match its hash`);
    const openNumber = await deriveOpenNumber(d.seed, d.game_code, d.numero);
    await sql.query(
      `UPDATE lottery_draws SET status = 'DRAWN', open_number = $2, drawn_at = $3, lock_at = LEAST(lock_at, $3) WHERE id = $1`,
      [drawId, openNumber, new Date(now)],
    );
    return drawById(sql, drawId);
  });
  if (drawn) p.publish('all', { type: LOTTERY_PUSH_EVENTS.result, data: { ...toDraw(drawn), gameId: Number(drawn.game_id) } });
  return drawn;
}

/** Draws every numero whose draw time has come. */
export async function drawDue(p: Engine, now: number): Promise<number> {
  const due = await p.db.query<{ id: number }>(
    `SELECT id FROM lottery_draws WHERE status IN ('OPEN', 'LOCKED') AND draw_at <= $1 ORDER BY draw_at, id`,
    [new Date(now)],
  );
  let n = 0;
  for (const d of due) if (await drawOne(p, Number(d.id), now)) n++;
  return n;
}

async function announceSettlement(p: Engine, members: MemberSettlement[], reason: string): Promise<void> {
  for (const m of members) {
    p.publish(m.memberId, { type: LOTTERY_PUSH_EVENTS.settled, data: m.event });
    if (m.moved) await publishBalance(p, m.memberId, { reason, ref: m.ref }, m.event.balance);
  }
}

/**
 * Settles one drawn numero, a batch of bets per transaction (see SETTLE_BATCH_BETS), announcing each
 * batch's members once it commits. Between batches the event loop turns, so requests queued behind
 * the settlement (on PGlite's one connection) run before the next batch. Returns the members this
 * call settled; null when the numero was not waiting for settlement.
 */
export async function settleOne(
  p: Engine,
  drawId: number,
  now: number,
  batchBets: number = SETTLE_BATCH_BETS[p.db.kind],
): Promise<MemberSettlement[] | null> {
  const settled: MemberSettlement[] = [];
  let after = 0;
  for (let first = true; ; first = false) {
    const step = await p.db.tx((sql) => settleDrawBatchTx(sql, drawId, now, batchBets, after));
    // another settler finished it between two batches: what this call settled stands
    if (!step) return first ? null : settled;
    await announceSettlement(p, step.members, 'lottery.win');
    settled.push(...step.members);
    if (step.done) return settled;
    after = step.lastMember;
    // a timer, not setImmediate: the loop goes once round all its phases (timers due, network reads)
    // before the next batch, so whatever was waiting gets its queries in first
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** Settles every drawn numero, oldest first. */
export async function settleDrawn(p: Engine, now: number): Promise<number> {
  const drawn = await p.db.query<{ id: number }>(`SELECT id FROM lottery_draws WHERE status = 'DRAWN' ORDER BY draw_at, id`);
  let n = 0;
  for (const d of drawn) if (await settleOne(p, Number(d.id), now)) n++;
  return n;
}

/** Cancels an open or locked numero and refunds every bet on it (one transaction). */
export async function cancelOne(p: Engine, drawId: number, now: number): Promise<MemberSettlement[] | null> {
  const result = await p.db.tx((sql) => cancelDrawTx(sql, drawId, now));
  if (!result) return null;
  p.publish('all', {
    type: LOTTERY_PUSH_EVENTS.cancelled,
    data: { gameCode: result.draw.game_code, gameId: Number(result.draw.game_id), numero: result.draw.numero },
  });
  await announceSettlement(p, result.members, 'lottery.refund');
  return result.members;
}

/** One engine tick: lock, draw, settle what is due, then open the next numeros. */
export async function tick(p: Engine, now: number): Promise<{ locked: number; drawn: number; settled: number; opened: number }> {
  const locked = await lockDue(p, now);
  const drawn = await drawDue(p, now);
  const settled = await settleDrawn(p, now);
  const opened = (await openNextNumeros(p, now)).length;
  return { locked, drawn, settled, opened };
}

/** The current (open or locked) draw of a game, opening one first if there is none. */
export async function currentDrawId(p: Engine, gameCode: string, now: number): Promise<number | null> {
  const find = () =>
    p.db.query<{ id: number }>(
      `SELECT d.id FROM lottery_draws d JOIN lottery_games g ON g.id = d.game_id
        WHERE g.code = $1 AND d.status IN ('OPEN', 'LOCKED')`,
      [gameCode],
    );
  let [row] = await find();
  if (!row) {
    await openNextNumeros(p, now, gameCode);
    [row] = await find();
  }
  return row ? Number(row.id) : null;
}

/** Operator: draws a game's current numero now, settles it and opens the next one. */
export async function drawNow(p: Engine, gameCode: string, now: number) {
  const id = await currentDrawId(p, gameCode, now);
  if (id === null) return null;
  const drawn = await drawOne(p, id, now);
  const members = await settleOne(p, id, now);
  await openNextNumeros(p, now, gameCode);
  const after = await drawById(p.db, id);
  return { draw: after ? toDraw(after) : null, drawn: Boolean(drawn), members: members ?? [] };
}
