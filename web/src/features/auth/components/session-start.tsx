import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { countriesQuery } from '../../../shared/ui/country-picker/use-countries.ts';
import { useSessionStore } from '../../../shared/state/session.ts';
import { openDialog } from '../../../shared/state/ui-store.ts';
import { useMemberInfo } from '../api/member-info.ts';
import { useHandoverToken } from '../lib/use-handover-token.ts';
import { useLanguageSync } from '../lib/use-language-sync.ts';
import { setMerchantKeys } from '../lib/use-logout.ts';
import { useSessionRefresh } from '../lib/use-session-refresh.ts';

/**
 * Session start (spec §4), mounted once inside the router by app/: merchant keys set, a ?token
 * exchanged, the member info loaded for a kept token, the country-code lookup started, a pending
 * forced password change resumed, language changes sent to the server.
 */
export function SessionStart() {
  const client = useQueryClient();
  const mustChange = useSessionStore((s) => s.token !== null && s.mustChangePassword);
  useHandoverToken();
  useMemberInfo();
  useSessionRefresh();
  useLanguageSync();
  useEffect(() => {
    setMerchantKeys(client);
    void client.prefetchQuery(countriesQuery());
  }, [client]);
  useEffect(() => {
    // a reload during a forced change: the change is still due before the session may be used
    if (mustChange) openDialog({ name: 'changePassword', forced: true });
    // only at start; later forced changes are opened by the login itself
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
