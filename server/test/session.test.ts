import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setMemberStatus } from '../src/domains/agent/queries.ts';
import { balanceOf } from '../src/domains/wallet/ledger.ts';
import { FREE_PLAY_BALANCE } from '../src/domains/session/freeplay.ts';
import { forgetSessions, SESSION_TRUST_MS } from '../src/domains/session/tokens.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { pastLifetime, watchQueries } from './node-caches.ts';
import { encCall, freshIp, login, newCaptcha, outboxCode, setModule, solvedAltcha, type LoginValue } from './session-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const info = (token: string) => t.call<{ account: string }>({ url: '/wps/member/info', headers: { token } });

/** A session row changed behind this node's back: it reads the row afresh, as it does once its trust lapses. */
async function changeSessions(text: string, params: unknown[]) {
  await t.db.query(text, params);
  forgetSessions(t.db, () => true);
}

describe('login by username', () => {
  it('logs in the seeded demo player with a new token each time', async () => {
    const first = await login(t, 'demo', 'Demo1234');
    expect(first.status).toBe(200);
    // the demo player has played here before: not his first login
    expect(first.body.value).toMatchObject({
      account: 'demo',
      firstTimeLogin: false,
      passwordExpired: false,
      captcha: false,
      isAgent: 0,
    });
    const second = await login(t, 'DEMO', 'Demo1234');
    expect(second.body.value?.token).not.toBe(first.body.value?.token);
    expect((await info(first.body.value!.token)).body.value?.account).toBe('demo');
    expect((await info(second.body.value!.token)).body.value?.account).toBe('demo');
  });

  it("says firstTimeLogin only at a member's first login, and records when he logged in", async () => {
    const m = await createTestMember(t.db);
    const first = await login(t, m.account, m.password);
    expect(first.body.value?.firstTimeLogin).toBe(true);
    const second = await login(t, m.account, m.password);
    expect(second.body.value?.firstTimeLogin).toBe(false);
    const [row] = await t.db.query<{ recent: boolean }>(
      `SELECT last_login_at > now() - interval '1 minute' AS recent FROM members WHERE id = $1`,
      [m.id],
    );
    expect(row?.recent).toBe(true);
  });

  it('answers unknown user and wrong password identically (no account enumeration)', async () => {
    const m = await createTestMember(t.db);
    const wrong = await login(t, m.account, 'Wrong12345');
    const unknown = await login(t, 'nobody_here_42', 'Wrong12345');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({
      success: false,
      code: 'LOGIN_FAILED',
      message: 'Login failure, try again.',
      value: { captcha: false },
    });
  });

  it('asks for a captcha after two failures for the account, then requires it; a captcha works once', async () => {
    const m = await createTestMember(t.db);
    expect((await login(t, m.account, 'bad-1')).body.value).toEqual({ captcha: false });
    expect((await login(t, m.account, 'bad-2')).body.value).toEqual({ captcha: true });
    // even from a new address, and with the right password, the captcha is now needed
    const noCaptcha = await login(t, m.account, m.password);
    expect(noCaptcha.body).toMatchObject({ code: 'CAPTCHA_FAILED', value: { captcha: true } });
    const wrongCaptcha = await login(t, m.account, m.password, { captchaId: (await newCaptcha(t)).captchaId, captcha: 'XXXX' });
    expect(wrongCaptcha.body.code).toBe('CAPTCHA_FAILED');
    const cap = await newCaptcha(t);
    const ok = await login(t, m.account, m.password, cap);
    expect(ok.status).toBe(200);
    expect(ok.body.value?.token).toBeTruthy();
    // success clears the account's failures: no captcha needed from a clean address
    expect((await login(t, m.account, m.password)).status).toBe(200);
    // a used captcha is refused even with the right answer
    const m2 = await createTestMember(t.db);
    await login(t, m2.account, 'x1');
    await login(t, m2.account, 'x2');
    expect((await login(t, m2.account, m2.password, cap)).body.code).toBe('CAPTCHA_FAILED');
  });

  it('refuses a replayed, tampered or missing bot challenge', async () => {
    const ip = freshIp();
    const altcha = await solvedAltcha(t, ip);
    const body = { type: 'username', username: 'demo', password: 'Demo1234', altcha };
    expect((await encCall(t, 'POST', '/wps/session/login', body, { ip })).status).toBe(200);
    const replay = await encCall(t, 'POST', '/wps/session/login', body, { ip });
    expect(replay.body).toMatchObject({ success: false, code: 'CHALLENGE_FAILED' });
    const payload = JSON.parse(Buffer.from(await solvedAltcha(t, ip), 'base64').toString());
    payload.solution.derivedKey = '00'.repeat(32);
    const tampered = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect((await encCall(t, 'POST', '/wps/session/login', { ...body, altcha: tampered }, { ip })).body.code).toBe(
      'CHALLENGE_FAILED',
    );
    expect((await encCall(t, 'POST', '/wps/session/login', { ...body, altcha: 'bm90IGpzb24=' }, { ip })).body.code).toBe(
      'CHALLENGE_FAILED',
    );
    const missing = await encCall(
      t,
      'POST',
      '/wps/session/login',
      { type: 'username', username: 'demo', password: 'Demo1234' },
      { ip },
    );
    expect(missing.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'altcha' });
  });

  it('refuses bad input with a 400 naming the field, before anything is counted', async () => {
    const ip = freshIp();
    const big = 'a'.repeat(10 * 1024);
    const cases: [Record<string, unknown>, string][] = [
      [{ username: '' }, 'username'],
      [{ username: '   ' }, 'username'],
      [{ username: big }, 'username'],
      [{ username: '<script>alert(1)</script>' }, 'username'],
      [{ username: "admin'; DROP TABLE members;--" }, 'username'],
      [{ password: '' }, 'password'],
      [{ password: big }, 'password'],
      [{ captcha: big }, 'captcha'],
    ];
    for (const [over, field] of cases) {
      const altcha = await solvedAltcha(t, ip);
      const res = await encCall(
        t,
        'POST',
        '/wps/session/login',
        { type: 'username', username: 'demo', password: 'Demo1234', altcha, ...over },
        { ip },
      );
      expect(res.status, JSON.stringify(over).slice(0, 60)).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field });
    }
    const sms = (over: Record<string, unknown>) =>
      encCall(
        t,
        'POST',
        '/wps/session/login',
        { type: 'sms', mobileNum: '9171234567', countryDialingCode: '63', verificationCode: '123456', altcha: 'x', ...over },
        { ip },
      );
    for (const mobileNum of ['12', '<script>', '١٢٣٤٥٦٧٨٩٠', "1' OR '1'='1"]) {
      expect((await sms({ mobileNum })).body).toMatchObject({ code: 'PHONE_FORMAT_INVALID', field: 'mobileNum' });
    }
    for (const verificationCode of ['abc', '<b>1</b>', '１２３４５６']) {
      expect((await sms({ verificationCode })).body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'verificationCode' });
    }
    expect((await sms({ countryDialingCode: '63abc' })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'countryDialingCode',
    });
    // none of it counted as a failed login: the address needs no captcha
    expect((await login(t, 'demo', 'Demo1234', {}, ip)).status).toBe(200);
  });

  it('reports passwordExpired for agent-created accounts and, with PWDEXPFORCECHANGE3, for old passwords', async () => {
    expect((await login(t, 'newbie01', 'Demo1234')).body.value?.passwordExpired).toBe(true);
    const m = await createTestMember(t.db);
    await t.db.query("UPDATE members SET password_changed_at = now() - interval '400 days' WHERE id = $1", [m.id]);
    expect((await login(t, m.account, m.password)).body.value?.passwordExpired).toBe(true);
    await setModule(t, 'PWDEXPFORCECHANGE3', false);
    expect((await login(t, m.account, m.password)).body.value?.passwordExpired).toBe(false);
    await setModule(t, 'PWDEXPFORCECHANGE3', true);
  });

  it('tells a locked member with the right password to contact the agent (and a wrong password stays LOGIN_FAILED)', async () => {
    const m = await createTestMember(t.db);
    await t.db.query("UPDATE members SET status = 'locked' WHERE id = $1", [m.id]);
    expect((await login(t, m.account, 'nope-1234')).body.code).toBe('LOGIN_FAILED');
    expect((await login(t, m.account, m.password)).body.code).toBe('CONTACT_AGENT');
  });
});

describe('captcha after failures from one address', () => {
  it('asks for it after five failures from the same IP, whatever the accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await login(t, `nosuch${i}x`, 'bad', {}, ip)).body.value).toEqual({ captcha: false });
    expect((await login(t, 'nosuch9x', 'bad', {}, ip)).body.value).toEqual({ captcha: true });
    expect((await login(t, 'demo', 'Demo1234', {}, ip)).body.code).toBe('CAPTCHA_FAILED');
    expect((await login(t, 'demo', 'Demo1234', await newCaptcha(t), ip)).status).toBe(200);
    // another address is not affected
    expect((await login(t, 'demo', 'Demo1234')).status).toBe(200);
  });
});

describe('dev outbox', () => {
  it('serves the HTML page and the JSON form only when config.devOutbox is on', async () => {
    const page = await t.app.inject({ url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const off = await startTestApp({ devOutbox: false });
    try {
      expect((await off.call({ url: '/dev/outbox' })).status).toBe(404);
      expect((await off.call({ url: '/dev/outbox.json' })).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('tokens', () => {
  it('ends a session on logout', async () => {
    const { token } = (await login(t, 'demo', 'Demo1234')).body.value!;
    expect((await t.call({ method: 'DELETE', url: '/wps/session/logout', headers: { token } })).body).toEqual({
      success: true,
      value: { loggedOut: true },
    });
    expect((await info(token)).body.code).toBe('SESSION_EXPIRED');
    expect((await t.call({ method: 'DELETE', url: '/wps/session/logout' })).body.code).toBe('LOGIN_REQUIRED');
  });

  it('expires after the idle time-out and after the absolute lifetime; a tampered token is refused', async () => {
    const m = await createTestMember(t.db);
    expect((await info(m.token)).status).toBe(200);
    await changeSessions("UPDATE sessions SET last_seen_at = now() - interval '3 hours' WHERE member_id = $1", [m.id]);
    expect((await info(m.token)).body.code).toBe('SESSION_EXPIRED');
    const fresh = (await login(t, m.account, m.password)).body.value!.token;
    expect((await info(fresh)).status).toBe(200);
    await changeSessions("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE member_id = $1", [m.id]);
    expect((await info(fresh)).body.code).toBe('SESSION_EXPIRED');
    const other = (await login(t, m.account, m.password)).body.value!.token;
    const tampered = (other[0] === 'A' ? 'B' : 'A') + other.slice(1);
    expect((await info(tampered)).body.code).toBe('SESSION_EXPIRED');
    expect((await info(other)).status).toBe(200);
  });
});

describe('session last-seen', () => {
  it('writes last-seen at most once a minute: two requests within the window make one write', async () => {
    const m = await createTestMember(t.db);
    // a session row's xmin changes with every write to it
    const version = async () =>
      (
        await t.db.query<{ v: string; seen: Date }>(
          'SELECT xmin::text AS v, last_seen_at AS seen FROM sessions WHERE member_id = $1',
          [m.id],
        )
      )[0]!;
    await changeSessions("UPDATE sessions SET last_seen_at = now() - interval '5 minutes' WHERE member_id = $1", [m.id]);
    const stale = await version();
    expect((await info(m.token)).status).toBe(200);
    const touched = await version();
    expect(touched.v).not.toBe(stale.v);
    expect(new Date(touched.seen).getTime()).toBeGreaterThan(new Date(stale.seen).getTime() + 240_000);
    expect((await info(m.token)).status).toBe(200);
    // read afresh (as after the node's trust lapses): the row is fresh, so nothing is written
    forgetSessions(t.db, () => true);
    expect((await info(m.token)).status).toBe(200);
    expect(await version()).toEqual(touched);
    // past the window the next request slides the idle time-out again
    await changeSessions("UPDATE sessions SET last_seen_at = now() - interval '61 seconds' WHERE member_id = $1", [m.id]);
    const before = await version();
    expect((await info(m.token)).status).toBe(200);
    expect((await version()).v).not.toBe(before.v);
  });

  it('a short idle time-out is touched within a tenth of it, and still expires', async () => {
    const m = await createTestMember(t.db);
    await changeSessions(
      "UPDATE sessions SET idle_seconds = 100, last_seen_at = now() - interval '11 seconds' WHERE member_id = $1",
      [m.id],
    );
    expect((await info(m.token)).status).toBe(200);
    const [row] = await t.db.query<{ age: number }>(
      'SELECT extract(epoch FROM now() - last_seen_at)::float AS age FROM sessions WHERE member_id = $1',
      [m.id],
    );
    expect(row!.age).toBeLessThan(5);
    await changeSessions("UPDATE sessions SET last_seen_at = now() - interval '101 seconds' WHERE member_id = $1", [m.id]);
    expect((await info(m.token)).body.code).toBe('SESSION_EXPIRED');
  });
});

describe('session trust on this node', () => {
  const SESSION_READ = 'FROM sessions s JOIN members m';

  it('reads a session once per trust window; a revocation elsewhere takes effect when the window ends', async () => {
    const m = await createTestMember(t.db);
    forgetSessions(t.db, () => true);
    const queries = watchQueries(t.db);
    try {
      for (let i = 0; i < 3; i++) expect((await info(m.token)).status).toBe(200);
      expect(queries.count(SESSION_READ)).toBe(1);
      // another node's logout: this node still trusts the session for the rest of its window …
      await t.db.query('UPDATE sessions SET revoked_at = now() WHERE member_id = $1', [m.id]);
      expect((await info(m.token)).status).toBe(200);
      // … and reads it again once the window has passed
      expect(await pastLifetime(SESSION_TRUST_MS, async () => (await info(m.token)).body.code)).toBe('SESSION_EXPIRED');
      expect(queries.count(SESSION_READ)).toBe(2);
    } finally {
      queries.stop();
    }
  });

  it('ends a session at once when this node logs it out or locks its member, and revives it on unlock', async () => {
    const m = await createTestMember(t.db);
    expect((await info(m.token)).status).toBe(200);
    await setMemberStatus(t.db, m.id, 'locked');
    expect((await info(m.token)).body.code).toBe('SESSION_EXPIRED');
    await setMemberStatus(t.db, m.id, 'active');
    // unlocked: the token this node found dead a moment ago works again
    expect((await info(m.token)).status).toBe(200);
    const { token } = (await login(t, m.account, m.password)).body.value!;
    expect((await info(token)).status).toBe(200);
    await t.call({ method: 'DELETE', url: '/wps/session/logout', headers: { token } });
    expect((await info(token)).body.code).toBe('SESSION_EXPIRED');
  });
});

describe('login-info (token handed over in a URL)', () => {
  it('exchanges a valid token for a new session once; the old token stops working', async () => {
    const m = await createTestMember(t.db);
    const exchange = (token: string) =>
      t.call<LoginValue>({ method: 'POST', url: '/wps/session/loginInfo', payload: { token }, remoteAddress: freshIp() });
    const res = await exchange(m.token);
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ account: m.account });
    expect(res.body.value!.token).not.toBe(m.token);
    expect((await info(m.token)).body.code).toBe('SESSION_EXPIRED');
    expect((await info(res.body.value!.token)).status).toBe(200);
    expect((await exchange(m.token)).body.code).toBe('SESSION_EXPIRED');
    expect((await exchange('not-a-token')).body.code).toBe('SESSION_EXPIRED');
  });
});

describe('a session that must change its password', () => {
  it('may only change the password or log out; optional calls treat it as a visitor', async () => {
    const m = await createTestMember(t.db);
    await t.db.query('UPDATE members SET password_must_change = true WHERE id = $1', [m.id]);
    const session = (await login(t, m.account, m.password)).body.value!;
    expect(session.passwordExpired).toBe(true);
    const refused = await info(session.token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    const balance = await t.call({ url: '/wps/v2/wallets/balance', headers: { token: session.token } });
    expect(balance.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    // an optional-token call answers as for a visitor
    expect((await t.call({ url: '/wps/system/notice', headers: { token: session.token } })).status).toBe(200);

    const changed = await encCall(
      t,
      'POST',
      '/wps/member/password',
      { oldPassword: m.password, newPassword: 'Changed123', confirmNewPassword: 'Changed123' },
      { token: session.token },
    );
    expect(changed.body).toEqual({ success: true, value: { changed: true } });
    const fresh = (await login(t, m.account, 'Changed123')).body.value!;
    expect(fresh.passwordExpired).toBe(false);
    expect((await info(fresh.token)).status).toBe(200);
  });

  it('can log out', async () => {
    const m = await createTestMember(t.db);
    await t.db.query('UPDATE members SET password_must_change = true WHERE id = $1', [m.id]);
    const { token } = (await login(t, m.account, m.password)).body.value!;
    expect((await t.call({ method: 'DELETE', url: '/wps/session/logout', headers: { token } })).status).toBe(200);
    expect((await info(token)).body.code).toBe('SESSION_EXPIRED');
  });

  it('is not restricted after an SMS login (spec §6: no forced change then)', async () => {
    const m = await createTestMember(t.db, { mobile: '9179990001' });
    await t.db.query('UPDATE members SET password_must_change = true WHERE id = $1', [m.id]);
    const ip = freshIp();
    await t.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '9179990001', countryDialingCode: '63', purpose: 'login', altcha: await solvedAltcha(t, ip) },
      remoteAddress: ip,
    });
    const code = await outboxCode(t, '+639179990001');
    const res = await encCall<LoginValue>(
      t,
      'POST',
      '/wps/session/login',
      {
        type: 'sms',
        mobileNum: '9179990001',
        countryDialingCode: '+63',
        verificationCode: code!,
        altcha: await solvedAltcha(t, ip),
      },
      { ip },
    );
    expect(res.body.value).toMatchObject({ account: m.account });
    expect((await info(res.body.value!.token)).status).toBe(200);
  });
});

describe('login by SMS code', () => {
  const demoTarget = '+639171234567';

  async function sendCode(mobileNum: string, ip = freshIp()) {
    const altcha = await solvedAltcha(t, ip);
    return t.call<{ expirationTime: number; codeExpiresAt: number }>({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum, countryDialingCode: '63', purpose: 'login', altcha },
      remoteAddress: ip,
    });
  }
  const smsLogin = async (mobileNum: string, verificationCode: string) => {
    const ip = freshIp();
    return encCall<LoginValue>(
      t,
      'POST',
      '/wps/session/login',
      {
        type: 'sms',
        mobileNum,
        countryDialingCode: '+63',
        verificationCode,
        altcha: await solvedAltcha(t, ip),
      },
      { ip },
    );
  };

  it('sends a code to a member (expirationTime ~60 s), logs in with it once', async () => {
    const before = Date.now();
    const sent = await sendCode('9171234567');
    expect(sent.status).toBe(200);
    expect(sent.body.value!.expirationTime).toBeGreaterThanOrEqual(before + 59_000);
    expect(sent.body.value!.codeExpiresAt).toBeGreaterThan(sent.body.value!.expirationTime);
    const code = await outboxCode(t, demoTarget);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await smsLogin('9171234567', wrong)).body.code).toBe('LOGIN_FAILED');
    const ok = await smsLogin('9171234567', code!);
    expect(ok.body.value).toMatchObject({ account: 'demo' });
    expect((await smsLogin('9171234567', code!)).body.code).toBe('LOGIN_FAILED');
  });

  it('answers the same for a number nobody owns and sends nothing', async () => {
    const res = await sendCode('9000000001');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.value!)).toEqual(['expirationTime', 'codeExpiresAt']);
    expect(await outboxCode(t, '+639000000001')).toBeNull();
    expect((await smsLogin('9000000001', '123456')).body.code).toBe('LOGIN_FAILED');
  });

  it('is refused when MOBILEVERCODELOGIN3 is off', async () => {
    await setModule(t, 'MOBILEVERCODELOGIN3', false);
    expect((await sendCode('9171234567')).body.code).toBe('FUNCTION_DISABLED');
    expect((await smsLogin('9171234567', '123456')).body.code).toBe('FUNCTION_DISABLED');
    await setModule(t, 'MOBILEVERCODELOGIN3', true);
  });
});

describe('free play', () => {
  it('creates a logged-in trial account (isAgent 4) with demo money; gated actions answer TRIAL_ACCOUNT', async () => {
    const ip = freshIp();
    const res = await t.call<LoginValue>({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { altcha: await solvedAltcha(t, ip) },
      remoteAddress: ip,
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ isAgent: 4, passwordExpired: false });
    const me = await t.call<{ id: number; type: string; isAgent: number }>({
      url: '/wps/member/info',
      headers: { token: res.body.value!.token },
    });
    expect(me.body.value).toMatchObject({ type: 'trial', isAgent: 4 });
    expect(await balanceOf(t.db, me.body.value!.id)).toBe(FREE_PLAY_BALANCE);
    const change = await encCall(
      t,
      'POST',
      '/wps/member/password',
      { oldPassword: 'x', newPassword: 'Abcdef123', confirmNewPassword: 'Abcdef123' },
      { token: res.body.value!.token },
    );
    expect(change.body.code).toBe('TRIAL_ACCOUNT');
  });

  it('is refused when FREEPLAY3 is off', async () => {
    await setModule(t, 'FREEPLAY3', false);
    const res = await t.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: { altcha: 'x' } });
    expect(res.body.code).toBe('FUNCTION_DISABLED');
    await setModule(t, 'FREEPLAY3', true);
  });
});
