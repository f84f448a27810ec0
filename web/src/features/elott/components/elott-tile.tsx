import { useTranslation } from '../../../shared/i18n/react.tsx';
import { Link } from '../../../shared/router/react.tsx';
import type { Game } from '@tala/contract/games';
import type { LotteryGame } from '@tala/contract/lottery';
import { imageUrl } from '../../../shared/lib/cdn.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { openDialog } from '../../../shared/state/ui-store.ts';
import { Balls } from '../../../shared/ui/balls/balls.tsx';
import { Countdown } from '../../../shared/ui/countdown/countdown.tsx';
import { DefaultGameIcon, LazyImage } from '../../../shared/ui/lazy-image/lazy-image.tsx';
import styles from './elott-tile.module.css';

/** Vendors whose games open on the lottery route instead of a vendor launch (spec §4). */
const LOTTERY_VENDORS = new Set(['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT']);

/** A catalogue e-lottery game; with live draw data when it is one of the site's own draws. */
export function ElottTile({ game, live }: { game: Game; live: LotteryGame | undefined }) {
  const { t } = useTranslation('lottery');
  const lockAt = live?.winningTime ? (live.status === 'LOCKED' ? 0 : Date.parse(live.winningTime) - live.lockTime * 1000) : null;
  const inner = (
    <>
      <span className={styles.art}>
        <LazyImage src={imageUrl(game.icon)} alt="" fallback={<DefaultGameIcon label={game.gameName} />} />
        {game.isHot === 1 && <span className={styles.hot}>{t('card.hot')}</span>}
      </span>
      <span className={styles.name}>{game.gameName}</span>
    </>
  );
  return (
    <li className={styles.tile}>
      {LOTTERY_VENDORS.has(game.vassalage) ? (
        <Link
          className={styles.open}
          to={paths.lottery({ gameCode: game.gameId })}
          aria-label={t('card.betOn', { name: game.gameName })}
        >
          {inner}
        </Link>
      ) : (
        <button
          type="button"
          className={styles.open}
          disabled={game.maintenance}
          aria-label={t('elott.play', { name: game.gameName })}
          onClick={() =>
            openDialog({
              name: 'gameLaunch',
              game: {
                vassalage: game.vassalage,
                gameType: game.gameType,
                nodeId: game.nodeId,
                gameId: game.gameId,
                gameName: game.gameName,
                isGame: game.isGame,
              },
            })
          }
        >
          {inner}
        </button>
      )}
      {live?.numero ? (
        <div className={styles.live}>
          <Countdown
            formatDays={(n) => t('card.days', { count: n })}
            target={lockAt}
            label={t('card.closesIn')}
            doneLabel={t('card.closed')}
          />
          <Balls
            value={live.lastOpenNumber}
            size="xs"
            label={live.lastOpenNumber ? t('card.winningNumber', { number: live.lastOpenNumber }) : t('card.noResult')}
            placeholder={t('card.noResult')}
          />
        </div>
      ) : (
        game.maintenance && <p className={styles.maintenance}>{t('elott.maintenance')}</p>
      )}
    </li>
  );
}
