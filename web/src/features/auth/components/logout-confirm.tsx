import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { AlertDialog } from '../../../shared/ui/alert-dialog/alert-dialog.tsx';
import { useLogout } from '../lib/use-logout.ts';

/** "Sign out?" — the logout runs only after this confirmation (spec §4). */
export function LogoutConfirm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  return (
    <AlertDialog
      open={open}
      title={t('logout.title')}
      confirmLabel={t('logout.confirm')}
      cancelLabel={t('logout.cancel')}
      tone="danger"
      busy={busy}
      onCancel={onClose}
      onConfirm={() => {
        setBusy(true);
        void logout().finally(() => {
          setBusy(false);
          onClose();
        });
      }}
    >
      {t('logout.text')}
    </AlertDialog>
  );
}
