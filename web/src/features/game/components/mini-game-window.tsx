import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useQuery } from '@tanstack/react-query';
import type { ErrorCode } from '@tala/contract/errors';
import { games } from '@tala/contract/games';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useNavigate } from '../../../shared/router/react.tsx';
import { api } from '../../../shared/api/client.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useBrand } from '../../../shared/api/system-queries.ts';
import { launchUrl } from '../../../shared/lib/cdn.ts';
import type { GameLaunchTarget } from '../../../shared/lib/game-launch.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { useIsLoggedIn } from '../../../shared/state/session.ts';
import { openDialog } from '../../../shared/state/ui-store.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import type { DialogProps } from '../../../shared/ui/dialogs/registry.ts';
import { CloseIcon } from '../../../shared/ui/icons/icons.tsx';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { launchGame, vendorList, walletMode, type WalletMode } from '../api/launch.ts';
import { checkedGameUrl } from '../model/launch-route.ts';
import { clampPosition, keyMove, SHEET_BREAKPOINT, startPosition, windowSize, type Point } from '../model/mini-window.ts';
import { ExpandIcon, MinimiseIcon, MoveIcon, ReloadIcon } from './game-icons.tsx';
import { TransferStep } from './transfer-step.tsx';
import styles from './mini-game-window.module.css';

type Stage =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'transfer'; mode: WalletMode; vendorName: string }
  | { kind: 'ready'; url: string }
  | { kind: 'failed'; code: ErrorCode };

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });
const isSheet = () => window.innerWidth < SHEET_BREAKPOINT;

/** The brand's mini-game vendor's first game: what its tab plays (the brand's codes are the data). */
function useFirstGame(code: string, brandCode: boolean, language: string, enabled: boolean) {
  return useQuery({
    queryKey: ['games', 'mini-first', code, brandCode, language],
    queryFn: async ({ signal }) => {
      // another vendor's entry under mini games (an in-house studio) plays its first mini game
      const gameType = brandCode ? undefined : 'MINI';
      const page = await api(
        games.gameList,
        { vassalage: code, gameType, language, pageNo: 1, pageSize: 1 },
        { signal, quiet: true },
      );
      const game = page.games[0];
      if (!game) return null;
      return {
        vassalage: game.vassalage,
        gameType: game.gameType,
        nodeId: game.nodeId,
        gameId: game.gameId,
        gameName: game.gameName,
        isGame: 'GAME',
      } satisfies GameLaunchTarget;
    },
    enabled,
    staleTime: 10 * 60_000,
  });
}

/**
 * The shell's mini-game window (spec §2 "a mini game" region): a mini game played over any page
 * without leaving it. On a desktop it floats, can be dragged by its title bar (or moved with the
 * arrow keys on its move handle) and minimised to a pill; on a phone it is a bottom sheet. It is not
 * modal: the page under it stays usable, and the game keeps running while minimised (a crash round
 * in flight is not lost). One tab per mini-game code of the brand.
 */
export function MiniGameWindow({ request, onClose }: DialogProps<'miniGame'>) {
  const { t, i18n } = useTranslation(['game', 'errors']);
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const { miniGameCodes } = useBrand();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const requested = request.game?.vassalage ?? request.code;
  const [code, setCode] = useState(() => requested ?? miniGameCodes[0] ?? '');
  const [chosen, setChosen] = useState<GameLaunchTarget | undefined>(request.game);
  const [minimised, setMinimised] = useState(false);
  const [sheet, setSheet] = useState(isSheet);
  const [pos, setPos] = useState<Point>(() => startPosition(windowSize(viewport()), viewport()));
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [reloads, setReloads] = useState(0);
  const vendors = useQuery({
    queryKey: ['games', 'vendors'],
    queryFn: ({ signal }) => vendorList(signal),
    staleTime: 10 * 60_000,
  });
  const first = useFirstGame(code, miniGameCodes.includes(code), i18n.language, !chosen && code !== '');
  // the brand's codes, and the vendor played now when it is another one
  const codes = code === '' || miniGameCodes.includes(code) ? miniGameCodes : [...miniGameCodes, code];
  const target = chosen ?? first.data ?? undefined;

  // a new request (another game or code picked while the window is open) switches the tab
  useEffect(() => {
    if (request.game) setChosen(request.game);
    else setChosen(undefined);
    if (requested) setCode(requested);
    setMinimised(false);
  }, [request, requested]);

  useEffect(() => {
    const onResize = () => {
      setSheet(isSheet());
      setPos((p) => clampPosition(p, windowSize(viewport()), viewport()));
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  // focus moves into the window when it opens (it is a dialog, though not a modal one)
  useLayoutEffect(() => {
    panel.current?.focus();
  }, []);

  const launch = useCallback(
    async (game: GameLaunchTarget, signal: AbortSignal, skipTransfer = false) => {
      setStage({ kind: 'loading' });
      try {
        if (!skipTransfer) {
          const [mode, list] = await Promise.all([walletMode(signal), vendorList(signal)]);
          const vendor = list.find((v) => v.vassalage === game.vassalage);
          if (!mode.isSingle && vendor && !vendor.seamless) {
            setStage({ kind: 'transfer', mode, vendorName: vendor.name });
            return;
          }
        }
        const result = await launchGame(game, i18n.language, signal);
        const url = checkedGameUrl(launchUrl(result.game_url), window.location.href);
        setStage(url ? { kind: 'ready', url } : { kind: 'failed', code: 'INVALID_URL' });
      } catch (error) {
        if (signal.aborted) return;
        setStage({ kind: 'failed', code: isApiError(error) ? error.code : 'UNKNOWN' });
      }
    },
    [i18n.language],
  );

  const targetKey = target ? `${target.vassalage}:${target.nodeId ?? ''}:${target.gameId ?? ''}` : '';
  const aborter = useRef<AbortController | null>(null);
  const start = useCallback(
    (skipTransfer = false) => {
      aborter.current?.abort();
      if (!target || !loggedIn) return;
      const controller = new AbortController();
      aborter.current = controller;
      void launch(target, controller.signal, skipTransfer);
    },
    // the target object is rebuilt by queries; its identity is its key
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [targetKey, loggedIn, launch],
  );
  useEffect(() => {
    start();
    return () => aborter.current?.abort();
  }, [start]);

  const pick = (next: string) => {
    if (next === code && !chosen) return;
    setChosen(undefined);
    setCode(next);
    setStage({ kind: 'idle' });
  };

  const drag = useRef<{ dx: number; dy: number; id: number } | null>(null);
  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (sheet || e.button !== 0 || (e.target as HTMLElement).closest('button, a, [role="tab"]')) return;
    drag.current = { dx: e.clientX - pos.x, dy: e.clientY - pos.y, id: e.pointerId };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    setPos(clampPosition({ x: e.clientX - d.dx, y: e.clientY - d.dy }, windowSize(viewport()), viewport()));
  };
  const onPointerUp = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (drag.current?.id === e.pointerId) drag.current = null;
  };

  const fullScreen = () => {
    if (stage.kind !== 'ready') return;
    sessionStore.set('iframeUrl', stage.url);
    onClose();
    navigate(paths.game());
  };

  const vendorName = (c: string) => vendors.data?.find((v) => v.vassalage === c)?.name ?? c;
  const gameName = target?.gameName ?? vendorName(code);
  const size = windowSize(viewport());
  const placement = sheet ? undefined : { left: pos.x, top: pos.y, width: size.width, height: size.height };

  return createPortal(
    <>
      {minimised && (
        <button
          type="button"
          className={styles.pill}
          onClick={() => setMinimised(false)}
          aria-label={t('mini.restore', { name: gameName })}
        >
          <span className={styles.pillDot} aria-hidden="true" />
          <span className={styles.pillText}>{gameName}</span>
        </button>
      )}
      <div
        ref={panel}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.window} ${sheet ? styles.sheet : styles.floating}`}
        style={placement}
        hidden={minimised}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            setMinimised(true);
          }
        }}
      >
        <div className={styles.head} onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp}>
          {!sheet && (
            <button
              type="button"
              className={styles.tool}
              aria-label={t('mini.move')}
              title={t('mini.moveHint')}
              onKeyDown={(e) => {
                const next = keyMove(pos, e.key, e.shiftKey);
                if (!next) return;
                e.preventDefault();
                setPos(clampPosition(next, windowSize(viewport()), viewport()));
              }}
            >
              <MoveIcon width={18} height={18} />
            </button>
          )}
          {sheet && <span className={styles.grip} aria-hidden="true" />}
          <h2 id={titleId} className={styles.title}>
            <span className={styles.kicker}>{t('mini.title')}</span>
            <span className={styles.name}>{gameName}</span>
          </h2>
          <div className={styles.tools}>
            {stage.kind === 'ready' && (
              <>
                <button
                  type="button"
                  className={styles.tool}
                  onClick={() => setReloads((n) => n + 1)}
                  aria-label={t('frame.reload')}
                  title={t('frame.reload')}
                >
                  <ReloadIcon width={18} height={18} />
                </button>
                <button
                  type="button"
                  className={styles.tool}
                  onClick={fullScreen}
                  aria-label={t('mini.full')}
                  title={t('mini.full')}
                >
                  <ExpandIcon width={18} height={18} />
                </button>
              </>
            )}
            <button
              type="button"
              className={styles.tool}
              onClick={() => setMinimised(true)}
              aria-label={t('mini.minimise')}
              title={t('mini.minimise')}
            >
              <MinimiseIcon width={18} height={18} />
            </button>
            <button type="button" className={styles.tool} onClick={onClose} aria-label={t('mini.close')} title={t('mini.close')}>
              <CloseIcon width={18} height={18} />
            </button>
          </div>
        </div>
        {codes.length > 1 && (
          <div className={styles.tabs} role="tablist" aria-label={t('mini.tabs')}>
            {codes.map((c) => (
              <button
                key={c}
                type="button"
                role="tab"
                aria-selected={c === code}
                className={styles.tab}
                onClick={() => pick(c)}
                onKeyDown={(e) => {
                  const i = codes.indexOf(c);
                  const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
                  if (!step) return;
                  e.preventDefault();
                  const next = codes[(i + step + codes.length) % codes.length]!;
                  pick(next);
                  (e.currentTarget.parentElement?.querySelector(`[data-code="${next}"]`) as HTMLElement | null)?.focus();
                }}
                data-code={c}
                tabIndex={c === code ? 0 : -1}
              >
                {vendorName(c)}
              </button>
            ))}
          </div>
        )}
        <div className={styles.body} role="tabpanel" aria-label={gameName}>
          {!loggedIn ? (
            <div className={styles.center}>
              <p className={styles.lead}>{t('mini.loginTitle')}</p>
              <p className={styles.hint}>{t('mini.loginText')}</p>
              <Button onClick={() => openDialog({ name: 'login', tab: 'login' })}>{t('mini.login')}</Button>
            </div>
          ) : first.isError || (!chosen && first.isSuccess && !first.data) ? (
            <div className={styles.center} role="alert">
              <p className={styles.lead}>{t('mini.noGame')}</p>
            </div>
          ) : stage.kind === 'failed' ? (
            <div className={styles.center} role="alert">
              <p className={styles.lead}>{t(`errors:${stage.code}`)}</p>
              {stage.code !== 'GAME_MAINTENANCE' && stage.code !== 'TRIAL_ACCOUNT' && (
                <Button variant="secondary" onClick={() => start()}>
                  {t('launch.retry')}
                </Button>
              )}
            </div>
          ) : stage.kind === 'transfer' ? (
            <div className={styles.scroll}>
              <TransferStep vendorWallet={code} vendorName={stage.vendorName} mode={stage.mode} onPlay={() => start(true)} />
            </div>
          ) : stage.kind === 'ready' ? (
            <iframe
              key={`${stage.url}:${reloads}`}
              src={stage.url}
              title={gameName}
              className={styles.frame}
              allow="autoplay; fullscreen; clipboard-write"
              referrerPolicy="origin"
            />
          ) : (
            <div className={styles.center} role="status" aria-live="polite">
              <Spinner />
              <p className={styles.hint}>{t('launch.starting', { name: gameName })}</p>
            </div>
          )}
        </div>
      </div>
    </>,
    document.body,
  );
}
