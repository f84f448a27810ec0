import type { LoginResult } from '@tala/contract/session';
import { rememberedLogin, sessionStore, type RememberedLogin } from '../../../shared/lib/storage.ts';
import { endSession, startSession } from '../../../shared/state/session.ts';
import { closeDialog, openDialog, showToast } from '../../../shared/state/ui-store.ts';

/** How a session started; SMS logins never force a password change (spec §4). */
export type LoginMethod = 'username' | 'sms' | 'freePlay' | 'phoneReset' | 'handover';

/**
 * The password the player just typed, kept IN MEMORY ONLY while a forced change is due, so the
 * change dialog does not ask for it again (spec §5: old password required only when none is kept).
 */
let typedPassword: string | null = null;

/** The kept password (still kept: a failed change may be submitted again). */
export function typedPasswordValue(): string | null {
  return typedPassword;
}

export function hasTypedPassword(): boolean {
  return typedPassword !== null;
}

export interface LoginOptions {
  method: LoginMethod;
  password?: string;
  /** Remember-me choice of the form: what to keep in the 24 h cookie (never a password), or null to forget. */
  remember?: RememberedLogin | null;
}

/**
 * After a successful login (spec §4): keep the token, run the first-login step, close the popup,
 * then either force the password change (not for SMS logins) or let the member info load.
 * Returns whether the password must change first.
 */
export function completeLogin(result: LoginResult, { method, password, remember }: LoginOptions): boolean {
  const mustChange = result.passwordExpired && method !== 'sms' && method !== 'freePlay';
  startSession({ token: result.token, account: result.account, isAgent: result.isAgent, mustChangePassword: mustChange });
  if (remember !== undefined) {
    if (remember) rememberedLogin.save(remember);
    else rememberedLogin.clear();
  }
  if (method === 'freePlay') sessionStore.remove('cpw');
  if (result.firstTimeLogin && method !== 'freePlay') {
    showToast({ tone: 'success', textKey: 'auth:firstLogin', values: { account: result.account } });
  }
  closeDialog('login');
  if (mustChange) {
    typedPassword = password ?? null;
    openDialog({ name: 'changePassword', forced: true });
  } else {
    typedPassword = null;
  }
  return mustChange;
}

/** After a password change: every session of the member ended on the server; log in again. */
export function afterPasswordChanged(): void {
  typedPassword = null;
  endSession();
  closeDialog('changePassword');
  showToast({ tone: 'success', textKey: 'auth:passwordChanged' });
  openDialog({ name: 'login', tab: 'login' });
}

/** A forced change abandoned: the session may not be used, so it ends here. */
export function abandonForcedChange(): void {
  typedPassword = null;
  endSession();
}
