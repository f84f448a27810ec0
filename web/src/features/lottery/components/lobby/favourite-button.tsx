import { useTranslation } from '../../../../shared/i18n/react.tsx';
import styles from './favourite-button.module.css';

export interface FavouriteButtonProps {
  name: string;
  favourite: boolean;
  pending: boolean;
  onToggle: () => void;
}

/** A star: pressed when the game is a favourite. The state flips only once the server agreed. */
export function FavouriteButton({ name, favourite, pending, onToggle }: FavouriteButtonProps) {
  const { t } = useTranslation('lottery');
  return (
    <button
      type="button"
      className={`${styles.star} ${favourite ? styles.on : ''}`}
      aria-pressed={favourite}
      aria-busy={pending}
      disabled={pending}
      aria-label={t('card.favourite', { name })}
      title={favourite ? t('card.removeFavourite') : t('card.addFavourite')}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 3.2l2.6 5.5 6 .8-4.4 4.1 1.1 5.9L12 16.6l-5.3 2.9 1.1-5.9L3.4 9.5l6-.8z"
          fill={favourite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
