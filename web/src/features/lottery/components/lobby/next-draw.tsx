import { useTranslation } from '../../../../shared/i18n/react.tsx';
import { Link } from '../../../../shared/router/react.tsx';
import { paths } from '../../../../shared/lib/paths.ts';
import { Balls } from '../../../../shared/ui/balls/balls.tsx';
import { Countdown } from '../../../../shared/ui/countdown/countdown.tsx';
import { useServerNow } from '../../../../shared/ui/countdown/use-server-now.ts';
import type { LobbyGame } from '../../model/live-games.ts';
import styles from './next-draw.module.css';

/** The game whose betting closes soonest: the lobby's headline, so a player can jump straight in. */
export function soonestOpen(games: readonly LobbyGame[], now: number): LobbyGame | null {
  let best: LobbyGame | null = null;
  for (const game of games) {
    if (game.status !== 'OPEN' || game.lockAt === null || game.lockAt <= now) continue;
    if (!best || game.lockAt < best.lockAt!) best = game;
  }
  return best;
}

/**
 * While the lobby's games load, the headline's place at its own size, so the tabs and the games
 * below do not jump down when it arrives. Its parts keep their layout, hidden; it says nothing to
 * assistive technology (the game grid below announces the loading).
 */
function NextDrawPlaceholder({ now }: { now: number }) {
  const { t } = useTranslation('lottery');
  return (
    <div className={`${styles.hero} ${styles.waiting}`} aria-hidden="true" data-testid="next-draw-placeholder">
      <div>
        <p className={styles.kicker}>{t('hero.kicker')}</p>
        <p className={styles.name}>{'\u00a0'}</p>
        <p className={styles.numero}>{'\u00a0'}</p>
      </div>
      <div className={styles.hidden}>
        <Countdown target={now + 3 * 60_000} label={t('card.closesIn')} doneLabel={t('card.closed')} look="hero" />
      </div>
      <div className={`${styles.last} ${styles.hidden}`}>
        <span className={styles.lastLabel}>{t('card.lastResult')}</span>
        <Balls value={null} size="md" label={t('card.noResult')} placeholder={t('card.noResult')} />
      </div>
      <span className={`${styles.cta} ${styles.hidden}`}>{t('hero.play')}</span>
    </div>
  );
}

export function NextDraw({ games, loading = false }: { games: readonly LobbyGame[]; loading?: boolean }) {
  const { t } = useTranslation('lottery');
  const now = useServerNow(1000);
  const game = soonestOpen(games, now);
  if (!game) return loading ? <NextDrawPlaceholder now={now} /> : null;
  return (
    <section className={styles.hero} aria-labelledby="lottery-next-draw">
      <div>
        <p className={styles.kicker}>{t('hero.kicker')}</p>
        <h2 id="lottery-next-draw" className={styles.name}>
          {game.remark}
        </h2>
        <p className={styles.numero}>{t('card.numero', { numero: game.numero })}</p>
      </div>
      <Countdown
        formatDays={(n) => t('card.days', { count: n })}
        target={game.lockAt}
        label={t('card.closesIn')}
        doneLabel={t('card.closed')}
        look="hero"
      />
      <div className={styles.last}>
        <span className={styles.lastLabel}>{t('card.lastResult')}</span>
        <Balls
          value={game.lastOpenNumber}
          size="md"
          label={game.lastOpenNumber ? t('card.winningNumber', { number: game.lastOpenNumber }) : t('card.noResult')}
          placeholder={t('card.noResult')}
        />
      </div>
      <Link to={paths.lottery({ gameCode: game.gameCode })} className={styles.cta}>
        {t('hero.play')}
      </Link>
    </section>
  );
}
