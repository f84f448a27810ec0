import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import {
  countMembers,
  encCall,
  freshIp,
  login,
  outboxCode,
  setModule,
  solvedAltcha,
  type LoginValue,
} from './session-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let seq = 0;
const uniqueMobile = () => `98${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;
const uniqueName = () => `user${process.pid % 1000}x${++seq}`;

async function smsCode(mobileNo: string): Promise<string> {
  const ip = freshIp();
  const res = await t.call({
    method: 'POST',
    url: '/wps/verification/sms/register',
    payload: { countryDialingCode: '63', mobileNo, altcha: await solvedAltcha(t, ip) },
    remoteAddress: ip,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (await outboxCode(t, `+63${mobileNo}`))!;
}

const base = (over: Record<string, unknown> = {}) => ({
  username: uniqueName(),
  password: 'Secret123',
  confirmPassword: 'Secret123',
  mobileNum: uniqueMobile(),
  countryDialingCode: '63',
  verificationCode: '123456',
  agreement: true,
  ageConfirmed: true,
  ...over,
});

const register = (input: Record<string, unknown>, path = '/wps/member/register') => encCall<LoginValue>(t, 'PUT', path, input);

describe('bad input, field by field', () => {
  const big = 'a'.repeat(10 * 1024);
  const script = '<script>alert(1)</script>';
  const sql = "x'; DROP TABLE members;--";
  // every value must be refused with a 400, a catalogue code and the field's name
  const cases: [string, unknown[]][] = [
    ['username', ['', big, 'ab!cdef', '1abcdef', script, 'ユーザー名前です', sql, '   ']],
    ['password', ['', big, 'abcdefgh', '12345678', script, 'пароль1234', "' OR 1=1 --"]],
    ['confirmPassword', ['', big, 'Secret124', script]],
    ['mobileNum', ['', big, '12345', '١٢٣٤٥٦٧٨٩٠', script, sql, '91712345x7']],
    ['verificationCode', ['', big, 'abc', script, '１２３４５６', sql]],
    ['email', [big, 'not-an-email', '<b>x</b>@example.com', 'a--b@example.com', "x'@x.com;"]],
    ['payeeName', [big, 'Single', `Robert ${script}`, "Robert'); DROP TABLE members;--", 'Juan\u0000 Cruz']],
    ['affiliateCode', [big, 'ab', script, 'ÄBCDEF', sql]],
  ];
  for (const [field, values] of cases) {
    it(`refuses bad ${field} values and stores nothing`, async () => {
      const before = await countMembers(t);
      for (const value of values) {
        const res = await register(base({ [field]: value }));
        const label = `${field}=${JSON.stringify(value).slice(0, 40)}`;
        expect(res.status, label).toBe(400);
        expect(res.body.success, label).toBe(false);
        expect(res.body.code, label).toMatch(/^(VALIDATION_FAILED|PASSWORD_MISMATCH)$/);
        expect(res.body.field, label).toBe(field);
      }
      expect(await countMembers(t)).toBe(before);
    });
  }

  it('answers rule failures with the reg_pattern key and bounds the form shows', async () => {
    const res = await register(base({ username: 'ab' }));
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'username',
      value: { key: 'reg_pattern_1', kind: 'length', min: 6, max: 16 },
    });
    const mismatch = await register(base({ confirmPassword: 'Other1234' }));
    expect(mismatch.body).toMatchObject({ code: 'PASSWORD_MISMATCH', field: 'confirmPassword', value: { key: 'reg_mismatch' } });
  });

  it('needs the terms and the age confirmation', async () => {
    expect((await register(base({ agreement: false }))).body).toMatchObject({ code: 'TERMS_REQUIRED', field: 'agreement' });
    expect((await register(base({ ageConfirmed: false }))).body).toMatchObject({ code: 'AGE_REQUIRED', field: 'ageConfirmed' });
  });
});

describe('registration by username', () => {
  it('creates the member (argon2id), logs in, and keeps names unique case-insensitively', async () => {
    const input = base({ username: `  Alice${seq}Z  `, email: 'alice@example.com', payeeName: 'Alice Santos' });
    input.verificationCode = await smsCode(input.mobileNum as string);
    const res = await register(input);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const account = (input.username as string).trim();
    expect(res.body.value).toMatchObject({ account, firstTimeLogin: true, passwordExpired: false });
    const [row] = await t.db.query<{
      password_hash: string;
      email: string;
      payee_name: string;
      upline_id: number | null;
      mobile_verified_at: Date | null;
      email_verified_at: Date | null;
    }>(
      'SELECT password_hash, email, payee_name, upline_id, mobile_verified_at, email_verified_at FROM members WHERE account = $1',
      [account],
    );
    expect(row!.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(row).toMatchObject({ email: 'alice@example.com', payee_name: 'Alice Santos', upline_id: null });
    // the SMS code proved the number; the e-mail was only typed
    expect(row!.mobile_verified_at).not.toBeNull();
    expect(row!.email_verified_at).toBeNull();
    const me = await t.call<{ account: string }>({ url: '/wps/member/info', headers: { token: res.body.value!.token } });
    expect(me.body.value?.account).toBe(account);

    const sameName = await register(base({ username: account.toUpperCase() }));
    expect(sameName.body).toMatchObject({ code: 'USERNAME_TAKEN', field: 'username' });
    // a taken number never gets a code, so with SMS verification it fails on the code (no enumeration)
    const sameMobile = await register(base({ mobileNum: input.mobileNum }));
    expect(sameMobile.body).toMatchObject({ code: 'VERIFICATION_CODE_INVALID', field: 'verificationCode' });
    expect((await login(t, account.toLowerCase(), 'Secret123')).status).toBe(200);
  });

  it('links the member to the agent of a valid affiliate or referral code; refuses an unknown one', async () => {
    const [agent] = await t.db.query<{ id: number }>("SELECT id FROM members WHERE account = 'agent01'");
    const bad = await register(base({ affiliateCode: 'NOSUCH99' }));
    expect(bad.body).toMatchObject({ code: 'AFFILIATE_INVALID', field: 'affiliateCode' });
    const badRef = await register(base({ referralCode: 'NOSUCH99' }));
    expect(badRef.body).toMatchObject({ code: 'AFFILIATE_INVALID', field: 'referralCode' });
    for (const extra of [{ affiliateCode: 'tala2026' }, { referralCode: 'TALA2026' }]) {
      const input = base(extra);
      input.verificationCode = await smsCode(input.mobileNum as string);
      const res = await register(input);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const [row] = await t.db.query<{ upline_id: number }>('SELECT upline_id FROM members WHERE account = $1', [input.username]);
      expect(row!.upline_id).toBe(agent!.id);
    }
  });

  it('checks the SMS code: wrong, exhausted after five tries, expired, single use', async () => {
    const input = base();
    const code = await smsCode(input.mobileNum as string);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await register({ ...input, verificationCode: wrong })).body).toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
      field: 'verificationCode',
    });
    for (let i = 0; i < 4; i++) await register({ ...input, verificationCode: wrong });
    expect((await register({ ...input, verificationCode: code })).body.code).toBe('VERIFICATION_CODE_INVALID');

    const second = base();
    const code2 = await smsCode(second.mobileNum as string);
    await t.db.query("UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE target = $1", [
      `+63${second.mobileNum}`,
    ]);
    expect((await register({ ...second, verificationCode: code2 })).body.code).toBe('VERIFICATION_CODE_EXPIRED');

    const third = base();
    const code3 = await smsCode(third.mobileNum as string);
    expect((await register({ ...third, verificationCode: code3 })).status).toBe(200);
    const reuse = await register({ ...base({ mobileNum: uniqueMobile() }), verificationCode: code3 });
    expect(reuse.body.code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('refuses when registration is switched off', async () => {
    await setModule(t, 'USERNAMEREG3', false);
    expect((await register(base())).body.code).toBe('FUNCTION_DISABLED');
    await setModule(t, 'USERNAMEREG3', true);
    await setModule(t, 'REG3', false);
    expect((await register(base())).body.code).toBe('FUNCTION_DISABLED');
    await setModule(t, 'REG3', true);
  });
});

describe('registration by mobile number', () => {
  it('uses the mobile number as the account and logs in with it', async () => {
    const mobileNum = uniqueMobile();
    const res = await register(
      {
        mobileNum,
        countryDialingCode: '+63',
        verificationCode: await smsCode(mobileNum),
        password: 'Mobile123',
        confirmPassword: 'Mobile123',
        agreement: true,
        ageConfirmed: true,
        username: 'ignored',
      },
      '/wps/member/register/mobile',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value?.account).toBe(mobileNum);
    expect((await login(t, mobileNum, 'Mobile123')).body.value?.account).toBe(mobileNum);
  });

  it('needs no password without MOBILENUMPASSREG3 (the member then logs in by SMS)', async () => {
    await setModule(t, 'MOBILENUMPASSREG3', false);
    const mobileNum = uniqueMobile();
    const res = await register(
      { mobileNum, countryDialingCode: '63', verificationCode: await smsCode(mobileNum), agreement: true, ageConfirmed: true },
      '/wps/member/register/mobile',
    );
    await setModule(t, 'MOBILENUMPASSREG3', true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value?.account).toBe(mobileNum);
  });

  it('asks for the password when MOBILENUMPASSREG3 is on', async () => {
    const res = await register(
      { mobileNum: uniqueMobile(), countryDialingCode: '63', verificationCode: '123456', agreement: true, ageConfirmed: true },
      '/wps/member/register/mobile',
    );
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'password' });
  });
});

describe('registration SMS and affiliate check', () => {
  it('refuses a badly formed number; a registered one is answered like any other', async () => {
    const ip = freshIp();
    const call = async (mobileNo: string) =>
      t.call({
        method: 'POST',
        url: '/wps/verification/sms/register',
        payload: { countryDialingCode: '63', mobileNo, altcha: await solvedAltcha(t, ip) },
        remoteAddress: ip,
      });
    expect((await call('12ab')).body).toMatchObject({ code: 'PHONE_FORMAT_INVALID', field: 'mobileNo' });
    expect((await call('9171234567')).status).toBe(200);
  });

  it('publishes its rules and switches through the start-up permission only', async () => {
    const res = await t.call<{
      info: { whitelabel: Record<string, string>; registerRules: Record<string, { patternId: number }> };
    }>({ url: '/wps/system/permission' });
    expect(res.body.value?.info.registerRules.username?.patternId).toBe(1);
    expect(res.body.value?.info.whitelabel).toMatchObject({
      REG3: '1',
      USERNAMEREG3: '1',
      MOBILENUMREG3: '1',
      REGMOBVERF3: '1',
      MOBILENUMPASSREG3: '1',
    });
    expect((await t.call({ url: '/wps/system/setting/register' })).status).toBe(404);
  });

  it('validates invitation codes', async () => {
    expect((await t.call({ url: '/wps/agent/affiliate?code=TALA2026&domain=example.com' })).body).toEqual({
      success: true,
      value: { code: 'TALA2026', valid: true },
    });
    expect((await t.call({ url: '/wps/agent/affiliate?code=NOPE1234' })).body).toMatchObject({
      success: false,
      code: 'AFFILIATE_INVALID',
    });
    expect((await t.call({ url: `/wps/agent/affiliate?code=${encodeURIComponent("' OR 1=1 --")}` })).body.code).toBe(
      'AFFILIATE_INVALID',
    );
  });
});
