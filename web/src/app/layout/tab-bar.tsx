import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { NavLink } from '../../shared/router/react.tsx';
import { TRIAL } from '@tala/contract/core/roles';
import { useStartup } from '../../shared/api/system-queries.ts';
import { allowAction } from '../../shared/lib/access-guard.ts';
import { paths } from '../../shared/lib/paths.ts';
import { useIsLoggedIn, useSessionStore } from '../../shared/state/session.ts';
import { openDialog } from '../../shared/state/ui-store.ts';
import { openCentre, useCentrePageAvailable } from '../../shared/ui/centre/centre.ts';
import { isDialogRegistered } from '../../shared/ui/dialogs/registry.ts';
import { GiftIcon, HeadsetIcon, HomeIcon, Icon, type IconProps } from '../../shared/ui/icons/icons.tsx';
import styles from './tab-bar.module.css';

const WalletIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h15a1 1 0 011 1v11a1 1 0 01-1 1H5a1 1 0 01-1-1z" />
    <path d="M4 7l12-3v3M16 13.5h.01" />
  </Icon>
);
const UserPlusIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="10" cy="8" r="4" />
    <path d="M2 21a8 8 0 0114.5-4.6M19 14v6M16 17h6" />
  </Icon>
);
const ChatIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 10h8" />
  </Icon>
);
const UserIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0116 0" />
  </Icon>
);

function Tab({ to, end, icon, label }: { to: string; end?: boolean; icon: ReactNode; label: string }) {
  return (
    <li>
      <NavLink to={to} end={end} className={styles.tab}>
        {icon}
        <span className={styles.label}>{label}</span>
      </NavLink>
    </li>
  );
}

function TabButton({
  onClick,
  icon,
  label,
  primary,
}: {
  onClick: () => void;
  icon: ReactNode;
  label: string;
  primary?: boolean;
}) {
  return (
    <li>
      <button type="button" className={`${styles.tab} ${primary ? styles.primary : ''}`} onClick={onClick}>
        <span className={primary ? styles.bubble : undefined}>{icon}</span>
        <span className={styles.label}>{label}</span>
      </button>
    </li>
  );
}

/**
 * The phone's bottom tab bar: Home, Promotions, Deposit (Register for visitors), Chat (Help for
 * visitors and where chat is off), Me (the member centre, or the login popup). The shell reserves its
 * height (--tab-bar-space) below the page, and sticky action bars sit above it, so it covers nothing.
 */
export default function TabBar() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const trial = useSessionStore((s) => s.isAgent === TRIAL);
  const chatOn = useStartup().permission.info.whitelabel.CBS3 === '1' && isDialogRegistered('chat');
  const hasDeposit = useCentrePageAvailable('member', 'depositv2');
  const hasCentre = useCentrePageAvailable('member');
  const icon = { width: 22, height: 22, 'aria-hidden': true } as const;
  return (
    <nav className={styles.bar} aria-label={t('tabBar.label')}>
      <ul className={styles.list}>
        <Tab to={paths.home()} end icon={<HomeIcon {...icon} />} label={t('tabBar.home')} />
        <Tab to={paths.promotions()} icon={<GiftIcon {...icon} />} label={t('tabBar.promotions')} />
        {loggedIn && hasDeposit ? (
          <TabButton
            primary
            icon={<WalletIcon {...icon} />}
            label={t('tabBar.deposit')}
            onClick={() => allowAction('deposit') && openCentre('member', 'depositv2')}
          />
        ) : loggedIn ? null : (
          <li>
            <NavLink to={paths.register()} className={`${styles.tab} ${styles.primary}`}>
              <span className={styles.bubble}>
                <UserPlusIcon {...icon} />
              </span>
              <span className={styles.label}>{t('tabBar.register')}</span>
            </NavLink>
          </li>
        )}
        {/* chat is for real members; visitors and free-play accounts reach the help centre instead */}
        {chatOn && loggedIn && !trial ? (
          <TabButton
            icon={<ChatIcon {...icon} />}
            label={t('tabBar.chat')}
            onClick={() => allowAction('chat') && openDialog({ name: 'chat' })}
          />
        ) : (
          <Tab to={paths.help()} icon={<HeadsetIcon {...icon} />} label={t('tabBar.help')} />
        )}
        {loggedIn ? (
          hasCentre && (
            <TabButton
              icon={<UserIcon {...icon} />}
              label={t('tabBar.me')}
              onClick={() => allowAction('memberCentre') && openCentre('member')}
            />
          )
        ) : (
          <TabButton
            icon={<UserIcon {...icon} />}
            label={t('tabBar.login')}
            onClick={() => openDialog({ name: 'login', tab: 'login' })}
          />
        )}
      </ul>
    </nav>
  );
}
