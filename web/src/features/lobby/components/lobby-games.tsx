import { useMemo } from 'react';
import type { Game } from '@tala/contract/games';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useIsLoggedIn } from '../../../shared/state/session.ts';
import { openDialog } from '../../../shared/state/ui-store.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { Tabs } from '../../../shared/ui/tabs/tabs.tsx';
import { useGameList } from '../api/game-list.ts';
import { usePersonalList } from '../api/personal-lists.ts';
import { useLobbyFilterOptions } from '../api/small-queries.ts';
import { hasActiveFilters, type LobbyState, type LobbyView } from '../model/lobby-filter.ts';
import { EmptyState } from './empty-state.tsx';
import { GameGrid } from './game-grid.tsx';
import { ClockIcon, HeartIcon, SearchIcon } from './lobby-icons.tsx';
import { LobbyToolbar } from './lobby-toolbar.tsx';
import { useGameCardRenderer } from './use-game-card.tsx';
import styles from './lobby-games.module.css';

export interface LobbyGamesProps {
  gameType: string;
  state: LobbyState;
  onChange: (patch: Partial<LobbyState>) => void;
  vendors: readonly { code: string; name: string }[];
}

/** The games part of a lobby: the all / favourites / recent views, search, filters and the grid. */
export function LobbyGames({ gameType, state, onChange, vendors }: LobbyGamesProps) {
  const { t } = useTranslation('lobby');
  const loggedIn = useIsLoggedIn();
  const view: LobbyView = loggedIn ? state.view : 'all';

  const tabs = [
    { id: 'all' as const, label: t('views.all') },
    ...(loggedIn ? [{ id: 'favourites' as const, label: t('views.favourites') }] : []),
    { id: 'recent' as const, label: t('views.recent') },
  ];
  const choose = (next: LobbyView) => {
    // recent games need login: a visitor gets the login dialog (spec §6)
    if (next !== 'all' && !loggedIn) openDialog({ name: 'login', tab: 'login' });
    else onChange({ view: next });
  };

  return (
    <section className={styles.section} aria-label={t('games.region')}>
      <Tabs label={t('views.label')} tabs={tabs} value={view} onChange={choose}>
        {view === 'all' ? (
          <AllGames gameType={gameType} state={state} onChange={onChange} vendors={vendors} />
        ) : (
          <PersonalGames kind={view} vendors={vendors} />
        )}
      </Tabs>
    </section>
  );
}

function useVendorNames(vendors: readonly { code: string; name: string }[]) {
  return useMemo(() => new Map(vendors.map((v) => [v.code, v.name])), [vendors]);
}

function AllGames({ gameType, state, onChange, vendors }: LobbyGamesProps) {
  const { t } = useTranslation('lobby');
  const list = useGameList({ ...state, gameType });
  const options = useLobbyFilterOptions(gameType, state.vendor);
  const renderCard = useGameCardRenderer(useVendorNames(vendors));
  const games = useMemo(() => list.data?.pages.flatMap((p) => p.games) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total;

  return (
    <div className={styles.panel}>
      <LobbyToolbar
        state={state}
        vendors={vendors}
        classifies={options.data?.classifies ?? []}
        minBets={options.data?.minBets ?? []}
        onChange={onChange}
      />
      <p className={styles.count} aria-live="polite">
        {total !== undefined && !list.isPlaceholderData ? t('games.count', { count: total }) : '\u00a0'}
      </p>
      <GameList
        games={games}
        total={total}
        pending={list.isPending}
        error={list.isError}
        onRetry={() => void list.refetch()}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        renderCard={renderCard}
        empty={
          hasActiveFilters(state) ? (
            <EmptyState
              icon={<SearchIcon width={26} height={26} />}
              title={t('games.noMatch')}
              text={t('games.noMatchText')}
              action={
                <Button variant="secondary" onClick={() => onChange({ classify: '', minBet: '', search: '' })}>
                  {t('filters.clear')}
                </Button>
              }
            />
          ) : (
            <EmptyState title={t('games.none')} />
          )
        }
      />
    </div>
  );
}

function PersonalGames({ kind, vendors }: { kind: 'favourites' | 'recent'; vendors: readonly { code: string; name: string }[] }) {
  const { t } = useTranslation('lobby');
  const list = usePersonalList(kind);
  const renderCard = useGameCardRenderer(useVendorNames(vendors));
  const games = useMemo(() => list.data?.pages.flatMap((p) => p.games) ?? [], [list.data]);
  const Icon = kind === 'favourites' ? HeartIcon : ClockIcon;
  return (
    <div className={styles.panel}>
      <GameList
        games={games}
        total={list.data?.pages[0]?.total}
        pending={list.isPending}
        error={list.isError}
        onRetry={() => void list.refetch()}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        renderCard={renderCard}
        empty={<EmptyState icon={<Icon width={26} height={26} />} title={t(`${kind}.empty`)} text={t(`${kind}.emptyText`)} />}
      />
    </div>
  );
}

interface GameListProps {
  games: Game[];
  total: number | undefined;
  pending: boolean;
  error: boolean;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  renderCard: (game: Game) => React.ReactNode;
  empty: React.ReactNode;
}

function GameList({ games, total, pending, error, onRetry, hasMore, loadingMore, onLoadMore, renderCard, empty }: GameListProps) {
  const { t } = useTranslation('lobby');
  if (pending)
    return (
      <div className={styles.pending}>
        <Spinner label={t('games.loading')} size="lg" />
      </div>
    );
  if (error && games.length === 0) {
    return (
      <EmptyState
        title={t('games.error')}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('games.retry')}
          </Button>
        }
      />
    );
  }
  if (games.length === 0) return empty;
  return (
    <GameGrid
      games={games}
      label={t('games.list')}
      total={total}
      hasMore={hasMore}
      loadingMore={loadingMore}
      onLoadMore={onLoadMore}
      renderCard={renderCard}
    />
  );
}
