import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResult } from '@tala/contract/session';
import { api } from '../../../shared/api/client.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { takeBotCheck } from '../../../shared/lib/bot-check/bot-check.ts';
import { withFreshKeyRetry } from '../../../shared/api/payload-encryption.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';

type WithoutAltcha<T> = T extends unknown ? Omit<T, 'altcha'> : never;
export type LoginFormInput = WithoutAltcha<LoginInput>;

/** Logs in after the bot check; the body is encrypted by the client's seam. */
export function login(input: LoginFormInput): Promise<LoginResult> {
  return withFreshKeyRetry(async () => api(endpoints.session.login, { ...input, altcha: await takeBotCheck() } as LoginInput));
}

/** Whether a failed login says the next attempt needs a captcha (value.captcha of the error). */
export function captchaRequired(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const value = error.value as { captcha?: unknown } | undefined;
  return value?.captcha === true || error.code === 'CAPTCHA_FAILED';
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
