import { useTranslation } from '../../../shared/i18n/react.tsx';
import { isApiError } from '../../../shared/api/api-error.ts';
import { AlertDialog } from '../../../shared/ui/alert-dialog/alert-dialog.tsx';

/** Spec §8: a failed SMS request shows a warning dialog with the server's message and a confirm button. */
export function SmsFailureDialog({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { t } = useTranslation(['auth', 'errors']);
  if (!error || !isApiError(error)) return null;
  return (
    <AlertDialog open title={t('smsFailedTitle')} onConfirm={onClose}>
      {t(error.translationKey)}
    </AlertDialog>
  );
}
