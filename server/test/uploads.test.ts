import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_PATH, uploadLimits } from '@tala/contract/core/uploads';
import { imageTypeOf } from '../src/domains/uploads/image.ts';
import { attachUploads, purgeUnattached, UNATTACHED_TTL_MS } from '../src/domains/uploads/store.ts';
import { runOps } from '../src/ops/commands.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A small well-formed PNG: signature, IHDR, IEND (the checker reads structure, not pixels). */
function png(extra = 0): Buffer {
  const ihdr = [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89];
  const filler = new Array<number>(extra).fill(7);
  const iend = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
  return Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...ihdr, ...filler, ...iend]);
}
const jpeg = () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9, 0, 0]);

function upload(token: string | null, body: Buffer, opts: { purpose?: string; type?: string } = {}) {
  return t.call<{ id: string; contentType: string; size: number }>({
    method: 'POST',
    url: `${UPLOAD_PATH}?purpose=${opts.purpose ?? 'withdrawProof'}`,
    headers: { 'content-type': opts.type ?? 'image/png', ...(token ? { token } : {}) },
    payload: body,
  });
}

describe('the content check', () => {
  it('accepts PNG and JPEG by their bytes and refuses renamed, truncated or other files', () => {
    expect(imageTypeOf(png())).toBe('image/png');
    expect(imageTypeOf(jpeg())).toBe('image/jpeg');
    expect(imageTypeOf(Buffer.from('GIF89a\x01\x00\x01\x00'))).toBeNull();
    expect(imageTypeOf(png().subarray(0, 30))).toBeNull(); // cut off before IEND
    expect(imageTypeOf(jpeg().subarray(0, 8))).toBeNull(); // no end-of-image marker
    expect(imageTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});

describe('POST and GET /wps/uploads', () => {
  it('keeps an image for its owner and serves it back only to him, with the type found in the bytes', async () => {
    const owner = await createTestMember(t.db);
    const other = await createTestMember(t.db);
    // the client says octet-stream; the server decides from the content
    const res = await upload(owner.token, jpeg(), { type: 'application/octet-stream' });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ contentType: 'image/jpeg', size: jpeg().length });
    const id = res.body.value!.id;
    expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const mine = await t.app.inject({ url: `${UPLOAD_PATH}/${id}`, headers: { token: owner.token } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['content-security-policy']).toContain("object-src 'none'");
    expect(Buffer.compare(mine.rawPayload, jpeg())).toBe(0);

    const theirs = await t.call({ url: `${UPLOAD_PATH}/${id}`, headers: { token: other.token } });
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('NOT_FOUND');
    const anonymous = await t.call({ url: `${UPLOAD_PATH}/${id}` });
    expect(anonymous.body.code).toBe('LOGIN_REQUIRED');
    expect((await t.call({ url: `${UPLOAD_PATH}/${id}`, headers: { token: 'expired-or-forged' } })).body.code).toBe(
      'SESSION_EXPIRED',
    );
  });

  it('refuses what is not a PNG or JPEG whatever it is called, a file over 5 MB, a bad purpose, a visitor and a trial account', async () => {
    const m = await createTestMember(t.db);
    const gif = await upload(m.token, Buffer.from('GIF89a\x01\x00\x01\x00;'), { type: 'image/png' });
    expect([gif.status, gif.body.code]).toEqual([400, 'IMAGE_LIMIT']);
    const big = await upload(m.token, png(uploadLimits.maxBytes));
    expect([big.status, big.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect((await upload(m.token, png(), { purpose: 'weird' })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'purpose',
    });
    expect((await upload(m.token, png(), { type: 'text/html' })).status).toBe(415);
    expect((await upload(null, png())).body.code).toBe('LOGIN_REQUIRED');
    const trial = await createTestMember(t.db, { isAgent: 4 });
    expect((await upload(trial.token, png())).body.code).toBe('TRIAL_ACCOUNT');
    const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads WHERE member_id = $1', [m.id]);
    expect(Number(row?.n)).toBe(0);
  });

  it('lets one member park at most 20 unused files', async () => {
    const m = await createTestMember(t.db);
    for (let i = 0; i < 20; i++) expect((await upload(m.token, png(i))).status).toBe(200);
    expect((await upload(m.token, png())).body.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('attaching uploads to a form', () => {
  it('takes only the member’s own unused files of the purpose, at most three, each once', async () => {
    const m = await createTestMember(t.db);
    const other = await createTestMember(t.db);
    const ids = await Promise.all([png(1), png(2), png(3), png(4)].map(async (b) => (await upload(m.token, b)).body.value!.id));
    const foreign = (await upload(other.token, png())).body.value!.id;
    const avatar = (await upload(m.token, png(), { purpose: 'avatar' })).body.value!.id;

    const attach = (list: string[], attachTo = 'withdrawal:1') =>
      t.db.tx((sql) => attachUploads(sql, { memberId: m.id, ids: list, purpose: 'withdrawProof', attachTo }));

    await expect(attach(ids)).rejects.toMatchObject({ code: 'IMAGE_LIMIT' }); // four
    await expect(attach([ids[0]!, ids[0]!])).rejects.toMatchObject({ code: 'IMAGE_LIMIT' }); // twice the same
    await expect(attach([ids[0]!, foreign])).rejects.toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
    await expect(attach([avatar])).rejects.toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
    // a refused attach marks nothing: the transaction rolled back
    expect(await attach(ids.slice(0, 3))).toEqual(ids.slice(0, 3));
    await expect(attach([ids[0]!], 'withdrawal:2')).rejects.toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
    expect(await attach([])).toEqual([]);
  });

  it('a day later removes the files no form took and keeps the rest; operators list and save them', async () => {
    const m = await createTestMember(t.db);
    const kept = (await upload(m.token, png(5))).body.value!.id;
    const dropped = (await upload(m.token, png(6))).body.value!.id;
    await t.db.tx((sql) =>
      attachUploads(sql, { memberId: m.id, ids: [kept], purpose: 'withdrawProof', attachTo: 'withdrawal:9' }),
    );

    expect(await runOps(t.platform, ['uploads', 'list', m.account])).toMatch(
      new RegExp(`${kept}\\twithdrawProof\\timage/png.*withdrawal:9`),
    );
    const file = path.join(tmpdir(), `tala-upload-${kept}.png`);
    expect(await runOps(t.platform, ['uploads', 'save', kept, file])).toContain(`image/png, ${png(5).length} bytes`);
    expect(Buffer.compare(await readFile(file), png(5))).toBe(0);
    await rm(file);

    await purgeUnattached(t.db, Date.now() + UNATTACHED_TTL_MS + 60_000);
    const left = await t.db.query<{ id: string }>('SELECT id FROM uploads WHERE member_id = $1', [m.id]);
    expect(left.map((r) => r.id)).toEqual([kept]);
    expect(left.map((r) => r.id)).not.toContain(dropped);
  });
});
