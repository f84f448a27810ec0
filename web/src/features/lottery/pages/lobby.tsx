import { useEffect, useId, useReducer, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { isApiError } from '../../../shared/api/api-error.ts';
import { openDialog, showToast, useUiStore } from '../../../shared/state/ui-store.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import { useToggleFavourite } from '../api/favourites.ts';
import { useServerTimeSync } from '../api/server-time.ts';
import { useSessionUser } from '../api/session.ts';
import { useLotteryPush } from '../api/use-lottery-push.ts';
import { GameGrid } from '../components/lobby/game-grid.tsx';
import { LobbyTabs, type LobbyTab } from '../components/lobby/lobby-tabs.tsx';
import { ModeIcon } from '../components/lobby/mode-icon.tsx';
import { NextDraw } from '../components/lobby/next-draw.tsx';
import { SearchBox } from '../components/lobby/search-box.tsx';
import { useLobbyLists } from '../components/lobby/use-lobby-lists.ts';
import { WeekdayFilter } from '../components/lobby/weekday-filter.tsx';
import { initialListState, listReducer, type ListMode } from '../model/list-mode.ts';
import { vendorScope } from '../model/vendor-scope.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { Link } from '../../../shared/router/react.tsx';
import { CloseIcon } from '../../../shared/ui/icons/icons.tsx';
import styles from './lobby.module.css';

const ALL = 'tag:*';

/** The lottery lobby (spec §2, §4): mode tabs, menu tags, weekday filter, search, live game cards. */
export function LotteryLobby({ vendor }: { vendor: string | null }) {
  const { t, i18n } = useTranslation(['lottery', 'errors']);
  const account = useSessionUser();
  const panelId = useId();
  const [state, dispatch] = useReducer(listReducer, initialListState);
  const [pendingId, setPendingId] = useState<number | null>(null);
  useServerTimeSync();
  useLotteryPush(account);
  const scope = vendorScope(vendor);
  const lists = useLobbyLists(state, account, i18n.language, scope);
  const toggle = useToggleFavourite(account);

  // the logo resets list filters (spec §2 header)
  const resetAt = useUiStore((s) => s.filtersResetAt);
  useEffect(() => dispatch({ type: 'reset' }), [resetAt]);
  // a mode that no longer applies (logged out, no hot games) falls back to every game
  const modeGone = (state.mode === 'fav' && !account) || (state.mode === 'hot' && !lists.hasHot && !lists.loading);
  useEffect(() => {
    if (modeGone) dispatch({ type: 'tag', tag: null });
  }, [modeGone]);

  const tabs: LobbyTab[] = [
    ...(lists.hasHot ? [{ id: 'mode:hot', label: t('tabs.hot'), icon: <ModeIcon mode="hot" />, mode: true }] : []),
    ...(account ? [{ id: 'mode:fav', label: t('tabs.fav'), icon: <ModeIcon mode="fav" />, mode: true }] : []),
    { id: 'mode:recent', label: t('tabs.recent'), icon: <ModeIcon mode="recent" />, mode: true },
    { id: ALL, label: t('tabs.all') },
    ...lists.menus.map((menu) => ({ id: `tag:${menu.tag}`, label: menu.labelName })),
  ];
  const selected = state.mode !== 'default' ? `mode:${state.mode}` : state.tag === null ? ALL : `tag:${state.tag}`;

  function onSelect(id: string) {
    if (id.startsWith('mode:')) {
      const mode = id.slice(5) as Exclude<ListMode, 'default'>;
      // spec §6: recent games need login; a visitor gets the login popup instead
      if (mode === 'recent' && !account) return openDialog({ name: 'login', tab: 'login' });
      dispatch({ type: 'mode', mode });
    } else {
      dispatch({ type: 'tag', tag: id === ALL ? null : id.slice(4) });
    }
  }

  function favouriteOf(game: { gameId: number }) {
    if (!account) return undefined;
    const on = lists.favouriteIds.includes(String(game.gameId));
    return {
      on,
      pending: pendingId === game.gameId,
      onToggle: () => {
        setPendingId(game.gameId);
        toggle.mutate(
          { gameId: game.gameId, favourite: on },
          {
            onError: (error) =>
              showToast({ tone: 'error', textKey: isApiError(error) ? error.translationKey : 'errors:UNKNOWN' }),
            onSettled: () => setPendingId(null),
          },
        );
      },
    };
  }

  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <div>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.subtitle}>{t('subtitle')}</p>
        </div>
        {scope && (
          <Link
            to={paths.lottery()}
            className={styles.scope}
            aria-label={t('vendor.clear', { name: t(`vendor.${scope.vendor}`) })}
          >
            {t(`vendor.${scope.vendor}`)}
            <CloseIcon width={14} height={14} />
          </Link>
        )}
      </header>
      <NextDraw games={lists.allGames} loading={lists.allLoading} />
      <div className={styles.controls}>
        <LobbyTabs tabs={tabs} selected={selected} menuCount={lists.menus.length} panelId={panelId} onSelect={onSelect} />
        <div className={styles.filters}>
          <WeekdayFilter value={state.weekday} onChange={(weekday) => dispatch({ type: 'weekday', weekday })} />
          <SearchBox value={state.search} onChange={(search) => dispatch({ type: 'search', search })} />
        </div>
      </div>
      <section id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${selected}`} className={styles.panel}>
        {lists.error && !lists.loading ? (
          <div className={styles.error} role="alert">
            <p>{t(isApiError(lists.error) ? lists.error.translationKey : 'errors:UNKNOWN')}</p>
            <Button variant="secondary" onClick={lists.retry}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <GameGrid
            games={lists.shown}
            loading={lists.loading}
            favouriteOf={favouriteOf}
            empty={state.search || state.weekday !== null ? t('empty.filtered') : t(`empty.${state.mode}`)}
          />
        )}
      </section>
    </div>
  );
}
