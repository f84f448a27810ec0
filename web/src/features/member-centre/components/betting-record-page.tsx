import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import type { BetProduct, BetTotals, GameRound } from '@tala/contract/game-rounds';
import type { BetStatus, LotteryBet } from '@tala/contract/lottery';
import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { Pagination } from '../../../shared/ui/pagination/pagination.tsx';
import { useBetHistory, useBetTotals, useRoundHistory, useRoundVendors, type BetFilter } from '../api/bet-history.ts';
import { formatDateTime, useFormat } from '../../../shared/lib/format.ts';
import { BetDetailDialog } from './bet-detail-dialog.tsx';
import { FilterSelect, PeriodFilter, RecordListState } from './record-parts.tsx';
import styles from './record-list.module.css';
import own from './betting-record.module.css';

const statuses = ['all', 'OPEN', 'WON', 'LOST', 'REFUNDED'] as const;
type StatusFilter = (typeof statuses)[number];
const products = ['lottery', 'games'] as const;
type Selected = { product: BetProduct; id: string } | null;

/**
 * The member's betting record: lottery bets or game rounds (the product filter) over a period,
 * filtered by outcome (and, for games, vendor), with the totals of the whole selection, newest first,
 * paged; each bet opens in full.
 */
export default function BettingRecordPage(_: CentrePageProps) {
  const { t, i18n } = useTranslation('memberCentre');
  const [product, setProduct] = useState<BetProduct>('lottery');
  const [filter, setFilter] = useState<BetFilter>({ period: 'week', status: 'all', vendor: '' });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Selected>(null);
  const history = useBetHistory(filter, page, product === 'lottery');
  const rounds = useRoundHistory(filter, page, product === 'games');
  const totals = useBetTotals(product, filter);
  const vendors = useRoundVendors(i18n.language, product === 'games');
  const list = history.data?.list ?? [];
  const roundList = rounds.data?.list ?? [];
  const change = (next: Partial<BetFilter>) => {
    setFilter((f) => ({ ...f, ...next }));
    setPage(1);
  };

  return (
    <div className={styles.root}>
      <div className={styles.filters}>
        <FilterSelect
          label={t('bets.product')}
          value={product}
          onChange={(value) => {
            setProduct(value as BetProduct);
            change({ vendor: '' });
          }}
        >
          {products.map((p) => (
            <option key={p} value={p}>
              {t(`bets.products.${p}`)}
            </option>
          ))}
        </FilterSelect>
        <PeriodFilter name="bet-period" value={filter.period} onChange={(period) => change({ period })} />
        <FilterSelect
          label={t('bets.status')}
          value={filter.status}
          onChange={(value) => change({ status: value as StatusFilter })}
        >
          {statuses.map((s) => (
            <option key={s} value={s}>
              {product === 'games' && s === 'OPEN' ? t('bets.roundStatusOpen') : t(`bets.statuses.${s}`)}
            </option>
          ))}
        </FilterSelect>
        {product === 'games' && (
          <FilterSelect label={t('bets.vendor')} value={filter.vendor} onChange={(vendor) => change({ vendor })}>
            <option value="">{t('bets.allVendors')}</option>
            {(vendors.data ?? []).map((v) => (
              <option key={v.code} value={v.code}>
                {v.name}
              </option>
            ))}
          </FilterSelect>
        )}
      </div>

      {totals.data && totals.data.count > 0 && <Totals totals={totals.data} busy={totals.isFetching} />}

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
                  <RoundRow
                    key={round.roundId}
                    round={round}
                    onOpen={() => setSelected({ product: 'games', id: round.roundId })}
                  />
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
                  <BetRow key={bet.betId} bet={bet} onOpen={() => setSelected({ product: 'lottery', id: String(bet.betId) })} />
                ))}
              </tbody>
            </table>
            <Pagination page={page} totalPages={history.data?.totalPages ?? 0} onChange={setPage} />
          </>
        </RecordListState>
      )}
      <BetDetailDialog bet={selected} onClose={() => setSelected(null)} />
    </div>
  );
}

const totalColumns = ['stakeMinor', 'validStakeMinor', 'winMinor', 'netMinor'] as const;

function Totals({ totals, busy }: { totals: BetTotals; busy: boolean }) {
  const { t } = useTranslation('memberCentre');
  const { money } = useFormat();
  return (
    <section aria-labelledby="bet-totals" aria-busy={busy}>
      <h3 id="bet-totals" className="visually-hidden">
        {t('bets.totals.title')}
      </h3>
      <dl className={own.totals}>
        <div className={own.total}>
          <dt>{t('bets.totals.count')}</dt>
          <dd>{totals.count}</dd>
        </div>
        {totalColumns.map((c) => (
          <div key={c} className={own.total} data-net={c === 'netMinor' ? Math.sign(totals[c]) : undefined}>
            <dt>{t(`bets.totals.${c}`)}</dt>
            <dd>{c === 'netMinor' && totals[c] > 0 ? `+${money(totals[c])}` : money(totals[c])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function DetailsButton({ label, onOpen }: { label: string; onOpen: () => void }) {
  const { t } = useTranslation('memberCentre');
  return (
    <button type="button" className={own.details} aria-label={label} onClick={onOpen}>
      {t('bets.detail.open')}
    </button>
  );
}

function RoundRow({ round, onOpen }: { round: GameRound; onOpen: () => void }) {
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
          <DetailsButton label={t('bets.detail.openRound', { id: round.roundId })} onOpen={onOpen} />
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

function BetRow({ bet, onOpen }: { bet: LotteryBet; onOpen: () => void }) {
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
          <DetailsButton label={t('bets.detail.openBet', { numero: bet.numero, number: bet.betNumber })} onOpen={onOpen} />
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
