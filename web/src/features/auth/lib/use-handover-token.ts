import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { openDialog, showToast } from '../../../shared/state/ui-store.ts';
import { exchangeLoginToken } from '../api/login-info.ts';
import { completeLogin } from './session-flow.ts';

/**
 * Session start with ?token=… (spec §4 login-info): the token is exchanged for a new session and
 * removed from the URL at once, so it is not kept in history, bookmarks or referrers.
 */
export function useHandoverToken(): void {
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);
  const token = params.get('token');
  useEffect(() => {
    if (!token || handled.current) return;
    handled.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('token');
        return next;
      },
      { replace: true },
    );
    exchangeLoginToken(token).then(
      (result) => completeLogin(result, { method: 'handover' }),
      () => {
        showToast({ tone: 'error', textKey: 'errors:SESSION_EXPIRED' });
        openDialog({ name: 'login', tab: 'login' });
      },
    );
  }, [token, setParams]);
}
