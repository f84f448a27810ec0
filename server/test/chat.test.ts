import type net from 'node:net';
import type { ChatMessage, ChatRoom } from '@tala/contract/chat';
import { createSseParser, type PushMessage } from '@tala/contract/core/push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatOps } from '../src/domains/chat/ops.ts';
import { chatRateLimit } from '../src/domains/chat/routes.ts';
import { UsageError } from '../src/domains/ops-command.ts';
import { rateLimiter } from '../src/http/rate-limit.ts';
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
const history = (token: string, query: string) => t.call<Page>({ url: `/wps/chat/messages?${query}`, headers: { token } });
const rooms = async (token: string) =>
  (await t.call<{ rooms: ChatRoom[] }>({ url: '/wps/chat/rooms', headers: { token } })).body.value!.rooms;
const unread = async (token: string) =>
  (await t.call<{ unreadCount: number }>({ url: '/wps/chat/unread', headers: { token } })).body.value!.unreadCount;
const setRank = (id: number, level: number) => t.db.query('UPDATE members SET rank_level = $2 WHERE id = $1', [id, level]);
const resetLimit = (id: number) => rateLimiter(t.platform).reset(`chat:${id}`);

describe('chat room', () => {
  it('a member posts in the lobby; another reads it with the author, not as his own; markup stays text', async () => {
    const a = await createTestMember(t.db);
    const b = await createTestMember(t.db);
    const sent = await send(a.token, 'lobby', '  <b>hello</b> <script>alert(1)</script>\u202e  ');
    expect(sent.status).toBe(200);
    const message = sent.body.value!.message;
    expect(message).toMatchObject({ room: 'lobby', kind: 'member', author: a.account, mine: true });
    expect(message.text).toBe('<b>hello</b> <script>alert(1)</script>');

    const page = (await history(b.token, 'room=lobby')).body.value!;
    const seen = page.list.find((m) => m.id === message.id)!;
    expect(seen).toMatchObject({ author: a.account, mine: false, text: message.text });
    // the newest is last (reading order)
    expect(page.list.at(-1)!.id).toBe(message.id);
  });

  it('pages history backwards with before and forwards with after', async () => {
    const a = await createTestMember(t.db);
    const ids: number[] = [];
    for (let i = 1; i <= 4; i++) {
      ids.push((await send(a.token, 'lobby', `page ${i}`)).body.value!.message.id);
    }
    await resetLimit(a.id);
    const latest = (await history(a.token, 'room=lobby&limit=2')).body.value!;
    expect(latest.list.map((m) => m.text)).toEqual(['page 3', 'page 4']);
    expect(latest.hasMore).toBe(true);
    const older = (await history(a.token, `room=lobby&limit=2&before=${ids[2]}`)).body.value!;
    expect(older.list.map((m) => m.text)).toEqual(['page 1', 'page 2']);
    const newer = (await history(a.token, `room=lobby&limit=2&after=${ids[1]}`)).body.value!;
    expect(newer).toEqual({ list: expect.any(Array), hasMore: false });
    expect(newer.list.map((m) => m.text)).toEqual(['page 3', 'page 4']);
  });

  it('counts unread messages per room (his own excluded) until he marks the room read', async () => {
    const a = await createTestMember(t.db);
    const b = await createTestMember(t.db);
    await t.call({
      method: 'POST',
      url: '/wps/chat/read',
      headers: { token: b.token },
      payload: { room: 'lobby', lastId: 1e12 },
    });
    expect(await unread(b.token)).toBe(0);
    await send(a.token, 'lobby', 'one');
    const last = (await send(a.token, 'lobby', 'two')).body.value!.message;
    expect(await unread(b.token)).toBe(2);
    expect((await rooms(b.token)).find((r) => r.code === 'lobby')).toMatchObject({ unread: 2, lastId: last.id });
    const read = await t.call({
      method: 'POST',
      url: '/wps/chat/read',
      headers: { token: b.token },
      payload: { room: 'lobby', lastId: last.id },
    });
    expect(read.body.value).toEqual({ unread: 0, unreadCount: 0 });
    // the balance-free count call of spec §7 agrees
    expect(await unread(b.token)).toBe(0);
  });

  it('refuses a member over the rate limit', async () => {
    const a = await createTestMember(t.db);
    for (let i = 0; i < chatRateLimit.max; i++) expect((await send(a.token, 'lobby', `burst ${i}`)).status).toBe(200);
    const over = await send(a.token, 'lobby', 'one too many');
    expect([over.status, over.body.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
  });

  it('refuses trial accounts with TRIAL_CHAT and visitors with LOGIN_REQUIRED', async () => {
    const trial = await createTestMember(t.db, { isAgent: 4 });
    for (const res of [await send(trial.token, 'lobby', 'hi'), await history(trial.token, 'room=lobby')]) {
      expect([res.status, res.body.code]).toEqual([403, 'TRIAL_CHAT']);
    }
    expect((await t.call({ url: '/wps/chat/unread', headers: { token: trial.token } })).body.code).toBe('TRIAL_CHAT');
    expect((await t.call({ url: '/wps/chat/messages?room=lobby' })).body.code).toBe('LOGIN_REQUIRED');
  });

  it('a muted member reads but cannot post until the mute is lifted', async () => {
    const a = await createTestMember(t.db);
    expect(await chatOps.run(t.platform, ['mute', a.account, '30'])).toMatch(/muted until/);
    const refused = await send(a.token, 'lobby', 'let me speak');
    expect([refused.status, refused.body.code]).toEqual([403, 'CHAT_MUTED']);
    expect((await history(a.token, 'room=lobby')).status).toBe(200);
    expect(await chatOps.run(t.platform, ['mute', a.account, '0'])).toMatch(/may post again/);
    expect((await send(a.token, 'lobby', 'thanks')).status).toBe(200);
    await expect(chatOps.run(t.platform, ['mute', 'nobody-here', '5'])).rejects.toThrow(UsageError);
    await expect(chatOps.run(t.platform, ['mute', a.account, 'soon'])).rejects.toThrow(UsageError);
  });

  it('the VIP room is refused below rank 5 and open from it; unknown rooms are not found', async () => {
    const low = await createTestMember(t.db);
    const vip = await createTestMember(t.db);
    await setRank(low.id, 4);
    await setRank(vip.id, 5);
    expect((await rooms(low.token)).map((r) => r.code)).toEqual(['lobby']);
    expect((await rooms(vip.token)).map((r) => r.code)).toEqual(['lobby', 'vip']);
    for (const res of [await send(low.token, 'vip', 'let me in'), await history(low.token, 'room=vip')]) {
      expect([res.status, res.body.code, res.body.field]).toEqual([403, 'CHAT_ROOM_VIP_ONLY', 'room']);
    }
    expect((await send(vip.token, 'vip', 'welcome')).status).toBe(200);
    expect((await send(vip.token, 'nowhere', 'x')).body.code).toBe('CHAT_ROOM_NOT_FOUND');
  });

  it("offers the lobby of the member's language beside the VIP room, English's when the brand has none", async () => {
    const vip = await createTestMember(t.db);
    await setRank(vip.id, 5);
    const roomsIn = async (language: string) =>
      t.call<{ rooms: ChatRoom[] }>({ url: `/wps/chat/rooms?language=${language}`, headers: { token: vip.token } });
    for (const [language, lobby] of [
      ['en', 'lobby'],
      ['fil', 'lobby-fil'],
      ['id', 'lobby-id'],
      ['vi', 'lobby-vi'],
      ['zh', 'lobby-zh'],
    ] as const) {
      const list = (await roomsIn(language)).body.value!.rooms;
      expect(list.map((r) => [r.code, r.language])).toEqual([
        [lobby, language],
        ['vip', null],
      ]);
    }
    // a message in the Filipino lobby counts as unread for Filipino readers only
    const writer = await createTestMember(t.db);
    const posted = (await send(writer.token, 'lobby-fil', 'Magandang gabi!')).body.value!.message;
    expect(posted.room).toBe('lobby-fil');
    const unread = async (language: string) =>
      (await t.call<{ unreadCount: number }>({ url: `/wps/chat/unread?language=${language}`, headers: { token: vip.token } }))
        .body.value!.unreadCount;
    const beforeEn = await unread('en');
    const beforeFil = await unread('fil');
    await send(writer.token, 'lobby-fil', 'Sino ang tataya ngayong gabi?');
    expect(await unread('fil')).toBe(beforeFil + 1);
    expect(await unread('en')).toBe(beforeEn);
    // a brand without a Vietnamese lobby seats its Vietnamese members in the English one
    await t.db.query("UPDATE chat_rooms SET language = NULL, min_rank = 99 WHERE code = 'lobby-vi'");
    try {
      expect((await roomsIn('vi')).body.value!.rooms.map((r) => r.code)).toEqual(['lobby', 'vip']);
    } finally {
      await t.db.query("UPDATE chat_rooms SET language = 'vi', min_rank = 0 WHERE code = 'lobby-vi'");
    }
    const bad = await roomsIn('xx');
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('refuses empty and too long messages', async () => {
    const a = await createTestMember(t.db);
    expect((await send(a.token, 'lobby', 'x'.repeat(501))).body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'text' });
    expect((await send(a.token, 'lobby', '   ')).body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'text' });
    expect((await send(a.token, 'lobby', '\u200b\u202e')).body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'text' });
  });

  it('a post reaches another member’s open push stream live; the operator’s announcement is marked', async () => {
    const a = await createTestMember(t.db);
    const b = await createTestMember(t.db);
    const controller = new AbortController();
    const res = await fetch(`${base}/push`, { headers: { token: b.token }, signal: controller.signal });
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
    const waitFor = async (id: number) => {
      for (let i = 0; i < 150 && !got.some((m) => m.type === 'chat.message' && (m.data as { id: number }).id === id); i++) {
        await new Promise((r) => setTimeout(r, 20));
      }
      return got.find((m) => m.type === 'chat.message' && (m.data as { id: number }).id === id);
    };
    try {
      const message = (await send(a.token, 'lobby', 'live?')).body.value!.message;
      expect((await waitFor(message.id))?.data).toEqual({ room: 'lobby', id: message.id });
      // what the page then fetches
      const after = (await history(b.token, `room=lobby&after=${message.id - 1}`)).body.value!.list;
      expect(after.map((m) => m.text)).toEqual(['live?']);

      expect(await chatOps.run(t.platform, ['post', 'lobby', 'Draws', 'run', 'late', 'tonight'])).toMatch(
        /^message \d+ posted in lobby$/,
      );
      const latest = (await history(b.token, 'room=lobby&limit=1')).body.value!.list[0]!;
      expect(latest).toMatchObject({ kind: 'operator', author: '', mine: false, text: 'Draws run late tonight' });
      expect(await waitFor(latest.id)).toBeDefined();
      await expect(chatOps.run(t.platform, ['post', 'nowhere', 'x'])).rejects.toThrow(UsageError);
      await expect(chatOps.run(t.platform, ['post', 'lobby', 'x'.repeat(501)])).rejects.toThrow(UsageError);
    } finally {
      controller.abort();
    }
  });
});
