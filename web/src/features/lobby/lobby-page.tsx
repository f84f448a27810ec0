import { useMemo } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { useLocation } from '../../shared/router/react.tsx';
import { lobbyCategories, type LobbyCategory } from '../../shared/lib/paths.ts';
import { Button } from '../../shared/ui/button/button.tsx';
import { Spinner } from '../../shared/ui/spinner/spinner.tsx';
import { useGameMenus } from './api/game-menus.ts';
import { EmptyState } from './components/empty-state.tsx';
import { JackpotTicker } from './components/jackpot-ticker.tsx';
import { categoryIcons } from './components/lobby-icons.tsx';
import { LobbyGames } from './components/lobby-games.tsx';
import { PvpRooms } from './components/pvp-rooms.tsx';
import { VendorGrid } from './components/vendor-grid.tsx';
import { VendorLane } from './components/vendor-lane.tsx';
import { lobbyCategoryOf, withEsports } from './model/categories.ts';
import { useLobbyState } from './model/use-lobby-state.ts';
import styles from './lobby-page.module.css';

export interface LobbyPageProps {
  /** Brand configuration: SPORTS vendors shown under ESPORTS. */
  esportsVendors: readonly string[];
}

function categoryFromPath(pathname: string): LobbyCategory | null {
  const segment = pathname.split('/')[1] ?? '';
  return (lobbyCategories as readonly string[]).includes(segment) ? (segment as LobbyCategory) : null;
}

/** The shared game lobby (spec §2) for /rng, /pvp, /live, /fish, /sports, /esports and /minigame. */
export function LobbyPage({ esportsVendors }: LobbyPageProps) {
  const { t } = useTranslation(['lobby', 'common']);
  const { pathname } = useLocation();
  const route = categoryFromPath(pathname) ?? 'rng';
  const category = lobbyCategoryOf[route];
  const menus = useGameMenus();
  const [state, update] = useLobbyState();

  const vendors = useMemo(
    () => withEsports(menus.data ?? [], esportsVendors).find((g) => g.gameCategory === category)?.vendors ?? [],
    [menus.data, esportsVendors, category],
  );
  const listVendors = useMemo(
    () => vendors.filter((v) => v.isGame === 'VASSALAGE').map((v) => ({ code: v.vassalage, name: v.name })),
    [vendors],
  );
  const Icon = categoryIcons[category] ?? categoryIcons.RNG!;
  const title = t(`common:pages.${route}`);

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <span className={styles.heroIcon}>
          <Icon width={28} height={28} />
        </span>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subtitle}>{menus.data ? t('lobby:hero.providers', { count: vendors.length }) : '\u00a0'}</p>
        </div>
      </header>

      {/* the in-house slots' progressive jackpot belongs to the Slots lobby (this lazy chunk only) */}
      {category === 'RNG' && <JackpotTicker />}

      {menus.isPending ? (
        <div className={styles.pending}>
          <Spinner size="lg" label={t('lobby:games.loading')} />
        </div>
      ) : menus.isError ? (
        <EmptyState
          title={t('lobby:games.error')}
          action={
            <Button variant="secondary" onClick={() => void menus.refetch()}>
              {t('lobby:games.retry')}
            </Button>
          }
        />
      ) : vendors.length === 0 ? (
        <EmptyState title={t('lobby:hero.noVendors')} text={t('lobby:hero.noVendorsText')} />
      ) : listVendors.length === 0 ? (
        // every vendor is a single game (live tables, sports books): show them large
        <VendorGrid vendors={vendors} label={t('lobby:lanes.providersOf', { category: title })} />
      ) : (
        <>
          <VendorLane
            title={t('lobby:lanes.providers')}
            listLabel={t('lobby:lanes.providersOf', { category: title })}
            vendors={vendors}
          />
          {category === 'PVP' && <PvpRooms />}
          <LobbyGames gameType={category} state={state} onChange={update} vendors={listVendors} />
        </>
      )}
    </div>
  );
}
