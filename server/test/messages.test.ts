import type { PlatformMessage } from '@tala/contract/messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messageOps } from '../src/domains/messages/ops.ts';
import { sendMessage } from '../src/domains/messages/send.ts';
import { UsageError } from '../src/domains/ops-command.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { BALANCE_EXTRAS_TTL_MS, forgetBalanceExtras } from '../src/domains/wallet/extras.ts';
import { creditMember } from '../src/domains/wallet/ledger.ts';
import { createTestMember } from './members.ts';
import { pastLifetime, watchQueries } from './node-caches.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

type Page = { list: PlatformMessage[]; total: number; totalPages: number; unreadCount: number };
const inbox = (token: string, query = '') => t.call<Page>({ url: `/wps/messages${query}`, headers: { token } });
const post = (token: string, url: string, payload: unknown = {}) =>
  t.call<{ unreadCount: number }>({ method: 'POST', url, headers: { token }, payload: payload as object });
const balanceUnread = async (token: string) =>
  (await t.call<{ unreadCount: number }>({ url: '/wps/v2/wallets/balance', headers: { token } })).body.value!.unreadCount;

describe('platform messages', () => {
  it('the operator writes to one member: he sees it unread, newest first; the balance carries the count; his tabs are told', async () => {
    const a = await createTestMember(t.db);
    const b = await createTestMember(t.db);
    const publish = vi.spyOn(t.platform, 'publish');
    expect(await messageOps.run(t.platform, ['send', a.account, 'Hello', 'First', 'message'])).toMatch(/^message \d+ sent to /);
    expect(publish).toHaveBeenCalledWith(a.id, { type: 'message.new', data: { broadcast: false } });
    publish.mockRestore();
    await sendMessage(t.platform, a.id, { kind: 'cashier', template: 'depositCredited', params: { amountMinor: 5_000 } });

    const page = (await inbox(a.token)).body.value!;
    expect(page.unreadCount).toBe(2);
    expect(page.total).toBe(2);
    expect(page.list.map((m) => [m.kind, m.template, m.title, m.body, m.read])).toEqual([
      ['cashier', 'depositCredited', '', '', false],
      ['operator', null, 'Hello', 'First message', false],
    ]);
    expect(page.list[0]!.params).toEqual({ amountMinor: 5_000 });
    expect(await balanceUnread(a.token)).toBe(2);
    expect(
      (await t.call<{ unreadCount: number }>({ url: '/wps/relay/CSP_unreadCount', headers: { token: a.token } })).body.value,
    ).toEqual({ unreadCount: 2 });
    // the other member has nothing
    expect((await inbox(b.token)).body.value).toMatchObject({ list: [], total: 0, unreadCount: 0 });
    expect(await balanceUnread(b.token)).toBe(0);
  });

  it('a member reads and deletes only his own messages; another member’s id is not found and nothing changes', async () => {
    const a = await createTestMember(t.db);
    const b = await createTestMember(t.db);
    const first = await sendMessage(t.platform, a.id, { kind: 'operator', title: 'One', body: 'x' });
    const second = await sendMessage(t.platform, a.id, { kind: 'operator', title: 'Two', body: 'y' });

    for (const url of ['/wps/messages/read', '/wps/messages/delete']) {
      const res = await post(b.token, url, { id: first });
      expect([res.status, res.body.code, res.body.field]).toEqual([404, 'MESSAGE_NOT_FOUND', 'id']);
    }
    expect((await inbox(a.token)).body.value!.unreadCount).toBe(2);

    const read = await post(a.token, '/wps/messages/read', { id: first });
    expect(read.body.value).toEqual({ unreadCount: 1 });
    // reading again is harmless
    expect((await post(a.token, '/wps/messages/read', { id: first })).body.value).toEqual({ unreadCount: 1 });
    expect((await inbox(a.token, '?filter=unread')).body.value!.list.map((m) => m.id)).toEqual([second]);

    expect((await post(a.token, '/wps/messages/delete', { id: second })).body.value).toEqual({ unreadCount: 0 });
    expect((await inbox(a.token)).body.value!.list.map((m) => m.id)).toEqual([first]);
    // a deleted message is gone for every call
    expect((await post(a.token, '/wps/messages/read', { id: second })).body.code).toBe('MESSAGE_NOT_FOUND');
    expect((await post(a.token, '/wps/messages/delete', { id: second })).body.code).toBe('MESSAGE_NOT_FOUND');
    expect((await post(a.token, '/wps/messages/read', { id: 'abc' })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'id',
    });
  });

  it('mark all read clears only the caller’s unread messages', async () => {
    const a = await createTestMember(t.db);
    const b = await createTestMember(t.db);
    for (const m of [a, a, a, b]) await sendMessage(t.platform, m.id, { kind: 'operator', title: 'T', body: 'B' });
    expect((await post(a.token, '/wps/messages/read-all')).body.value).toEqual({ unreadCount: 0 });
    expect(await balanceUnread(a.token)).toBe(0);
    expect(await balanceUnread(b.token)).toBe(1);
  });

  it('pages the inbox', async () => {
    const a = await createTestMember(t.db);
    for (let i = 1; i <= 5; i++) await sendMessage(t.platform, a.id, { kind: 'operator', title: `M${i}`, body: '.' });
    const p2 = (await inbox(a.token, '?pageNo=2&pageSize=2')).body.value!;
    expect(p2.list.map((m) => m.title)).toEqual(['M3', 'M2']);
    expect([p2.total, p2.totalPages]).toEqual([5, 3]);
  });

  it('a message to all reaches every active real member once, not trial accounts; the operator’s typos are refused', async () => {
    const a = await createTestMember(t.db);
    const trial = await createTestMember(t.db, { isAgent: 4 });
    const publish = vi.spyOn(t.platform, 'publish');
    expect(await messageOps.run(t.platform, ['send', 'all', 'Maintenance', 'Tonight', '02:00'])).toMatch(
      /^message sent to \d+ members$/,
    );
    expect(publish).toHaveBeenCalledWith('all', { type: 'message.new', data: { broadcast: true } });
    publish.mockRestore();
    const mine = (await inbox(a.token)).body.value!.list;
    expect(mine.filter((m) => m.title === 'Maintenance').map((m) => m.body)).toEqual(['Tonight 02:00']);
    const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM member_messages WHERE member_id = $1', [
      trial.id,
    ]);
    expect(row!.n).toBe(0);
    // the inbox is not for trial accounts
    expect((await inbox(trial.token)).body.code).toBe('TRIAL_ACCOUNT');

    await expect(messageOps.run(t.platform, ['send', 'nobody-here', 'T', 'B'])).rejects.toThrow(UsageError);
    await expect(messageOps.run(t.platform, ['send', a.account, 'T'])).rejects.toThrow(UsageError);
    await expect(messageOps.run(t.platform, ['send', a.account, 'x'.repeat(121), 'B'])).rejects.toThrow(UsageError);
  });

  it('needs a login', async () => {
    expect((await t.call({ url: '/wps/messages' })).body.code).toBe('LOGIN_REQUIRED');
    expect((await t.call({ method: 'POST', url: '/wps/messages/read', payload: { id: 1 } })).body.code).toBe('LOGIN_REQUIRED');
  });
});

describe('the counts beside the balance', () => {
  const balance = async (token: string) =>
    (await t.call<{ unreadCount: number; mainBalanceMinor: number }>({ url: '/wps/v2/wallets/balance', headers: { token } })).body
      .value!;
  it('are read once per lifetime, while the money is read on every call', async () => {
    const m = await createTestMember(t.db);
    await sendMessage(t.platform, m.id, { kind: 'operator', title: 'T', body: 'B' });
    forgetBalanceExtras(t.db, m.id);
    const queries = watchQueries(t.db);
    try {
      expect((await balance(m.token)).unreadCount).toBe(1);
      const before = (await balance(m.token)).mainBalanceMinor;
      await t.db.tx((sql) =>
        creditMember(sql, { key: `test:extras:${m.id}`, memberId: m.id, amount: 700, kind: 'deposit', house: 'BANK' }),
      );
      expect((await balance(m.token)).mainBalanceMinor).toBe(before + 700);
      expect(queries.count('FROM member_messages')).toBe(1);
    } finally {
      queries.stop();
    }
  });

  it("follow the member's own calls and this node's messages at once, and a change elsewhere within the lifetime", async () => {
    const m = await createTestMember(t.db);
    expect((await balance(m.token)).unreadCount).toBe(0);
    // a message sent on this node
    await sendMessage(t.platform, m.id, { kind: 'operator', title: 'T', body: 'B' });
    expect((await balance(m.token)).unreadCount).toBe(1);
    // his own call
    await post(m.token, '/wps/messages/read-all');
    expect((await balance(m.token)).unreadCount).toBe(0);
    // a message written by another node: this one answers its copy until the copy's lifetime ends
    await t.db.query("INSERT INTO member_messages (member_id, kind, title, body) VALUES ($1, 'operator', 'T', 'B')", [m.id]);
    expect((await balance(m.token)).unreadCount).toBe(0);
    expect(await pastLifetime(BALANCE_EXTRAS_TTL_MS, async () => (await balance(m.token)).unreadCount)).toBe(1);
  });
});
