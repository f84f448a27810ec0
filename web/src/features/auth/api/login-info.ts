import type { LoginResult } from '@tala/contract/session';
import { api } from '../../../shared/api/client.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';

/** Exchanges a token handed over in the query string for a new session (spec §4 login-info). */
export function exchangeLoginToken(token: string): Promise<LoginResult> {
  return api(endpoints.session.loginInfo, { token }, { quiet: true });
}
