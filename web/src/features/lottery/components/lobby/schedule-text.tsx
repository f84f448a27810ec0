import { useTranslation } from '../../../../shared/i18n/react.tsx';
import type { LotteryGame } from '@tala/contract/lottery';
import styles from './game-card.module.css';

/** "Every 1 min", "Every 2 h" or "19:00 · 21:00": how often the game draws. */
export function ScheduleText({ game }: { game: Pick<LotteryGame, 'intervalSeconds' | 'drawTimes'> }) {
  const { t } = useTranslation('lottery');
  let text = '';
  if (game.intervalSeconds) {
    const s = game.intervalSeconds;
    text =
      s % 3600 === 0
        ? t('card.everyHours', { count: s / 3600 })
        : s % 60 === 0
          ? t('card.everyMinutes', { count: s / 60 })
          : t('card.everySeconds', { count: s });
  } else if (game.drawTimes.length > 0) {
    text = game.drawTimes.length > 3 ? t('card.drawsPerDay', { count: game.drawTimes.length }) : game.drawTimes.join(' · ');
  }
  return text ? <span className={styles.scheduleText}>{text}</span> : null;
}

/** The card's badge: how fast the game draws ("1", "min") or its first draw time ("21:00"). */
export function SpeedBadge({ game }: { game: Pick<LotteryGame, 'intervalSeconds' | 'drawTimes'> }) {
  const { t } = useTranslation('lottery');
  const s = game.intervalSeconds;
  if (s) {
    const [value, unit] =
      s % 3600 === 0 ? [s / 3600, t('card.unitHour')] : s % 60 === 0 ? [s / 60, t('card.unitMinute')] : [s, t('card.unitSecond')];
    return (
      <span className={styles.speed}>
        <strong>{value}</strong>
        <small>{unit}</small>
      </span>
    );
  }
  return (
    <span className={styles.speed}>{game.drawTimes[0] ? <small className={styles.time}>{game.drawTimes[0]}</small> : null}</span>
  );
}
