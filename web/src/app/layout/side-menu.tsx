import { Suspense } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { toggleSideMenuMini, useUiStore } from '../../shared/state/ui-store.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../shared/ui/icons/icons.tsx';
import { slots } from '../slots.tsx';
import { SideMenuItems } from './side-menu-items.tsx';
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
      {!mini && (
        <div className={styles.dock}>
          <Suspense fallback={null}>{slots.menuDock()}</Suspense>
        </div>
      )}
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
