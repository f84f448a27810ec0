import type { DepositChannel } from '@tala/contract/deposit';
import type { ResponsibleState } from '@tala/contract/responsible';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/domains/session/tokens.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { bet, fund, openAhead } from './lottery-helpers.ts';
import { createTestMember } from './members.ts';
import { login } from './session-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await openAhead(t.platform, 'LOTT5M');
});
afterAll(async () => t.close());

let seq = 0;
const rid = () => `rp_${Date.now().toString(36)}_${++seq}`;
const state = (token: string) => t.call<ResponsibleState>({ url: '/wps/member/responsible', headers: { token } });
const takeBreak = (token: string, choice: string) =>
  t.call<{ until: string | null }>({
    method: 'POST',
    url: '/wps/member/responsible/break',
    headers: { token },
    payload: { choice },
  });
const setLimit = (token: string, kind: string, period: string, limit: number | string | null) =>
  t.call<ResponsibleState>({
    method: 'POST',
    url: '/wps/member/responsible/limit',
    headers: { token },
    payload: { kind, period, limit },
  });
const currentNumero = async () => {
  const [row] = await t.db.query<{ numero: string }>(
    `SELECT d.numero FROM lottery_draws d JOIN lottery_games g ON g.id = d.game_id
      WHERE g.code = 'LOTT5M' AND d.status = 'OPEN' AND d.lock_at > now() ORDER BY d.lock_at LIMIT 1`,
  );
  return row!.numero;
};
const betOf = async (token: string, stake: string) =>
  bet(t, token, { gameCode: 'LOTT5M', numero: await currentNumero(), bets: [{ playCode: '2D', betNumber: '07', stake }] });
const deposit = async (token: string) => {
  const chans = (await t.call<{ channels: DepositChannel[] }>({ url: '/wps/deposit/channels', headers: { token } })).body.value!
    .channels;
  const ch = chans.find((c) => c.code === 'SANDBOX_QR') ?? chans[0]!;
  return t.call({
    method: 'POST',
    url: '/wps/deposit/orders',
    headers: { token },
    payload: { channel: ch.code, amount: ch.minMinor / 100 + 1, requestId: rid() },
  });
};
const launch = (token: string) =>
  t.call({ method: 'POST', url: '/wps/game/launchGame', headers: { token }, payload: { vassalage: 'TALA', nodeId: 10001 } });

describe('responsible play: breaks', () => {
  it('a 24 h time-out ends the sessions and refuses login, bets, game launches and deposits until it ends', async () => {
    const m = await createTestMember(t.db);
    const other = await createTestMember(t.db);
    await fund(t.db, m.id, 100_000);
    await fund(t.db, other.id, 100_000);
    const before = Date.now();
    const r = await takeBreak(m.token, '24h');
    expect(r.status).toBe(200);
    const until = Date.parse(r.body.value!.until!);
    expect(until - before).toBeGreaterThanOrEqual(24 * 3600_000 - 1000);
    expect(until - before).toBeLessThan(24 * 3600_000 + 60_000);

    // the session that asked is over
    expect((await state(m.token)).body.code).toBe('SESSION_EXPIRED');
    // a correct password is refused with until when
    const refused = await login(t, m.account, m.password);
    expect(refused.body.code).toBe('PLAY_BREAK_ACTIVE');
    expect(refused.body.value).toEqual({ kind: 'timeout', until: r.body.value!.until });
    // a session made some other way still cannot bet, launch a game or deposit
    const token = await createSession(t.db, m.id);
    expect((await betOf(token, '1')).body.code).toBe('PLAY_BREAK_ACTIVE');
    expect((await launch(token)).body.code).toBe('PLAY_BREAK_ACTIVE');
    expect((await deposit(token)).body.code).toBe('PLAY_BREAK_ACTIVE');
    expect((await state(token)).body.value!.activeBreak).toMatchObject({ kind: 'timeout', choice: '24h' });
    // it cannot be shortened
    await t.db.query("UPDATE play_breaks SET ends_at = ends_at + interval '30 days' WHERE member_id = $1", [m.id]);
    expect((await takeBreak(token, '7d')).body.code).toBe('PLAY_BREAK_SHORTER');
    expect((await takeBreak(token, '24h')).body.code).toBe('PLAY_BREAK_SHORTER');

    // another member is unaffected
    expect((await betOf(other.token, '1')).status).toBe(200);
    expect((await login(t, other.account, other.password)).status).toBe(200);

    // once it ended, everything works again
    await t.db.query(
      "UPDATE play_breaks SET starts_at = now() - interval '40 days', ends_at = now() - interval '1 minute' WHERE member_id = $1",
      [m.id],
    );
    const back = await login(t, m.account, m.password);
    expect(back.status).toBe(200);
    expect((await betOf(back.body.value!.token, '1')).status).toBe(200);
  });

  it('a self-exclusion can be lengthened to permanent, which refuses login with no end', async () => {
    const m = await createTestMember(t.db);
    expect((await takeBreak(m.token, '6m')).status).toBe(200);
    const token = await createSession(t.db, m.id);
    expect((await takeBreak(token, 'permanent')).body.value).toEqual({ until: null });
    const refused = await login(t, m.account, m.password);
    expect(refused.body.code).toBe('PLAY_BREAK_PERMANENT');
    const again = await createSession(t.db, m.id);
    expect((await takeBreak(again, '5y')).body.code).toBe('PLAY_BREAK_SHORTER');
  });

  it('refuses an unknown choice', async () => {
    const m = await createTestMember(t.db);
    expect((await takeBreak(m.token, '3d')).status).toBe(400);
  });
});

describe('responsible play: limits', () => {
  it('a stake limit refuses the bet that would cross it; a raise waits 24 hours; others are unaffected', async () => {
    const m = await createTestMember(t.db);
    const other = await createTestMember(t.db);
    await fund(t.db, m.id, 100_000);
    await fund(t.db, other.id, 100_000);
    const s = await setLimit(m.token, 'stake', 'day', 25);
    expect(s.body.value!.limits.find((l) => l.kind === 'stake' && l.period === 'day')).toMatchObject({
      limitMinor: 2500,
      usedMinor: 0,
      pending: null,
    });
    expect((await betOf(m.token, '20')).status).toBe(200);
    const over = await betOf(m.token, '10');
    expect(over.body.code).toBe('PLAY_LIMIT_REACHED');
    expect(over.body.value).toMatchObject({ kind: 'stake', period: 'day', limitMinor: 2500, remainingMinor: 500 });
    expect((await betOf(m.token, '5')).status).toBe(200);
    expect((await betOf(other.token, '50')).status).toBe(200);

    // a raise is not at once
    const raised = (await setLimit(m.token, 'stake', 'day', 100)).body.value!;
    expect(raised.limits.find((l) => l.kind === 'stake' && l.period === 'day')).toMatchObject({
      limitMinor: 2500,
      usedMinor: 2500,
      pending: { limitMinor: 10_000 },
    });
    expect((await betOf(m.token, '1')).body.code).toBe('PLAY_LIMIT_REACHED');
    // its time comes
    await t.db.query("UPDATE play_limits SET pending_from = now() - interval '1 minute' WHERE member_id = $1", [m.id]);
    expect((await betOf(m.token, '1')).status).toBe(200);
  });

  it('a loss limit counts stakes less what came back, and the stake as lost', async () => {
    const m = await createTestMember(t.db);
    await fund(t.db, m.id, 100_000);
    await setLimit(m.token, 'loss', 'week', 10);
    expect((await betOf(m.token, '8')).status).toBe(200);
    expect((await betOf(m.token, '3')).body.code).toBe('PLAY_LIMIT_REACHED');
    expect((await state(m.token)).body.value!.limits.find((l) => l.kind === 'loss' && l.period === 'week')!.usedMinor).toBe(800);
  });

  it('the reality check reports the session and the chosen reminder', async () => {
    const m = await createTestMember(t.db);
    await fund(t.db, m.id, 100_000);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/wps/member/responsible/reminder',
          headers: { token: m.token },
          payload: { minutes: 20 },
        })
      ).status,
    ).toBe(400);
    await t.call({
      method: 'POST',
      url: '/wps/member/responsible/reminder',
      headers: { token: m.token },
      payload: { minutes: 30 },
    });
    await betOf(m.token, '4');
    const rc = await t.call<{ stakeMinor: number; netMinor: number; reminderMinutes: number }>({
      url: '/wps/member/responsible/session',
      headers: { token: m.token },
    });
    expect(rc.body.value).toMatchObject({ stakeMinor: 400, netMinor: -400, reminderMinutes: 30 });
  });
});

describe('responsible play: game rounds', () => {
  async function launchDice(token: string) {
    const [g] = await t.db.query<{ node_id: number }>(
      "SELECT node_id FROM games WHERE vendor = 'TALA' AND classify = 'DICE' AND NOT maintenance ORDER BY sort LIMIT 1",
    );
    const r = await t.call<{ game_url: string }>({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { token },
      payload: { vassalage: 'TALA', nodeId: g!.node_id },
    });
    expect(r.status).toBe(200);
    return r.body.value!.game_url.split('#t=')[1]!;
  }
  const roll = (ticket: string, stake: number) =>
    t.call<{ balance: number }>({
      method: 'POST',
      url: '/vendor/demo/api/dice/roll',
      headers: { 'x-ticket': ticket },
      payload: { roundId: `r${rid()}`, stake, target: 50, side: 'under' },
    });

  it('a stake limit refuses the round that would cross it; no money moves', async () => {
    const m = await createTestMember(t.db);
    await fund(t.db, m.id, 100_000);
    await setLimit(m.token, 'stake', 'day', 8);
    const ticket = await launchDice(m.token);
    expect((await roll(ticket, 500)).status).toBe(200);
    const [{ n }] = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_rounds WHERE member_id = $1', [
      m.id,
    ])) as [{ n: number }];
    const refused = await roll(ticket, 500);
    expect(refused.body.code).toBe('PLAY_LIMIT_REACHED');
    const [after] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_rounds WHERE member_id = $1', [m.id]);
    expect(after!.n).toBe(n);
    expect((await roll(ticket, 300)).status).toBe(200);
  });
});
