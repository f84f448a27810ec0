import { createHmac } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { encryptPayload, importPublicKey } from '@tala/contract/payload-crypto';
import { captchaAlphabet } from '../src/domains/captcha/font.ts';
import { serverSecret } from '../src/domains/session/secrets.ts';
import type { TestApp } from './harness.ts';

/** Helpers that act like the web client: solve the bot challenge, encrypt (enc) bodies, read the outbox. */

let ipCounter = 0;
/** A fresh client address, so per-IP limits of one test do not touch another. */
export const freshIp = () => `10.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}.${(process.pid % 200) + 10}`;

export async function solvedAltcha(t: TestApp, ip = freshIp()): Promise<string> {
  const res = await t.call<Challenge>({ url: '/wps/session/challenge', remoteAddress: ip });
  const challenge = res.body.value!;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export async function encrypted(t: TestApp, input: unknown): Promise<string> {
  const key = (await t.call<{ kid: string; publicKey: string }>({ url: '/wps/session/publicKey' })).body.value!;
  return JSON.stringify(await encryptPayload(await importPublicKey(key.publicKey), key.kid, input));
}

/** Calls an (enc) endpoint the way the web does. */
export async function encCall<T = unknown>(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  input: unknown,
  opts: { ip?: string; token?: string } = {},
) {
  return t.call<T>({
    method,
    url,
    payload: await encrypted(t, input),
    headers: { 'content-type': 'application/json', ...(opts.token ? { token: opts.token } : {}) },
    remoteAddress: opts.ip ?? freshIp(),
  });
}

export interface LoginValue {
  token: string;
  account: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  captcha: boolean;
  isAgent: number;
}

export async function login(t: TestApp, username: string, password: string, extra: Record<string, unknown> = {}, ip = freshIp()) {
  const altcha = await solvedAltcha(t, ip);
  return encCall<LoginValue>(t, 'POST', '/wps/session/login', { type: 'username', username, password, altcha, ...extra }, { ip });
}

/** The latest code (or temporary password) the outbox holds for a recipient, via the dev JSON page. */
export async function outboxCode(t: TestApp, to: string): Promise<string | null> {
  const res = await t.call<{ messages: { code: string | null }[] }>({ url: `/dev/outbox.json?to=${encodeURIComponent(to)}` });
  return res.body.value?.messages[0]?.code ?? null;
}

/**
 * Reads a captcha the way a person would, but by brute force over the stored HMAC (the alphabet has
 * 22 characters: 22^4 candidates, well under a second).
 */
export async function readCaptcha(t: TestApp, captchaId: string): Promise<string> {
  const [row] = await t.db.query<{ code_hash: Uint8Array }>('SELECT code_hash FROM captchas WHERE id = $1', [captchaId]);
  const target = Buffer.from(row!.code_hash).toString('hex');
  const secret = await serverSecret(t.db, 'captcha');
  const a = captchaAlphabet;
  for (const c1 of a)
    for (const c2 of a)
      for (const c3 of a)
        for (const c4 of a) {
          const code = c1 + c2 + c3 + c4;
          if (createHmac('sha256', secret).update(`${captchaId}\u0000${code}`).digest('hex') === target) return code;
        }
  throw new Error('captcha not found');
}

export async function newCaptcha(t: TestApp, ip = freshIp()): Promise<{ captchaId: string; captcha: string }> {
  const res = await t.call<{ captchaId: string }>({ url: '/wps/captcha', remoteAddress: ip });
  const { captchaId } = res.body.value!;
  return { captchaId, captcha: await readCaptcha(t, captchaId) };
}

export const countMembers = async (t: TestApp) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members'))[0]!.n;

export async function setModule(t: TestApp, code: string, enabled: boolean): Promise<void> {
  await t.db.query('UPDATE whitelabel_modules SET enabled = $2 WHERE code = $1', [code, enabled]);
}
