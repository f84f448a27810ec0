import { LoginDialog } from '../../features/auth/components/login-dialog.tsx';
import { RegisterPanel } from '../../features/register/components/register-panel.tsx';
import type { DialogProps } from '../../shared/ui/dialogs/registry.ts';
import { openDialog } from '../../shared/state/ui-store.ts';

/** The login popup (loginPopupModal) with the register feature's form in its register tab. */
export function LoginPopup(props: DialogProps<'login'>) {
  return <LoginDialog {...props} registerPanel={<RegisterPanel onLogin={() => openDialog({ name: 'login', tab: 'login' })} />} />;
}
