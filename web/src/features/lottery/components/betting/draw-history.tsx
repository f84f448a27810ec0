import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/react.tsx';
import type { LotteryDraw } from '@tala/contract/lottery';
import { Balls } from '../../../../shared/ui/balls/balls.tsx';
import { Pagination } from '../../../../shared/ui/pagination/pagination.tsx';
import { Spinner } from '../../../../shared/ui/spinner/spinner.tsx';
import { useDrawHistory } from '../../api/draw-history.ts';
import { VerifyDraw } from './verify-draw.tsx';
import styles from './draw-history.module.css';

/** Past draws, newest first, each with its proof: the published seed hash and the revealed seed. */
export function DrawHistory({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation('lottery');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const draws = useDrawHistory(gameCode, page);

  return (
    <section className={styles.box} aria-labelledby="lottery-draws-title">
      <header className={styles.head}>
        <h2 id="lottery-draws-title" className={styles.title}>
          {t('draws.title')}
        </h2>
        <details className={styles.how}>
          <summary>{t('draws.howTitle')}</summary>
          <p>{t('draws.how1')}</p>
          <p>{t('draws.how2')}</p>
          <p>{t('draws.how3')}</p>
        </details>
      </header>
      {draws.isPending ? (
        <div className={styles.loading}>
          <Spinner label={t('loading')} />
        </div>
      ) : !draws.data || draws.data.list.length === 0 ? (
        <p className={styles.empty}>{t('draws.none')}</p>
      ) : (
        <ol className={styles.list}>
          {draws.data.list.map((draw) => (
            <DrawRow
              key={draw.numero}
              draw={draw}
              open={open === draw.numero}
              onToggle={() => setOpen(open === draw.numero ? null : draw.numero)}
            />
          ))}
        </ol>
      )}
      {draws.data && <Pagination page={page} totalPages={draws.data.totalPages} onChange={setPage} />}
    </section>
  );
}

function DrawRow({ draw, open, onToggle }: { draw: LotteryDraw; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('lottery');
  const panelId = `lottery-proof-${draw.gameCode}-${draw.numero}`;
  return (
    <li className={styles.draw}>
      <div className={styles.row}>
        <div className={styles.when}>
          <span className={styles.numero}>{t('card.numero', { numero: draw.numero })}</span>
          <span className={styles.date}>{draw.winningDate}</span>
        </div>
        {draw.status === 'CANCELLED' ? (
          <span className={styles.cancelled}>{t('draws.cancelled')}</span>
        ) : (
          <Balls value={draw.openNumber} size="sm" label={t('card.winningNumber', { number: draw.openNumber ?? '' })} />
        )}
        {draw.seed && (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={t('draws.proofOf', { numero: draw.numero })}
            onClick={onToggle}
          >
            {t('draws.proof')}
          </button>
        )}
      </div>
      {open && draw.seed && (
        <div id={panelId} className={styles.proof}>
          <VerifyDraw draw={{ ...draw, seed: draw.seed, openNumber: draw.openNumber ?? '' }} />
        </div>
      )}
    </li>
  );
}
