import { useTranslation } from '../../../../shared/i18n/react.tsx';
import type { PlayType } from '@tala/contract/lottery';
import styles from './play-type-picker.module.css';

export interface PlayTypePickerProps {
  playTypes: readonly PlayType[];
  value: string;
  onChange: (code: string) => void;
}

/** The play types of the game with their odds: one is chosen at a time. */
export function PlayTypePicker({ playTypes, value, onChange }: PlayTypePickerProps) {
  const { t } = useTranslation('lottery');
  return (
    <div role="radiogroup" aria-label={t('picker.playType')} className={styles.group}>
      {playTypes.map((play) => {
        const checked = play.code === value;
        return (
          <button
            key={play.code}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            className={styles.option}
            onClick={() => onChange(play.code)}
            onKeyDown={(event) => {
              const index = playTypes.findIndex((p) => p.code === value);
              const step =
                event.key === 'ArrowRight' || event.key === 'ArrowDown'
                  ? 1
                  : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
                    ? -1
                    : 0;
              if (!step) return;
              event.preventDefault();
              const next = playTypes[(index + step + playTypes.length) % playTypes.length]!;
              onChange(next.code);
              const group = event.currentTarget.parentElement;
              requestAnimationFrame(() => group?.querySelector<HTMLButtonElement>('[aria-checked="true"]')?.focus());
            }}
          >
            <span className={styles.name}>{play.name}</span>
            <span className={styles.odds}>{t('picker.odds', { odds: play.odds })}</span>
          </button>
        );
      })}
    </div>
  );
}
