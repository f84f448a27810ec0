import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/lib/paths.ts';
import { resetListFilters, setDrawerOpen, useUiStore } from '../../shared/state/ui-store.ts';
import { MenuIcon } from '../../shared/ui/icons/icons.tsx';
import { Logo } from '../../shared/ui/logo/logo.tsx';
import { useSiteConfig } from '../api/system.ts';
import { slots } from '../slots.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { ThemeSwitch } from './theme-switch.tsx';
import styles from './header.module.css';

/** The top bar: menu button (phones), logo, language and theme switches, the account slot. */
export function Header({ menuButton }: { menuButton: boolean }) {
  const { t } = useTranslation();
  const brand = useSiteConfig()?.brandName ?? 'Tala';
  const drawerOpen = useUiStore((s) => s.drawerOpen);
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
        <Link to={paths.home()} className={styles.logo} aria-label={t('header.logo', { brand })} onClick={resetListFilters}>
          <Logo name={brand} size={34} />
        </Link>
        <div className={styles.spacer} />
        <div className={styles.tools}>
          {slots.headerActions()}
          <LanguageSwitch />
          <ThemeSwitch />
        </div>
        <div className={styles.account}>{slots.headerAccount()}</div>
      </div>
    </header>
  );
}
