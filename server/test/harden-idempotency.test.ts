import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { balance, bet, fund, openAhead, postingsOf, requestId, type DrawInfo } from './lottery-helpers.ts';

let t: TestApp;
let player: Awaited<ReturnType<typeof createTestMember>>;
let draw: DrawInfo;

beforeAll(async () => {
  t = await startTestApp();
  player = await createTestMember(t.db);
  await fund(t.db, player.id, 100_000);
  draw = await openAhead(t.platform, 'LOTT5M');
});
afterAll(() => t.close());

describe('lottery bet idempotency: one key, one bet', () => {
  it('same key + same body → the stored answer; same key + different body → 409 DUPLICATE_REQUEST, nothing moved', async () => {
    const id = requestId();
    const body = {
      gameCode: 'LOTT5M',
      numero: draw.numero,
      requestId: id,
      bets: [{ playCode: '2D', betNumber: '07', stake: '1' }],
    };
    const first = await bet(t, player.token, body);
    expect(first.status).toBe(200);
    // the same bet written differently (case, spaces) is the same bet
    const again = await bet(t, player.token, { ...body, bets: [{ playCode: '2d', betNumber: ' 07 ', stake: '1.00' }] });
    expect(again.status).toBe(200);
    expect(again.body.value!.replayed).toBe(true);

    const before = await balance(t.db, player.id);
    const postings = (await postingsOf(t.db, player.id)).length;
    for (const changed of [
      { ...body, bets: [{ playCode: '2D', betNumber: '07', stake: '2' }] },
      { ...body, bets: [{ playCode: '2D', betNumber: '08', stake: '1' }] },
      { ...body, bets: [...body.bets, { playCode: '2D', betNumber: '09', stake: '1' }] },
    ]) {
      const res = await bet(t, player.token, changed);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ success: false, code: 'DUPLICATE_REQUEST', field: 'requestId' });
    }
    expect(await balance(t.db, player.id)).toBe(before);
    expect((await postingsOf(t.db, player.id)).length).toBe(postings);
  });

  it('concurrent twins with different bodies: one is placed, the other refused', async () => {
    const id = requestId();
    const mk = (n: string) => ({
      gameCode: 'LOTT5M',
      numero: draw.numero,
      requestId: id,
      bets: [{ playCode: '2D', betNumber: n, stake: '1' }],
    });
    const results = await Promise.all([bet(t, player.token, mk('11')), bet(t, player.token, mk('22'))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await t.db.query('SELECT id FROM lottery_orders WHERE member_id = $1 AND request_id = $2', [player.id, id]);
    expect(rows).toHaveLength(1);
  });
});
