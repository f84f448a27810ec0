import { UPLOAD_PATH } from '@tala/contract/core/uploads';
import type { BonusRecord, PromotionSummary } from '@tala/contract/promotions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoOps } from '../src/domains/promotions/ops.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const png = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
  0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
]);
const upload = async (token: string, purpose = 'promoApplication') => {
  const r = await t.call<{ id: string }>({
    method: 'POST',
    url: `${UPLOAD_PATH}?purpose=${purpose}`,
    headers: { token, 'content-type': 'image/png' },
    payload: png,
  });
  return r.body.value!.id;
};

let counter = 0;
const rid = () => `app-${process.pid}-${++counter}-${Date.now()}`;
const apply = (token: string, body: Record<string, unknown>) =>
  t.call<PromotionSummary>({
    method: 'POST',
    url: '/wps/promotions/apply',
    headers: { token },
    payload: { requestId: rid(), ...body },
  });
const list = (token: string) => t.call<{ list: PromotionSummary[] }>({ url: '/wps/promotions', headers: { token } });

async function winId(): Promise<number> {
  const all = (await t.call<{ list: PromotionSummary[] }>({ url: '/wps/promotions' })).body.value!.list;
  return all.find((p) => p.title === 'Share your big win: $10')!.id;
}

describe('applying to a promotion with evidence', () => {
  it('takes a comment and images, waits for review, pays once when approved', async () => {
    const m = await createTestMember(t.db);
    const id = await winId();
    const before = (await list(m.token)).body.value!.list.find((p) => p.id === id)!;
    expect([before.status, before.rule!.kind]).toEqual(['join', 'apply']);

    const sent = await apply(m.token, {
      id,
      comment: 'Jackpot on Lucky Star!',
      images: [await upload(m.token), await upload(m.token)],
    });
    expect(sent.status).toBe(200);
    expect(sent.body.value).toMatchObject({
      status: 'applying',
      application: { status: 'applying', comment: 'Jackpot on Lucky Star!' },
    });
    const again = await apply(m.token, { id, comment: 'again', images: [await upload(m.token)] });
    expect([again.status, again.body.code]).toEqual([409, 'PROMO_APPLIED']);
    // a claim is not the way to get it
    const claim = await t.call({
      method: 'POST',
      url: '/wps/promotions/claim',
      headers: { token: m.token },
      payload: { id, requestId: rid() },
    });
    expect(claim.body.code).toBe('PROMO_APPLIED');

    const pending = await promoOps.run(t.platform, ['applications']);
    const [line] = pending.split('\n').filter((l) => l.includes(m.account));
    const applicationId = Number(line!.split('\t')[0]);
    expect(await promoOps.run(t.platform, ['approve', String(applicationId)])).toBe(
      `application ${applicationId} approved: 10.00 paid`,
    );
    await expect(promoOps.run(t.platform, ['approve', String(applicationId)])).rejects.toThrow(/already issued/);

    const after = (await list(m.token)).body.value!.list.find((p) => p.id === id)!;
    expect(after.status).toBe('issued');
    const bonuses = await t.call<{ list: BonusRecord[] }>({ url: '/wps/promotions/bonuses', headers: { token: m.token } });
    expect(bonuses.body.value!.list).toMatchObject([{ promotionId: id, amountMinor: 1000, turnoverRequiredMinor: 1000 }]);
    const [n] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_postings WHERE member_id = $1 AND kind = 'promo.bonus'",
      [m.id],
    );
    expect(n!.n).toBe(1);
  });

  it('answers concurrent twins of one request alike, with one application', async () => {
    const m = await createTestMember(t.db);
    const body = { id: await winId(), comment: 'Twins', images: [await upload(m.token)], requestId: rid() };
    const twins = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.call<PromotionSummary>({ method: 'POST', url: '/wps/promotions/apply', headers: { token: m.token }, payload: body }),
      ),
    );
    for (const r of twins) expect([r.status, r.body.value?.status], JSON.stringify(r.body)).toEqual([200, 'applying']);
    const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM promotion_applications WHERE member_id = $1', [
      m.id,
    ]);
    expect(rows[0]!.n).toBe(1);
  });

  it('lets a rejected member read why and apply again', async () => {
    const m = await createTestMember(t.db);
    const id = await winId();
    await apply(m.token, { id, comment: 'first try', images: [await upload(m.token)] });
    const applicationId = Number(
      (await promoOps.run(t.platform, ['applications']))
        .split('\n')
        .find((l) => l.includes(m.account))!
        .split('\t')[0],
    );
    await expect(promoOps.run(t.platform, ['reject', String(applicationId)])).rejects.toThrow(/say why/);
    await promoOps.run(t.platform, ['reject', String(applicationId), 'The', 'screenshot', 'is', 'unreadable']);
    const rejected = (await list(m.token)).body.value!.list.find((p) => p.id === id)!;
    expect(rejected).toMatchObject({
      status: 'rejected',
      application: { status: 'rejected', reason: 'The screenshot is unreadable' },
    });
    const second = await apply(m.token, { id, comment: 'clearer one', images: [await upload(m.token)] });
    expect(second.body.value!.status).toBe('applying');
  });

  it('refuses a long comment, no image, a fourth image, another member’s image, and a replayed request id for another promotion', async () => {
    const m = await createTestMember(t.db);
    const other = await createTestMember(t.db);
    const id = await winId();
    const long = await apply(m.token, { id, comment: 'x'.repeat(141), images: [await upload(m.token)] });
    expect([long.status, long.body.code, long.body.field]).toEqual([400, 'COMMENT_LIMIT', 'comment']);
    expect((await apply(m.token, { id, comment: 'x'.repeat(140), images: [] })).body.code).toBe('IMAGE_LIMIT');
    const four = await Promise.all([1, 2, 3, 4].map(() => upload(m.token)));
    expect((await apply(m.token, { id, comment: 'four', images: four })).body.code).toBe('IMAGE_LIMIT');
    expect((await apply(m.token, { id, comment: 'theirs', images: [await upload(other.token)] })).body.code).toBe(
      'UPLOAD_NOT_FOUND',
    );
    expect((await apply(m.token, { id, comment: 'receipt', images: [await upload(m.token, 'depositReceipt')] })).body.code).toBe(
      'UPLOAD_NOT_FOUND',
    );
    // nothing above was kept
    expect((await list(m.token)).body.value!.list.find((p) => p.id === id)!.status).toBe('join');

    const key = rid();
    const ok = await apply(m.token, { id, requestId: key, comment: 'x'.repeat(140), images: [four[0]] });
    expect(ok.body.value!.status).toBe('applying');
    const replay = await apply(m.token, { id, requestId: key, comment: 'x'.repeat(140), images: [four[0]] });
    expect(replay.body.value!.status).toBe('applying');
    const daily = (await list(m.token)).body.value!.list.find((p) => p.title === 'Daily check-in bonus')!.id;
    expect((await apply(m.token, { id: daily, requestId: key, comment: 'x', images: [four[1]] })).body.code).toBe(
      'DUPLICATE_REQUEST',
    );
    // a promotion that is claimed, not applied for
    expect((await apply(m.token, { id: daily, comment: 'x', images: [four[1]] })).body.code).toBe('PROMO_NOT_ELIGIBLE');
  });
});
