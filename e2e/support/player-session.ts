import type { Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { encryptPayload, importPublicKey } from '../../contract/src/payload-crypto.ts';

export interface PlayerSession {
  token: string;
  account: string;
  isAgent: number;
}

async function call<T>(baseURL: string, path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(baseURL + path, init);
  const body = (await response.json()) as { success: boolean; value: T; code?: string };
  if (!body.success) throw new Error(`${path} failed: ${body.code}`);
  return body.value;
}

/**
 * Logs a member in through the real API, the way the site does: solved ALTCHA proof of work and an
 * RSA-OAEP + AES-GCM encrypted body. The login form itself is the accounts suite's subject; specs of
 * other features start from a session.
 */
export async function apiLogin(baseURL: string, username: string, password: string): Promise<PlayerSession> {
  const challenge = await call<Challenge>(baseURL, '/wps/session/challenge');
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge could not be solved');
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const { kid, publicKey } = await call<{ kid: string; publicKey: string }>(baseURL, '/wps/session/publicKey');
  const body = await encryptPayload(await importPublicKey(publicKey), kid, { type: 'username', username, password, altcha });
  return call<PlayerSession>(baseURL, '/wps/session/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Puts a session into the page's session storage before the site starts (as a login would). */
export async function useSession(page: Page, session: PlayerSession): Promise<void> {
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('token')) return;
    sessionStorage.setItem('token', s.token);
    sessionStorage.setItem('account', s.account);
    sessionStorage.setItem('username', s.account);
    sessionStorage.setItem('isAgent', String(s.isAgent));
  }, session);
}
