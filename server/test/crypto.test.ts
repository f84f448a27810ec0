import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@tala/contract/api';
import {
  decryptPayload,
  encryptPayload,
  fromBase64,
  generatePayloadKeyPair,
  importPrivateKey,
  importPublicKey,
  toBase64,
} from '@tala/contract/payload-crypto';
import { runOps } from '../src/ops/commands.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { countMembers, encrypted, freshIp, solvedAltcha } from './session-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('payload envelope (contract, WebCrypto)', () => {
  it('round-trips any JSON, unicode included, with a fresh key and iv each time', async () => {
    const pair = await generatePayloadKeyPair();
    const pub = await importPublicKey(pair.publicKey);
    const input = { password: 'pässwörd ✓ 密码', n: 1, nested: { list: [1, 2] } };
    const a = await encryptPayload(pub, 'k1', input);
    const b = await encryptPayload(pub, 'k1', input);
    expect(a.enc.data).not.toBe(b.enc.data);
    expect(a.enc.key).not.toBe(b.enc.key);
    expect(JSON.stringify(a)).not.toContain('pässwörd');
    expect(await decryptPayload(await importPrivateKey(pair.privateKey), a)).toEqual(input);
  });

  it('fails on a flipped ciphertext byte or the wrong private key', async () => {
    const pair = await generatePayloadKeyPair();
    const other = await generatePayloadKeyPair();
    const body = await encryptPayload(await importPublicKey(pair.publicKey), 'k1', { a: 1 });
    const data = fromBase64(body.enc.data);
    data[0] = data[0]! ^ 1;
    await expect(
      decryptPayload(await importPrivateKey(pair.privateKey), { enc: { ...body.enc, data: toBase64(data) } }),
    ).rejects.toThrow();
    await expect(decryptPayload(await importPrivateKey(other.privateKey), body)).rejects.toThrow();
  });
});

describe('(enc) endpoints on the server', () => {
  const encEndpoints = allEndpoints().filter((e) => e.encrypted);

  it('covers the five spec §7 (enc) calls and every call carrying a payment or initial password', () => {
    expect(encEndpoints.map((e) => `${e.method} ${e.path}`).sort()).toEqual(
      [
        'POST /wps/member/password',
        'POST /wps/member/password/verification',
        'PUT /wps/member/register',
        'PUT /wps/member/register/mobile',
        'POST /wps/session/login',
        'POST /wps/payout/password',
        'POST /wps/payout/password/change',
        'POST /wps/payout/password/reset',
        'POST /wps/payout/accounts',
        'POST /wps/payout/accounts/remove',
        'POST /wps/withdraw/requests',
        'POST /wps/agent/downline',
        'POST /wps/agent/transfer',
        'POST /wps/points/redeem',
        'POST /wps/points/convert',
        'POST /wps/member/transfer-upline',
      ].sort(),
    );
  });

  it('refuses a plain body to every (enc) endpoint with ENCRYPTION_REQUIRED, storing nothing', async () => {
    const m = await createTestMember(t.db);
    const before = await countMembers(t);
    for (const ep of encEndpoints) {
      const res = await t.call({
        method: ep.method,
        url: ep.path,
        payload: {
          type: 'username',
          username: 'plainuser1',
          password: 'Demo1234',
          oldPassword: m.password,
          agreement: true,
          ageConfirmed: true,
        },
        headers: { token: m.token },
        remoteAddress: freshIp(),
      });
      expect(res.status, ep.id).toBe(400);
      expect(res.body.code, ep.id).toBe('ENCRYPTION_REQUIRED');
    }
    expect(await countMembers(t)).toBe(before);
    const login = await t.call({
      method: 'POST',
      url: '/wps/session/login',
      payload: { type: 'username', username: 'demo', password: 'Demo1234' },
    });
    expect(login.body).toEqual({ success: false, code: 'ENCRYPTION_REQUIRED', message: 'This call needs an encrypted body.' });
  });

  it('accepts an encrypted login, and refuses a tampered or unknown-key envelope with DECRYPTION_FAILED', async () => {
    const ip = freshIp();
    const input = { type: 'username', username: 'demo', password: 'Demo1234', altcha: await solvedAltcha(t, ip) };
    const body = JSON.parse(await encrypted(t, input));
    const tampered = { enc: { ...body.enc, iv: toBase64(new Uint8Array(12)) } };
    const call = (payload: unknown) =>
      t.call({
        method: 'POST',
        url: '/wps/session/login',
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
        remoteAddress: ip,
      });
    expect((await call(tampered)).body.code).toBe('DECRYPTION_FAILED');
    expect((await call({ enc: { ...body.enc, kid: 'nokey' } })).body.code).toBe('DECRYPTION_FAILED');
    expect((await call({ enc: { ...body.enc, kid: '../etc' } })).body.code).toBe('DECRYPTION_FAILED');
    expect((await call({ enc: 'x' })).body.code).toBe('ENCRYPTION_REQUIRED');
    const ok = await call(body);
    expect(ok.status).toBe(200);
  });

  it('never echoes a password in an error answer', async () => {
    const secret = 'Sup3rS3cret!' + 'x'.repeat(200);
    const ip = freshIp();
    const res = await t.call({
      method: 'POST',
      url: '/wps/session/login',
      payload: await encrypted(t, { type: 'username', username: 'demo', password: secret, altcha: await solvedAltcha(t, ip) }),
      headers: { 'content-type': 'application/json' },
      remoteAddress: ip,
    });
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'password' });
    expect(JSON.stringify(res.body)).not.toContain('Sup3rS3cret');
  });

  it('publishes one stable key for every node (stored in the database)', async () => {
    const a = await t.call<{ kid: string; publicKey: string; algorithm: string }>({ url: '/wps/session/publicKey' });
    const b = await t.call<{ kid: string; publicKey: string }>({ url: '/wps/session/publicKey' });
    expect(a.body.value).toEqual(expect.objectContaining({ algorithm: 'RSA-OAEP-256+A256GCM' }));
    expect(b.body.value?.kid).toBe(a.body.value?.kid);
    const rows = await t.db.query<{ kid: string }>('SELECT kid FROM payload_keys WHERE active');
    expect(rows.map((r) => r.kid)).toEqual([a.body.value!.kid]);
  });
});

describe('payload key rotation (npm run ops -- keys …)', () => {
  const publicKey = async () => (await t.call<{ kid: string; publicKey: string }>({ url: '/wps/session/publicKey' })).body.value!;
  const loginWith = async (key: { kid: string; publicKey: string }) => {
    const ip = freshIp();
    const input = { type: 'username', username: 'demo', password: 'Demo1234', altcha: await solvedAltcha(t, ip) };
    const body = await encryptPayload(await importPublicKey(key.publicKey), key.kid, input);
    return t.call({
      method: 'POST',
      url: '/wps/session/login',
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
      remoteAddress: ip,
    });
  };

  it('publishes the new key at once, decrypts with the old one until it is retired, never retires the active one', async () => {
    const old = await publicKey();
    expect((await loginWith(old)).status).toBe(200);
    const said = await runOps(t.platform, ['keys', 'rotate']);
    const current = await publicKey();
    expect(current.kid).not.toBe(old.kid);
    expect(said).toBe(`active key is now ${current.kid}`);
    const listed = await runOps(t.platform, ['keys', 'list']);
    expect(listed).toMatch(new RegExp(`^${current.kid}\\tactive\\t`, 'm'));
    expect(listed).toMatch(new RegExp(`^${old.kid}\\tretiring\\t`, 'm'));

    // a page that fetched the old key a moment ago still logs in
    expect((await loginWith(old)).status).toBe(200);
    expect((await loginWith(current)).status).toBe(200);

    await expect(runOps(t.platform, ['keys', 'retire', current.kid])).rejects.toThrow(/active key/);
    await expect(runOps(t.platform, ['keys', 'retire', 'nosuchkey'])).rejects.toThrow(/no key/);
    expect(await runOps(t.platform, ['keys', 'retire', old.kid])).toBe(`retired ${old.kid}`);
    expect((await loginWith(old)).body.code).toBe('DECRYPTION_FAILED');
    expect((await loginWith(current)).status).toBe(200);
  });
});
