import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useFormat } from '../../../shared/lib/format.ts';
import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { Pagination } from '../../../shared/ui/pagination/pagination.tsx';
import { useMemberProfit, type RecordFilter } from '../api/team.ts';
import { RecordFilters } from './member-filter.tsx';
import { ListState, Signed } from './parts.tsx';
import styles from './agent-centre.module.css';

/** User loss: each team member's bets, payout, profit and loss, deposits and withdrawals over a period. */
export default function UserLossPage(_: CentrePageProps) {
  const { t } = useTranslation(['agentCentre', 'errors']);
  const { money } = useFormat();
  const [filter, setFilter] = useState<RecordFilter>({ period: 'today', account: '', page: 1 });
  const profit = useMemberProfit(filter);
  const rows = profit.data?.list ?? [];
  const totals = profit.data?.totals;
  const columns = [
    ['betCount', 'loss.bets'],
    ['validBetMinor', 'loss.validBet'],
    ['payoutMinor', 'loss.payout'],
    ['profitLossMinor', 'loss.profitLoss'],
    ['depositsMinor', 'loss.deposits'],
    ['withdrawalsMinor', 'loss.withdrawals'],
  ] as const;
  const cell = (key: (typeof columns)[number][0], value: number) =>
    key === 'betCount' ? String(value) : key === 'profitLossMinor' ? <Signed minor={value} format={money} /> : money(value);

  return (
    <div className={styles.root}>
      <RecordFilters
        name="user-loss"
        period={filter.period}
        account={filter.account}
        onChange={(f) => setFilter({ ...f, page: 1 })}
      />
      <ListState
        query={profit}
        empty={rows.length === 0}
        emptyText={t('loss.none')}
        notFoundText={t('records.notInTeam', { account: filter.account })}
      >
        <>
          <p className={styles.summary} aria-live="polite">
            {t('loss.count', { count: profit.data?.total ?? 0 })}
          </p>
          <table className={styles.table} aria-busy={profit.isFetching}>
            <caption className="visually-hidden">{t('loss.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('loss.member')}</th>
                {columns.map(([key, label]) => (
                  <th key={key} scope="col" className={styles.num}>
                    {t(label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.memberId}>
                  <th scope="row" data-label={t('loss.member')}>
                    {row.account}
                  </th>
                  {columns.map(([key, label]) => (
                    <td key={key} data-label={t(label)} className={styles.num}>
                      {cell(key, row[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {totals && (
              <tfoot>
                <tr>
                  <th scope="row" data-label={t('loss.member')}>
                    {t('loss.total')}
                  </th>
                  {columns.map(([key, label]) => (
                    <td key={key} data-label={t(label)} className={styles.num}>
                      {cell(key, totals[key])}
                    </td>
                  ))}
                </tr>
              </tfoot>
            )}
          </table>
          <Pagination
            page={filter.page}
            totalPages={profit.data?.totalPages ?? 0}
            onChange={(page) => setFilter({ ...filter, page })}
          />
        </>
      </ListState>
    </div>
  );
}
