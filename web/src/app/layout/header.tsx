import { Suspense, type MouseEvent } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link, useNavigate } from '../../shared/router/react.tsx';
import { paths } from '../../shared/lib/paths.ts';
import { openDialog, resetListFilters, setDrawerOpen, useUiStore } from '../../shared/state/ui-store.ts';
import { isDialogRegistered } from '../../shared/ui/dialogs/registry.ts';
import { DownloadIcon, MenuIcon } from '../../shared/ui/icons/icons.tsx';
import { Logo } from '../../shared/ui/logo/logo.tsx';
import { useBrand } from '../api/system.ts';
import { slots } from '../slots.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { ThemeSwitch } from './theme-switch.tsx';
import styles from './header.module.css';

/**
 * The top bar: menu button (phones), logo, language and theme switches, the download modal's
 * entry, the account slot. With the
 * menu button (a phone screen with a side menu) the switches live in the drawer instead.
 */
export function Header({ menuButton }: { menuButton: boolean }) {
  const { t } = useTranslation();
  const brand = useBrand().brandName;
  const drawerOpen = useUiStore((s) => s.drawerOpen);
  const navigate = useNavigate();

  // Home first, then reset list filters: a list that rewrites its URL on reset must not cancel the
  // navigation home while the home chunk is still loading.
  function goHome(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void Promise.resolve(navigate(paths.home())).then(resetListFilters);
  }
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {menuButton && (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpen}
            aria-haspopup="dialog"
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </button>
        )}
        <Link to={paths.home()} className={styles.logo} aria-label={t('header.logo', { brand })} onClick={goHome}>
          <Logo name={brand} size={34} />
        </Link>
        <div className={styles.spacer} />
        <div className={styles.tools}>
          {/* slots load their own translations and chunks: never suspend the whole shell */}
          <Suspense fallback={null}>{slots.headerActions()}</Suspense>
          {!menuButton && <LanguageSwitch />}
          {!menuButton && <ThemeSwitch />}
          {!menuButton && isDialogRegistered('download') && (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('nav.appDownload')}
              aria-haspopup="dialog"
              onClick={() => openDialog({ name: 'download' })}
            >
              <DownloadIcon />
            </button>
          )}
        </div>
        <div className={styles.account}>
          <Suspense fallback={null}>{slots.headerAccount()}</Suspense>
        </div>
      </div>
    </header>
  );
}
