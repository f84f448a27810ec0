import { useCallback, useEffect, useRef, useState } from 'react';
import { MAIN_WALLET } from '@tala/contract/core/money';
import type { ErrorCode } from '@tala/contract/errors';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useNavigate } from '../../../shared/router/react.tsx';
import { isApiError } from '../../../shared/api/api-error.ts';
import { launchUrl } from '../../../shared/lib/cdn.ts';
import type { GameLaunchTarget } from '../../../shared/lib/game-launch.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { closeDialog } from '../../../shared/state/ui-store.ts';
import { launchGame, vendorList, walletMode, type WalletMode } from '../api/launch.ts';
import { checkedGameUrl, gameRoute } from './launch-route.ts';

export type LaunchState =
  | { phase: 'checking' }
  | { phase: 'transfer'; vendorWallet: string; vendorName: string; mode: WalletMode }
  | { phase: 'launching' }
  | { phase: 'failed'; code: ErrorCode };

function errorCode(error: unknown): ErrorCode {
  if (isApiError(error)) return error.code;
  return 'UNKNOWN';
}

/**
 * The launch call and what follows it (spec §4): when the brand's wallet is not single and the
 * vendor keeps its own wallet, the transfer step comes first; the URL is checked, kept in the
 * session (iframeUrl) and shown on /game or /seamless.
 */
export function useLaunch(target: GameLaunchTarget, onDone: () => void) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<LaunchState>({ phase: 'checking' });
  const aborter = useRef<AbortController | null>(null);

  const launch = useCallback(async () => {
    aborter.current?.abort();
    const controller = new AbortController();
    aborter.current = controller;
    setState({ phase: 'launching' });
    try {
      const result = await launchGame(target, i18n.language, controller.signal);
      const url = checkedGameUrl(launchUrl(result.game_url), window.location.href);
      if (!url) {
        setState({ phase: 'failed', code: 'INVALID_URL' });
        return;
      }
      sessionStore.set('iframeUrl', url);
      // a vendor's popup list the game was picked from closes with the launch
      closeDialog('gamePopup');
      onDone();
      navigate(gameRoute(result.seamless));
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ phase: 'failed', code: errorCode(error) });
    }
  }, [target, i18n.language, navigate, onDone]);

  const start = useCallback(async () => {
    setState({ phase: 'checking' });
    try {
      const [mode, vendors] = await Promise.all([walletMode(), vendorList()]);
      const vendor = vendors.find((v) => v.vassalage === target.vassalage);
      if (!mode.isSingle && vendor && !vendor.seamless) {
        setState({ phase: 'transfer', vendorWallet: vendor.vassalage, vendorName: vendor.name, mode });
        return;
      }
    } catch (error) {
      setState({ phase: 'failed', code: errorCode(error) });
      return;
    }
    await launch();
  }, [target.vassalage, launch]);

  useEffect(() => () => aborter.current?.abort(), []);

  return { state, start, launch, mainWallet: MAIN_WALLET };
}
