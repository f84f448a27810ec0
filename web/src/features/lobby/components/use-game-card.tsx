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
export function useGameCardRenderer(vendorNames: ReadonlyMap<string, string>) {
  const loggedIn = useIsLoggedIn();
  const favourites = useFavouriteIds();
  const toggle = useToggleFavourite();
  const pendingId = toggle.isPending ? toggle.variables?.game.nodeId : undefined;
  const { mutate } = toggle;

  return useCallback(
    (game: Game) => {
      const active = favourites.has(game.nodeId);
      return (
        <GameCard
          game={game}
          vendorName={vendorNames.get(game.vassalage)}
          onPlay={playGame}
          favourite={
            loggedIn
              ? { active, pending: pendingId === game.nodeId, onToggle: () => mutate({ game, favourite: active }) }
              : undefined
          }
        />
      );
    },
    [favourites, loggedIn, pendingId, mutate, vendorNames],
  );
}
