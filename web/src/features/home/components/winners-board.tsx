import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { formatDateTime, useFormat } from '../../../shared/lib/format.ts';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { useRankList, type RankPeriod } from '../api/announcements.ts';
import { TrophyIcon } from './home-icons.tsx';
import styles from './winners-board.module.css';

const periods: RankPeriod[] = ['day', 'week', 'month'];

/** The winners board (spec §2 "Other screens": winners board, latest winners): biggest recent wins. */
export function WinnersBoard() {
  const { t } = useTranslation('home');
  const { moneyText } = useFormat();
  const headingId = useId();
  const [period, setPeriod] = useState<RankPeriod>('week');
  const rank = useRankList(period);

  return (
    <section className={styles.board} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          <span className={styles.trophy}>
            <TrophyIcon width={18} height={18} />
          </span>
          {t('winners.title')}
        </h2>
        <div className={styles.periods} role="group" aria-label={t('winners.period')}>
          {periods.map((p) => (
            <button key={p} type="button" aria-pressed={p === period} onClick={() => setPeriod(p)} className={styles.period}>
              {t(`winners.${p}`)}
            </button>
          ))}
        </div>
      </div>
      {rank.isPending ? (
        <div className={styles.pending}>
          <Spinner label={t('winners.loading')} />
        </div>
      ) : !rank.data?.length ? (
        <p className={styles.empty}>{t('winners.empty')}</p>
      ) : (
        <ol className={styles.list} aria-busy={rank.isPlaceholderData || undefined}>
          {rank.data.map((entry) => (
            <li key={`${entry.rank}-${entry.account}-${entry.winTime}`} className={styles.row}>
              <span
                className={styles.rank}
                data-rank={entry.rank <= 3 ? entry.rank : undefined}
                aria-label={t('winners.rank', { rank: entry.rank })}
              >
                {entry.rank}
              </span>
              <span className={styles.who}>
                <span className={styles.account}>{entry.account}</span>
                <span className={styles.game}>{entry.gameName}</span>
              </span>
              <span className={styles.win}>
                <span className={styles.amount}>{moneyText(entry.winAmount)}</span>
                <time className={styles.time} dateTime={entry.winTime}>
                  {/* month, day, hours and minutes of the yyyy-MM-dd hh:mm:ss pattern */}
                  {formatDateTime(entry.winTime).slice(5, 16)}
                </time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
