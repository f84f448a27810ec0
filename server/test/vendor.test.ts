import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerHost } from '../src/domains/games/host.ts';
import { balanceOf, ledgerAudit } from '../src/domains/wallet/ledger.ts';
import { baccaratPayout } from '../src/providers/games/demo/engines/baccarat.ts';
import { playRound } from '../src/providers/games/demo/rounds.ts';
import { refundStaleRounds } from '../src/providers/games/demo/sweeper.ts';
import { callbackSecretName, signCallback, type CallbackMessage } from '../src/providers/games/callback-message.ts';
import { secretOf } from '../src/providers/games/secrets.ts';
import { hmac, verifyTicket } from '../src/providers/games/signing.ts';
import { DEMO_TICKET_SECRET } from '../src/providers/games/demo/provider.ts';
import { fundedMember, launchInHouse } from './in-house.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const events: { to: number | 'all'; type: string; data: unknown }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  const original = t.platform.publish;
  t.platform.publish = (to, event) => {
    events.push({ to, ...event });
    original(to, event);
  };
});
afterAll(async () => t.close());

const player = (balance = 100_000) => fundedMember(t, balance);

async function launch(token: string, classify: 'SLOT' | 'TABLE' | 'DICE', vendor = 'TALA') {
  const r = await launchInHouse(t, token, { vendor, classify });
  expect(r.status).toBe(200);
  return r;
}

const play = <T = Record<string, unknown>>(ticket: string, path: string, payload: object) =>
  t.call<
    T & {
      roundId: string;
      stake: number;
      payout: number;
      balance: number;
      replayed: boolean;
      detail: Record<string, unknown>;
      ticket: string;
    }
  >({
    method: 'POST',
    url: `/vendor/demo/api/${path}`,
    headers: { 'x-ticket': ticket },
    payload,
  });

const rid = () => `r${Math.random().toString(36).slice(2, 12)}${Date.now().toString(36)}`;

describe('in-house vendor rounds', () => {
  it('a spin takes the stake and pays the win through the ledger, and tells the member', async () => {
    const m = await player();
    const { ticket } = await launch(m.token, 'SLOT');
    const session = await t.call<{ lines: number; lineBets: number[]; balance: number }>({
      method: 'GET',
      url: '/vendor/demo/api/slot/session',
      headers: { 'x-ticket': ticket },
    });
    expect(session.body.value).toMatchObject({ lines: 20, balance: 100_000 });
    const r = await play(ticket, 'slot/spin', { roundId: rid(), lineBet: 5 });
    expect(r.status).toBe(200);
    const { stake, payout, balance } = r.body.value!;
    expect(stake).toBe(100);
    expect(payout).toBe((r.body.value!.detail.multiplier as number) * 5);
    expect(balance).toBe(100_000 - 100 + payout);
    expect(await balanceOf(t.db, m.id)).toBe(balance);
    const [round] = await t.db.query<{ status: string; stake: number; payout: number }>(
      'SELECT status, stake, payout FROM game_rounds WHERE id = $1',
      [r.body.value!.roundId],
    );
    expect(round).toEqual({ status: 'settled', stake: 100, payout });
    const mine = events.filter((e) => e.to === m.id && e.type === 'balance');
    expect(mine.length).toBeGreaterThanOrEqual(1);
    expect(mine.at(-1)!.data).toMatchObject({ balance: { sumBalanceMinor: balance } });
  });

  it('a retried round (same round id) returns the first result and never pays twice', async () => {
    const m = await player();
    const { ticket } = await launch(m.token, 'DICE');
    const roundId = rid();
    const first = await play(ticket, 'dice/roll', { roundId, stake: 500, target: 96, side: 'under' });
    const again = await play(ticket, 'dice/roll', { roundId, stake: 500, target: 96, side: 'under' });
    expect(again.body.value).toMatchObject({
      replayed: true,
      payout: first.body.value!.payout,
      roundId: first.body.value!.roundId,
      balance: first.body.value!.balance,
    });
    expect(again.body.value!.detail).toEqual(first.body.value!.detail);
    expect(await balanceOf(t.db, m.id)).toBe(first.body.value!.balance);
    const postings = await t.db.query('SELECT kind FROM ledger_postings WHERE ref = $1 ORDER BY id', [first.body.value!.roundId]);
    expect(postings.map((p) => p.kind)).toEqual(first.body.value!.payout > 0 ? ['bet', 'win'] : ['bet']);
  });

  it('refuses bad stakes and stakes above the balance; the balance does not move', async () => {
    const m = await player(300);
    const slot = await launch(m.token, 'SLOT');
    const dice = await launch(m.token, 'DICE');
    const bac = await launch(m.token, 'TABLE');
    const cases: [string, string, object, string][] = [
      [slot.ticket, 'slot/spin', { roundId: rid(), lineBet: -5 }, 'VALIDATION_FAILED'],
      [slot.ticket, 'slot/spin', { roundId: rid(), lineBet: 3 }, 'STAKE_OUT_OF_RANGE'],
      [dice.ticket, 'dice/roll', { roundId: rid(), stake: 100_001, target: 50, side: 'over' }, 'STAKE_OUT_OF_RANGE'],
      [slot.ticket, 'slot/spin', { roundId: rid(), lineBet: 1e30 }, 'VALIDATION_FAILED'],
      [slot.ticket, 'slot/spin', { roundId: rid(), lineBet: 20 }, 'INSUFFICIENT_BALANCE'],
      [dice.ticket, 'dice/roll', { roundId: rid(), stake: 301, target: 50, side: 'over' }, 'INSUFFICIENT_BALANCE'],
      [dice.ticket, 'dice/roll', { roundId: rid(), stake: 5, target: 50, side: 'over' }, 'STAKE_OUT_OF_RANGE'],
      [dice.ticket, 'dice/roll', { roundId: rid(), stake: 100, target: 99, side: 'over' }, 'VALIDATION_FAILED'],
      [dice.ticket, 'dice/roll', { roundId: 'x', stake: 100, target: 50, side: 'over' }, 'VALIDATION_FAILED'],
      [bac.ticket, 'baccarat/deal', { roundId: rid(), bets: {} }, 'STAKE_OUT_OF_RANGE'],
      [bac.ticket, 'baccarat/deal', { roundId: rid(), bets: { player: -100 } }, 'VALIDATION_FAILED'],
      [bac.ticket, 'baccarat/deal', { roundId: rid(), bets: { player: 200, banker: 200 } }, 'INSUFFICIENT_BALANCE'],
      [slot.ticket, 'dice/roll', { roundId: rid(), stake: 100, target: 50, side: 'over' }, 'GAME_NOT_FOUND'],
    ];
    for (const [ticket, path, payload, code] of cases) {
      const r = await play(ticket, path, payload);
      expect({ path, payload, code: r.body.code }).toEqual({ path, payload, code });
      expect(r.status).toBeGreaterThanOrEqual(400);
    }
    expect(await balanceOf(t.db, m.id)).toBe(300);
    const [{ n }] = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_rounds WHERE member_id = $1', [
      m.id,
    ])) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('refuses forged, expired and logged-out tickets', async () => {
    const m = await player();
    const { ticket } = await launch(m.token, 'DICE');
    const [body, sig] = ticket.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const richer = Buffer.from(JSON.stringify({ ...claims, m: 1 })).toString('base64url');
    const payload = { roundId: rid(), stake: 100, target: 50, side: 'under' };
    expect((await play(`${richer}.${sig}`, 'dice/roll', payload)).body.code).toBe('SESSION_EXPIRED');
    expect((await play('nonsense', 'dice/roll', payload)).body.code).toBe('SESSION_EXPIRED');
    const secret = await secretOf(t.db, DEMO_TICKET_SECRET);
    const expired = Buffer.from(JSON.stringify({ ...claims, e: Math.floor(Date.now() / 1000) - 1 })).toString('base64url');
    expect((await play(`${expired}.${hmac(secret, expired)}`, 'dice/roll', payload)).body.code).toBe('SESSION_EXPIRED');
    expect(verifyTicket(secret, ticket)).toMatchObject({ m: m.id });
    await t.db.query('UPDATE sessions SET revoked_at = now() WHERE member_id = $1', [m.id]);
    expect((await play(ticket, 'dice/roll', payload)).body.code).toBe('SESSION_EXPIRED');
    expect(await balanceOf(t.db, m.id)).toBe(100_000);
  });

  it('baccarat pays by the outcome', async () => {
    const m = await player();
    const { ticket } = await launch(m.token, 'TABLE');
    const bets = { player: 100, banker: 200, tie: 100 };
    const r = await play(ticket, 'baccarat/deal', { roundId: rid(), bets });
    const winner = r.body.value!.detail.winner as 'player' | 'banker' | 'tie';
    expect(r.body.value!.payout).toBe(baccaratPayout(bets, winner));
    expect(r.body.value!.balance).toBe(100_000 - 400 + r.body.value!.payout);
  });
});

describe('vendor wallet callbacks', () => {
  const vendor = 'TALA';
  let nodeId: number;
  beforeAll(async () => {
    [{ node_id: nodeId }] = (await t.db.query<{ node_id: number }>(
      "SELECT node_id FROM games WHERE vendor = 'TALA' AND engine = 'dice'",
    )) as [{ node_id: number }];
  });
  const message = (m: { id: number }, over: Partial<CallbackMessage>): CallbackMessage => ({
    vendor,
    txId: `tx-${rid()}`,
    kind: 'bet',
    roundId: `cb-${rid()}`,
    memberId: m.id,
    nodeId,
    wallet: 'MAIN',
    engine: 'dice',
    amount: 1_000,
    ts: Date.now(),
    ...over,
  });
  const send = async (body: string, signature: string) =>
    t.call<{ status: string; balance: number }>({
      method: 'POST',
      url: `/vendor/callback/${vendor}`,
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      payload: body,
    });
  const sendSigned = async (msg: CallbackMessage) => {
    const { body, signature } = await signCallback(t.platform, msg);
    return { ...(await send(body, signature)), raw: body, signature };
  };

  it('bet, settle, and a retried settle (same txId) that pays once', async () => {
    const m = await player(10_000);
    const bet = await sendSigned(message(m, { kind: 'bet', amount: 1_000 }));
    expect(bet.body.value).toMatchObject({ status: 'open', balance: 9_000 });
    const settleMsg = message(m, { kind: 'settle', roundId: (JSON.parse(bet.raw) as CallbackMessage).roundId, amount: 2_500 });
    const settle = await sendSigned(settleMsg);
    expect(settle.body.value).toMatchObject({ status: 'settled', balance: 11_500 });
    const retry = await send(settle.raw, settle.signature);
    expect(retry.body.value).toMatchObject({ status: 'settled', balance: 11_500 });
    // a second settle message with a new txId but the same amount: the ledger key stops a double pay
    const again = await sendSigned({ ...settleMsg, txId: `tx-${rid()}` });
    expect(again.body.value).toMatchObject({ status: 'settled', balance: 11_500 });
    // …and with another amount it is refused
    expect((await sendSigned({ ...settleMsg, txId: `tx-${rid()}`, amount: 9_999 })).body.code).toBe('CALLBACK_REJECTED');
    expect(await balanceOf(t.db, m.id)).toBe(11_500);
  });

  it('refuses forged, stale and clashing callbacks without moving money', async () => {
    const m = await player(10_000);
    const msg = message(m, { kind: 'bet' });
    const { body } = await signCallback(t.platform, msg);
    const forgedSig = hmac(Buffer.from('not the secret'), body);
    expect((await send(body, forgedSig)).body).toMatchObject({ success: false, code: 'CALLBACK_REJECTED' });
    const tampered = body.replace('"amount":1000', '"amount":1');
    const { signature } = await signCallback(t.platform, msg);
    expect((await send(tampered, signature)).body.code).toBe('CALLBACK_REJECTED');
    const stale = await sendSigned({ ...msg, ts: Date.now() - 10 * 60_000 });
    expect(stale.body.code).toBe('CALLBACK_REJECTED');
    expect((await send('{not json', signature)).body.code).toBe('CALLBACK_REJECTED');
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/vendor/callback/PXG',
          headers: { 'content-type': 'application/json', 'x-signature': signature },
          payload: body,
        })
      ).body.code,
    ).toBe('CALLBACK_REJECTED');
    const ok = await sendSigned(msg);
    expect(ok.body.value).toMatchObject({ balance: 9_000 });
    // the same txId with another body is not a retry
    expect((await sendSigned({ ...msg, amount: 2_000 })).body.code).toBe('CALLBACK_REJECTED');
    // another member cannot touch this round
    const other = await player(10_000);
    expect((await sendSigned(message(other, { kind: 'settle', roundId: msg.roundId, amount: 5_000 }))).body.code).toBe(
      'CALLBACK_REJECTED',
    );
    expect(await balanceOf(t.db, m.id)).toBe(9_000);
    expect(await balanceOf(t.db, other.id)).toBe(10_000);
    expect(await secretOf(t.db, callbackSecretName(vendor))).toBeInstanceOf(Buffer);
  });

  it('refunds a failed round once, and a refunded round cannot be settled', async () => {
    const m = await player(10_000);
    const bet = message(m, { kind: 'bet', amount: 4_000 });
    await sendSigned(bet);
    const refund = await sendSigned(message(m, { kind: 'refund', roundId: bet.roundId, amount: 4_000 }));
    expect(refund.body.value).toMatchObject({ status: 'refunded', balance: 10_000 });
    const again = await sendSigned(message(m, { kind: 'refund', roundId: bet.roundId, amount: 4_000 }));
    expect(again.body.value).toMatchObject({ status: 'refunded', balance: 10_000 });
    expect((await sendSigned(message(m, { kind: 'settle', roundId: bet.roundId, amount: 8_000 }))).body.code).toBe(
      'CALLBACK_REJECTED',
    );
    expect((await sendSigned(message(m, { kind: 'refund', roundId: 'cb-unknown-round', amount: 1 }))).body.code).toBe(
      'ROUND_NOT_FOUND',
    );
    expect(await balanceOf(t.db, m.id)).toBe(10_000);
  });

  it('a round that fails mid-way is refunded, by the vendor at once or by the sweeper later', async () => {
    const m = await player(10_000);
    const claims = { m: m.id, s: 0, n: nodeId, v: vendor, w: 'MAIN', l: 'en', e: 0, j: 'x' };
    await expect(
      playRound(providerHost(t.platform), claims, {
        engine: 'dice',
        stake: 700,
        clientRoundId: rid(),
        request: { target: 50, side: 'under' },
        play: () => {
          throw new Error('engine crashed');
        },
      }),
    ).rejects.toThrow('engine crashed');
    expect(await balanceOf(t.db, m.id)).toBe(10_000);
    // a bet whose settle never came (the process died): the sweeper refunds it
    const orphan = message(m, { kind: 'bet', amount: 2_000 });
    await sendSigned(orphan);
    expect(await balanceOf(t.db, m.id)).toBe(8_000);
    expect(await refundStaleRounds(providerHost(t.platform), 0)).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(t.db, m.id)).toBe(10_000);
    const [round] = await t.db.query<{ status: string }>('SELECT status FROM game_rounds WHERE id = $1', [orphan.roundId]);
    expect(round!.status).toBe('refunded');
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });
});
