import { Suspense, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { useLocation } from '../../shared/router/react.tsx';
import { setDrawerOpen } from '../../shared/state/ui-store.ts';
import { CloseIcon } from '../../shared/ui/icons/icons.tsx';
import { useFocusTrap, useScrollLock } from '../../shared/ui/modal/focus.ts';
import { slots } from '../slots.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { SideMenuItems } from './side-menu-items.tsx';
import { ThemeSwitch } from './theme-switch.tsx';
import styles from './side-menu.module.css';

/**
 * Phone side menu: a drawer with dialog semantics, focus trap, Escape and backdrop close it. It holds
 * the language and theme switches, which leave the phone's top bar to the logo and the account.
 * Mounted only while open (app-layout.tsx loads it on demand); navigating away closes it.
 */
export default function SideMenuDrawer() {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);
  // stable: the focus trap re-arms (and hands focus back outside for a moment) whenever it changes
  const close = useCallback(() => setDrawerOpen(false), []);
  useFocusTrap(panel, true, close);
  useScrollLock(true);
  useEffect(() => {
    if (pathname !== openedAt.current) setDrawerOpen(false);
  }, [pathname]);
  useEffect(() => () => setDrawerOpen(false), []);
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
        <div className={styles.dock}>
          <Suspense fallback={null}>{slots.menuDock()}</Suspense>
        </div>
      </div>
    </div>
  );
}
