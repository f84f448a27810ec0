import { useTranslation } from '../../../../shared/i18n/react.tsx';
import { Link } from '../../../../shared/router/react.tsx';
import type { LotteryDraw } from '@tala/contract/lottery';
import { paths } from '../../../../shared/lib/paths.ts';
import { Balls } from '../../../../shared/ui/balls/balls.tsx';
import { Countdown } from '../../../../shared/ui/countdown/countdown.tsx';
import { ChevronLeftIcon } from '../../../../shared/ui/icons/icons.tsx';
import type { LobbyGame } from '../../model/live-games.ts';
import { DrawDays } from '../lobby/draw-days.tsx';
import { ScheduleText } from '../lobby/schedule-text.tsx';
import styles from './game-header.module.css';

export interface GameHeaderProps {
  game: LobbyGame;
  current: LotteryDraw | null;
  last: LotteryDraw | null;
  /** The last result arrived live while watching: its balls roll in. */
  fresh: boolean;
}

/** The betting view's head: the game, its numero, the countdowns, the last result and the seed hash. */
export function GameHeader({ game, current, last, fresh }: GameHeaderProps) {
  const { t } = useTranslation('lottery');
  const locked = game.status === 'LOCKED';
  return (
    <section className={styles.header} aria-labelledby="lottery-game-title">
      <div className={styles.identity}>
        <Link to={paths.lottery()} className={styles.back}>
          <ChevronLeftIcon width={16} height={16} />
          {t('betting.backToLobby')}
        </Link>
        <h1 id="lottery-game-title" className={styles.name}>
          {game.remark}
        </h1>
        <p className={styles.numero}>
          {game.numero ? t('card.numero', { numero: game.numero }) : t('card.noDraw')}
          {game.numero && (
            <span className={`${styles.status} ${locked ? styles.locked : ''}`}>
              {locked ? t('betting.statusLocked') : t('betting.statusOpen')}
            </span>
          )}
        </p>
        <div className={styles.schedule}>
          <DrawDays drawDayOfWeek={game.drawDayOfWeek} />
          <ScheduleText game={game} />
        </div>
      </div>

      <div className={styles.clocks}>
        {game.numero ? (
          <>
            <Countdown
              formatDays={(n) => t('card.days', { count: n })}
              target={locked ? 0 : game.lockAt}
              label={t('card.closesIn')}
              doneLabel={t('card.closed')}
              look="hero"
            />
            <Countdown
              formatDays={(n) => t('card.days', { count: n })}
              target={game.drawAt}
              label={t('card.drawIn')}
              doneLabel={t('card.drawing')}
              urgentBelowMs={0}
              onAccent
            />
          </>
        ) : (
          <p>{t('card.noDraw')}</p>
        )}
      </div>

      <div className={styles.last}>
        <span className={styles.caption}>
          {last ? t('betting.lastDraw', { numero: last.numero, date: last.winningDate }) : t('card.lastResult')}
        </span>
        <Balls
          key={last?.numero ?? 'none'}
          value={last?.openNumber}
          size="lg"
          animate={fresh}
          label={last?.openNumber ? t('card.winningNumber', { number: last.openNumber }) : t('card.noResult')}
          placeholder={t('card.noResult')}
        />
        {current && (
          <p className={styles.hash} title={current.seedHash}>
            {t('betting.seedHash', { numero: current.numero })} <code>{current.seedHash.slice(0, 16)}…</code>
          </p>
        )}
      </div>
    </section>
  );
}
