import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbRateLimiter, limits, redisRateLimiter, type RateLimiter } from '../src/http/rate-limit.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { encrypted, freshIp, login, newCaptcha, solvedAltcha } from './session-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function exerciseLimiter(limiter: RateLimiter, key: string): Promise<void> {
  expect(await limiter.peek(key)).toBe(0);
  expect(await limiter.hit(key, 1)).toBe(1);
  expect(await limiter.hit(key, 1)).toBe(2);
  expect(await limiter.peek(key)).toBe(2);
  await new Promise((r) => setTimeout(r, 1200));
  expect(await limiter.peek(key)).toBe(0);
  expect(await limiter.hit(key, 1)).toBe(1);
  await limiter.reset(key);
  expect(await limiter.peek(key)).toBe(0);
}

describe('limiters', () => {
  it('database: fixed windows that count, expire and reset', async () => {
    await exerciseLimiter(dbRateLimiter(t.db), `test:${Date.now()}`);
  });

  // Runs against a real Redis when TEST_REDIS_URL is set (CI and the scale-out check set it).
  it.runIf(Boolean(process.env.TEST_REDIS_URL))('redis: the same behaviour', async () => {
    const limiter = redisRateLimiter(process.env.TEST_REDIS_URL!, `tala:test:${process.pid}:`);
    try {
      await exerciseLimiter(limiter, `k${Date.now()}`);
    } finally {
      await limiter.close();
    }
  });
});

describe('limits on the accounts endpoints', () => {
  it('login per IP: over the limit → TOO_MANY_REQUESTS with the catalogue message', async () => {
    const ip = freshIp();
    const attempt = () =>
      t.call({
        method: 'POST',
        url: '/wps/session/login',
        payload: { enc: { kid: 'k', key: 'a', iv: 'b', data: 'c' } },
        remoteAddress: ip,
      });
    // the per-IP count runs after decryption: use a real encrypted body with an unsolved challenge
    const body = await encrypted(t, { type: 'username', username: 'demo', password: 'x', altcha: 'bm9uZQ==' });
    const send = () =>
      t.call({
        method: 'POST',
        url: '/wps/session/login',
        payload: body,
        headers: { 'content-type': 'application/json' },
        remoteAddress: ip,
      });
    expect((await attempt()).body.code).toBe('DECRYPTION_FAILED');
    for (let i = 0; i < limits.loginPerIp.max; i++) expect((await send()).body.code).toBe('CHALLENGE_FAILED');
    const over = await send();
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Too many requests, retry after 5 minutes.' });
    // another address is not affected
    expect((await login(t, 'demo', 'Demo1234')).status).toBe(200);
  });

  it('login failures per account: refused for the window, even with the right password', async () => {
    const m = await createTestMember(t.db);
    for (let i = 0; i < limits.loginFailuresPerAccount.max; i++) {
      const extra = i >= limits.captchaAfterAccountFailures ? await newCaptcha(t) : {};
      expect((await login(t, m.account, `wrong-${i}`, extra)).body.code).toBe('LOGIN_FAILED');
    }
    const blocked = await login(t, m.account, m.password, await newCaptcha(t));
    expect(blocked.body.code).toBe('TOO_MANY_REQUESTS');
  });

  it('SMS: one send per number per 60 s, and a per-IP budget', async () => {
    const ip = freshIp();
    const send = async (mobileNum: string) =>
      t.call({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum, countryDialingCode: '63', purpose: 'login', altcha: await solvedAltcha(t, ip) },
        remoteAddress: ip,
      });
    expect((await send('9171234567')).status).toBe(200);
    expect((await send('9171234567')).body.code).toBe('TOO_MANY_REQUESTS');
    // strangers' numbers count the same (nothing tells them apart)
    for (let i = 2; i < limits.smsPerIp.max; i++) expect((await send(`90000000${String(i).padStart(2, '0')}`)).status).toBe(200);
    expect((await send('9000000099')).body.code).toBe('TOO_MANY_REQUESTS');
  });

  it('a limit counted over an hour says so: the same account asking for a new password from many addresses', async () => {
    const m = await createTestMember(t.db);
    const ask = () =>
      t.call({
        method: 'POST',
        url: '/wps/member/password/email',
        payload: new URLSearchParams({ username: m.account, email: 'nobody@example.com' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: freshIp(),
      });
    for (let i = 0; i < limits.forgotPerAccount.max; i++) expect((await ask()).status).toBe(200);
    const over = await ask();
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'TOO_MANY_REQUESTS_HOUR', message: 'Too many requests, retry within the hour.' });
  });

  it('captcha per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < limits.captchaPerIp.max; i++)
      expect((await t.call({ url: '/wps/captcha', remoteAddress: ip })).status).toBe(200);
    expect((await t.call({ url: '/wps/captcha', remoteAddress: ip })).body.code).toBe('TOO_MANY_REQUESTS');
  });
});
