import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberInfo } from '@tala/contract/member';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { encCall, freshIp, login, outboxCode, solvedAltcha, type LoginValue } from './session-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const info = (token: string) => t.call<MemberInfo>({ url: '/wps/member/info', headers: { token } });
const changePassword = (token: string, input: Record<string, string>) =>
  encCall(t, 'POST', '/wps/member/password', input, { token });

describe('member info', () => {
  it('describes the demo VIP player per spec §3', async () => {
    const { token } = (await login(t, 'demo', 'Demo1234')).body.value!;
    const me = (await info(token)).body.value!;
    expect(me).toMatchObject({
      account: 'demo',
      nickname: 'Demo Player',
      type: 'player',
      toUpline: true,
      clubLabel: { labelName: 'VIP 3', color: '#3b2300', color2: '#f5c542', rankLevel: 3 },
      memberLabel: [{ labelName: 'VIP', color: '#3b2300', color2: '#f5c542' }],
      rank: 3,
      isAgent: 0,
      language: 'EN',
      affiliateCode: null,
      mobile: '+63 ******4567',
      email: 'd***@example.com',
    });
    expect((await t.call<{ icon: string }>({ url: '/wps/member/info/icon', headers: { token } })).body.value?.icon).toBe(
      '/media/rank/3.svg',
    );
    const avatar = await t.call<{ avatarUrl: string }>({ url: '/wps/relay/MCSFE_getPlayerAvatar', headers: { token } });
    const svg = await t.app.inject({ url: avatar.body.value!.avatarUrl });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('>D</text>');
  });

  it('shows agents as agents with their invitation code', async () => {
    const { token } = (await login(t, 'agent01', 'Demo1234')).body.value!;
    expect((await info(token)).body.value).toMatchObject({
      type: 'agent',
      isAgent: 1,
      affiliateCode: 'TALA2026',
      clubLabel: null,
      toUpline: false,
    });
  });

  it('needs a token', async () => {
    expect((await t.call({ url: '/wps/member/info' })).body.code).toBe('LOGIN_REQUIRED');
  });

  it('updates the language to a known code only', async () => {
    const m = await createTestMember(t.db);
    const res = await t.call({
      method: 'PUT',
      url: '/wps/member/language',
      payload: { language: 'ph' },
      headers: { token: m.token },
    });
    expect(res.body).toEqual({ success: true, value: { language: 'PH' } });
    expect((await info(m.token)).body.value?.language).toBe('PH');
    for (const language of ['', 'XX', '<script>', "en'--", 'e'.repeat(10_240)]) {
      const bad = await t.call({
        method: 'PUT',
        url: '/wps/member/language',
        payload: { language },
        headers: { token: m.token },
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'language' });
    }
    expect((await info(m.token)).body.value?.language).toBe('PH');
  });
});

describe('change password', () => {
  it('checks the old password, the password rule and the confirmation', async () => {
    const m = await createTestMember(t.db);
    expect(
      (await changePassword(m.token, { oldPassword: 'Wrong1234', newPassword: 'NewPass123', confirmNewPassword: 'NewPass123' }))
        .body,
    ).toMatchObject({ code: 'OLD_PASSWORD_WRONG', field: 'oldPassword' });
    expect(
      (await changePassword(m.token, { oldPassword: m.password, newPassword: 'short1', confirmNewPassword: 'short1' })).body,
    ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'newPassword', value: { key: 'reg_pattern_0', min: 8, max: 20 } });
    expect(
      (await changePassword(m.token, { oldPassword: m.password, newPassword: 'NewPass123', confirmNewPassword: 'NewPass124' }))
        .body,
    ).toMatchObject({ code: 'PASSWORD_MISMATCH', field: 'confirmNewPassword' });
    expect((await info(m.token)).status).toBe(200);
  });

  it('refuses the current password as the new one, so a forced change cannot be passed by typing it again', async () => {
    const m = await createTestMember(t.db);
    await t.db.query('UPDATE members SET password_must_change = true WHERE id = $1', [m.id]);
    const res = await changePassword(m.token, {
      oldPassword: m.password,
      newPassword: m.password,
      confirmNewPassword: m.password,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'PASSWORD_UNCHANGED', field: 'newPassword' });
    expect((await info(m.token)).status).toBe(200);
    expect((await login(t, m.account, m.password)).body.value?.passwordExpired).toBe(true);
  });

  it('changes it, ends every session (this one too), clears the forced change', async () => {
    const m = await createTestMember(t.db);
    await t.db.query('UPDATE members SET password_must_change = true WHERE id = $1', [m.id]);
    const other = (await login(t, m.account, m.password)).body.value!;
    expect(other.passwordExpired).toBe(true);
    const res = await changePassword(m.token, {
      oldPassword: m.password,
      newPassword: 'NewPass123',
      confirmNewPassword: 'NewPass123',
    });
    expect(res.body).toEqual({ success: true, value: { changed: true } });
    expect((await info(m.token)).body.code).toBe('SESSION_EXPIRED');
    expect((await info(other.token)).body.code).toBe('SESSION_EXPIRED');
    expect((await login(t, m.account, m.password)).body.code).toBe('LOGIN_FAILED');
    const again = await login(t, m.account, 'NewPass123');
    expect(again.body.value?.passwordExpired).toBe(false);
  });
});

describe('forgot password by e-mail', () => {
  const forgot = (username: string, email: string) =>
    t.call({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: new URLSearchParams({ username, email }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: freshIp(),
    });

  it('answers the same whether or not the pair matches, mails only when it does', async () => {
    const m = await createTestMember(t.db, { account: `mailer${process.pid % 1000}a` });
    await t.db.query("UPDATE members SET email = 'Mailer@Example.com' WHERE id = $1", [m.id]);
    const match = await forgot(m.account, 'mailer@example.com');
    const noMatch = await forgot(m.account, 'someone@example.com');
    const unknown = await forgot('nosuchuser1', 'mailer@example.com');
    expect(match.body).toEqual({ success: true, value: { accepted: true } });
    expect(noMatch.body).toEqual(match.body);
    expect(unknown.body).toEqual(match.body);
    const mails = await t.db.query<{ recipient: string }>(
      "SELECT recipient FROM outbox WHERE channel = 'email' AND body LIKE $1",
      [`%${m.account}%`],
    );
    expect(mails.map((r) => r.recipient)).toEqual(['mailer@example.com']);
  });

  it('mails a temporary password that works once, forces a change, and leaves the old one working', async () => {
    const m = await createTestMember(t.db, { account: `mailer${process.pid % 1000}b` });
    await t.db.query("UPDATE members SET email = 'b@example.com' WHERE id = $1", [m.id]);
    await forgot(m.account, 'b@example.com');
    const temp = await outboxCode(t, 'b@example.com');
    expect(temp).toMatch(/^[A-Za-z0-9]{10}$/);
    const first = await login(t, m.account, temp!);
    expect(first.body.value?.passwordExpired).toBe(true);
    expect((await login(t, m.account, temp!)).body.code).toBe('LOGIN_FAILED');
    expect((await login(t, m.account, m.password)).body.value?.passwordExpired).toBe(false);
  });

  it('lets the temporary password serve once as the old password for the forced change, then retires it', async () => {
    const m = await createTestMember(t.db, { account: `mailer${process.pid % 1000}c` });
    await t.db.query("UPDATE members SET email = 'c@example.com' WHERE id = $1", [m.id]);
    await forgot(m.account, 'c@example.com');
    const temp = (await outboxCode(t, 'c@example.com'))!;
    const session = await login(t, m.account, temp);
    const token = session.body.value!.token;
    const changed = await changePassword(token, {
      oldPassword: temp,
      newPassword: 'Fresh12345',
      confirmNewPassword: 'Fresh12345',
    });
    expect(changed.body.success).toBe(true);
    expect((await login(t, m.account, 'Fresh12345')).body.success).toBe(true);
    const again = await login(t, m.account, 'Fresh12345');
    const reuse = await changePassword(again.body.value!.token, {
      oldPassword: temp,
      newPassword: 'Other12345',
      confirmNewPassword: 'Other12345',
    });
    expect(reuse.body).toMatchObject({ code: 'OLD_PASSWORD_WRONG', field: 'oldPassword' });
  });

  it('validates both fields', async () => {
    expect((await forgot('', 'a@example.com')).body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'username' });
    expect((await forgot('demo01', 'not-mail')).body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'email' });
    expect((await forgot('<script>', 'a@example.com')).body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'username' });
  });
});

describe('set password by phone (CHNGPASSVERIF3)', () => {
  async function requestCode(mobileNum: string) {
    const ip = freshIp();
    return t.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum, countryDialingCode: '63', purpose: 'password', altcha: await solvedAltcha(t, ip) },
      remoteAddress: ip,
    });
  }

  it('code → new password → logged in; other sessions end; the code works once', async () => {
    const mobile = `97${String(process.pid % 100_000_000).padStart(8, '0')}`;
    const m = await createTestMember(t.db, { mobile });
    expect((await requestCode(mobile)).status).toBe(200);
    const code = (await outboxCode(t, `+63${mobile}`))!;
    const input = {
      mobileNum: mobile,
      countryDialingCode: '63',
      verificationCode: code,
      newPassword: 'Phone1234',
      confirmNewPassword: 'Phone1234',
    };
    const bad = await encCall(t, 'POST', '/wps/member/password/verification', {
      ...input,
      newPassword: 'weak',
      confirmNewPassword: 'weak',
    });
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'newPassword' });
    const res = await encCall<LoginValue>(t, 'POST', '/wps/member/password/verification', input);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toMatchObject({ account: m.account, passwordExpired: false });
    expect((await info(res.body.value!.token)).status).toBe(200);
    expect((await info(m.token)).body.code).toBe('SESSION_EXPIRED');
    expect((await login(t, m.account, 'Phone1234')).status).toBe(200);
    const reuse = await encCall(t, 'POST', '/wps/member/password/verification', {
      ...input,
      newPassword: 'Other1234',
      confirmNewPassword: 'Other1234',
    });
    expect(reuse.body).toMatchObject({ code: 'VERIFICATION_CODE_INVALID', field: 'verificationCode' });
  });
});
