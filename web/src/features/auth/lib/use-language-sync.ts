import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { brandLanguageForPack, isLocalePack } from '@tala/contract/languages';
import { useBrand } from '../../../shared/api/system-queries.ts';
import { useIsLoggedIn } from '../../../shared/state/session.ts';
import { updateMemberLanguage } from '../api/member-language.ts';
import { useMemberInfo } from '../api/member-info.ts';

/** The page language as the brand code the server keeps (EN, PH …). */
export function useBrandLanguage(): string {
  const { i18n } = useTranslation();
  const offered = useBrand().languages;
  return isLocalePack(i18n.language) ? brandLanguageForPack(i18n.language, offered) : 'EN';
}

/** Spec §4: a language change while logged in also updates the member's language on the server. */
export function useLanguageSync(): void {
  const loggedIn = useIsLoggedIn();
  const { data, refetch } = useMemberInfo();
  const language = useBrandLanguage();
  const stored = data?.language;
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!loggedIn || !stored) return;
    if (stored.toUpperCase() === language.toUpperCase()) {
      sent.current = null;
      return;
    }
    if (sent.current === language) return; // already on its way
    sent.current = language;
    updateMemberLanguage(language).then(
      () => void refetch(),
      () => {
        sent.current = null; // kept locally; the next change tries again
      },
    );
  }, [loggedIn, stored, language, refetch]);
}
