import { useTranslation } from '../../shared/i18n/react.tsx';
import { NavLink } from '../../shared/router/react.tsx';
import { allowAction } from '../../shared/lib/access-guard.ts';
import { customerServiceUrl, openCustomerService } from '../../shared/lib/customer-service.ts';
import { paths } from '../../shared/lib/paths.ts';
import { openDialog } from '../../shared/state/ui-store.ts';
import { openCentre, useCentrePageAvailable } from '../../shared/ui/centre/centre.ts';
import { isDialogRegistered } from '../../shared/ui/dialogs/registry.ts';
import { useStartup } from '../api/system.ts';
import { useChatUnread, useSupport } from '../../features/chat/api/chat.ts';
import { useIsLoggedIn, useSessionStore } from '../../shared/state/session.ts';
import { TRIAL } from '@tala/contract/core/roles';
import styles from './side-menu.module.css';

function SubItem({
  label,
  onSelect,
  badge,
}: {
  label: string;
  onSelect: () => void;
  /** A count shown beside the label, with its spoken form. */
  badge?: { count: number; spoken: string } | undefined;
}) {
  return (
    <li>
      <button type="button" className={styles.subItem} onClick={onSelect}>
        {label}
        {badge && (
          <>
            <span className={styles.subBadge} aria-hidden="true">
              {badge.count > 99 ? '99+' : badge.count}
            </span>
            <span className={styles.visuallyHidden}>, {badge.spoken}</span>
          </>
        )}
      </button>
    </li>
  );
}

/**
 * The children of Customer services (spec §2), loaded when the entry is first expanded. Later screens
 * open by dialog name, centre page or route, and show only once they exist; platform messages and chat
 * are member-only, so visitors get the login popup and trial accounts the warning.
 */
export default function CustomerServicesList() {
  const { t } = useTranslation();
  const { info } = useStartup().permission;
  const service = info.customerService;
  const chatEnabled = info.whitelabel.CBS3 === '1';
  const hasMessages = useCentrePageAvailable('member', 'messageV2');
  const chatShown = chatEnabled && isDialogRegistered('chat');
  // the chat unread count (spec §7) for real members; visitors and trial accounts cannot enter
  const loggedIn = useIsLoggedIn();
  const trial = useSessionStore((s) => s.isAgent === TRIAL);
  const realMember = loggedIn && !trial;
  const chatUnread = useChatUnread(chatShown && realMember).data ?? 0;
  // spec §7: the brand's outside service in a popup; without one, the in-house chat's support room
  const outside = customerServiceUrl(service) !== null;
  const inHouse = !outside && chatShown;
  const support = useSupport(chatShown && realMember).data;
  const serviceLabel = t(support?.vip ? 'nav.vipService' : 'nav.customerService');
  const supportUnread = inHouse ? (support?.unread ?? 0) : 0;
  return (
    <ul className={styles.subList}>
      {outside && <SubItem label={serviceLabel} onSelect={() => openCustomerService(service, support?.vip)} />}
      {inHouse && (
        <SubItem
          label={serviceLabel}
          badge={
            supportUnread > 0 ? { count: supportUnread, spoken: t('nav.supportUnread', { count: supportUnread }) } : undefined
          }
          onSelect={() => allowAction('chat') && openDialog({ name: 'chat', room: 'support' })}
        />
      )}
      {service?.telegram && (
        <li>
          <a href={service.telegram} target="_blank" rel="noopener noreferrer" className={styles.subItem}>
            {t('nav.telegram')}
          </a>
        </li>
      )}
      {hasMessages && (
        <SubItem
          label={t('nav.platformMessage')}
          onSelect={() => allowAction('memberCentre') && openCentre('member', 'messageV2')}
        />
      )}
      <SubItem label={t('nav.announcement')} onSelect={() => openDialog({ name: 'announcement' })} />
      <li>
        <NavLink to={paths.help()} className={styles.subItem}>
          {t('nav.helpCenter')}
        </NavLink>
      </li>
      {chatShown && (
        <SubItem
          label={t('nav.chatRoom')}
          badge={chatUnread > 0 ? { count: chatUnread, spoken: t('nav.chatUnread', { count: chatUnread }) } : undefined}
          onSelect={() => allowAction('chat') && openDialog({ name: 'chat' })}
        />
      )}
      {isDialogRegistered('feedback') && <SubItem label={t('nav.feedback')} onSelect={() => openDialog({ name: 'feedback' })} />}
      {isDialogRegistered('speedCheck') && (
        <SubItem label={t('nav.speedCheck')} onSelect={() => openDialog({ name: 'speedCheck' })} />
      )}
    </ul>
  );
}
