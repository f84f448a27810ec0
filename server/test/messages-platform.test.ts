import type { DepositOrder } from '@tala/contract/deposit';
import type { PlatformMessage } from '@tala/contract/messages';
import { UPLOAD_PATH } from '@tala/contract/core/uploads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cashierOps } from '../src/domains/deposit/ops.ts';
import { balanceOf } from '../src/domains/wallet/ledger.ts';
import { sandboxPaidNotice } from './deposits.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { encCall, freshIp, outboxCode, solvedAltcha, type LoginValue } from './session-helpers.ts';

/** The platform's own messages: a credited deposit and a new account write one to the member. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

let seq = 0;
const rid = () => `req_${Date.now().toString(36)}_${++seq}`;
const uniqueMobile = () => `97${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;
const uniqueName = () => `wel${process.pid % 1000}x${++seq}`;

type Page = { list: PlatformMessage[]; total: number; unreadCount: number };
const inbox = async (token: string) => (await t.call<Page>({ url: '/wps/messages', headers: { token } })).body.value!;
/** The templates of a member's messages, oldest first, read from the table (works for any account). */
const templatesOf = async (memberId: number) =>
  (
    await t.db.query<{ template: string | null }>('SELECT template FROM member_messages WHERE member_id = $1 ORDER BY id', [
      memberId,
    ])
  ).map((r) => r.template);
const idOf = async (account: string) =>
  Number((await t.db.query<{ id: number }>('SELECT id FROM members WHERE account = $1', [account]))[0]!.id);

async function newOrder(amount: string, channel: string) {
  const m = await createTestMember(t.db);
  const r = await t.call<DepositOrder>({
    method: 'POST',
    url: '/wps/deposit/orders',
    headers: { token: m.token },
    payload: { channel, amount, requestId: rid() },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { m, order: r.body.value! };
}

async function signedPaid(order: DepositOrder) {
  const { body, signature } = await sandboxPaidNotice(t.db, order);
  return () =>
    t.call<{ replayed: boolean }>({
      method: 'POST',
      url: '/payments/notify/SANDBOX',
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      payload: body,
    });
}

const messageEvents = (publish: { mock: { calls: unknown[][] } }, memberId: number) =>
  publish.mock.calls.filter(([to, event]) => to === memberId && (event as { type: string }).type === 'message.new').length;

describe('deposit credited', () => {
  it('a sandbox payment writes one message with the credited amount, tells the tabs once; replays write nothing more', async () => {
    const { m, order } = await newOrder('500.00', 'GOWALLET');
    expect(await inbox(m.token)).toMatchObject({ total: 0, unreadCount: 0 });
    const publish = vi.spyOn(t.platform, 'publish');
    const approve = await t.app.inject({ method: 'POST', url: `${order.checkoutUrl}/approve` });
    expect(approve.statusCode).toBe(303);
    expect(await balanceOf(t.db, m.id)).toBe(50_000);

    const page = await inbox(m.token);
    expect(page).toMatchObject({ total: 1, unreadCount: 1 });
    expect(page.list[0]).toMatchObject({
      kind: 'cashier',
      template: 'depositCredited',
      params: { amountMinor: 50_000 },
      read: false,
    });

    // the provider's notification replayed, one after another and ten at once; a second click on the sandbox page
    const replay = await signedPaid(order);
    expect((await replay()).body.value!.replayed).toBe(true);
    const many = await Promise.all(Array.from({ length: 10 }, () => replay()));
    expect(many.every((r) => r.status === 200 && r.body.value!.replayed)).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: `${order.checkoutUrl}/approve` })).statusCode).toBe(303);
    expect(await balanceOf(t.db, m.id)).toBe(50_000);
    expect(await templatesOf(m.id)).toEqual(['depositCredited']);
    expect(messageEvents(publish, m.id)).toBe(1);
    publish.mockRestore();
  });

  it('ten concurrent first notifications credit once and write one message', async () => {
    const { m, order } = await newOrder('750.00', 'GOWALLET');
    const send = await signedPaid(order);
    const results = await Promise.all(Array.from({ length: 10 }, () => send()));
    expect(results.filter((r) => r.body.value?.replayed === false)).toHaveLength(1);
    expect(await balanceOf(t.db, m.id)).toBe(75_000);
    expect(await templatesOf(m.id)).toEqual(['depositCredited']);
    expect((await inbox(m.token)).list[0]!.params).toEqual({ amountMinor: 75_000 });
  });

  it('an operator accepting a bank transfer writes one message; a failed or refused order writes none', async () => {
    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
      0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
    ]);
    const withReceipt = async () => {
      const { m, order } = await newOrder('1000.00', 'BANKXFER');
      const upload = await t.call<{ id: string }>({
        method: 'POST',
        url: `${UPLOAD_PATH}?purpose=depositReceipt`,
        headers: { token: m.token, 'content-type': 'image/png' },
        payload: png,
      });
      const sent = await t.call<DepositOrder>({
        method: 'POST',
        url: '/wps/deposit/receipt',
        headers: { token: m.token },
        payload: { orderNo: order.orderNo, senderName: 'Juan Dela Cruz', receipts: [upload.body.value!.id] },
      });
      expect(sent.body.value?.status).toBe('review');
      return { m, order };
    };

    const { m, order } = await withReceipt();
    const publish = vi.spyOn(t.platform, 'publish');
    await cashierOps.run(t.platform, ['accept', order.orderNo]);
    await expect(cashierOps.run(t.platform, ['accept', order.orderNo])).rejects.toThrow();
    expect(await balanceOf(t.db, m.id)).toBe(100_000);
    expect(await templatesOf(m.id)).toEqual(['depositCredited']);
    expect((await inbox(m.token)).list[0]!.params).toEqual({ amountMinor: 100_000 });
    expect(messageEvents(publish, m.id)).toBe(1);
    publish.mockRestore();

    const refused = await withReceipt();
    await cashierOps.run(t.platform, ['refuse', refused.order.orderNo, 'not', 'received']);
    expect(await templatesOf(refused.m.id)).toEqual([]);

    const failed = await newOrder('500.00', 'GOWALLET');
    expect((await t.app.inject({ method: 'POST', url: `${failed.order.checkoutUrl}/fail` })).statusCode).toBe(303);
    expect(await templatesOf(failed.m.id)).toEqual([]);
  });
});

describe('welcome', () => {
  const smsCode = async (mobileNo: string) => {
    const ip = freshIp();
    const res = await t.call({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '63', mobileNo, altcha: await solvedAltcha(t, ip) },
      remoteAddress: ip,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (await outboxCode(t, `+63${mobileNo}`))!;
  };
  const register = (input: Record<string, unknown>, path: string) => encCall<LoginValue>(t, 'PUT', path, input);

  it('registering by username writes one welcome message, unread, in the new member’s inbox', async () => {
    const mobileNum = uniqueMobile();
    const res = await register(
      {
        username: uniqueName(),
        password: 'Secret123',
        confirmPassword: 'Secret123',
        mobileNum,
        countryDialingCode: '63',
        verificationCode: await smsCode(mobileNum),
        agreement: true,
        ageConfirmed: true,
        login: true,
      },
      '/wps/member/register',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = await inbox(res.body.value!.token);
    expect(page).toMatchObject({ total: 1, unreadCount: 1 });
    expect(page.list[0]).toMatchObject({ kind: 'system', template: 'welcome', read: false });
  });

  it('registering by mobile number writes one welcome message', async () => {
    const mobileNum = uniqueMobile();
    const res = await register(
      {
        mobileNum,
        countryDialingCode: '63',
        verificationCode: await smsCode(mobileNum),
        password: 'Mobile123',
        confirmPassword: 'Mobile123',
        agreement: true,
        ageConfirmed: true,
      },
      '/wps/member/register/mobile',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await templatesOf(await idOf(mobileNum))).toEqual(['welcome']);
  });

  it('a player an agent registers below him gets one welcome message; the agent gets none', async () => {
    const agent = await createTestMember(t.db, { isAgent: 1 });
    const username = uniqueName();
    const res = await encCall(
      t,
      'POST',
      '/wps/agent/downline',
      { username, password: 'Start1234', confirmPassword: 'Start1234' },
      { token: agent.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await templatesOf(await idOf(username))).toEqual(['welcome']);
    expect(await templatesOf(agent.id)).toEqual([]);
  });

  it('a free-play trial account gets no message', async () => {
    const ip = freshIp();
    const res = await t.call<LoginValue>({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { altcha: await solvedAltcha(t, ip) },
      remoteAddress: ip,
    });
    expect(res.status).toBe(200);
    expect(await templatesOf(await idOf(res.body.value!.account))).toEqual([]);
  });
});
