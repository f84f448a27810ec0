import { useNavigate } from '../../../shared/router/react.tsx';
import type { LoginResult } from '@tala/contract/session';
import { paths } from '../../../shared/lib/paths.ts';
import { startSession } from '../../../shared/state/session.ts';
import { closeDialog, openDialog } from '../../../shared/state/ui-store.ts';
import type { RegistrationType } from '../api/register.ts';

/**
 * After a registration (spec §4): the new session is kept (member info loads from it), the login and
 * register dialogs close, the player lands on '/' and sees the register-success dialog — first with
 * the new account number for a mobile registration.
 */
export function useAfterRegistration() {
  const navigate = useNavigate();
  return (result: LoginResult, type: RegistrationType) => {
    if (result.token) startSession({ token: result.token, account: result.account, isAgent: result.isAgent });
    closeDialog('login');
    closeDialog('register');
    void navigate(paths.home());
    openDialog({ name: 'registerSuccess', ...(type === 'mobile' ? { account: result.account } : {}) });
  };
}
