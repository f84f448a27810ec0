import { useTranslation } from '../../../shared/i18n/react.tsx';
import type { DialogProps } from '../../../shared/ui/dialogs/registry.ts';
import { openDialog } from '../../../shared/state/ui-store.ts';
import { Modal } from '../../../shared/ui/modal/modal.tsx';
import { RegisterPanel } from './register-panel.tsx';

/** The register dialog (registerModal): the registration form on top of the current page. */
export function RegisterDialog({ onClose }: DialogProps<'register'>) {
  // every namespace used inside loads before the dialog mounts: a later suspension would hide it and drop focus
  const { t } = useTranslation(['register', 'forms', 'errors']);
  return (
    <Modal open title={t('title')} onClose={onClose} width={520}>
      <RegisterPanel
        onLogin={() => {
          onClose();
          openDialog({ name: 'login', tab: 'login' });
        }}
      />
    </Modal>
  );
}
