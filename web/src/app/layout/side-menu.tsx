import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { setDrawerOpen, toggleSideMenuMini, useUiStore } from '../../shared/state/ui-store.ts';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../shared/ui/icons/icons.tsx';
import { useFocusTrap, useScrollLock } from '../../shared/ui/modal/focus.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { SideMenuItems } from './side-menu-items.tsx';
import { ThemeSwitch } from './theme-switch.tsx';
import styles from './side-menu.module.css';

/** Desktop side menu: a rail that collapses to mini mode (icons only). */
export function SideMenu() {
  const { t } = useTranslation();
  const mini = useUiStore((s) => s.sideMenuMini);
  return (
    <aside className={`${styles.rail} ${mini ? styles.mini : ''}`}>
      <nav aria-label={t('nav.sideMenu')} className={styles.nav}>
        <SideMenuItems mini={mini} />
      </nav>
      <button
        type="button"
        className={styles.collapse}
        aria-label={mini ? t('nav.expandMenu') : t('nav.collapseMenu')}
        aria-expanded={!mini}
        onClick={toggleSideMenuMini}
      >
        {mini ? <ChevronRightIcon /> : <ChevronLeftIcon />}
      </button>
    </aside>
  );
}

/**
 * Phone side menu: a drawer with dialog semantics, focus trap, Escape and backdrop close it. It holds
 * the language and theme switches, which leave the phone's top bar to the logo and the account.
 */
export function SideMenuDrawer() {
  const { t } = useTranslation();
  const open = useUiStore((s) => s.drawerOpen);
  const panel = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const close = () => setDrawerOpen(false);
  useFocusTrap(panel, open, close);
  useScrollLock(open);
  useEffect(() => setDrawerOpen(false), [pathname]);
  useEffect(() => () => setDrawerOpen(false), []);
  if (!open) return null;
  return (
    <div className={styles.backdrop} onClick={close}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.sideMenu')}
        className={styles.drawer}
        onClick={(event) => event.stopPropagation()}
      >
        <div className={styles.drawerTop}>
          <LanguageSwitch />
          <ThemeSwitch />
          <button type="button" className={styles.drawerClose} aria-label={t('nav.closeMenu')} onClick={close}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('nav.sideMenu')} className={styles.nav}>
          <SideMenuItems mini={false} />
        </nav>
      </div>
    </div>
  );
}
