import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from '../../../shared/router/react.tsx';
import { MESSAGE_PUSH_EVENTS } from '@tala/contract/core/push';
import { refetchBalance, useBalance } from '../../../shared/api/balance.ts';
import { allowAction } from '../../../shared/lib/access-guard.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { usePushEvent } from '../../../shared/push/use-push.ts';
import { useIsLoggedIn } from '../../../shared/state/session.ts';
import { openCentre, useCentrePageAvailable } from '../../../shared/ui/centre/centre.ts';
import { GiftIcon } from '../../../shared/ui/icons/icons.tsx';
import { BellIcon, LinkIcon } from './account-icons.tsx';
import { AffiliateDialog } from './affiliate-dialog.tsx';
import styles from './logged-in-bar.module.css';

/** Spec §2: the reward centre entry is hidden on these routes. */
const NO_REWARD_ENTRY: readonly string[] = [paths.seamless(), paths.lottery()];

/** The reward centre entry with the red count of available promotions (logged in). */
export function RewardCentreEntry() {
  const { t } = useTranslation('auth');
  const count = useBalance().data?.availablePromoCount ?? 0;
  return (
    <button
      type="button"
      className={`${styles.action} ${styles.wideOnly}`}
      aria-label={count > 0 ? t('reward.labelCount', { count }) : t('reward.label')}
      onClick={() => allowAction('memberCentre') && openCentre('member', 'rewardCenter')}
    >
      <GiftIcon />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}

/** The message bell with the unread count (from the balance call); a new message asks for the count again. */
export function MessagesEntry() {
  const { t } = useTranslation('auth');
  const client = useQueryClient();
  const count = useBalance().data?.unreadCount ?? 0;
  usePushEvent(MESSAGE_PUSH_EVENTS.new, () => refetchBalance(client));
  return (
    <button
      type="button"
      className={`${styles.action} ${styles.wideOnly}`}
      aria-label={count > 0 ? t('messages.labelCount', { count }) : t('messages.label')}
      onClick={() => allowAction('memberCentre') && openCentre('member', 'messageV2')}
    >
      <BellIcon />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}

/** The affiliate link (logged in only): the member's invitation link, or the invite-friends page. */
export function AffiliateLink() {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${styles.action} ${styles.affiliateAction}`}
        aria-label={t('affiliate.label')}
        onClick={() => setOpen(true)}
      >
        <LinkIcon />
      </button>
      {open && <AffiliateDialog onClose={() => setOpen(false)} />}
    </>
  );
}

/** The header's extra entries (app/slots.tsx headerActions). */
export function HeaderActions() {
  const loggedIn = useIsLoggedIn();
  const { pathname } = useLocation();
  const hasRewardCentre = useCentrePageAvailable('member', 'rewardCenter');
  const hasMessages = useCentrePageAvailable('member', 'messageV2');
  if (!loggedIn) return null;
  return (
    <>
      {hasMessages && <MessagesEntry />}
      <AffiliateLink />
      {hasRewardCentre && !NO_REWARD_ENTRY.includes(pathname) && <RewardCentreEntry />}
    </>
  );
}
