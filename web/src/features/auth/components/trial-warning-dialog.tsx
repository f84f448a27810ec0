import { useTranslation } from '../../../shared/i18n/react.tsx';
import type { DialogProps } from '../../../shared/ui/dialogs/registry.ts';
import { openDialog } from '../../../shared/state/ui-store.ts';
import { AlertDialog } from '../../../shared/ui/alert-dialog/alert-dialog.tsx';

/**
 * Trial (free-play) accounts on a member-only action (spec §6): 'in_need_true_account' with the
 * confirm 'in_increase_submit' (opens registration); for chat 'in_please_information'.
 */
export function TrialWarningDialog({ request, onClose }: DialogProps<'trialWarning'>) {
  const { t } = useTranslation(['auth', 'forms']);
  if (request.action === 'chat') {
    return (
      <AlertDialog open title={t('trial.title')} onConfirm={onClose}>
        {t('in_please_information')}
      </AlertDialog>
    );
  }
  return (
    <AlertDialog
      open
      title={t('trial.title')}
      confirmLabel={t('in_increase_submit')}
      onConfirm={() => {
        onClose();
        openDialog({ name: 'register' });
      }}
      onCancel={onClose}
    >
      {t('in_need_true_account')}
    </AlertDialog>
  );
}
