import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { allowAction } from '../../../shared/lib/access-guard.ts';
import { useIsLoggedIn } from '../../../shared/state/session.ts';
import { openCentre, useCentrePageAvailable } from '../../../shared/ui/centre/centre.ts';
import { CloseIcon } from '../../../shared/ui/icons/icons.tsx';
import { useMemberInfo } from '../api/member-info.ts';
import { CrownIcon } from './account-icons.tsx';
import styles from './vip-badge-shortcut.module.css';

/**
 * The VIP badge shortcut (spec §2): shown while the member has a label, links to the player rank
 * page, and can be closed (it stays closed until the next visit).
 */
export function VipBadgeShortcut() {
  const { t } = useTranslation('auth');
  const loggedIn = useIsLoggedIn();
  const info = useMemberInfo().data;
  const [closed, setClosed] = useState(false);
  // the shortcut is a way to the player rank page: without that page there is nothing to offer
  const hasPlayerRank = useCentrePageAvailable('member', 'playerRank');
  const label = info?.clubLabel ?? info?.memberLabel[0];
  if (!loggedIn || !label || closed || !hasPlayerRank) return null;
  return (
    <aside className={styles.badge} aria-label={t('vip.shortcut')} style={{ borderColor: label.color2 }}>
      <button
        type="button"
        className={styles.open}
        onClick={() => allowAction('memberCentre') && openCentre('member', 'playerRank')}
      >
        <span className={styles.crown} style={{ color: label.color, background: label.color2 }}>
          <CrownIcon width={18} height={18} />
        </span>
        <span className={styles.text}>
          <strong>{label.labelName}</strong>
          <span>{t('vip.rankLink')}</span>
        </span>
      </button>
      <button type="button" className={styles.close} onClick={() => setClosed(true)} aria-label={t('vip.close')}>
        <CloseIcon width={14} height={14} />
      </button>
    </aside>
  );
}
