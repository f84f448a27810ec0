import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import type { DialogProps } from '../../../shared/ui/dialogs/registry.ts';
import { Modal } from '../../../shared/ui/modal/modal.tsx';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { useGameList } from '../api/game-list.ts';
import { useGameMenus } from '../api/game-menus.ts';
import { DEFAULT_LOBBY_STATE } from '../model/lobby-filter.ts';
import { EmptyState } from './empty-state.tsx';
import { GameGrid } from './game-grid.tsx';
import { SearchIcon } from './lobby-icons.tsx';
import { SEARCH_DEBOUNCE_MS } from './lobby-toolbar.tsx';
import { useGameCardRenderer } from './use-game-card.tsx';
import styles from './vendor-games-dialog.module.css';

/**
 * The popup game list of a vendor entry (spec §4 "isGame VASSALAGE opens a popup game list"):
 * the vendor's games with a search, virtualised inside the dialog.
 */
export function VendorGamesDialog({ request, onClose }: DialogProps<'gamePopup'>) {
  const { t } = useTranslation('lobby');
  const vendor = request.vendor ?? '';
  const menus = useGameMenus();
  const vendorName = useMemo(() => {
    for (const group of menus.data ?? []) {
      const found = group.vendors.find((v) => v.vassalage === vendor);
      if (found) return found.name;
    }
    return vendor;
  }, [menus.data, vendor]);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  // the lobby's category only: a vendor's card in Slots counts and lists its slots, not its table games
  const list = useGameList({ ...DEFAULT_LOBBY_STATE, vendor, search, gameType: request.gameType ?? '' }, vendor !== '');
  const games = useMemo(() => list.data?.pages.flatMap((p) => p.games) ?? [], [list.data]);
  const names = useMemo(() => new Map([[vendor, vendorName]]), [vendor, vendorName]);
  const renderCard = useGameCardRenderer(names);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const total = list.data?.pages[0]?.total;

  return (
    <Modal open title={vendorName} onClose={onClose} width={980}>
      <div className={styles.body}>
        <div className={styles.top}>
          <label className={styles.search}>
            <SearchIcon className={styles.icon} />
            <span className="visually-hidden">{t('filters.search')}</span>
            <input
              type="search"
              value={typed}
              maxLength={64}
              placeholder={t('filters.searchPlaceholder')}
              onChange={(e) => setTyped(e.target.value)}
            />
          </label>
          <span className={styles.count} aria-live="polite">
            {total !== undefined ? t('games.count', { count: total }) : ''}
          </span>
        </div>
        <div ref={setScroller} className={styles.scroll}>
          {list.isPending ? (
            <div className={styles.pending}>
              <Spinner size="lg" label={t('games.loading')} />
            </div>
          ) : games.length === 0 ? (
            <EmptyState icon={<SearchIcon width={26} height={26} />} title={search ? t('games.noMatch') : t('games.none')} />
          ) : (
            scroller && (
              <GameGrid
                games={games}
                label={t('popup.list', { vendor: vendorName })}
                total={total}
                hasMore={list.hasNextPage}
                loadingMore={list.isFetchingNextPage}
                onLoadMore={() => void list.fetchNextPage()}
                renderCard={renderCard}
                scrollElement={scroller}
              />
            )
          )}
        </div>
      </div>
    </Modal>
  );
}
