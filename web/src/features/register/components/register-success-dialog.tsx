import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useBrand } from '../../../shared/api/system-queries.ts';
import { allowAction } from '../../../shared/lib/access-guard.ts';
import { openCentre, useCentrePageAvailable } from '../../../shared/ui/centre/centre.ts';
import type { DialogProps } from '../../../shared/ui/dialogs/registry.ts';
import { AlertDialog } from '../../../shared/ui/alert-dialog/alert-dialog.tsx';
import { Button } from '../../../shared/ui/button/button.tsx';
import { Modal } from '../../../shared/ui/modal/modal.tsx';
import styles from './register-success.module.css';

/**
 * The register-success dialog (registerSuccessModal). After a mobile registration it first shows the
 * new account number (the mobile number) in a message dialog; the success view follows its OK.
 */
export function RegisterSuccessDialog({ request, onClose }: DialogProps<'registerSuccess'>) {
  const { t } = useTranslation(['register', 'forms']);
  const brand = useBrand().brandName;
  const [accountShown, setAccountShown] = useState(!request.account);
  const hasDeposit = useCentrePageAvailable('member', 'depositv2');

  if (!accountShown && request.account) {
    return (
      <AlertDialog open title={t('success.accountTitle')} onConfirm={() => setAccountShown(true)}>
        <p>{t('success.accountText')}</p>
        <p className={styles.account}>{request.account}</p>
      </AlertDialog>
    );
  }
  return (
    <Modal open title={t('success.title')} onClose={onClose} width={420}>
      <div className={styles.body}>
        <div className={styles.burst} aria-hidden="true">
          ★
        </div>
        <p className={styles.text}>{t('in_registered_successfully', { brand })}</p>
        <div className={styles.actions}>
          {hasDeposit && (
            <Button
              size="lg"
              block
              onClick={() => {
                onClose();
                if (allowAction('deposit')) openCentre('member', 'depositv2');
              }}
            >
              {t('success.deposit')}
            </Button>
          )}
          <Button variant={hasDeposit ? 'secondary' : 'primary'} size="lg" block onClick={onClose}>
            {t('success.play')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
