import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../button/button.tsx';
import { Modal } from '../modal/modal.tsx';
import styles from './alert-dialog.module.css';

export interface AlertDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The confirm button's text; OK by default. */
  confirmLabel?: string;
  onConfirm: () => void;
  /** With a cancel action the dialog asks a question (confirm / cancel); without, it only informs. */
  cancelLabel?: string;
  onCancel?: () => void;
  tone?: 'default' | 'danger';
  busy?: boolean;
}

/** A small message or confirmation dialog (warnings, "sign out?"); Escape and × mean cancel. */
export function AlertDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  cancelLabel,
  onCancel,
  tone = 'default',
  busy = false,
}: AlertDialogProps) {
  // the cancel text is the form kit's; its pack may not be loaded yet on this screen
  const { t } = useTranslation(['common', 'forms']);
  const dismiss = onCancel ?? onConfirm;
  return (
    <Modal open={open} title={title} onClose={dismiss} width={400}>
      <div className={styles.message}>{children}</div>
      <div className={styles.actions}>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('forms:cancel')}
          </Button>
        )}
        <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
          {confirmLabel ?? t('dialog.ok')}
        </Button>
      </div>
    </Modal>
  );
}
