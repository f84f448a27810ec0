import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useMemberInfo } from '../api/member-info.ts';
import { allowAction } from '../../../shared/lib/access-guard.ts';
import { useSessionStore } from '../../../shared/state/session.ts';
import { openCentre, useCentrePageAvailable } from '../../../shared/ui/centre/centre.ts';
import { Icon, type IconProps } from '../../../shared/ui/icons/icons.tsx';
import { BalanceChip } from './balance-chip.tsx';
import { MemberMenu } from './member-menu.tsx';
import { VipLabel } from './vip-label.tsx';
import styles from './logged-in-bar.module.css';

const PlusIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

/**
 * Deposit and withdraw beside the balance (spec §1 shortcuts): each opens its member-centre page
 * and shows only once that page exists. On phones withdraw moves into the account menu.
 */
function CashierButtons() {
  const { t } = useTranslation('auth');
  const hasDeposit = useCentrePageAvailable('member', 'depositv2');
  const hasWithdraw = useCentrePageAvailable('member', 'withdraw');
  const open = (page: string) => () => {
    if (allowAction('memberCentre')) openCentre('member', page);
  };
  return (
    <>
      {hasDeposit && (
        <button type="button" className={styles.deposit} onClick={open('depositv2')}>
          <PlusIcon width={18} height={18} aria-hidden="true" />
          <span className={styles.depositLabel}>{t('cashier.deposit')}</span>
        </button>
      )}
      {hasWithdraw && (
        <button type="button" className={styles.withdraw} onClick={open('withdraw')}>
          {t('cashier.withdraw')}
        </button>
      )}
    </>
  );
}

/** The header's logged-in bar: VIP label, balance, deposit and withdraw, member menu. */
export function LoggedInBar() {
  const info = useMemberInfo().data;
  const account = useSessionStore((s) => s.account) ?? info?.account ?? '';
  return (
    <div className={styles.bar}>
      {info?.clubLabel && <VipLabel label={info.clubLabel} />}
      <BalanceChip />
      <CashierButtons />
      <MemberMenu account={info?.nickname || account} />
    </div>
  );
}
