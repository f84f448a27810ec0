import { useId, useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { Link } from '../../../shared/router/react.tsx';
import { Placeholder } from '../../../shared/ui/placeholder/placeholder.tsx';
import { useGameMenus } from '../api/game-menus.ts';
import { useHotGames } from '../api/small-queries.ts';
import { firstSeaVendor, menuEntries } from '../model/categories.ts';
import { FlameIcon, categoryIcons } from './lobby-icons.tsx';
import { Scroller } from './scroller.tsx';
import { categoryPath } from './side-menu-categories.tsx';
import { useGameCardRenderer } from './use-game-card.tsx';
import { openVendor } from '../model/open-vendor.ts';
import { VendorLane } from './vendor-lane.tsx';
import styles from './home-sections.module.css';

/** Vendor code → name, from the menus. */
function useVendorNames() {
  const menus = useGameMenus();
  return useMemo(
    () => new Map((menus.data ?? []).flatMap((g) => g.vendors.map((v) => [v.vassalage, v.name] as const))),
    [menus.data],
  );
}

/** Home: the hot games row. */
export function HotGamesSection() {
  const { t } = useTranslation('lobby');
  const headingId = useId();
  const hot = useHotGames();
  // every game of this row is hot: a badge on each would say nothing
  const renderCard = useGameCardRenderer(useVendorNames(), { hotBadge: false });
  if (hot.isPending) return <Placeholder kind="cardRow" />;
  if (!hot.data?.length) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <span className={`${styles.badge} ${styles.flame}`}>
          <FlameIcon width={18} height={18} />
        </span>
        {t('home.hotGames')}
      </h2>
      <Scroller label={t('home.hotGames')} itemWidth="clamp(118px, 28vw, 168px)">
        {hot.data.map((game) => renderCard(game))}
      </Scroller>
    </section>
  );
}

/**
 * The categories home promotes: a category whose every vendor is under maintenance (a sportsbook
 * not integrated on this platform) would lead only to "under maintenance", so home leaves it out;
 * the side menu still lists it, as spec §2 asks.
 */
function promotedEntries(...args: Parameters<typeof menuEntries>) {
  return menuEntries(...args).filter((entry) => entry.vendors.some((v) => !v.maintenance));
}

/** Home: one shortcut tile per menu category. */
export function CategoryShortcuts({ esportsVendors }: { esportsVendors: readonly string[] }) {
  const { t } = useTranslation('lobby');
  const headingId = useId();
  const menus = useGameMenus();
  if (!menus.data) return menus.isPending ? <Placeholder kind="shortcuts" /> : null;
  const entries = promotedEntries(menus.data, esportsVendors);
  const sea = firstSeaVendor(menus.data);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('home.categories')}
      </h2>
      <ul className={styles.shortcuts}>
        {entries.map((entry) => {
          const Icon = categoryIcons[entry.category] ?? categoryIcons.RNG!;
          const path = categoryPath(entry.category);
          const content = (
            <>
              <span className={styles.tileIcon}>
                <Icon width={26} height={26} />
              </span>
              <span className={styles.tileName}>{t(`categories.${entry.category}`)}</span>
              <span className={styles.tileMeta}>{t('hero.providers', { count: entry.vendors.length })}</span>
            </>
          );
          return (
            <li key={entry.category} data-category={entry.category} className={styles.tile}>
              {path ? (
                <Link to={path} className={styles.tileLink}>
                  {content}
                </Link>
              ) : (
                <button
                  type="button"
                  className={styles.tileLink}
                  disabled={!sea}
                  onClick={() => sea && openVendor({ ...sea, isGame: 'GAME' })}
                >
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Home (and the lobby's empty path): a vendor lane per category. */
export function ProviderLanes({ esportsVendors }: { esportsVendors: readonly string[] }) {
  const { t } = useTranslation('lobby');
  const menus = useGameMenus();
  if (!menus.data) return null;
  return (
    <div className={styles.lanes}>
      {promotedEntries(menus.data, esportsVendors).map((entry) => {
        const Icon = categoryIcons[entry.category] ?? categoryIcons.RNG!;
        const label = t(`categories.${entry.category}`);
        const path = categoryPath(entry.category);
        return (
          <VendorLane
            key={entry.category}
            title={label}
            listLabel={t('lanes.providersOf', { category: label })}
            icon={<Icon width={18} height={18} />}
            action={path ? <Link to={path}>{t('lanes.seeAll')}</Link> : undefined}
            vendors={entry.vendors}
          />
        );
      })}
    </div>
  );
}
