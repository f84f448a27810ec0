import { useId } from 'react';
import { useTranslation } from '../../../../shared/i18n/react.tsx';
import type { PlayType } from '@tala/contract/lottery';
import { stakePresets } from '../../model/bet-slip.ts';
import { currencySymbol, useFormat } from '../../../../shared/lib/format.ts';
import styles from './stake-field.module.css';

export interface StakeFieldProps {
  play: PlayType;
  value: string;
  onChange: (value: string) => void;
  errorId?: string;
  invalid?: boolean;
}

/** Stake per bet: typed, or one of the presets inside the play type's limits. */
export function StakeField({ play, value, onChange, errorId, invalid }: StakeFieldProps) {
  const { t } = useTranslation('lottery');
  const { money } = useFormat();
  const id = useId();
  const hintId = useId();
  return (
    <div className={styles.stake}>
      <div className={styles.row}>
        <label htmlFor={id} className={styles.label}>
          {t('stake.label')}
        </label>
        <span id={hintId} className={styles.hint}>
          {t('stake.limits', {
            min: money(play.minStakeMinor),
            max: money(play.maxStakeMinor),
          })}
        </span>
      </div>
      <div className={styles.inputWrap}>
        <span className={styles.currency} aria-hidden="true">
          {currencySymbol()}
        </span>
        <input
          id={id}
          className={styles.input}
          value={value}
          inputMode="decimal"
          autoComplete="off"
          maxLength={16}
          aria-invalid={invalid || undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
          // letters go, a minus stays: dropped, it would turn -5 into a stake of 5 without a word
          onChange={(event) => onChange(event.target.value.replace(/[^\d.,-]/g, ''))}
        />
      </div>
      <div className={styles.presets} role="group" aria-label={t('stake.presets')}>
        {stakePresets(play).map((amount) => (
          <button
            key={amount}
            type="button"
            className={styles.preset}
            aria-pressed={value === String(amount)}
            onClick={() => onChange(String(amount))}
          >
            {amount}
          </button>
        ))}
      </div>
    </div>
  );
}
