import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../../shared/router/react.tsx';
import { siteConfigQuery } from '../../../shared/api/system-queries.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { endSession } from '../../../shared/state/session.ts';
import { closeDialog } from '../../../shared/state/ui-store.ts';
import { logoutOnServer } from '../api/logout.ts';

/** Writes the brand's merchant keys into session storage (at start, and again after a logout clears it). */
export function setMerchantKeys(queryClient: QueryClient): void {
  const site = queryClient.getQueryData(siteConfigQuery().queryKey);
  if (!site) return;
  sessionStore.set('merchant', site.merchantCode);
  sessionStore.set('merchantCode', site.merchantCode);
  sessionStore.set('platform', site.platform);
}

/**
 * Logout (spec §4), after the player confirmed: session ended on the server, session storage
 * cleared, merchant re-set, member data dropped from the cache, member overlays closed, back to /.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await logoutOnServer();
    endSession();
    setMerchantKeys(queryClient);
    for (const name of ['chat', 'changePassword'] as const) closeDialog(name);
    // the home address carries no centre parameter: an open member or agent centre closes with it
    void navigate(paths.home());
  };
}
