import { useMemberInfo } from '../api/member-info.ts';
import { useSessionStore } from '../../../shared/state/session.ts';
import { BalanceChip } from './balance-chip.tsx';
import { MemberMenu } from './member-menu.tsx';
import { VipLabel } from './vip-label.tsx';
import styles from './logged-in-bar.module.css';

/** The header's logged-in bar: VIP label, balance, member menu. */
export function LoggedInBar() {
  const info = useMemberInfo().data;
  const account = useSessionStore((s) => s.account) ?? info?.account ?? '';
  return (
    <div className={styles.bar}>
      {info?.clubLabel && <VipLabel label={info.clubLabel} />}
      <BalanceChip />
      <MemberMenu account={info?.nickname || account} />
    </div>
  );
}
