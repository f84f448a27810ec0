import { useTranslation } from '../../../../shared/i18n/react.tsx';
import { Button } from '../../../../shared/ui/button/button.tsx';
import type { CentrePageProps } from '../../../../shared/ui/centre/pages.ts';
import { Spinner } from '../../../../shared/ui/spinner/spinner.tsx';
import { usePaymentPasswordStatus } from '../api/payment-password.ts';
import { AccountsSection } from './accounts-section.tsx';
import { PasswordSection } from './password-section.tsx';
import styles from './payout-security-page.module.css';

/** My account → payout security: the payment password and the accounts withdrawals are paid to. */
export default function PayoutSecurityPage(_: CentrePageProps) {
  const { t } = useTranslation('payout');
  const status = usePaymentPasswordStatus();

  if (status.isPending) {
    return (
      <div className={styles.state}>
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (status.isError) {
    return (
      <div className={styles.state} role="alert">
        <p>{t('loadFailed')}</p>
        <Button variant="secondary" onClick={() => void status.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.root}>
      <PasswordSection status={status.data} />
      <AccountsSection passwordSet={status.data.isSet} />
    </div>
  );
}
