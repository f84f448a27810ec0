import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameRound } from '@tala/contract/game-rounds';
import type { BetStatus, LotteryBet } from '@tala/contract/lottery';
import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { Pagination } from '../../../shared/ui/pagination/pagination.tsx';
import { useBetHistory, useRoundHistory } from '../api/bet-history.ts';
import { formatDateTime, useFormat } from '../../../shared/lib/format.ts';
import type { Period } from '../model/period.ts';
import { FilterSelect, PeriodFilter, RecordListState } from './record-parts.tsx';
import styles from './record-list.module.css';

const statuses = ['all', 'OPEN', 'WON', 'LOST', 'REFUNDED'] as const;
type StatusFilter = (typeof statuses)[number];
const products = ['lottery', 'games'] as const;
type Product = (typeof products)[number];

/**
 * The member's betting record: lottery bets or game rounds (the product filter) over a period,
 * filtered by outcome, newest first, paged.
 */
export default function BettingRecordPage(_: CentrePageProps) {
  const { t } = useTranslation('memberCentre');
  const [product, setProduct] = useState<Product>('lottery');
  const [period, setPeriod] = useState<Period>('week');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const history = useBetHistory(period, status, page);
  const rounds = useRoundHistory(period, status, page, product === 'games');
  const list = history.data?.list ?? [];
  const roundList = rounds.data?.list ?? [];

  return (
    <div className={styles.root}>
      <div className={styles.filters}>
        <FilterSelect
          label={t('bets.product')}
          value={product}
          onChange={(value) => {
            setProduct(value as Product);
            setPage(1);
          }}
        >
          {products.map((p) => (
            <option key={p} value={p}>
              {t(`bets.products.${p}`)}
            </option>
          ))}
        </FilterSelect>
        <PeriodFilter
          name="bet-period"
          value={period}
          onChange={(p) => {
            setPeriod(p);
            setPage(1);
          }}
        />
        <FilterSelect
          label={t('bets.status')}
          value={status}
          onChange={(value) => {
            setStatus(value as StatusFilter);
            setPage(1);
          }}
        >
          {statuses.map((s) => (
            <option key={s} value={s}>
              {product === 'games' && s === 'OPEN' ? t('bets.roundStatusOpen') : t(`bets.statuses.${s}`)}
            </option>
          ))}
        </FilterSelect>
      </div>

      {product === 'games' ? (
        <RecordListState query={rounds} empty={roundList.length === 0} emptyText={t('bets.roundsNone')}>
          <>
            <p className={styles.summary} aria-live="polite">
              {t('bets.count', { count: rounds.data?.total ?? 0 })}
            </p>
            <table className={styles.table} aria-busy={rounds.isFetching}>
              <caption className="visually-hidden">{t('bets.roundsCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('bets.placed')}</th>
                  <th scope="col">{t('bets.game')}</th>
                  <th scope="col" className={styles.num}>
                    {t('bets.stake')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('bets.result')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {roundList.map((round) => (
                  <RoundRow key={round.roundId} round={round} />
                ))}
              </tbody>
            </table>
            <Pagination page={page} totalPages={rounds.data?.totalPages ?? 0} onChange={setPage} />
          </>
        </RecordListState>
      ) : (
        <RecordListState query={history} empty={list.length === 0} emptyText={t('bets.none')}>
          <>
            <p className={styles.summary} aria-live="polite">
              {t('bets.count', { count: history.data?.total ?? 0 })}
            </p>
            <table className={styles.table} aria-busy={history.isFetching}>
              <caption className="visually-hidden">{t('bets.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('bets.placed')}</th>
                  <th scope="col">{t('bets.game')}</th>
                  <th scope="col">{t('bets.bet')}</th>
                  <th scope="col" className={styles.num}>
                    {t('bets.stake')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('bets.result')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((bet) => (
                  <BetRow key={bet.betId} bet={bet} />
                ))}
              </tbody>
            </table>
            <Pagination page={page} totalPages={history.data?.totalPages ?? 0} onChange={setPage} />
          </>
        </RecordListState>
      )}
    </div>
  );
}

function RoundRow({ round }: { round: GameRound }) {
  const { t } = useTranslation('memberCentre');
  const { money } = useFormat();
  const outcome: Record<BetStatus, string> = {
    OPEN: t('bets.roundOpen'),
    WON: t('bets.outcome.WON', { amount: money(round.payoutMinor) }),
    LOST: t('bets.outcome.LOST'),
    REFUNDED: t('bets.outcome.REFUNDED', { amount: money(round.stakeMinor) }),
  };
  return (
    <tr data-status={round.status}>
      <td data-label={t('bets.placed')}>
        <time dateTime={round.createdAt}>{formatDateTime(round.createdAt)}</time>
      </td>
      <td data-label={t('bets.game')}>
        <div>
          <span className={styles.game}>{round.gameName}</span>
          <span className={styles.numero}>{t('bets.round', { id: round.roundId })}</span>
        </div>
      </td>
      <td data-label={t('bets.stake')} className={styles.num}>
        {money(round.stakeMinor)}
      </td>
      <td data-label={t('bets.result')} className={`${styles.num} ${styles.outcome}`}>
        {outcome[round.status]}
      </td>
    </tr>
  );
}

function BetRow({ bet }: { bet: LotteryBet }) {
  const { t } = useTranslation('memberCentre');
  const { money } = useFormat();
  const outcome: Record<BetStatus, string> = {
    OPEN: t('bets.outcome.OPEN', { amount: money(bet.potentialWinMinor) }),
    WON: t('bets.outcome.WON', { amount: money(bet.payoutMinor) }),
    LOST: t('bets.outcome.LOST'),
    REFUNDED: t('bets.outcome.REFUNDED', { amount: money(bet.payoutMinor) }),
  };
  return (
    <tr data-status={bet.status}>
      <td data-label={t('bets.placed')}>
        <time dateTime={bet.createdAt}>{formatDateTime(bet.createdAt)}</time>
      </td>
      <td data-label={t('bets.game')}>
        <div>
          <span className={styles.game}>{bet.gameName}</span>
          <span className={styles.numero}>{t('bets.numero', { numero: bet.numero })}</span>
        </div>
      </td>
      <td data-label={t('bets.bet')}>
        <span className={styles.play}>{bet.playCode}</span> <span className={styles.pick}>{bet.betNumber}</span>
      </td>
      <td data-label={t('bets.stake')} className={styles.num}>
        {money(bet.stakeMinor)}
      </td>
      <td data-label={t('bets.result')} className={`${styles.num} ${styles.outcome}`}>
        {outcome[bet.status]}
      </td>
    </tr>
  );
}
