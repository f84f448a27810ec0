import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { TRIAL } from '@tala/contract/core/roles';
import { useBalance } from '../../../shared/api/balance.ts';
import { useSessionStore } from '../../../shared/state/session.ts';
import { currencySymbol, useFormat } from '../../../shared/lib/format.ts';
import { EyeIcon, EyeOffIcon, RefreshIcon, WalletIcon } from './account-icons.tsx';
import styles from './logged-in-bar.module.css';

/**
 * The balance (spec §4): 'updating' until the first answer, hideable as ***, refresh button; loads
 * when the bar mounts and follows the push channel (shared/push/balance-sync.ts).
 */
export function BalanceChip() {
  const { t } = useTranslation('auth');
  const format = useFormat();
  const balance = useBalance();
  const [hidden, setHidden] = useState(false);
  const refreshing = balance.isFetching;
  // a free-play (trial) account plays with money that is not real: the chip says so
  const demo = useSessionStore((s) => s.isAgent === TRIAL);

  let amount: string;
  if (hidden) amount = '***';
  else if (balance.data) amount = format.amount(balance.data.sumBalanceMinor);
  else if (balance.isError) amount = '--';
  else amount = t('balance.updating');

  return (
    <div className={styles.balance} role="group" aria-label={t('balance.label')}>
      <WalletIcon className={styles.balanceIcon} width={18} height={18} />
      {demo && (
        <abbr className={styles.demo} title={t('balance.demoLabel')}>
          {t('balance.demo')}
          <span className="visually-hidden">{t('balance.demoLabel')}</span>
        </abbr>
      )}
      {/* the amount itself hides / shows (***), so phones need no extra button */}
      <button type="button" className={styles.amountButton} onClick={() => setHidden((value) => !value)} aria-pressed={hidden}>
        <span className={styles.amount} aria-live="polite" data-testid="balance">
          {balance.data && !hidden && <span className={styles.currency}>{currencySymbol()}</span>}
          {amount}
        </span>
        <span className="visually-hidden">{hidden ? t('balance.show') : t('balance.hide')}</span>
        {hidden ? <EyeOffIcon width={15} height={15} /> : <EyeIcon width={15} height={15} />}
      </button>
      <button
        type="button"
        className={[styles.mini, refreshing ? styles.spinning : ''].join(' ')}
        onClick={() => void balance.refetch()}
        disabled={refreshing}
        aria-label={t('balance.refresh')}
      >
        <RefreshIcon width={16} height={16} />
      </button>
    </div>
  );
}
