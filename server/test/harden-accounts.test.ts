import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { encCall, freshIp, outboxCode, solvedAltcha, type LoginValue } from './session-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let seq = 0;
const uniqueMobile = () => `97${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;
const uniqueName = () => `hard${process.pid % 1000}x${++seq}`;

const smsRegister = async (mobileNo: string, ip = freshIp()) =>
  t.call({
    method: 'POST',
    url: '/wps/verification/sms/register',
    payload: { countryDialingCode: '63', mobileNo, altcha: await solvedAltcha(t, ip) },
    remoteAddress: ip,
  });

const register = (input: Record<string, unknown>) => encCall<LoginValue>(t, 'PUT', '/wps/member/register', input);

async function validInput(over: Record<string, unknown> = {}) {
  const mobileNum = uniqueMobile();
  expect((await smsRegister(mobileNum)).status).toBe(200);
  return {
    username: uniqueName(),
    password: 'Secret123',
    confirmPassword: 'Secret123',
    mobileNum,
    countryDialingCode: '63',
    verificationCode: (await outboxCode(t, `+63${mobileNum}`))!,
    agreement: true,
    ageConfirmed: true,
    ...over,
  };
}

const profileOf = async (account: string) =>
  (await t.db.query<{ profile: Record<string, string> }>('SELECT profile FROM members WHERE account = $1', [account]))[0]
    ?.profile;

describe('registration stores only checked values', () => {
  it('drops fields whose rule is disabled (the demo brand disables qqNum, line, wechat, idNumber …)', async () => {
    const xss = '<img src=x onerror=alert(1)>';
    const input = await validInput({ qqNum: xss, line: xss, wechat: xss, idNumber: xss, recommenderId: xss, facebook: xss });
    const res = await register(input);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const profile = await profileOf(input.username);
    expect(profile).toBeDefined();
    expect(JSON.stringify(profile)).not.toContain('<');
    for (const field of ['qqNum', 'line', 'wechat', 'idNumber', 'recommenderId', 'facebook'])
      expect(profile, field).not.toHaveProperty(field);
  });

  it('keeps a plain host and a re-serialised http(s) page address', async () => {
    const input = await validInput({
      domain: 'Play.Example.COM:8443',
      registerUrl: 'https://play.example.com/register?ref="x"&n=<b>#top',
    });
    const res = await register(input);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const profile = (await profileOf(input.username))!;
    expect(profile.domain).toBe('play.example.com:8443');
    expect(profile.registerUrl).toBe('https://play.example.com/register?ref=%22x%22&n=%3Cb%3E#top');
  });

  it('refuses a domain or page address that is not one, before the SMS code is used', async () => {
    const cases: [string, string][] = [
      ['domain', '<script>alert(1)</script>'],
      ['domain', 'evil.com/path'],
      ['domain', 'user@evil.com'],
      ['domain', 'a..b'],
      ['registerUrl', 'javascript:alert(1)'],
      ['registerUrl', 'data:text/html,<script>alert(1)</script>'],
      ['registerUrl', 'https://user:pass@example.com/'],
      ['registerUrl', 'not a url'],
    ];
    const input = await validInput();
    for (const [field, value] of cases) {
      const res = await register({ ...input, [field]: value });
      expect(res.status, `${field}=${value}`).toBe(400);
      expect(res.body, `${field}=${value}`).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
    // the code was not consumed by any of the refusals
    expect((await register(input)).status).toBe(200);
  });
});

describe('the registration SMS call does not tell who is a member', () => {
  it('answers a taken number exactly like a free one, sends its holder a notice, and limits both alike', async () => {
    const member = await createTestMember(t.db, { mobile: uniqueMobile() });
    const [row] = await t.db.query<{ mobile: string }>('SELECT mobile FROM members WHERE id = $1', [member.id]);
    const taken = row!.mobile;
    const free = uniqueMobile();

    const a = await smsRegister(taken);
    const b = await smsRegister(free);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(Object.keys(a.body.value as object).sort()).toEqual(Object.keys(b.body.value as object).sort());
    expect(await outboxCode(t, `+63${taken}`)).toBeNull();
    expect(await outboxCode(t, `+63${free}`)).toMatch(/^[0-9]{6}$/);
    const notices = await t.db.query<{ body: string }>("SELECT body FROM outbox WHERE channel = 'sms' AND recipient = $1", [
      `+63${taken}`,
    ]);
    expect(notices.map((n) => n.body).join('\n')).toMatch(/already has an account/);

    // an immediate second request is refused the same way for both
    const a2 = await smsRegister(taken);
    const b2 = await smsRegister(free);
    expect(a2.status).toBe(b2.status);
    expect(a2.body.code).toBe(b2.body.code);
    expect(a2.status).toBe(429);
  });

  it('registering with a taken number fails on the code, not with MOBILE_TAKEN', async () => {
    const mobile = uniqueMobile();
    await createTestMember(t.db, { mobile });
    const res = await register({
      username: uniqueName(),
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: mobile,
      countryDialingCode: '63',
      verificationCode: '123456',
      agreement: true,
      ageConfirmed: true,
    });
    expect(res.body).toMatchObject({ code: 'VERIFICATION_CODE_INVALID', field: 'verificationCode' });
  });
});

describe('forgot password by e-mail', () => {
  it('recovers an account whose name predates the registration rule (4 characters, like demo)', async () => {
    const m = await createTestMember(t.db, { account: `q${process.pid % 1000}`.slice(0, 4).padEnd(4, 'z') });
    expect(m.account).toHaveLength(4);
    const email = `${m.account}@example.com`;
    await t.db.query('UPDATE members SET email = $2 WHERE id = $1', [m.id, email]);
    const res = await t.call({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: new URLSearchParams({ username: m.account, email }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: freshIp(),
    });
    expect(res.body).toEqual({ success: true, value: { accepted: true } });
    expect(await outboxCode(t, email)).toMatch(/^[A-Za-z0-9]{10}$/);
  });
});
