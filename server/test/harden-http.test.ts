import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';

let t: TestApp;
let base = '';
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('answers the HTTP parser and the router give are in the envelope, with the security headers', () => {
  it('a query string over the header limit → 431', async () => {
    const res = await fetch(`${base}/wps/system/status?q=${'y'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('a path parameter over 100 characters → 414; a broken escape → 400', async () => {
    const long = await fetch(`${base}/media/game/${'1'.repeat(300)}`);
    expect(long.status).toBe(414);
    expect(long.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await long.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    const broken = await fetch(`${base}/media/game/%ED%A0%80`);
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });
});

describe('hostile values are refused as input, before any handler', () => {
  it('a NUL byte in a query or body string → VALIDATION_FAILED naming the field', async () => {
    const notice = await t.call({ url: '/wps/system/notice?types=a%00b' });
    expect(notice.status).toBe(400);
    expect(notice.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'types' });
    const sms = await t.call({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '63', mobileNo: '9170000000\u0000', altcha: 'x' },
    });
    expect(sms.status).toBe(400);
    expect(sms.body.field).toBe('mobileNo');
  });

  it('an unpaired surrogate, also as an object key → VALIDATION_FAILED', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobileNo":"\\ud800","countryDialingCode":"63"}',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('integers past a 32-bit column → 400, not 500', async () => {
    const { token } = await createTestMember(t.db);
    const fav = await t.call({
      method: 'POST',
      url: '/lgw/lotto/favorites/add',
      headers: { token },
      payload: { gameId: 2 ** 31 },
    });
    expect(fav.status).toBe(400);
    expect(fav.body.code).toBe('VALIDATION_FAILED');
    for (const url of ['/media/game/2147483648', '/media/banner/9223372036854775808']) {
      const res = await t.call({ url });
      expect(res.status).toBeLessThan(500);
      expect(res.body.success).toBe(false);
    }
  });
});

describe('a number field takes a number, or decimal digits in a query string, and nothing JavaScript would make one of', () => {
  it('true, [1], "0x1", "1e0" and " 2 " are refused before anything is added or deleted; 2 and "2" are taken', async () => {
    const { token } = await createTestMember(t.db);
    const add = (gameId: unknown) =>
      t.call({ method: 'POST', url: '/lgw/lotto/favorites/add', headers: { token }, payload: { gameId } });
    for (const gameId of [true, [1], '0x1', '0b1', '1e0', ' 2 ', '', null]) {
      const res = await add(gameId);
      expect(res.status, JSON.stringify(gameId)).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'gameId' });
    }
    const favourites = async () =>
      (await t.call<{ ids: number[] }>({ url: '/lgw/lotto/favorites', headers: { token } })).body.value!.ids;
    expect(await favourites()).toEqual([]);
    expect((await add(2)).status).toBe(200);
    expect((await add('1')).status).toBe(200);
    expect(await favourites()).toEqual(expect.arrayContaining([1, 2]));

    for (const id of ['0x1', '1e0', '%201%20', 'true']) {
      const res = await t.call({ url: `/wps/promotions/detail?id=${id}`, headers: { token } });
      expect(res.status, id).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const deleted = await t.call({ method: 'POST', url: '/wps/messages/delete', headers: { token }, payload: { id: ['0x1'] } });
    expect(deleted.status).toBe(400);
    // a query string's digits still page
    expect((await t.call({ url: '/wps/messages?pageNo=1&pageSize=5', headers: { token } })).status).toBe(200);
  });
});

describe('transport and caching headers', () => {
  it('HSTS only over TLS (X-Forwarded-Proto from a trusted proxy), never on plain HTTP', async () => {
    const proxied = await startTestApp({ trustProxy: 1 });
    try {
      const tls = await proxied.call({ url: '/wps/system/status', headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await proxied.call({ url: '/wps/system/status' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
    // without a trusted proxy the header is the client's word: ignored
    const direct = await t.call({ url: '/wps/system/status', headers: { 'x-forwarded-proto': 'https' } });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });

  it('member data is never stored by a browser or proxy', async () => {
    const { token } = await createTestMember(t.db);
    for (const url of ['/wps/v2/wallets/balance', '/wps/member/info', '/lgw/lotto/bets', '/wps/member/info/funds/consolidated']) {
      const res = await t.call({ url, headers: { token } });
      expect(res.status, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    expect((await t.call({ url: '/wps/member/info' })).headers['cache-control']).toBe('no-store');
  });
});
