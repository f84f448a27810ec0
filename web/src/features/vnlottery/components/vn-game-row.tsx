import { useTranslation } from '../../../shared/i18n/react.tsx';
import { Link } from '../../../shared/router/react.tsx';
import type { LotteryGame } from '@tala/contract/lottery';
import { formatWinningDate } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { Balls } from '../../../shared/ui/balls/balls.tsx';
import { Countdown } from '../../../shared/ui/countdown/countdown.tsx';
import { drawTargets } from '../api/vn-games.ts';
import styles from './vn-game-row.module.css';

/** One Vietnam game: its next numero counting down, and its last result. */
export function VnGameRow({ game }: { game: LotteryGame }) {
  const { t } = useTranslation('lottery');
  const { drawAt, lockAt } = drawTargets(game);
  return (
    <li className={styles.row}>
      <div className={styles.name}>
        <h3 className={styles.title}>{game.remark}</h3>
        <span className={styles.meta}>
          {game.numero ? t('card.numero', { numero: game.numero }) : t('card.noDraw')}
          {game.drawTimes.length > 0 && ` · ${game.drawTimes.join(' · ')}`}
        </span>
      </div>
      <div className={styles.timer}>
        {game.numero ? (
          <>
            <Countdown
              formatDays={(n) => t('card.days', { count: n })}
              target={lockAt}
              label={t('card.closesIn')}
              doneLabel={t('card.closed')}
              look="digits"
            />
            <Countdown
              formatDays={(n) => t('card.days', { count: n })}
              target={drawAt}
              label={t('card.drawIn')}
              doneLabel={t('card.drawing')}
              urgentBelowMs={0}
            />
          </>
        ) : (
          <span className={styles.idle}>{t('card.noDraw')}</span>
        )}
      </div>
      <div className={styles.result}>
        <Balls
          value={game.lastOpenNumber}
          size="sm"
          label={game.lastOpenNumber ? t('card.winningNumber', { number: game.lastOpenNumber }) : t('card.noResult')}
          placeholder={t('card.noResult')}
        />
        {game.lastNumero && (
          <span className={styles.meta}>
            {t('card.numero', { numero: game.lastNumero })}
            {game.lastWinningTime && ` · ${formatWinningDate(game.lastWinningTime, game.timeZone)}`}
          </span>
        )}
      </div>
      <Link
        className={styles.bet}
        to={paths.lottery({ gameCode: game.gameCode })}
        aria-label={t('card.betOn', { name: game.remark })}
      >
        {t('card.betNow')}
      </Link>
    </li>
  );
}
