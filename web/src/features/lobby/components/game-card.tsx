import { memo } from 'react';
import type { Game } from '@tala/contract/games';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { LazyImage } from '../../../shared/ui/lazy-image/lazy-image.tsx';
import { FlameIcon, HeartIcon, PlayIcon, WrenchIcon } from './lobby-icons.tsx';
import styles from './game-card.module.css';

export interface GameCardProps {
  game: Game;
  vendorName?: string;
  /** Show the HOT badge of a hot game (off in a row that holds only hot games). */
  hotBadge?: boolean;
  /** Whether it is a favourite; undefined for a visitor, who gets no heart (favourites need login). */
  favourite?: boolean;
  /** A favourite change for this game is on its way. */
  favouritePending?: boolean;
  onToggleFavourite?: (game: Game, favourite: boolean) => void;
  onPlay: (game: Game) => void;
}

/**
 * A game tile: artwork, hot badge, name and vendor; the whole tile plays the game, the heart
 * (members only) toggles the favourite. Under maintenance it says so and cannot be started.
 */
export const GameCard = memo(function GameCard({
  game,
  vendorName,
  hotBadge = true,
  favourite,
  favouritePending = false,
  onToggleFavourite,
  onPlay,
}: GameCardProps) {
  const { t } = useTranslation('lobby');
  return (
    <article className={styles.card} data-maintenance={game.maintenance || undefined}>
      <button
        type="button"
        className={styles.play}
        onClick={() => onPlay(game)}
        disabled={game.maintenance}
        aria-label={game.maintenance ? t('card.maintenanceOf', { name: game.gameName }) : t('card.play', { name: game.gameName })}
      >
        <span className={styles.art}>
          <LazyImage src={game.icon} alt="" className={styles.image} />
          <span className={styles.shade} aria-hidden="true">
            <span className={styles.playBadge}>
              <PlayIcon width={22} height={22} />
            </span>
          </span>
          {game.maintenance && (
            <span className={styles.maintenance}>
              <WrenchIcon width={16} height={16} />
              {t('card.maintenance')}
            </span>
          )}
        </span>
        <span className={styles.name}>{game.gameName}</span>
        {vendorName && <span className={styles.vendor}>{vendorName}</span>}
      </button>
      {hotBadge && game.isHot === 1 && (
        <span className={styles.hot}>
          <FlameIcon width={12} height={12} />
          {t('card.hot')}
        </span>
      )}
      {favourite !== undefined && onToggleFavourite && (
        <button
          type="button"
          className={styles.heart}
          aria-pressed={favourite}
          aria-busy={favouritePending || undefined}
          disabled={favouritePending}
          aria-label={t('card.favourite', { name: game.gameName })}
          onClick={() => onToggleFavourite(game, favourite)}
        >
          <HeartIcon width={18} height={18} />
        </button>
      )}
    </article>
  );
});
