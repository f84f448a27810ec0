import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { NavLink, useLocation } from '../../../shared/router/react.tsx';
import { paths } from '../../../shared/lib/paths.ts';
import { openDialog, useUiStore } from '../../../shared/state/ui-store.ts';
import { ChevronDownIcon, WrenchIcon } from '../../../shared/ui/icons/icons.tsx';
import { LazyImage } from '../../../shared/ui/lazy-image/lazy-image.tsx';
import { useGameMenus } from '../api/game-menus.ts';
import { firstSeaVendor, lobbyRouteOf, menuEntries, type MenuEntry } from '../model/categories.ts';
import { categoryIcons } from './lobby-icons.tsx';
import { openVendor } from '../model/open-vendor.ts';
import styles from './side-menu-categories.module.css';

export interface SideMenuCategoriesProps {
  mini: boolean;
  esportsVendors: readonly string[];
  /** Shown while the menus load: rows that keep the entries' place, so the menu does not jump. */
  placeholder?: ReactNode;
  /** Told how many entries there are once known (the shell reserves that many next time). */
  onRows?: (rows: number) => void;
}

/** Where a category's 'all' item goes; null for the lottery, which starts a game instead. */
export function categoryPath(category: string): string | null {
  if (category === 'ELOTT') return paths.elott();
  const route = lobbyRouteOf(category);
  return route ? paths.lobby(route) : null;
}

/**
 * The side menu's game categories (spec §2), rendered into the shell's slot as <li> items: one per
 * category with vendors, in the rule's order; each expands into 'all' and its vendors. The lottery
 * entry starts the first TCG_SEA game instead of navigating.
 */
export function SideMenuCategories({ mini, esportsVendors, placeholder = null, onRows }: SideMenuCategoriesProps) {
  const menus = useGameMenus();
  const entries = useMemo(() => (menus.data ? menuEntries(menus.data, esportsVendors) : null), [menus.data, esportsVendors]);
  const rows = entries?.length;
  useEffect(() => {
    if (rows !== undefined) onRows?.(rows);
  }, [rows, onRows]);
  // a failed load leaves no blank rows behind: the menu simply goes without its categories
  if (!menus.data || !entries) return menus.isPending ? placeholder : null;
  const sea = firstSeaVendor(menus.data);
  return entries.map((entry) => (
    <CategoryItem key={entry.category} entry={entry} mini={mini} startLottery={sea ? () => openVendorGame(sea) : undefined} />
  ));
}

function openVendorGame(vendor: Parameters<typeof openVendor>[0]) {
  openDialog({
    name: 'gameLaunch',
    game: { vassalage: vendor.vassalage, gameType: vendor.gameCategory, nodeId: vendor.nodeId, gameName: vendor.name },
  });
}

function CategoryItem({
  entry,
  mini,
  startLottery,
}: {
  entry: MenuEntry;
  mini: boolean;
  startLottery: (() => void) | undefined;
}) {
  const { t } = useTranslation('lobby');
  const { pathname } = useLocation();
  const path = categoryPath(entry.category);
  const active = path !== null && pathname === path;
  const [open, setOpen] = useState(active);
  const Icon = categoryIcons[entry.category] ?? categoryIcons.RNG!;
  const label = t(`categories.${entry.category}`);
  const lottery = entry.category === 'LOTT';
  // spec §2 lists every category that has a vendor; one whose vendors are all resting says so on
  // its entry, so the player is not sent into a lobby of greyed-out cards to find out
  const resting = entry.vendors.every((v) => v.maintenance);

  const choose = () => {
    if (lottery && startLottery) startLottery();
    if (mini) {
      useUiStore.setState({ sideMenuMini: false });
      setOpen(true);
    } else setOpen(lottery ? true : !open);
  };

  return (
    <li>
      <button
        type="button"
        className={`${styles.item} ${mini ? styles.mini : ''}`}
        data-active={active || undefined}
        aria-expanded={open && !mini}
        onClick={choose}
        title={label}
      >
        <Icon />
        <span className={styles.label}>{label}</span>
        {resting && !mini && <MaintenanceTag />}
        <ChevronDownIcon className={styles.chevron} width={16} height={16} />
      </button>
      {open && !mini && (
        <ul className={styles.subList} aria-label={label}>
          <li>
            {path ? (
              <NavLink to={path} end className={styles.subItem}>
                <span className={styles.allIcon} aria-hidden="true">
                  <Icon width={14} height={14} />
                </span>
                {t('menu.all')}
              </NavLink>
            ) : (
              <button type="button" className={styles.subItem} onClick={startLottery} disabled={!startLottery}>
                <span className={styles.allIcon} aria-hidden="true">
                  <Icon width={14} height={14} />
                </span>
                {t('menu.all')}
              </button>
            )}
          </li>
          {entry.vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <button type="button" className={styles.subItem} onClick={() => openVendor(vendor)} disabled={vendor.maintenance}>
                <LazyImage src={vendor.smallIcon} alt="" className={styles.vendorIcon} />
                <span className={styles.label}>{vendor.name}</span>
                {vendor.maintenance ? (
                  <MaintenanceTag />
                ) : (
                  vendor.isHot === 1 && <span className={styles.hot}>{t('card.hot')}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function MaintenanceTag() {
  const { t } = useTranslation('lobby');
  // the wrench alone: the menu is too narrow for the word beside a category's name, which it would
  // cut short; the word is in the title on hover and in the entry's spoken name
  return (
    <span className={styles.maintenance} title={t('card.maintenance')}>
      <span className="visually-hidden">, {t('card.maintenance')}</span>
      <WrenchIcon width={12} height={12} aria-hidden="true" />
    </span>
  );
}
