import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_PATH } from '@tala/contract/core/uploads';
import { countWords, type FeedbackItem, type FeedbackRules } from '@tala/contract/feedback';
import { writeSetting } from '../src/domains/system/settings.ts';
import { runOps } from '../src/ops/commands.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { freshIp } from './session-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

function send(body: Record<string, unknown>, token?: string, ip = freshIp()) {
  return t.call<{ id: number }>({
    method: 'PUT',
    url: '/wps/feedback',
    payload: { type: 'deposit', content: words(8), ...body },
    headers: token ? { token } : {},
    remoteAddress: ip,
  });
}
const mine = (token: string) => t.call<{ list: FeedbackItem[] }>({ url: '/wps/feedback/mine', headers: { token } });

/** A small well-formed PNG: signature, IHDR, IEND (the upload check reads structure, not pixels). */
function png(): Buffer {
  const ihdr = [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89];
  const iend = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
  return Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...ihdr, ...iend]);
}
async function upload(token: string, purpose = 'feedback'): Promise<string> {
  const res = await t.call<{ id: string }>({
    method: 'POST',
    url: `${UPLOAD_PATH}?purpose=${purpose}`,
    headers: { 'content-type': 'image/png', token },
    payload: png(),
  });
  return res.body.value!.id;
}

describe('word count', () => {
  it('counts words, and each Chinese character as one', () => {
    expect(countWords('  My deposit of 500 has not arrived ')).toBe(7);
    expect(countWords('存款没有到账')).toBe(6);
    expect(countWords('GCash 存款 failed!')).toBe(4);
    expect(countWords(' \n ')).toBe(0);
  });
});

describe('sending feedback', () => {
  it('tells the rules and refuses content outside the brand word bounds', async () => {
    expect((await t.call<FeedbackRules>({ url: '/wps/feedback/rules' })).body.value).toEqual({
      minWords: 5,
      maxWords: 500,
      maxImages: 3,
    });
    const m = await createTestMember(t.db);
    expect((await send({ content: words(4) }, m.token)).body).toMatchObject({ code: 'FEEDBACK_WORD_COUNT', field: 'content' });
    expect((await send({ content: words(501) }, m.token)).body.code).toBe('FEEDBACK_WORD_COUNT');
    expect((await send({ content: words(5) }, m.token)).status).toBe(200);
    expect((await send({ content: words(500) }, m.token)).status).toBe(200);
    await writeSetting(t.db, 'feedbackWords', { min: 2, max: 3 });
    try {
      expect((await send({ content: 'too many words here' }, m.token)).body.code).toBe('FEEDBACK_WORD_COUNT');
      expect((await send({ content: 'just right' }, m.token)).status).toBe(200);
    } finally {
      await writeSetting(t.db, 'feedbackWords', { min: 5, max: 500 });
    }
  });

  it('refuses an unknown type, an empty content and a visitor without a contact', async () => {
    expect((await send({ type: 'lottery' })).body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'type' });
    expect((await send({ content: '   ' })).body.code).toBe('VALIDATION_FAILED');
    expect((await send({})).body).toMatchObject({ code: 'FEEDBACK_CONTACT_REQUIRED', field: 'contact' });
    expect((await send({ contact: '09171234567' })).status).toBe(200);
  });

  it('attaches only the member’s own unused feedback images, at most three', async () => {
    const m = await createTestMember(t.db);
    const other = await createTestMember(t.db);
    const a = await upload(m.token);
    const b = await upload(m.token);
    const theirs = await upload(other.token);
    const wrongPurpose = await upload(m.token, 'avatar');
    expect((await send({ images: [theirs] }, m.token)).body.code).toBe('UPLOAD_NOT_FOUND');
    expect((await send({ images: [wrongPurpose] }, m.token)).body.code).toBe('UPLOAD_NOT_FOUND');
    expect((await send({ images: [a, a] }, m.token)).body.code).toBe('IMAGE_LIMIT');
    expect((await send({ images: ['x1', 'x2', 'x3', 'x4'] }, m.token)).status).toBe(400);
    expect((await send({ images: [a], contact: 'x' })).body.code).toBe('UPLOAD_NOT_FOUND'); // a visitor has no uploads
    // a refused feedback left nothing behind, and its images stay free
    expect((await mine(m.token)).body.value!.list).toEqual([]);
    expect((await send({ images: [a, b], type: 'withdrawal' }, m.token)).status).toBe(200);
    expect((await send({ images: [a] }, m.token)).body.code).toBe('UPLOAD_NOT_FOUND'); // already used
    expect((await mine(m.token)).body.value!.list[0]).toMatchObject({ type: 'withdrawal', imageCount: 2, reply: null });
    // the list names the images (thumbnails), which only their owner may fetch
    const item = (await mine(m.token)).body.value!.list[0] as unknown as { images: string[] };
    expect([...item.images].sort()).toEqual([`${UPLOAD_PATH}/${a}`, `${UPLOAD_PATH}/${b}`].sort());
    const own = await t.call({ url: item.images[0]!, headers: { token: m.token } });
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect((await t.call({ url: item.images[0]!, headers: { token: other.token } })).status).toBe(404);
  });

  it('limits how often one address sends', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await send({ contact: 'x' }, undefined, ip)).status).toBe(200);
    expect((await send({ contact: 'x' }, undefined, ip)).body.code).toBe('TOO_MANY_REQUESTS_HOUR');
  });
});

describe('a member’s feedback list', () => {
  it('shows only his own feedback, newest first, with the operator reply', async () => {
    const m = await createTestMember(t.db);
    const other = await createTestMember(t.db);
    const first = (await send({ content: 'My deposit has not arrived yet', contact: 'me@tala.example' }, m.token)).body.value!.id;
    await send({ content: 'The game froze during a spin', type: 'game' }, m.token);
    await send({ content: 'Someone else wrote this one', type: 'other' }, other.token);
    await send({ content: 'A visitor wrote this one', contact: '0917' });

    const listed = (await mine(m.token)).body.value!.list;
    expect(listed.map((f) => f.content)).toEqual(['The game froze during a spin', 'My deposit has not arrived yet']);

    expect(await runOps(t.platform, ['feedback', 'reply', String(first), 'Credited', 'at', '10:05,', 'sorry!'])).toBe(
      `feedback ${first} answered`,
    );
    const answered = (await mine(m.token)).body.value!.list.find((f) => f.id === first)!;
    expect(answered).toMatchObject({ reply: 'Credited at 10:05, sorry!', contact: 'me@tala.example' });
    expect(Date.parse(answered.repliedAt!)).toBeGreaterThan(Date.parse(answered.createdAt) - 1);
    expect(answered.repliedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect((await mine(other.token)).body.value!.list.map((f) => f.content)).toEqual(['Someone else wrote this one']);

    const queue = await runOps(t.platform, ['feedback', 'list', 'open']);
    expect(queue).toContain('A visitor wrote this one');
    expect(queue).not.toContain('My deposit has not arrived yet');
    await expect(runOps(t.platform, ['feedback', 'reply', '99999999', 'hi'])).rejects.toThrow(/no feedback/);
  });

  it('needs a login', async () => {
    expect((await t.call({ url: '/wps/feedback/mine' })).body.code).toBe('LOGIN_REQUIRED');
  });
});
