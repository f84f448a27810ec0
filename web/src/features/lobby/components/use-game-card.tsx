import { useCallback } from 'react';
import type { Game } from '@tala/contract/games';
import { useIsLoggedIn } from '../../../shared/state/session.ts';
import { openDialog } from '../../../shared/state/ui-store.ts';
import { useFavouriteIds, useToggleFavourite } from '../api/favourites.ts';
import { GameCard } from './game-card.tsx';

/** Starts a game through the launch flow (game feature's dialog). */
export function playGame(game: Game): void {
  openDialog({
    name: 'gameLaunch',
    game: {
      vassalage: game.vassalage,
      gameType: game.gameType,
      nodeId: game.nodeId,
      gameId: game.gameId,
      gameName: game.gameName,
      isGame: 'GAME',
    },
  });
}

/** A card renderer wired to favourites (members only) and the launch flow. */
export function useGameCardRenderer(vendorNames: ReadonlyMap<string, string>, options: { hotBadge?: boolean } = {}) {
  const hotBadge = options.hotBadge ?? true;
  const loggedIn = useIsLoggedIn();
  const favourites = useFavouriteIds();
  const toggle = useToggleFavourite();
  const pendingId = toggle.isPending ? toggle.variables?.game.nodeId : undefined;
  const { mutate } = toggle;
  const onToggleFavourite = useCallback((game: Game, favourite: boolean) => mutate({ game, favourite }), [mutate]);

  // stable while nothing changes, so memoised cards and rows skip re-rendering during a scroll
  return useCallback(
    (game: Game) => (
      <GameCard
        game={game}
        vendorName={vendorNames.get(game.vassalage)}
        hotBadge={hotBadge}
        onPlay={playGame}
        favourite={loggedIn ? favourites.has(game.nodeId) : undefined}
        favouritePending={pendingId === game.nodeId}
        onToggleFavourite={onToggleFavourite}
      />
    ),
    [favourites, loggedIn, pendingId, onToggleFavourite, vendorNames, hotBadge],
  );
}
