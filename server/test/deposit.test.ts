import type { DepositChannel, DepositOrder } from '@tala/contract/deposit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositExpiryJob } from '../src/domains/deposit/job.ts';
import { cashierOps } from '../src/domains/deposit/ops.ts';
import { EXPIRY_GRACE_MS, MANUAL_ORDER_TTL_MS, ORDER_TTL_MS } from '../src/domains/deposit/orders.ts';
import { UPLOAD_PATH } from '@tala/contract/core/uploads';
import { UsageError } from '../src/domains/ops-command.ts';
import { balanceOf, ledgerAudit } from '../src/domains/wallet/ledger.ts';
import type { NotificationMessage } from '../src/providers/payments/notification.ts';
import { sandboxPaidNotice } from './deposits.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

let seq = 0;
const rid = () => `req_${Date.now().toString(36)}_${++seq}`;

const channels = (token: string) =>
  t.call<{ channels: DepositChannel[] }>({ method: 'GET', url: '/wps/deposit/channels', headers: { token } });
const create = (token: string, payload: object) =>
  t.call<DepositOrder>({ method: 'POST', url: '/wps/deposit/orders', headers: { token }, payload });
const orderOf = (token: string, orderNo: string) =>
  t.call<DepositOrder>({ method: 'GET', url: `/wps/deposit/order?orderNo=${orderNo}`, headers: { token } });
const history = (token: string, query = '') =>
  t.call<{ list: DepositOrder[]; total: number; totalPages: number }>({
    method: 'GET',
    url: `/wps/deposit/orders${query}`,
    headers: { token },
  });
const notifyRaw = (body: string, headers: Record<string, string> = {}, provider = 'SANDBOX') =>
  t.call<{ orderNo: string; status: string; replayed: boolean }>({
    method: 'POST',
    url: `/payments/notify/${provider}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
async function notify(order: DepositOrder, over: Partial<NotificationMessage> = {}) {
  const { body, signature } = await sandboxPaidNotice(t.db, order, over);
  return { body, signature, send: () => notifyRaw(body, { 'x-signature': signature }) };
}
const turnover = async (memberId: number) => {
  const [row] = await t.db.query<{ s: number }>(
    'SELECT COALESCE(SUM(required_minor), 0)::bigint AS s FROM turnover_requirements WHERE member_id = $1',
    [memberId],
  );
  return Number(row!.s);
};

async function newOrder(amount = '500.00', channel = 'GOWALLET') {
  const m = await createTestMember(t.db);
  const r = await create(m.token, { channel, amount, requestId: rid() });
  expect(r.status).toBe(200);
  return { m, order: r.body.value! };
}

describe('deposit channels', () => {
  it('lists the enabled channels in order, with limits, presets and fees, and hides a switched-off one', async () => {
    const m = await createTestMember(t.db);
    const r = await channels(m.token);
    expect(r.status).toBe(200);
    const list = r.body.value!.channels;
    expect(list.map((c) => c.code)).toEqual(['GOWALLET', 'MAYAPAY', 'ONLINEBANK', 'QRPH', 'BANKXFER']);
    expect(list[0]!.payee).toBeNull();
    expect(list[4]).toMatchObject({ kind: 'manual', payee: { bankName: expect.any(String), accountNumber: expect.any(String) } });
    expect(list[1]).toMatchObject({ kind: 'ewallet', minMinor: 10_000, feeBps: 150 });
    expect(list[0]!.presetsMinor.length).toBeGreaterThan(0);
    // a descriptive name has its own in other languages; a payment brand's name has none
    expect(list[2]).toMatchObject({ name: 'Online Banking', names: { zh: '网银支付' } });
    expect(list[0]!.names).toEqual({});
    expect(await cashierOps.run(t.platform, ['channel', 'gowallet', 'name', 'zh', 'Go', '钱包'])).toBe(
      'deposit channel GOWALLET reads "Go 钱包" in zh',
    );
    expect((await channels(m.token)).body.value!.channels[0]!.names).toEqual({ zh: 'Go 钱包' });
    expect(await cashierOps.run(t.platform, ['channel', 'GOWALLET', 'name', 'zh'])).toBe(
      'deposit channel GOWALLET reads its own name in zh',
    );
    expect((await channels(m.token)).body.value!.channels[0]!.names).toEqual({});
    await expect(cashierOps.run(t.platform, ['channel', 'GOWALLET', 'name', 'xx', 'Nope'])).rejects.toThrow('say a language');
    expect(await cashierOps.run(t.platform, ['channel', 'qrph', 'off'])).toBe('deposit channel QRPH off');
    expect(await cashierOps.run(t.platform, ['channels'])).toMatch(/^QRPH\toff\tqr\t/m);
    await expect(cashierOps.run(t.platform, ['channel', 'NOPE', 'on'])).rejects.toThrow('no deposit channel NOPE');
    expect((await channels(m.token)).body.value!.channels.map((c) => c.code)).not.toContain('QRPH');
    const refused = await create(m.token, { channel: 'QRPH', amount: '100.00', requestId: rid() });
    expect(refused.body.code).toBe('FUNCTION_DISABLED');
    await cashierOps.run(t.platform, ['channel', 'QRPH', 'on']);
  });

  it('needs a member', async () => {
    expect((await t.call({ method: 'GET', url: '/wps/deposit/channels' })).status).toBe(401);
  });
});

describe('deposit orders', () => {
  it('creates a pending order with a checkout URL, the fee and what reaches the wallet', async () => {
    const { order } = await newOrder('1000.00', 'MAYAPAY');
    expect(order).toMatchObject({
      status: 'pending',
      amountMinor: 100_000,
      feeMinor: 1_500,
      creditMinor: 98_500,
      channel: 'MAYAPAY',
    });
    expect(order.checkoutUrl).toMatch(/^\/sandbox-pay\/checkout\/SBX/);
    expect(order).toMatchObject({ channelName: 'MayaPay', channelNames: {} });
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBeGreaterThan(ORDER_TTL_MS - 5_000);
  });

  it('refuses amounts outside the channel limits and unknown channels', async () => {
    const m = await createTestMember(t.db);
    expect((await create(m.token, { channel: 'GOWALLET', amount: '99.99', requestId: rid() })).body.code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await create(m.token, { channel: 'GOWALLET', amount: '50000.01', requestId: rid() })).body.code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await create(m.token, { channel: 'NOPE', amount: '100.00', requestId: rid() })).body.code).toBe('FUNCTION_DISABLED');
    expect((await history(m.token)).body.value!.total).toBe(0);
  });

  it('is idempotent on requestId: the same request answers the same order, a different body is DUPLICATE_REQUEST', async () => {
    const m = await createTestMember(t.db);
    const requestId = rid();
    const a = await create(m.token, { channel: 'GOWALLET', amount: '200.00', requestId });
    const b = await create(m.token, { channel: 'GOWALLET', amount: '200.00', requestId });
    expect(b.body.value!.orderNo).toBe(a.body.value!.orderNo);
    expect(b.body.value!.checkoutUrl).toBe(a.body.value!.checkoutUrl);
    const c = await create(m.token, { channel: 'GOWALLET', amount: '300.00', requestId });
    expect(c.status).toBe(409);
    expect(c.body.code).toBe('DUPLICATE_REQUEST');
    expect((await history(m.token)).body.value!.total).toBe(1);
  });

  it('a signed paid notification credits the member once, records 1× turnover, and pushes balance and status', async () => {
    const { m, order } = await newOrder('500.00');
    const events: { type: string; data: unknown }[] = [];
    const remove = t.platform.push.add({
      memberId: m.id,
      write: (frame) => (events.push({ type: frame, data: null }), true),
      close() {},
    });
    const n = await notify(order);
    const r = await n.send();
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({ orderNo: order.orderNo, status: 'paid', replayed: false });
    expect(await balanceOf(t.db, m.id)).toBe(50_000);
    expect(await turnover(m.id)).toBe(50_000);
    const after = (await orderOf(m.token, order.orderNo)).body.value!;
    expect(after.status).toBe('paid');
    expect(after.paidAt).not.toBeNull();
    expect(after.checkoutUrl).toBeNull();
    remove();
    const frames = events.map((e) => e.type).join('');
    expect(frames).toContain('event: balance');
    expect(frames).toContain('"mainBalanceMinor":50000');
    expect(frames).toContain('event: deposit.status');

    // the same notification again: answered, nothing moves
    const again = await n.send();
    expect(again.status).toBe(200);
    expect(again.body.value!.replayed).toBe(true);
    expect(await balanceOf(t.db, m.id)).toBe(50_000);
    expect(await turnover(m.id)).toBe(50_000);
  });

  it('refuses unsigned, forged, stale and unknown-provider notifications (4xx, nothing moves)', async () => {
    const { m, order } = await newOrder('500.00');
    const n = await notify(order);
    const unsigned = await notifyRaw(n.body);
    expect(unsigned.status).toBe(403);
    expect(unsigned.body.code).toBe('CALLBACK_REJECTED');
    const forged = await notifyRaw(n.body.replace('"amountMinor":50000', '"amountMinor":90000'), { 'x-signature': n.signature });
    expect(forged.body.code).toBe('CALLBACK_REJECTED');
    const wrongKey = await notifyRaw(n.body, { 'x-signature': 'A'.repeat(43) });
    expect(wrongKey.body.code).toBe('CALLBACK_REJECTED');
    const stale = await notify(order, { ts: Date.now() - 10 * 60_000 });
    expect((await stale.send()).body.code).toBe('CALLBACK_REJECTED');
    expect((await notifyRaw(n.body, { 'x-signature': n.signature }, 'OTHERPSP')).body.code).toBe('CALLBACK_REJECTED');
    expect((await notifyRaw('not json', { 'x-signature': n.signature })).status).toBe(403);
    expect(await balanceOf(t.db, m.id)).toBe(0);
    expect((await orderOf(m.token, order.orderNo)).body.value!.status).toBe('pending');
  });

  it('refuses a notification for an unknown order or a different amount; nothing moves', async () => {
    const { m, order } = await newOrder('500.00');
    const unknown = await notify(order, { merchantOrder: 'DPNOSUCHORDER' });
    const r1 = await unknown.send();
    expect(r1.status).toBe(404);
    expect(r1.body.code).toBe('NOT_FOUND');
    const otherRef = await notify(order, { providerRef: 'SBXsomeoneelse' });
    expect((await otherRef.send()).body.code).toBe('NOT_FOUND');
    const mismatch = await notify(order, { amountMinor: 50_001 });
    const r2 = await mismatch.send();
    expect(r2.status).toBe(403);
    expect(r2.body).toMatchObject({ code: 'CALLBACK_REJECTED', message: 'The amount differs from the order.' });
    expect(await balanceOf(t.db, m.id)).toBe(0);
    expect((await orderOf(m.token, order.orderNo)).body.value!.status).toBe('pending');
  });

  it('failed: a failed notification closes the order; a later paid one is refused', async () => {
    const { m, order } = await newOrder('500.00');
    const failed = await (await notify(order, { status: 'failed' })).send();
    expect(failed.body.value).toMatchObject({ status: 'failed', replayed: false });
    const replay = await (await notify(order, { status: 'failed' })).send();
    expect(replay.body.value!.replayed).toBe(true);
    const late = await (await notify(order)).send();
    expect(late.body).toMatchObject({ code: 'CALLBACK_REJECTED', message: 'The order already failed.' });
    expect(await balanceOf(t.db, m.id)).toBe(0);
    expect((await orderOf(m.token, order.orderNo)).body.value!.checkoutUrl).toBeNull();
  });

  it('10 concurrent replays of the same notification credit once', async () => {
    const { m, order } = await newOrder('750.00');
    const n = await notify(order);
    const results = await Promise.all(Array.from({ length: 10 }, () => n.send()));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.value!.replayed === false)).toHaveLength(1);
    expect(await balanceOf(t.db, m.id)).toBe(75_000);
    const [postings] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_postings WHERE kind = 'deposit' AND ref = $1",
      [order.orderNo],
    );
    expect(postings!.n).toBe(1);
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
  });

  it('the expiry job closes unpaid orders after their time and grace, and credits one the provider took', async () => {
    const { m, order } = await newOrder('500.00');
    const paidMeanwhile = await newOrder('600.00');
    // approved at the provider, but the notification never arrived
    await t.db.query("UPDATE sandbox_payments SET status = 'approved' WHERE merchant_order = $1", [paidMeanwhile.order.orderNo]);
    const expiresAt = Date.parse(order.expiresAt);
    await depositExpiryJob.run(t.platform, expiresAt + EXPIRY_GRACE_MS - 1_000);
    expect((await orderOf(m.token, order.orderNo)).body.value!.status).toBe('pending');
    await depositExpiryJob.run(t.platform, expiresAt + EXPIRY_GRACE_MS + 60_000);
    expect((await orderOf(m.token, order.orderNo)).body.value!.status).toBe('expired');
    expect((await orderOf(paidMeanwhile.m.token, paidMeanwhile.order.orderNo)).body.value!.status).toBe('paid');
    expect(await balanceOf(t.db, paidMeanwhile.m.id)).toBe(60_000);
    // running again (a crash half-way, a second runner) changes nothing
    await depositExpiryJob.run(t.platform, expiresAt + EXPIRY_GRACE_MS + 120_000);
    expect(await balanceOf(t.db, paidMeanwhile.m.id)).toBe(60_000);
    expect(await balanceOf(t.db, m.id)).toBe(0);
  });

  it('members see only their own orders', async () => {
    const a = await newOrder('500.00');
    const b = await createTestMember(t.db);
    const r = await orderOf(b.token, a.order.orderNo);
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('NOT_FOUND');
    expect((await history(b.token)).body.value!.total).toBe(0);
    expect((await history(a.m.token)).body.value!.list.map((o) => o.orderNo)).toEqual([a.order.orderNo]);
  });

  it('pages the history newest first', async () => {
    const m = await createTestMember(t.db);
    const made: string[] = [];
    for (let i = 0; i < 3; i++)
      made.push((await create(m.token, { channel: 'GOWALLET', amount: `${100 + i}.00`, requestId: rid() })).body.value!.orderNo);
    const page1 = (await history(m.token, '?pageSize=2')).body.value!;
    expect(page1).toMatchObject({ total: 3, totalPages: 2 });
    expect(page1.list.map((o) => o.orderNo)).toEqual([made[2], made[1]]);
    expect((await history(m.token, '?pageSize=2&pageNo=2')).body.value!.list.map((o) => o.orderNo)).toEqual([made[0]]);
  });
});

describe('sandbox checkout', () => {
  it('shows the payment, approves it once (signed notification to the platform), then sends the browser back', async () => {
    const { m, order } = await newOrder('500.00');
    const page = await t.app.inject({ method: 'GET', url: order.checkoutUrl! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('500.00');
    expect(page.body).toContain(order.orderNo);
    expect(page.body).toContain('Approve payment');
    const approve = await t.app.inject({ method: 'POST', url: `${order.checkoutUrl}/approve` });
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toMatch(/\/\?mc=depositv2$/);
    expect((await orderOf(m.token, order.orderNo)).body.value!.status).toBe('paid');
    expect(await balanceOf(t.db, m.id)).toBe(50_000);
    // a second click: back to the site, nothing more
    expect((await t.app.inject({ method: 'POST', url: `${order.checkoutUrl}/approve` })).statusCode).toBe(303);
    expect(await balanceOf(t.db, m.id)).toBe(50_000);
    expect((await t.app.inject({ method: 'GET', url: order.checkoutUrl! })).body).toContain('was approved');
  });

  it('fails a payment and cannot approve one past its expiry', async () => {
    const { m, order } = await newOrder('500.00');
    expect((await t.app.inject({ method: 'POST', url: `${order.checkoutUrl}/fail` })).statusCode).toBe(303);
    expect((await orderOf(m.token, order.orderNo)).body.value!.status).toBe('failed');

    const late = await newOrder('500.00');
    await t.db.query("UPDATE sandbox_payments SET expires_at = now() - interval '1 second' WHERE merchant_order = $1", [
      late.order.orderNo,
    ]);
    expect((await t.app.inject({ method: 'GET', url: late.order.checkoutUrl! })).body).toContain('has expired');
    expect((await t.app.inject({ method: 'POST', url: `${late.order.checkoutUrl}/approve` })).statusCode).toBe(409);
    expect(await balanceOf(t.db, late.m.id)).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox-pay/checkout/SBXnope' })).statusCode).toBe(404);
  });
});

describe('manual bank transfer', () => {
  const png = Buffer.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
    0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
  ]);
  const uploadReceipt = async (token: string, purpose = 'depositReceipt') => {
    const r = await t.call<{ id: string }>({
      method: 'POST',
      url: `${UPLOAD_PATH}?purpose=${purpose}`,
      headers: { token, 'content-type': 'image/png' },
      payload: png,
    });
    return r.body.value!.id;
  };
  const sendReceipt = (token: string, payload: object) =>
    t.call<DepositOrder>({ method: 'POST', url: '/wps/deposit/receipt', headers: { token }, payload });

  it('shows the brand account, takes the receipt, and credits once when the operator accepts it', async () => {
    const { m, order } = await newOrder('1000.00', 'BANKXFER');
    expect(order).toMatchObject({ status: 'created', checkoutUrl: null, payee: { accountName: 'Tala Gaming Demo Inc.' } });
    expect(new Date(order.expiresAt).getTime() - new Date(order.createdAt).getTime()).toBeCloseTo(MANUAL_ORDER_TTL_MS, -4);

    const ids = [await uploadReceipt(m.token), await uploadReceipt(m.token)];
    const sent = await sendReceipt(m.token, { orderNo: order.orderNo, senderName: 'Juan Dela Cruz', receipts: ids });
    expect(sent.status).toBe(200);
    expect(sent.body.value).toMatchObject({ status: 'review', senderName: 'Juan Dela Cruz', payee: null });
    // a retried request answers the order as it is
    expect(
      (await sendReceipt(m.token, { orderNo: order.orderNo, senderName: 'Juan Dela Cruz', receipts: ids })).body.value?.status,
    ).toBe('review');
    expect(await balanceOf(t.db, m.id)).toBe(0);
    // the expiry job leaves a receipt in review alone, however late
    await depositExpiryJob.run(t.platform, Date.now() + MANUAL_ORDER_TTL_MS * 2);
    expect((await orderOf(m.token, order.orderNo)).body.value?.status).toBe('review');

    const listing = await cashierOps.run(t.platform, ['receipts']);
    expect(listing).toContain(`${order.orderNo}\t${m.account}\t1000.00\tBANKXFER\tfrom Juan Dela Cruz`);
    expect(listing).toContain(`receipts ${ids.join(',')}`);

    expect(await cashierOps.run(t.platform, ['accept', order.orderNo])).toBe(
      `deposit ${order.orderNo} accepted: 1000.00 credited`,
    );
    expect(await balanceOf(t.db, m.id)).toBe(100_000);
    expect(await turnover(m.id)).toBe(100_000);
    await expect(cashierOps.run(t.platform, ['accept', order.orderNo])).rejects.toThrow(UsageError);
    expect(await balanceOf(t.db, m.id)).toBe(100_000);
    expect((await orderOf(m.token, order.orderNo)).body.value?.status).toBe('paid');
    expect(await ledgerAudit(t.db)).toMatchObject({ entriesSum: 0, unbalancedPostings: 0 });
  });

  it('a refused receipt closes the order with the reason and credits nothing', async () => {
    const { m, order } = await newOrder('600.00', 'BANKXFER');
    await sendReceipt(m.token, { orderNo: order.orderNo, senderName: 'Maria Santos', receipts: [await uploadReceipt(m.token)] });
    await expect(cashierOps.run(t.platform, ['refuse', order.orderNo])).rejects.toThrow(UsageError);
    expect(await cashierOps.run(t.platform, ['refuse', order.orderNo, 'amount', 'not', 'received'])).toBe(
      `deposit ${order.orderNo} refused: amount not received`,
    );
    expect((await orderOf(m.token, order.orderNo)).body.value).toMatchObject({
      status: 'failed',
      reviewNote: 'amount not received',
    });
    expect(await balanceOf(t.db, m.id)).toBe(0);
  });

  it('refuses a receipt without images, with someone else’s or a used image, for another member’s or an online order', async () => {
    const { m, order } = await newOrder('500.00', 'BANKXFER');
    const other = await createTestMember(t.db);
    const foreign = await uploadReceipt(other.token);
    const avatar = await uploadReceipt(m.token, 'avatar');
    const base = { orderNo: order.orderNo, senderName: 'Juan Dela Cruz' };
    expect((await sendReceipt(m.token, { ...base, receipts: [] })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'receipts',
    });
    expect((await sendReceipt(m.token, { ...base, receipts: [foreign] })).body.code).toBe('UPLOAD_NOT_FOUND');
    expect((await sendReceipt(m.token, { ...base, receipts: [avatar] })).body.code).toBe('UPLOAD_NOT_FOUND');
    expect(
      (await sendReceipt(m.token, { ...base, senderName: '1234', receipts: [await uploadReceipt(m.token)] })).body.field,
    ).toBe('senderName');
    const mine = await uploadReceipt(m.token);
    // another member's order is as unknown as a missing one
    expect((await sendReceipt(other.token, { ...base, receipts: [foreign] })).body.code).toBe('NOT_FOUND');
    const online = await create(m.token, { channel: 'GOWALLET', amount: '500.00', requestId: rid() });
    expect((await sendReceipt(m.token, { ...base, orderNo: online.body.value!.orderNo, receipts: [mine] })).body.field).toBe(
      'orderNo',
    );
    // nothing was taken by the refusals: the image still attaches to the right order
    expect((await sendReceipt(m.token, { ...base, receipts: [mine] })).body.value?.status).toBe('review');
    const second = await newOrder('500.00', 'BANKXFER');
    expect(
      (await sendReceipt(second.m.token, { orderNo: second.order.orderNo, senderName: 'Ana Reyes', receipts: [mine] })).body.code,
    ).toBe('UPLOAD_NOT_FOUND');
  });

  it('an unsent manual order expires after a day', async () => {
    const { m, order } = await newOrder('500.00', 'BANKXFER');
    await depositExpiryJob.run(t.platform, Date.now() + ORDER_TTL_MS + EXPIRY_GRACE_MS + 1000);
    expect((await orderOf(m.token, order.orderNo)).body.value?.status).toBe('created');
    await depositExpiryJob.run(t.platform, Date.now() + MANUAL_ORDER_TTL_MS + EXPIRY_GRACE_MS + 1000);
    expect((await orderOf(m.token, order.orderNo)).body.value?.status).toBe('expired');
    const late = await sendReceipt(m.token, {
      orderNo: order.orderNo,
      senderName: 'Juan Dela Cruz',
      receipts: [await uploadReceipt(m.token)],
    });
    expect(late.body.field).toBe('orderNo');
  });
});

describe('deposit limits (responsible play)', () => {
  type Limits = {
    limits: {
      period: string;
      limitMinor: number | null;
      usedMinor: number;
      pending: { limitMinor: number | null; from: string } | null;
    }[];
  };
  const limits = (token: string) => t.call<Limits>({ method: 'GET', url: '/wps/deposit/limits', headers: { token } });
  const setLimit = (token: string, period: string, limit: string | null) =>
    t.call<Limits>({ method: 'POST', url: '/wps/deposit/limits', headers: { token }, payload: { period, limit } });
  const day = (l: Limits) => l.limits.find((x) => x.period === 'day')!;

  it('a lower limit applies at once; a deposit over it is refused with what is left; a raise waits 24 hours', async () => {
    const m = await createTestMember(t.db);
    expect((await limits(m.token)).body.value!.limits.map((l) => [l.period, l.limitMinor])).toEqual([
      ['day', null],
      ['week', null],
      ['month', null],
    ]);
    expect(day((await setLimit(m.token, 'day', '1000.00')).body.value!)).toMatchObject({ limitMinor: 100_000, pending: null });

    expect((await create(m.token, { channel: 'GOWALLET', amount: '600.00', requestId: rid() })).status).toBe(200);
    const over = await create(m.token, { channel: 'GOWALLET', amount: '500.00', requestId: rid() });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({
      code: 'DEPOSIT_LIMIT_REACHED',
      field: 'amount',
      value: { period: 'day', remainingMinor: 40_000 },
    });
    expect((await create(m.token, { channel: 'GOWALLET', amount: '400.00', requestId: rid() })).status).toBe(200);
    expect(day((await limits(m.token)).body.value!).usedMinor).toBe(100_000);

    // a raise (or removing the limit) waits; the limit in force stays
    const raised = day((await setLimit(m.token, 'day', '5000.00')).body.value!);
    expect(raised).toMatchObject({ limitMinor: 100_000, pending: { limitMinor: 500_000 } });
    expect(new Date(raised.pending!.from).getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect((await create(m.token, { channel: 'GOWALLET', amount: '100.00', requestId: rid() })).body.code).toBe(
      'DEPOSIT_LIMIT_REACHED',
    );
    // going back down cancels the waiting raise
    expect(day((await setLimit(m.token, 'day', '1000.00')).body.value!)).toMatchObject({ limitMinor: 100_000, pending: null });
    expect(day((await setLimit(m.token, 'day', null)).body.value!)).toMatchObject({
      limitMinor: 100_000,
      pending: { limitMinor: null },
    });

    // 24 hours later the waiting change is in force
    await t.db.query(`UPDATE deposit_limits SET pending_from = now() - interval '1 second' WHERE member_id = $1`, [m.id]);
    expect(day((await limits(m.token)).body.value!)).toMatchObject({ limitMinor: null, pending: null });
    expect((await create(m.token, { channel: 'GOWALLET', amount: '100.00', requestId: rid() })).status).toBe(200);
  });

  it('failed and expired orders do not count; a retried request is answered even at the limit; weekly limits count 7 days', async () => {
    const m = await createTestMember(t.db);
    await setLimit(m.token, 'week', '500.00');
    const requestId = rid();
    const first = await create(m.token, { channel: 'GOWALLET', amount: '500.00', requestId });
    expect(first.status).toBe(200);
    expect((await create(m.token, { channel: 'GOWALLET', amount: '500.00', requestId })).body.value?.orderNo).toBe(
      first.body.value!.orderNo,
    );
    expect((await create(m.token, { channel: 'GOWALLET', amount: '100.00', requestId: rid() })).body.code).toBe(
      'DEPOSIT_LIMIT_REACHED',
    );
    await (await notify(first.body.value!, { status: 'failed' })).send();
    expect((await create(m.token, { channel: 'GOWALLET', amount: '500.00', requestId: rid() })).status).toBe(200);
    // an order from eight days ago is outside the week
    await t.db.query(`UPDATE deposit_orders SET created_at = now() - interval '8 days' WHERE member_id = $1`, [m.id]);
    expect((await create(m.token, { channel: 'GOWALLET', amount: '500.00', requestId: rid() })).status).toBe(200);
  });

  it('20 deposits at once never pass a limit together', async () => {
    const m = await createTestMember(t.db);
    await setLimit(m.token, 'day', '1000.00');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => create(m.token, { channel: 'GOWALLET', amount: '100.00', requestId: rid() })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.body.code === 'DEPOSIT_LIMIT_REACHED')).toHaveLength(10);
  });

  it('refuses a bad period or amount, and a visitor', async () => {
    const m = await createTestMember(t.db);
    expect((await setLimit(m.token, 'year', '10.00')).body.field).toBe('period');
    expect((await setLimit(m.token, 'day', '-5')).body.field).toBe('limit');
    expect((await setLimit(m.token, 'day', '1.234')).body.field).toBe('limit');
    expect((await t.call({ url: '/wps/deposit/limits' })).body.code).toBe('LOGIN_REQUIRED');
  });
});
