import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { allowAction } from '../../shared/lib/access-guard.ts';
import { openCustomerService } from '../../shared/lib/customer-service.ts';
import { paths } from '../../shared/lib/paths.ts';
import { openDialog, useUiStore } from '../../shared/state/ui-store.ts';
import { openCentre, useCentrePageAvailable } from '../../shared/ui/centre/centre.ts';
import { isDialogRegistered } from '../../shared/ui/dialogs/registry.ts';
import * as Icons from '../../shared/ui/icons/icons.tsx';
import { useStartup } from '../api/system.ts';
import { slots } from '../slots.tsx';
import styles from './side-menu.module.css';

function Label({ children }: { children: ReactNode }) {
  return <span className={styles.label}>{children}</span>;
}

function MenuLink({ to, icon, label, end }: { to: string; icon: ReactNode; label: string; end?: boolean }) {
  return (
    <li>
      <NavLink to={to} end={end} className={styles.item} title={label}>
        {icon}
        <Label>{label}</Label>
      </NavLink>
    </li>
  );
}

function SubItem({ label, onSelect }: { label: string; onSelect: () => void }) {
  return (
    <li>
      <button type="button" className={styles.subItem} onClick={onSelect}>
        {label}
      </button>
    </li>
  );
}

/**
 * Customer services and its children (spec §2). Later screens open by dialog name or route; platform
 * messages and chat are member-only, so visitors get the login popup and trial accounts the warning.
 */
function CustomerServices({ mini }: { mini: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { info } = useStartup().permission;
  const service = info.customerService;
  const chatEnabled = info.whitelabel.CBS3 === '1';
  const hasMessages = useCentrePageAvailable('member', 'messageV2');
  const expand = () => {
    if (mini) useUiStore.setState({ sideMenuMini: false });
    setOpen(mini ? true : !open);
  };
  return (
    <li>
      <button
        type="button"
        className={styles.item}
        aria-expanded={open && !mini}
        onClick={expand}
        title={t('nav.customerServices')}
      >
        <Icons.HeadsetIcon />
        <Label>{t('nav.customerServices')}</Label>
        <Icons.ChevronDownIcon className={styles.chevron} width={16} height={16} />
      </button>
      {open && !mini && (
        <ul className={styles.subList}>
          <SubItem label={t('nav.customerService')} onSelect={() => openCustomerService(service)} />
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
          {chatEnabled && isDialogRegistered('chat') && (
            <SubItem label={t('nav.chatRoom')} onSelect={() => allowAction('chat') && openDialog({ name: 'chat' })} />
          )}
          {isDialogRegistered('speedCheck') && (
            <SubItem label={t('nav.speedCheck')} onSelect={() => openDialog({ name: 'speedCheck' })} />
          )}
        </ul>
      )}
    </li>
  );
}

/** The entries of the side menu, shared by the desktop rail and the phone drawer. */
export function SideMenuItems({ mini }: { mini: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list}>
      <MenuLink to={paths.home()} end icon={<Icons.HomeIcon />} label={t('nav.home')} />
      <Suspense fallback={null}>{slots.sideMenuCategories({ mini })}</Suspense>
      <MenuLink to={paths.promotions()} icon={<Icons.GiftIcon />} label={t('nav.events')} />
      <CustomerServices mini={mini} />
      <MenuLink to={paths.down()} icon={<Icons.DownloadIcon />} label={t('nav.appDownload')} />
    </ul>
  );
}
