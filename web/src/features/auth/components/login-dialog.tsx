import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import type { DialogProps } from '../../../shared/ui/dialogs/registry.ts';
import type { LoginTab } from '../../../shared/state/ui-store.ts';
import { useBrand } from '../../../shared/api/system-queries.ts';
import { Modal } from '../../../shared/ui/modal/modal.tsx';
import { Tabs } from '../../../shared/ui/tabs/tabs.tsx';
import { LoginPanel } from './login-panel.tsx';

export interface LoginDialogProps extends DialogProps<'login'> {
  /** The register tab's content (the register feature's form), composed by app/. */
  registerPanel?: ReactNode;
}

/** The login popup (loginPopupModal): tabs login and register; closes itself after a login. */
export function LoginDialog({ request, onClose, registerPanel }: LoginDialogProps) {
  // every namespace used inside loads before the dialog mounts: a later suspension would hide it and drop focus
  const { t } = useTranslation(['auth', 'forms', 'register', 'errors']);
  const brand = useBrand().brandName;
  const tabOf = (r: typeof request): LoginTab => (r.tab === 'register' && registerPanel ? 'register' : 'login');
  const [tab, setTab] = useState<LoginTab>(() => tabOf(request));
  // openDialog({ name: 'login', tab }) while the popup is open (the register tab's "Log in" link): follow it
  const [seen, setSeen] = useState(request);
  if (seen !== request) {
    setSeen(request);
    setTab(tabOf(request));
  }
  const tabs = [
    { id: 'login' as const, label: t('tabs.login') },
    ...(registerPanel ? [{ id: 'register' as const, label: t('tabs.register') }] : []),
  ];
  return (
    <Modal open title={t('dialogTitle', { brand })} onClose={onClose} width={tab === 'register' ? 520 : 440}>
      <div>
        <Tabs label={t('tabs.label')} tabs={tabs} value={tab} onChange={setTab}>
          {tab === 'login' ? <LoginPanel onRegister={registerPanel ? () => setTab('register') : undefined} /> : registerPanel}
        </Tabs>
      </div>
    </Modal>
  );
}
