import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import type { LotteryGame } from '@tala/contract/lottery';
import { Balls } from '../../../shared/ui/balls/balls.tsx';
import { Pagination } from '../../../shared/ui/pagination/pagination.tsx';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { useVnResults } from '../api/vn-results.ts';
import styles from './vn-results.module.css';

const PAGE_SIZE = 10;

/** The latest Vietnam results (100), for every game or one, ten to a page. */
export function VnResults({ games, language }: { games: readonly LotteryGame[]; language: string }) {
  const { t } = useTranslation('lottery');
  const [gameCode, setGameCode] = useState('');
  const [page, setPage] = useState(1);
  const results = useVnResults(gameCode, language);
  const list = results.data ?? [];
  const totalPages = Math.max(1, Math.ceil(list.length / PAGE_SIZE));
  const shown = list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  function choose(code: string) {
    setGameCode(code);
    setPage(1);
  }

  return (
    <section className={styles.box} aria-labelledby="vn-results-title">
      <h2 id="vn-results-title" className={styles.title}>
        {t('vn.resultsTitle')}
      </h2>
      <div role="group" aria-label={t('vn.filterGame')} className={styles.chips}>
        <button type="button" className={styles.chip} aria-pressed={gameCode === ''} onClick={() => choose('')}>
          {t('vn.allGames')}
        </button>
        {games.map((game) => (
          <button
            key={game.gameCode}
            type="button"
            className={styles.chip}
            aria-pressed={gameCode === game.gameCode}
            onClick={() => choose(game.gameCode)}
          >
            {game.remark}
          </button>
        ))}
      </div>
      {results.isPending ? (
        <div className={styles.loading}>
          <Spinner label={t('loading')} />
        </div>
      ) : shown.length === 0 ? (
        <p className={styles.empty}>{t('vn.noResults')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('vn.game')}</th>
              <th scope="col">{t('vn.draw')}</th>
              <th scope="col">{t('vn.date')}</th>
              <th scope="col">{t('vn.number')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((draw) => (
              <tr key={`${draw.gameCode}-${draw.numero}`}>
                <td className={styles.game}>{draw.gameName}</td>
                <td className={styles.numero}>{draw.numero}</td>
                <td className={styles.date}>{draw.winningDate}</td>
                <td>
                  {draw.status === 'CANCELLED' ? (
                    <span className={styles.cancelled}>{t('draws.cancelled')}</span>
                  ) : (
                    <Balls value={draw.openNumber} size="sm" label={t('card.winningNumber', { number: draw.openNumber ?? '' })} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={page} totalPages={totalPages} onChange={setPage} />
    </section>
  );
}
