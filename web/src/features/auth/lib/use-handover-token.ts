import { useEffect } from 'react';
import { consumeHandoverToken, settleHandoverToken } from '../../../shared/lib/handover-token.ts';
import { openDialog, showToast } from '../../../shared/state/ui-store.ts';
import { exchangeLoginToken } from '../api/login-info.ts';
import { completeLogin } from './session-flow.ts';

/**
 * Session start with ?token=… (spec §4 login-info): the token that main.tsx took out of the address
 * (shared/lib/handover-token.ts) is exchanged for a new session.
 */
export function useHandoverToken(): void {
  useEffect(() => {
    const token = consumeHandoverToken();
    if (!token) return;
    exchangeLoginToken(token)
      .then(
        (result) => completeLogin(result, { method: 'handover' }),
        () => {
          showToast({ tone: 'error', textKey: 'errors:SESSION_EXPIRED' });
          openDialog({ name: 'login', tab: 'login' });
        },
      )
      .finally(settleHandoverToken);
  }, []);
}
