import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResult } from '@tala/contract/session';
import { api } from '../../../shared/api/client.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { takeBotCheck } from '../../../shared/lib/bot-check/bot-check.ts';
import { withFreshKeyRetry } from '../../../shared/api/payload-encryption.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';

type WithoutAltcha<T> = T extends unknown ? Omit<T, 'altcha'> : never;
export type LoginFormInput = WithoutAltcha<LoginInput>;

/**
 * Whether the site runs as the installed app: the manifest opens it in standalone display (Safari on
 * iOS says so with navigator.standalone). A browser tab is neither.
 */
export function runsAsInstalledApp(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
}

/**
 * Logs in after the bot check; the body is encrypted by the client's seam. A login from the installed
 * app says so: the session records it (the app-download promotion reads it).
 */
export function login(input: LoginFormInput): Promise<LoginResult> {
  const fromApp = runsAsInstalledApp() ? { installedApp: true } : {};
  return withFreshKeyRetry(async () =>
    api(endpoints.session.login, { ...input, ...fromApp, altcha: await takeBotCheck() } as LoginInput),
  );
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
