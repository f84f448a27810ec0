import { useIsLoggedIn } from '../../../shared/state/session.ts';
import { LoggedInBar } from './logged-in-bar.tsx';
import { LoginButtons } from './login-buttons.tsx';

/** The header's account slot (app/slots.tsx headerAccount): login entry or the logged-in bar. */
export function HeaderAccount() {
  return useIsLoggedIn() ? <LoggedInBar /> : <LoginButtons />;
}
