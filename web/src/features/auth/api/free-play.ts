import { useMutation } from '@tanstack/react-query';
import type { LoginResult } from '@tala/contract/session';
import { api } from '../../../shared/api/client.ts';
import { takeBotCheck } from '../../../shared/lib/bot-check/bot-check.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';

/** The visitor's OS family, sent with free play as spec §7 names it (header `os`). */
export function osFamily(userAgent = navigator.userAgent): string {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/windows/i.test(userAgent)) return 'windows';
  if (/mac os/i.test(userAgent)) return 'mac';
  if (/linux/i.test(userAgent)) return 'linux';
  return 'other';
}

/** Starts a trial account (FREEPLAY3) after the bot check. */
export async function startFreePlay(language: string): Promise<LoginResult> {
  const altcha = await takeBotCheck();
  return api(endpoints.session.freePlay, { altcha, language }, { headers: { os: osFamily(), platform: 'W' } });
}

export function useFreePlay() {
  return useMutation({ mutationFn: startFreePlay });
}
