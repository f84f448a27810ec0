import { useTranslation } from '../../../../shared/i18n/react.tsx';
import { drawsDaily, parseDrawDays, WEEKDAY_CODES, weekdayCodeOf } from '../../model/weekday.ts';
import styles from './draw-days.module.css';

/** The seven weekdays with the drawing ones lit; today is outlined. */
export function DrawDays({ drawDayOfWeek, today = new Date() }: { drawDayOfWeek: string; today?: Date }) {
  const { t } = useTranslation('lottery');
  const codes = parseDrawDays(drawDayOfWeek);
  const todayCode = weekdayCodeOf(today);
  const names = codes.map((code) => t(`weekday.${code}`)).join(', ');
  const label = drawsDaily(codes) || codes.length === 0 ? t('card.drawsDaily') : t('card.drawsOn', { days: names });
  return (
    <ul className={styles.days} aria-label={label}>
      {WEEKDAY_CODES.map((code) => {
        const on = codes.length === 0 || codes.includes(code);
        return (
          <li
            key={code}
            className={`${styles.day} ${on ? styles.on : ''} ${code === todayCode ? styles.today : ''}`}
            aria-hidden="true"
          >
            {t(`weekdayInitial.${code}`)}
          </li>
        );
      })}
    </ul>
  );
}
