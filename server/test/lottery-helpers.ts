import type { BalanceSnapshot } from '@tala/contract/core/balance';
import type { PushEventName } from '@tala/contract/core/push';
import type { LotteryBet } from '@tala/contract/lottery';
import { pushPayloads } from '@tala/contract/push';
import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import type { Platform } from '../src/http/context.ts';
import { balanceOf, creditMember } from '../src/domains/wallet/ledger.ts';
import { cancelOne, openNextNumeros } from '../src/domains/lottery/engine.ts';
import type { TestApp } from './harness.ts';

export type Published = { memberId: number | 'all'; type: string; data: Record<string, unknown> };

/**
 * Replaces the platform's publish with a recorder (engine and routes read it at call time). Every
 * event is checked against its contract schema, since the web trusts the payloads' types.
 */
export function recordEvents(platform: Platform): Published[] {
  const events: Published[] = [];
  platform.publish = (memberId, event) => {
    const schema = pushPayloads[event.type as PushEventName];
    if (!schema) throw new Error(`published an event the contract does not name: ${event.type}`);
    schema.parse(event.data);
    events.push({ memberId, type: event.type, data: event.data as Record<string, unknown> });
  };
  return events;
}

export async function fund(db: Db, memberId: number, amount: number): Promise<void> {
  await db.tx((sql) =>
    creditMember(sql, {
      key: `test:fund:${memberId}:${randomBytes(6).toString('hex')}`,
      memberId,
      amount,
      kind: 'seed',
      house: 'BANK',
    }),
  );
}

export const balance = (db: Db, memberId: number) => balanceOf(db, memberId);

export type DrawInfo = {
  id: number;
  numero: string;
  seed: string;
  seed_hash: string;
  status: string;
  lock_at: Date;
  draw_at: Date;
};

/**
 * Opens a game's next numero as seen from `aheadMs` in the future, so its lock time is comfortably
 * later than the real clock the HTTP handlers use.
 */
export async function openAhead(platform: Platform, gameCode: string, aheadMs = 86_400_000): Promise<DrawInfo> {
  // a numero opened earlier (by a tick of another test) is cancelled, so each test starts on a new one
  const [current] = await platform.db.query<{ id: number }>(
    `SELECT d.id FROM lottery_draws d JOIN lottery_games g ON g.id = d.game_id WHERE g.code = $1 AND d.status IN ('OPEN', 'LOCKED')`,
    [gameCode],
  );
  if (current) await cancelOne(platform, Number(current.id), Date.now());
  await openNextNumeros(platform, Date.now() + aheadMs, gameCode);
  return currentDraw(platform.db, gameCode);
}

export async function currentDraw(db: Db, gameCode: string): Promise<DrawInfo> {
  const [row] = await db.query<DrawInfo>(
    `SELECT d.id, d.numero, d.seed, d.seed_hash, d.status, d.lock_at, d.draw_at FROM lottery_draws d
       JOIN lottery_games g ON g.id = d.game_id WHERE g.code = $1 AND d.status IN ('OPEN', 'LOCKED')`,
    [gameCode],
  );
  if (!row) throw new Error(`no current draw for ${gameCode}`);
  return { ...row, id: Number(row.id) };
}

export const requestId = () => `t${randomBytes(8).toString('hex')}`;

export function bet(
  t: TestApp,
  token: string,
  body: {
    gameCode: string;
    numero: string;
    requestId?: string;
    bets: { playCode: string; betNumber: string; stake: string | number }[];
  },
) {
  return t.call<{ bets: LotteryBet[]; balance: BalanceSnapshot; replayed: boolean }>({
    method: 'POST',
    url: '/lgw/lotto/bet',
    headers: { token },
    payload: { requestId: requestId(), ...body },
  });
}

export async function postingsOf(db: Db, memberId: number, kind?: string): Promise<{ kind: string; amount: number }[]> {
  const rows = await db.query<{ kind: string; amount: number }>(
    `SELECT kind, amount FROM ledger_postings WHERE member_id = $1 AND ($2::text IS NULL OR kind = $2) ORDER BY id`,
    [memberId, kind ?? null],
  );
  return rows.map((r) => ({ kind: r.kind, amount: Number(r.amount) }));
}
