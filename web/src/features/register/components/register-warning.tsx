import { useTranslation } from '../../../shared/i18n/react.tsx';
import { AlertDialog } from '../../../shared/ui/alert-dialog/alert-dialog.tsx';

/** A warning dialog (invitation_code_error, a failed SMS send) with a confirm button (spec §8). */
export function RegisterWarning({ text, onClose }: { text: string | null; onClose: () => void }) {
  const { t } = useTranslation('register');
  if (!text) return null;
  return (
    <AlertDialog open title={t('warningTitle')} onConfirm={onClose}>
      {text}
    </AlertDialog>
  );
}
