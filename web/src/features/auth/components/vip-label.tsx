import type { ClubLabel } from '@tala/contract/member';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { allowAction } from '../../../shared/lib/access-guard.ts';
import { openCentre, useCentrePageAvailable } from '../../../shared/ui/centre/centre.ts';
import { CrownIcon } from './account-icons.tsx';
import styles from './logged-in-bar.module.css';

/** The VIP club label in the member's colours (clubLabel.color text, color2 background); opens the player rank. */
export function VipLabel({ label }: { label: ClubLabel }) {
  const { t } = useTranslation('auth');
  const style = { color: label.color, background: label.color2 };
  // without the player rank page the label is a plain badge, not a button that goes nowhere
  if (!useCentrePageAvailable('member', 'playerRank'))
    return (
      <span className={styles.vip} style={style}>
        <CrownIcon width={14} height={14} />
        {label.labelName}
      </span>
    );
  return (
    <button
      type="button"
      className={styles.vip}
      // colours are brand data from the server, not theme tokens
      style={style}
      aria-label={t('vip.label', { name: label.labelName })}
      onClick={() => allowAction('memberCentre') && openCentre('member', 'playerRank')}
    >
      <CrownIcon width={14} height={14} />
      {label.labelName}
    </button>
  );
}
