import { randomBytes } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Page } from '@playwright/test';
import { encryptPayload, importPublicKey } from '../../contract/src/payload-crypto.ts';
import { register } from '../../contract/src/register.ts';
import { session, type LoginResult } from '../../contract/src/session.ts';

/**
 * Players for e2e, made through the public API exactly as the web client does it: bot challenge,
 * encrypted bodies, SMS code read from the development outbox. Each call acts from its own client
 * address (X-Forwarded-For; the e2e server trusts its proxy header), so per-IP limits never collide.
 */
export interface Player {
  account: string;
  password: string;
  mobile: string;
  token: string;
}

let clients = 0;
const clientIp = () => `10.77.${Math.floor(++clients / 250) % 250}.${(clients % 250) + 1}`;

async function call<T>(baseURL: string, method: string, path: string, ip: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(baseURL + path, {
    method,
    headers: {
      accept: 'application/json',
      'x-forwarded-for': ip,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { success: boolean; code?: string; message?: string; value?: T };
  if (!envelope.success) throw new Error(`${method} ${path} → ${res.status} ${envelope.code}: ${envelope.message}`);
  return envelope.value as T;
}

async function altcha(baseURL: string, ip: string): Promise<string> {
  const challenge = await call<Challenge>(baseURL, 'GET', session.challenge.path, ip);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the bot challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function encrypted(baseURL: string, ip: string, input: unknown) {
  const key = await call<{ kid: string; publicKey: string }>(baseURL, 'GET', session.publicKey.path, ip);
  return encryptPayload(await importPublicKey(key.publicKey), key.kid, input);
}

/** The latest code the development outbox holds for a recipient (`+63…` or an e-mail). */
export async function outboxCode(baseURL: string, to: string): Promise<string> {
  const value = await call<{ messages: { code: string | null }[] }>(
    baseURL,
    'GET',
    `/dev/outbox.json?to=${encodeURIComponent(to)}`,
    '127.0.0.1',
  );
  const code = value.messages[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** Registers a new player (username + mobile with SMS code, per the demo brand's rules); logged in. */
export async function createPlayer(baseURL: string, password = 'Secret123', extra: Record<string, string> = {}): Promise<Player> {
  const ip = clientIp();
  const account = `e2e${randomBytes(4).toString('hex')}`;
  const mobile = `917${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await call(baseURL, register.sms.method, register.sms.path, ip, {
    countryDialingCode: '63',
    mobileNo: mobile,
    altcha: await altcha(baseURL, ip),
  });
  const verificationCode = await outboxCode(baseURL, `+63${mobile}`);
  const input = {
    username: account,
    password,
    confirmPassword: password,
    mobileNum: mobile,
    countryDialingCode: '63',
    verificationCode,
    agreement: true,
    ageConfirmed: true,
    login: true,
    ...extra,
  };
  const result = await call<LoginResult>(
    baseURL,
    register.username.method,
    register.username.path,
    ip,
    await encrypted(baseURL, ip, input),
  );
  if (!result.token) throw new Error('registration did not log the player in');
  return { account, password, mobile, token: result.token };
}

/** Logs an existing member in through the API (demo / Demo1234 …); returns the session. */
export async function apiLogin(baseURL: string, username: string, password: string): Promise<LoginResult> {
  const ip = clientIp();
  const input = { type: 'username', username, password, altcha: await altcha(baseURL, ip) };
  return call<LoginResult>(baseURL, session.login.method, session.login.path, ip, await encrypted(baseURL, ip, input));
}

/**
 * Hands a session to a page through the spec's login-info start (`/?token=…`, spec §4): the site
 * exchanges the token for a fresh session of the same member. Use after createPlayer/apiLogin.
 */
export async function openWithSession(page: Page, token: string, path = '/'): Promise<void> {
  const url = new URL(path, 'http://x');
  url.searchParams.set('token', token);
  await page.goto(url.pathname + url.search);
  // the exchange runs once the page's session start has loaded: wait for the session it stores (a
  // new token), as a loaded CI machine can take well over an assertion's time to get there
  await page.waitForFunction(
    (handed) => {
      const stored = sessionStorage.getItem('token');
      return stored !== null && !stored.includes(handed);
    },
    token,
    { timeout: 30_000 },
  );
}
