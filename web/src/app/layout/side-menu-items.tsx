import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { NavLink } from '../../shared/router/react.tsx';
import { paths } from '../../shared/lib/paths.ts';
import { localStore } from '../../shared/lib/storage.ts';
import { useUiStore } from '../../shared/state/ui-store.ts';
import * as Icons from '../../shared/ui/icons/icons.tsx';
import { ChunkBoundary } from '../errors/chunk-boundary.tsx';
import { importWithTimeout } from '../errors/lazy-page.ts';
import { slots } from '../slots.tsx';
import styles from './side-menu.module.css';
import { lazyPart } from '../../shared/lib/lazy-part.ts';

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

/** Loaded when Customer services is first expanded: visitors who never open it never load it. */
const CustomerServicesList = lazyPart('customer-services-list', () =>
  importWithTimeout(() => import('./customer-services-list.tsx')),
);

/** Customer services (spec §2): expands into its children; in mini mode it first widens the menu. */
function CustomerServices({ mini }: { mini: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
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
        <ChunkBoundary onClose={() => setOpen(false)}>
          <Suspense fallback={null}>
            <CustomerServicesList />
          </Suspense>
        </ChunkBoundary>
      )}
    </li>
  );
}

/** A brand's usual number of game categories: what a first visit reserves before it knows. */
const USUAL_CATEGORY_ROWS = 9;

function reservedRows(): number {
  const rows = Number(localStore.get('menuRows') ?? USUAL_CATEGORY_ROWS);
  return Number.isInteger(rows) && rows >= 0 && rows <= 20 ? rows : USUAL_CATEGORY_ROWS;
}

const rememberRows = (rows: number) => localStore.set('menuRows', String(rows));

/**
 * The game categories' place while their menus load: as many rows as the last visit had, so the
 * entries below them (promotions, customer services, download) do not jump down when they arrive.
 */
function CategoryRows({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => <li key={i} className={styles.reserved} aria-hidden="true" />);
}

/** The entries of the side menu, shared by the desktop rail and the phone drawer. */
export function SideMenuItems({ mini }: { mini: boolean }) {
  const { t } = useTranslation();
  const [rows] = useState(reservedRows);
  const placeholder = <CategoryRows count={rows} />;
  return (
    <ul className={styles.list}>
      <MenuLink to={paths.home()} end icon={<Icons.HomeIcon />} label={t('nav.home')} />
      <Suspense fallback={placeholder}>{slots.sideMenuCategories({ mini, placeholder, onRows: rememberRows })}</Suspense>
      <MenuLink to={paths.promotions()} icon={<Icons.GiftIcon />} label={t('nav.events')} />
      <CustomerServices mini={mini} />
      <MenuLink to={paths.down()} icon={<Icons.DownloadIcon />} label={t('nav.appDownload')} />
    </ul>
  );
}
