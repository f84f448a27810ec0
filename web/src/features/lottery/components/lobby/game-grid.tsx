import type { ReactNode } from 'react';
import type { LobbyGame } from '../../model/live-games.ts';
import { GameCard } from './game-card.tsx';
import styles from './game-grid.module.css';

export interface GameGridProps {
  games: readonly LobbyGame[];
  loading: boolean;
  empty: ReactNode;
  favouriteOf?: (game: LobbyGame) => { on: boolean; pending: boolean; onToggle: () => void } | undefined;
}

export function GameGrid({ games, loading, empty, favouriteOf }: GameGridProps) {
  if (loading) {
    return (
      <div className={styles.grid} aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className={styles.skeleton} />
        ))}
      </div>
    );
  }
  if (games.length === 0) return <div className={styles.empty}>{empty}</div>;
  return (
    <ul className={styles.grid}>
      {games.map((game) => (
        <li key={game.gameId} className={styles.item}>
          <GameCard game={game} favourite={favouriteOf?.(game)} />
        </li>
      ))}
    </ul>
  );
}
