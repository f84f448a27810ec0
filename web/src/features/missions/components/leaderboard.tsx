import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { ApiError } from '../../../shared/api/api-error.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import { ChevronLeftIcon } from '../../../shared/ui/icons/icons.tsx';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { useLeaderboard } from '../api/missions.ts';
import styles from './missions.module.css';
import { useGoalValue } from './texts.ts';

/** MCSFE_getMissionLeaderboard: the top members of one mission's current period, and the caller's place. */
export function Leaderboard({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation(['missions', 'errors']);
  const board = useLeaderboard(id);
  const goalValue = useGoalValue();
  const heading = useRef<HTMLHeadingElement>(null);

  // the list was replaced by the board: focus moves to its heading so a screen reader follows
  useEffect(() => {
    if (board.isSuccess) heading.current?.focus();
  }, [board.isSuccess]);

  return (
    <section aria-labelledby="leaderboard-title" className={styles.section}>
      <Button variant="ghost" className={styles.boardButton} onClick={onBack}>
        <ChevronLeftIcon width={18} height={18} aria-hidden="true" /> {t('leaderboard.back')}
      </Button>
      {board.isPending ? (
        <Spinner label={t('loading')} />
      ) : board.isError ? (
        <div role="alert" className={styles.card}>
          <p>{board.error instanceof ApiError ? t(board.error.translationKey) : t('failed')}</p>
          <Button variant="secondary" onClick={() => void board.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <>
          <h2 id="leaderboard-title" className={styles.heading} tabIndex={-1} ref={heading}>
            {t('leaderboard.title', { title: board.data.title })}
          </h2>
          <p className={styles.muted}>
            {board.data.me.rank === null
              ? t('leaderboard.meNone')
              : t('leaderboard.me', { rank: board.data.me.rank, progress: goalValue(board.data, board.data.me.progress) })}
          </p>
          {board.data.list.length === 0 ? (
            <p className={styles.muted}>{t('leaderboard.empty')}</p>
          ) : (
            <ol className={styles.board} aria-labelledby="leaderboard-title">
              {board.data.list.map((line) => (
                <li key={line.rank} className={styles.boardLine} data-me={line.isMe || undefined}>
                  <span className={styles.rank}>{line.rank}</span>
                  <span className={styles.account}>
                    {line.account}
                    {line.isMe && <span className={styles.you}> {t('leaderboard.you')}</span>}
                  </span>
                  <span className={styles.amount}>{goalValue(board.data, line.progress)}</span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
