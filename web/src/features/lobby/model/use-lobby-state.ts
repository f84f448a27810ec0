import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '../../../shared/router/react.tsx';
import { useUiStore } from '../../../shared/state/ui-store.ts';
import { lobbySearchParams, parseLobbyState, updateLobbyState, type LobbyState } from './lobby-filter.ts';

/** The lobby state in the URL; the header logo (filtersResetAt) clears it. */
export function useLobbyState(): [LobbyState, (patch: Partial<LobbyState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseLobbyState(params), [params]);
  const current = useRef(state);
  current.current = state;

  const update = useCallback(
    (patch: Partial<LobbyState>) => {
      const next = updateLobbyState(current.current, patch);
      // the router renders a new address later (a transition): a second change before that render
      // (the search box's delayed write right after a filter was chosen) builds on this one, or it
      // would put back the address from before the first
      current.current = next;
      // typing a search replaces the entry; choosing a vendor or view is a step back can undo
      const replace = patch.search !== undefined && Object.keys(patch).length === 1;
      setParams(lobbySearchParams(next), { replace, preventScrollReset: true });
    },
    [setParams],
  );

  const resetAt = useUiStore((s) => s.filtersResetAt);
  const firstReset = useRef(resetAt);
  useEffect(() => {
    if (resetAt !== firstReset.current) setParams(new URLSearchParams(), { replace: true });
  }, [resetAt, setParams]);

  return [state, update];
}
