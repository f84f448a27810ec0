import type net from 'node:net';
import type { ChatMessage, ChatRoom } from '@tala/contract/chat';
import { createSseParser, type PushMessage } from '@tala/contract/core/push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatOps } from '../src/domains/chat/ops.ts';
import { UsageError } from '../src/domains/ops-command.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
});
afterAll(async () => t.close());

type Page = { list: ChatMessage[]; hasMore: boolean };
const send = (token: string, room: string, text: string) =>
  t.call<{ message: ChatMessage }>({ method: 'POST', url: '/wps/chat/messages', headers: { token }, payload: { room, text } });
const history = async (token: string, query: string) =>
  (await t.call<Page>({ url: `/wps/chat/messages?${query}`, headers: { token } })).body.value!;
const support = async (token: string) =>
  (await t.call<{ vip: boolean; unread: number }>({ url: '/wps/chat/support', headers: { token } })).body.value!;
const unread = async (token: string) =>
  (await t.call<{ unreadCount: number }>({ url: '/wps/chat/unread', headers: { token } })).body.value!.unreadCount;

/** An open push stream of a member, collecting what arrives. */
async function openStream(token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/push`, { headers: { token }, signal: controller.signal });
  const got: PushMessage[] = [];
  const parse = createSseParser((m) => got.push(m));
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parse(value);
      }
    } catch {
      // aborted
    }
  })();
  const waitFor = async (type: string, id: number) => {
    const match = (m: PushMessage) => m.type === type && (m.data as { id: number }).id === id;
    for (let i = 0; i < 150 && !got.some(match); i++) await new Promise((r) => setTimeout(r, 20));
    return got.find(match);
  };
  return { got, waitFor, close: () => controller.abort() };
}

describe('customer service: the private support room', () => {
  it('each member sees only his own conversation; the operator answers it; the answer is unread until seen', async () => {
    const a = await createTestMember(t.db);
    const b = await createTestMember(t.db);
    const asked = await send(a.token, 'support', 'My deposit has not arrived');
    expect(asked.status).toBe(200);
    expect(asked.body.value!.message).toMatchObject({ room: 'support', kind: 'member', mine: true });
    await send(b.token, 'support', 'How do I withdraw?');

    expect((await history(a.token, 'room=support')).list.map((m) => m.text)).toEqual(['My deposit has not arrived']);
    expect((await history(b.token, 'room=support')).list.map((m) => m.text)).toEqual(['How do I withdraw?']);
    // never listed among the rooms, and another member's message is not an unread one
    const rooms = (await t.call<{ rooms: ChatRoom[] }>({ url: '/wps/chat/rooms', headers: { token: a.token } })).body.value!
      .rooms;
    expect(rooms.map((r) => r.code)).not.toContain('support');
    expect(await support(a.token)).toEqual({ vip: false, unread: 0 });

    const listed = await chatOps.run(t.platform, ['support']);
    expect(listed).toMatch(new RegExp(`${a.account}  \\(awaiting answer\\): My deposit has not arrived`));

    const stream = await openStream(a.token);
    const other = await openStream(b.token);
    try {
      const before = await unread(a.token);
      const said = await chatOps.run(t.platform, ['reply', a.account, 'We', 'found', 'it:', 'credited', 'now.']);
      const id = Number(/^answer (\d+) sent to /.exec(said)![1]);
      expect(await stream.waitFor('chat.message', id)).toBeDefined();
      expect(await support(a.token)).toEqual({ vip: false, unread: 1 });
      expect(await unread(a.token)).toBe(before + 1);

      const page = (await history(a.token, 'room=support')).list;
      expect(page.at(-1)).toMatchObject({ id, kind: 'operator', author: '', text: 'We found it: credited now.' });
      // the other member's stream is not told of it, and his conversation does not hold it
      await new Promise((r) => setTimeout(r, 100));
      expect(other.got.some((m) => m.type === 'chat.message' && (m.data as { id: number }).id === id)).toBe(false);
      expect((await history(b.token, 'room=support')).list.map((m) => m.id)).not.toContain(id);

      const read = await t.call<{ unread: number; unreadCount: number }>({
        method: 'POST',
        url: '/wps/chat/read',
        headers: { token: a.token },
        payload: { room: 'support', lastId: id },
      });
      expect(read.body.value).toMatchObject({ unread: 0, unreadCount: before });
      expect((await chatOps.run(t.platform, ['support'])).split('\n').find((l) => l.includes(a.account))).toMatch(/answered/);
    } finally {
      stream.close();
      other.close();
    }
  });

  it('a VIP (rank above 4) is served as VIP; a muted member still reaches customer service', async () => {
    const v = await createTestMember(t.db);
    await t.db.query('UPDATE members SET rank_level = 5 WHERE id = $1', [v.id]);
    expect((await support(v.token)).vip).toBe(true);
    await send(v.token, 'support', 'VIP question');
    expect(await chatOps.run(t.platform, ['support'])).toMatch(new RegExp(`${v.account} \\[VIP\\]`));

    await chatOps.run(t.platform, ['mute', v.account, '30']);
    expect((await send(v.token, 'lobby', 'hi')).body.code).toBe('CHAT_MUTED');
    expect((await send(v.token, 'support', 'still here')).status).toBe(200);
  });

  it('trial accounts are refused; operators cannot post an announcement into it', async () => {
    const trial = await createTestMember(t.db, { isAgent: 4 });
    const res = await t.call({ url: '/wps/chat/support', headers: { token: trial.token } });
    expect(res.body.code).toBe('TRIAL_CHAT');
    await expect(chatOps.run(t.platform, ['post', 'support', 'hello all'])).rejects.toThrow(UsageError);
    await expect(chatOps.run(t.platform, ['reply', 'nobody-here', 'x'])).rejects.toThrow(UsageError);
  });
});

describe('operator delete', () => {
  it('removes a message from history and tells every open page at once', async () => {
    const a = await createTestMember(t.db);
    const b = await createTestMember(t.db);
    const stream = await openStream(b.token);
    try {
      const message = (await send(a.token, 'lobby', 'buy followers at spam.example')).body.value!.message;
      expect(await chatOps.run(t.platform, ['delete', String(message.id)])).toBe(`message ${message.id} deleted from lobby`);
      expect((await stream.waitFor('chat.deleted', message.id))?.data).toEqual({ room: 'lobby', id: message.id });
      expect((await history(b.token, 'room=lobby')).list.map((m) => m.id)).not.toContain(message.id);
      await expect(chatOps.run(t.platform, ['delete', String(message.id)])).rejects.toThrow(/already deleted/);
      await expect(chatOps.run(t.platform, ['delete', 'x'])).rejects.toThrow(UsageError);
    } finally {
      stream.close();
    }
  });
});
