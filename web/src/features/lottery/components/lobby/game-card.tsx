import { useTranslation } from '../../../../shared/i18n/react.tsx';
import { Link } from '../../../../shared/router/react.tsx';
import { paths } from '../../../../shared/lib/paths.ts';
import { Balls } from '../../../../shared/ui/balls/balls.tsx';
import { Countdown } from '../../../../shared/ui/countdown/countdown.tsx';
import type { LobbyGame } from '../../model/live-games.ts';
import { DrawDays } from './draw-days.tsx';
import { FavouriteButton } from './favourite-button.tsx';
import { ScheduleText, SpeedBadge } from './schedule-text.tsx';
import styles from './game-card.module.css';

export interface GameCardProps {
  game: LobbyGame;
  /** Absent for visitors: the star shows only to logged-in players. */
  favourite?: { on: boolean; pending: boolean; onToggle: () => void };
}

/** One lottery game: name, next numero, live countdowns to lock and draw, last result, draw days. */
export function GameCard({ game, favourite }: GameCardProps) {
  const { t } = useTranslation('lottery');
  const titleId = `lottery-game-${game.gameId}`;
  const betHref = paths.lottery({ gameCode: game.gameCode });
  const lockedEarly = game.status === 'LOCKED';

  return (
    <article className={styles.card} aria-labelledby={titleId} data-game={game.gameCode}>
      <header className={styles.head}>
        <span className={styles.avatar} data-family={game.gameGroupCode} aria-hidden="true">
          <SpeedBadge game={game} />
        </span>
        <div className={styles.titles}>
          <h3 id={titleId} className={styles.name}>
            <Link to={betHref} className={styles.nameLink}>
              {game.remark}
            </Link>
          </h3>
          <p className={styles.meta}>
            <span className={styles.numero}>{game.numero ? t('card.numero', { numero: game.numero }) : t('card.noDraw')}</span>
            {game.isHot && <span className={styles.hot}>{t('card.hot')}</span>}
          </p>
        </div>
        {favourite && (
          <FavouriteButton
            name={game.remark}
            favourite={favourite.on}
            pending={favourite.pending}
            onToggle={favourite.onToggle}
          />
        )}
      </header>

      <div className={styles.timers}>
        {game.numero ? (
          <>
            <Countdown
              target={lockedEarly ? 0 : game.lockAt}
              label={t('card.closesIn')}
              doneLabel={t('card.closed')}
              look="digits"
            />
            <Countdown
              formatDays={(n) => t('card.days', { count: n })}
              target={game.drawAt}
              label={t('card.drawIn')}
              doneLabel={t('card.drawing')}
              urgentBelowMs={0}
            />
          </>
        ) : (
          <p className={styles.idle}>{game.status === 'CANCELLED' ? t('card.cancelled') : t('card.noDraw')}</p>
        )}
      </div>

      <div className={styles.result}>
        <span className={styles.resultLabel}>
          {game.lastNumero ? t('card.lastResultOf', { numero: game.lastNumero }) : t('card.lastResult')}
        </span>
        <Balls
          value={game.lastOpenNumber}
          size="sm"
          label={game.lastOpenNumber ? t('card.winningNumber', { number: game.lastOpenNumber }) : t('card.noResult')}
          placeholder={t('card.noResult')}
        />
      </div>

      <footer className={styles.foot}>
        <div className={styles.schedule}>
          <DrawDays drawDayOfWeek={game.drawDayOfWeek} />
          <ScheduleText game={game} />
        </div>
        <Link to={betHref} className={styles.bet} aria-label={t('card.betOn', { name: game.remark })}>
          {t('card.betNow')}
        </Link>
      </footer>
    </article>
  );
}
