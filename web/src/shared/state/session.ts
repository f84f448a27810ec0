import { create } from 'zustand';
import { isAgentCode } from '@tala/contract/core/roles';
import { sessionStore } from '../lib/storage.ts';

/**
 * Who is logged in, as far as the UI needs to know it reactively (spec §3 session keys). The values
 * live in session storage (shared/lib/storage.ts); this store mirrors the few that decide what the
 * page shows. The auth feature starts and ends sessions; every other feature only reads:
 *   const loggedIn = useIsLoggedIn();
 * Member details (nickname, labels …) stay in the query cache (auth's member-info query).
 */
export interface SessionState {
  token: string | null;
  account: string | null;
  /** Role code (contract core/roles: AGENT_CODES, TRIAL, otherwise a player). Null until known. */
  isAgent: number | null;
  /** The cpw flag: the password must change before this session may be used. */
  mustChangePassword: boolean;
}

function toInt(value: string | null): number | null {
  const n = value === null ? NaN : Number(value);
  return Number.isInteger(n) ? n : null;
}

function fromStorage(): SessionState {
  return {
    token: sessionStore.get('token'),
    account: sessionStore.get('account'),
    isAgent: toInt(sessionStore.get('isAgent')),
    mustChangePassword: sessionStore.get('cpw') === '1',
  };
}

export const useSessionStore = create<SessionState>()(() => fromStorage());

export interface StartSession {
  token: string;
  account: string;
  isAgent: number;
  mustChangePassword?: boolean;
}

/** A login succeeded: keeps the token (and the cpw flag when the password must change first). */
export function startSession({ token, account, isAgent, mustChangePassword = false }: StartSession): void {
  sessionStore.set('token', token);
  sessionStore.set('account', account);
  sessionStore.set('username', account);
  sessionStore.set('isAgent', String(isAgent));
  if (mustChangePassword) sessionStore.set('cpw', '1');
  else sessionStore.remove('cpw');
  useSessionStore.setState(fromStorage());
}

/** Re-reads session storage (after the member info wrote its keys, or another writer). */
export function syncSession(): void {
  useSessionStore.setState(fromStorage());
}

/** The session is over (logout, expiry, password change): every session key is removed. */
export function endSession(): void {
  sessionStore.clear();
  useSessionStore.setState(fromStorage());
}

/** A usable session: a token whose password does not have to change first. */
export const useIsLoggedIn = () => useSessionStore((s) => s.token !== null && !s.mustChangePassword);
export const useIsAgent = () => useSessionStore((s) => s.token !== null && isAgentCode(s.isAgent));
