import { useId } from 'react';
import { useTranslation } from '../../../../shared/i18n/react.tsx';
import type { PlayType } from '@tala/contract/lottery';
import styles from './number-picker.module.css';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

export interface NumberPickerProps {
  play: PlayType;
  value: string;
  onChange: (value: string) => void;
  /** Id of the message describing a problem with the number. */
  errorId?: string;
  invalid?: boolean;
}

/** Choices (Big/Small, Odd/Even) as large buttons; digit plays as one ball row per position plus a field. */
export function NumberPicker({ play, value, onChange, errorId, invalid }: NumberPickerProps) {
  const { t } = useTranslation('lottery');
  const inputId = useId();

  if (play.choices) {
    return (
      <div role="radiogroup" aria-label={t('picker.choice')} className={styles.choices} aria-describedby={errorId}>
        {play.choices.map((choice) => (
          <button
            key={choice}
            type="button"
            role="radio"
            aria-checked={value === choice}
            className={styles.choice}
            onClick={() => onChange(choice)}
          >
            <span className={styles.choiceName}>{t(`choice.${choice}`, { defaultValue: choice })}</span>
            <span className={styles.choiceHint}>{t(`choiceHint.${choice}`, { defaultValue: '' })}</span>
          </button>
        ))}
      </div>
    );
  }

  const padded = value.padEnd(play.digits, ' ').slice(0, play.digits);
  function setDigit(position: number, digit: string) {
    const chars = padded.split('');
    chars[position] = chars[position] === digit ? ' ' : digit;
    onChange(chars.join('').trimEnd());
  }

  return (
    <div className={styles.digits}>
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          {t('picker.number', { digits: play.digits })}
        </label>
        <input
          id={inputId}
          className={styles.input}
          value={value}
          inputMode="numeric"
          autoComplete="off"
          maxLength={play.digits}
          aria-invalid={invalid || undefined}
          aria-describedby={errorId}
          placeholder={'0'.repeat(play.digits)}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, play.digits))}
        />
      </div>
      {Array.from({ length: play.digits }, (_, position) => (
        <div key={position} role="group" aria-label={t('picker.position', { n: position + 1 })} className={styles.row}>
          <span className={styles.rowLabel} aria-hidden="true">
            {position + 1}
          </span>
          {DIGITS.map((digit) => (
            <button
              key={digit}
              type="button"
              className={styles.ball}
              aria-pressed={padded[position] === digit}
              aria-label={t('picker.digitAt', { digit, n: position + 1 })}
              onClick={() => setDigit(position, digit)}
            >
              {digit}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}
