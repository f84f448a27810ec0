import type { Profile, SecurityOverview, SessionEntry } from '@tala/contract/member';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { freshIp, login, outboxCode } from './session-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

let counter = 0;
const uniqueMobile = () => `918${String((Date.now() + ++counter) % 10_000_000).padStart(7, '0')}`;

const profile = (token: string) => t.call<Profile>({ url: '/wps/member/profile', headers: { token } });
const update = (token: string, payload: Partial<Profile>) =>
  t.call<Profile>({ method: 'PUT', url: '/wps/member/profile', headers: { token }, payload });
const security = (token: string) => t.call<SecurityOverview>({ url: '/wps/member/security', headers: { token } });
const post = <T>(token: string, url: string, payload: object, ip = freshIp()) =>
  t.call<T>({ method: 'POST', url, headers: { token }, payload, remoteAddress: ip });

const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('profile', () => {
  it('starts from the account, saves the fields given, trims, and clears an optional one with an empty text', async () => {
    const m = await createTestMember(t.db);
    expect((await profile(m.token)).body.value).toMatchObject({ nickname: m.account, birthday: '', currentAddress: '' });
    const saved = await update(m.token, {
      nickname: '  Lucky   Juan ',
      currentAddress: '12 Rizal St., Makati City',
      occupation: 'Engineer',
      zalo: '0912345678',
      telegram: 'lucky_juan',
      birthday: yearsAgo(30),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.value).toMatchObject({ nickname: 'Lucky Juan', occupation: 'Engineer', telegram: 'lucky_juan' });
    const cleared = await update(m.token, { occupation: '' });
    expect(cleared.body.value).toMatchObject({ occupation: '', nickname: 'Lucky Juan', zalo: '0912345678' });
    expect(
      (await t.call<{ nickname: string }>({ url: '/wps/member/info', headers: { token: m.token } })).body.value!.nickname,
    ).toBe('Lucky Juan');
  });

  it('refuses bad values naming the field, and saves nothing of the request', async () => {
    const m = await createTestMember(t.db);
    for (const [payload, code, field] of [
      [{ nickname: '' }, 'VALIDATION_FAILED', 'nickname'],
      [{ nickname: 'x' }, 'VALIDATION_FAILED', 'nickname'],
      [{ nickname: '<script>' }, 'VALIDATION_FAILED', 'nickname'],
      [{ currentAddress: 'a'.repeat(201) }, 'VALIDATION_FAILED', 'currentAddress'],
      [{ zalo: 'abc123' }, 'VALIDATION_FAILED', 'zalo'],
      [{ telegram: '@bad name' }, 'VALIDATION_FAILED', 'telegram'],
      [{ birthday: '1990-02-30' }, 'VALIDATION_FAILED', 'birthday'],
      [{ birthday: '14/05/1990' }, 'VALIDATION_FAILED', 'birthday'],
      [{ birthday: yearsAgo(-1) }, 'VALIDATION_FAILED', 'birthday'],
      // one day short of 21
      [{ birthday: yearsAgo(21, 1) }, 'AGE_UNDER_MINIMUM', 'birthday'],
    ] as const) {
      const res = await update(m.token, { occupation: 'Teacher', ...payload });
      expect([JSON.stringify(payload), res.status, res.body.code, res.body.field]).toEqual([
        JSON.stringify(payload),
        400,
        code,
        field,
      ]);
    }
    expect((await profile(m.token)).body.value).toMatchObject({ occupation: '', birthday: '' });
    // exactly 21 today is old enough
    expect((await update(m.token, { birthday: yearsAgo(21) })).status).toBe(200);
  });

  it('sets birthday and id number once; changing them later is refused, repeating them is fine', async () => {
    const m = await createTestMember(t.db);
    await update(m.token, { birthday: '1988-01-31', idNumber: 'P1234567' });
    expect((await update(m.token, { birthday: '1988-01-31', nickname: 'Same Birthday' })).status).toBe(200);
    for (const payload of [{ birthday: '1987-01-31' }, { idNumber: 'P7654321' }, { idNumber: '' }]) {
      const res = await update(m.token, payload);
      expect([res.status, res.body.code]).toEqual([409, 'PROFILE_FIELD_LOCKED']);
    }
  });

  it('is the caller’s own, and not for trial accounts or visitors', async () => {
    const a = await createTestMember(t.db);
    const b = await createTestMember(t.db);
    await update(a.token, { nickname: 'Alpha One' });
    expect((await profile(b.token)).body.value!.nickname).toBe(b.account);
    const trial = await createTestMember(t.db, { isAgent: 4 });
    expect((await profile(trial.token)).body.code).toBe('TRIAL_ACCOUNT');
    expect((await t.call({ url: '/wps/member/profile' })).body.code).toBe('LOGIN_REQUIRED');
  });
});

describe('security centre', () => {
  it('binds a mobile number with the code sent to it; a wrong code changes nothing; another member cannot take it', async () => {
    const m = await createTestMember(t.db);
    const before = (await security(m.token)).body.value!;
    expect(before).toMatchObject({ mobile: { value: null, verified: false }, paymentPasswordSet: false, payoutAccounts: 0 });
    expect(before.score).toEqual({ done: 1, total: 5 });

    const mobile = uniqueMobile();
    expect((await post(m.token, '/wps/member/mobile/code', { mobileNum: '12', countryDialingCode: '63' })).body).toMatchObject({
      code: 'PHONE_FORMAT_INVALID',
      field: 'mobileNum',
    });
    const sent = await post<{ expirationTime: number }>(m.token, '/wps/member/mobile/code', {
      mobileNum: mobile,
      countryDialingCode: '63',
    });
    expect(sent.status).toBe(200);
    const code = await outboxCode(t, `+63${mobile}`);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await post(m.token, '/wps/member/mobile', {
      mobileNum: mobile,
      countryDialingCode: '63',
      verificationCode: wrong,
    });
    expect([refused.body.code, refused.body.field]).toEqual(['VERIFICATION_CODE_INVALID', 'verificationCode']);
    expect((await security(m.token)).body.value!.mobile.value).toBeNull();

    const bound = await post<SecurityOverview>(m.token, '/wps/member/mobile', {
      mobileNum: mobile,
      countryDialingCode: '63',
      verificationCode: code,
    });
    expect(bound.body.value!.mobile).toEqual({ value: `+63 ******${mobile.slice(-4)}`, verified: true });
    expect(bound.body.value!.score.done).toBe(2);
    // the code is used up
    expect(
      (await post(m.token, '/wps/member/mobile', { mobileNum: mobile, countryDialingCode: '63', verificationCode: code })).body
        .code,
    ).toBe('VERIFICATION_CODE_INVALID');

    const other = await createTestMember(t.db);
    const taken = await post(other.token, '/wps/member/mobile/code', { mobileNum: mobile, countryDialingCode: '63' });
    expect([taken.status, taken.body.code, taken.body.field]).toEqual([409, 'MOBILE_TAKEN', 'mobileNum']);
  });

  it('binds an e-mail address with the code e-mailed to it; addresses of others are refused', async () => {
    const m = await createTestMember(t.db);
    const email = `${m.account}@example.org`;
    expect((await post(m.token, '/wps/member/email/code', { email: 'not-an-email' })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'email',
    });
    expect((await post(m.token, '/wps/member/email/code', { email })).status).toBe(200);
    const code = await outboxCode(t, email);
    expect(code).toMatch(/^\d{6}$/);
    const bound = await post<SecurityOverview>(m.token, '/wps/member/email', {
      email: email.toUpperCase(),
      verificationCode: code,
    });
    expect(bound.body.value!.email.verified).toBe(true);
    expect(bound.body.value!.email.value).toBe(`${email[0]}***@example.org`);

    const other = await createTestMember(t.db);
    expect((await post(other.token, '/wps/member/email/code', { email })).body.code).toBe('EMAIL_TAKEN');
    // a code sent to one member's request does not bind the address for another
    expect((await post(other.token, '/wps/member/email', { email: `x${email}`, verificationCode: code! })).body.code).toBe(
      'VERIFICATION_CODE_INVALID',
    );
  });

  it('lists the member’s sessions and signs out the others, keeping this one', async () => {
    const m = await createTestMember(t.db);
    const other = await createTestMember(t.db);
    const second = (await login(t, m.account, m.password)).body.value!.token;
    const list = (await t.call<{ list: SessionEntry[] }>({ url: '/wps/member/sessions', headers: { token: second } })).body.value!
      .list;
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    // the other member's sessions are not there
    const otherIds = (
      await t.call<{ list: SessionEntry[] }>({ url: '/wps/member/sessions', headers: { token: other.token } })
    ).body.value!.list.map((s) => s.id);
    expect(list.some((s) => otherIds.includes(s.id))).toBe(false);

    const after = await post<{ list: SessionEntry[] }>(second, '/wps/member/sessions/end-others', {});
    expect(after.body.value!.list.map((s) => s.current)).toEqual([true]);
    expect((await profile(m.token)).body.code).toBe('SESSION_EXPIRED');
    expect((await profile(second)).status).toBe(200);
    expect((await profile(other.token)).status).toBe(200);
  });
});

describe('avatar', () => {
  /** A real PNG: the left half red, the right half blue (transparent where `alpha` is 0). */
  const png = (width = 8, height = 8, alpha = 255) => {
    const image = new PNG({ width, height });
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        const left = x < width / 2;
        image.data.set([left ? 255 : 0, 0, left ? 0 : 255, alpha], i);
      }
    return PNG.sync.write(image);
  };
  const photo = (width: number, height: number) => {
    const data = Buffer.alloc(width * height * 4, 0x80);
    return Buffer.from(jpeg.encode({ width, height, data }, 90).data);
  };
  /** Passes the byte check (signature, IHDR, IEND) but its picture data is damaged. */
  const damagedPng = () => {
    const bytes = png(16, 16);
    const idat = bytes.indexOf('IDAT');
    for (let i = idat + 4; i < idat + 12; i++) bytes[i] = bytes[i]! ^ 0xff;
    return bytes;
  };
  const upload = async (token: string, purpose = 'avatar', bytes: Buffer = png(), type = 'image/png') =>
    (
      await t.call<{ id: string }>({
        method: 'POST',
        url: `/wps/uploads?purpose=${purpose}`,
        headers: { 'content-type': type, token },
        payload: bytes,
      })
    ).body.value!.id;
  const avatar = async (token: string) =>
    (await t.call<{ avatarUrl: string }>({ url: '/wps/relay/MCSFE_getPlayerAvatar', headers: { token } })).body.value!.avatarUrl;
  const setAvatar = (token: string, uploadId: string | null) =>
    post<{ avatarUrl: string }>(token, '/wps/member/avatar', { uploadId });
  const image = (token: string, url: string) => t.app.inject({ url, headers: { token } });

  it('takes one of the member’s own avatar uploads, once; back to the default with null', async () => {
    const m = await createTestMember(t.db);
    expect(await avatar(m.token)).toBe(`/media/avatar/${m.account}.svg`);
    const id = await upload(m.token);
    const url = (await setAvatar(m.token, id)).body.value!.avatarUrl;
    expect(url).toMatch(/^\/wps\/member\/avatar\/image\?v=[0-9a-f]{12}$/);
    expect(await avatar(m.token)).toBe(url);
    // the image is his only: another member has none, and no token gets nothing
    const other = await createTestMember(t.db);
    expect((await image(other.token, url)).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await image(m.token, url)).statusCode).toBe(200);
    // used once: a second form cannot take it again, nor another member's, nor another purpose's
    expect((await setAvatar(m.token, id)).body.code).toBe('UPLOAD_NOT_FOUND');
    expect((await setAvatar(other.token, await upload(m.token))).body.code).toBe('UPLOAD_NOT_FOUND');
    expect((await setAvatar(m.token, await upload(m.token, 'feedback'))).body.code).toBe('UPLOAD_NOT_FOUND');
    expect(await avatar(m.token)).toBe(url);
    expect((await setAvatar(m.token, null)).body.value).toEqual({ avatarUrl: `/media/avatar/${m.account}.svg` });
    expect((await image(m.token, url)).statusCode).toBe(404);
  });

  it('crops a PNG to its centre square and scales it to 256 px, served as a PNG', async () => {
    const m = await createTestMember(t.db);
    const url = (await setAvatar(m.token, await upload(m.token, 'avatar', png(600, 400)))).body.value!.avatarUrl;
    const res = await image(m.token, url);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const out = PNG.sync.read(res.rawPayload);
    expect([out.width, out.height]).toEqual([256, 256]);
    // the centre 400 × 400 of a half red, half blue 600 × 400 picture is still half red, half blue
    const at = (x: number, y: number) => [...out.data.subarray((y * 256 + x) * 4, (y * 256 + x) * 4 + 4)];
    expect(at(10, 128)).toEqual([255, 0, 0, 255]);
    expect(at(245, 128)).toEqual([0, 0, 255, 255]);
    expect(res.rawPayload.length).toBeLessThan(png(600, 400).length);
  });

  it('scales a JPEG photo to a 256 px JPEG; keeps a small picture at its own size; a new picture gets a new address', async () => {
    const m = await createTestMember(t.db);
    const big = (await setAvatar(m.token, await upload(m.token, 'avatar', photo(1024, 768), 'image/jpeg'))).body.value!;
    const res = await image(m.token, big.avatarUrl);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const out = jpeg.decode(res.rawPayload, { useTArray: true });
    expect([out.width, out.height]).toEqual([256, 256]);
    expect(Math.abs(out.data[0]! - 0x80)).toBeLessThan(8);

    const small = (await setAvatar(m.token, await upload(m.token, 'avatar', png(64, 64, 0)))).body.value!;
    expect(small.avatarUrl).not.toBe(big.avatarUrl);
    const kept = PNG.sync.read((await image(m.token, small.avatarUrl)).rawPayload);
    expect([kept.width, kept.height]).toEqual([64, 64]);
    expect(kept.data[3]).toBe(0); // transparency kept
  });

  it('refuses a file that passes the byte check but does not decode; the avatar does not change', async () => {
    const m = await createTestMember(t.db);
    const url = (await setAvatar(m.token, await upload(m.token))).body.value!.avatarUrl;
    const damaged = await upload(m.token, 'avatar', damagedPng());
    const res = await setAvatar(m.token, damaged);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('IMAGE_LIMIT');
    expect(await avatar(m.token)).toBe(url);
  });
});
