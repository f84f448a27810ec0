import { useTranslation } from '../../../../shared/i18n/react.tsx';
import { WEEKDAY_CODES, weekdayCodeOf } from '../../model/weekday.ts';
import styles from './weekday-filter.module.css';

export interface WeekdayFilterProps {
  value: number | null;
  onChange: (code: number | null) => void;
}

/** Any day, or one draw day (weekday codes, spec §9); today is marked. */
export function WeekdayFilter({ value, onChange }: WeekdayFilterProps) {
  const { t } = useTranslation('lottery');
  const today = weekdayCodeOf(new Date());
  return (
    <div role="group" aria-label={t('filters.weekday')} className={styles.group}>
      <button type="button" className={styles.chip} aria-pressed={value === null} onClick={() => onChange(null)}>
        {t('filters.anyDay')}
      </button>
      {WEEKDAY_CODES.map((code) => (
        <button
          key={code}
          type="button"
          className={`${styles.chip} ${code === today ? styles.today : ''}`}
          aria-pressed={value === code}
          aria-label={code === today ? t('filters.todayIs', { day: t(`weekday.${code}`) }) : t(`weekday.${code}`)}
          onClick={() => onChange(value === code ? null : code)}
        >
          {t(`weekdayShort.${code}`)}
        </button>
      ))}
    </div>
  );
}
