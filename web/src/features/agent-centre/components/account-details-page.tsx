import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useBrand } from '../../../shared/api/system-queries.ts';
import { recordTypes } from '@tala/contract/wallet';
import { formatDateTime, useFormat } from '../../../shared/lib/format.ts';
import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { Pagination } from '../../../shared/ui/pagination/pagination.tsx';
import { useTeamTransactions, type TransactionFilter } from '../api/records.ts';
import { RecordFilters } from './member-filter.tsx';
import { ListState, Signed } from './parts.tsx';
import styles from './agent-centre.module.css';

/** Account details: every ledger line of the team's wallets (or one member's), by type and period, newest first. */
export default function AccountDetailsPage(_: CentrePageProps) {
  const { t } = useTranslation(['agentCentre', 'errors']);
  const { money } = useFormat();
  // the brand's clock, as the period filters count its days
  const { timeZone } = useBrand();
  const [filter, setFilter] = useState<TransactionFilter>({ period: 'today', account: '', type: 'all', page: 1 });
  const lines = useTeamTransactions(filter);
  const rows = lines.data?.list ?? [];

  return (
    <div className={styles.root}>
      <RecordFilters
        name="account-details"
        period={filter.period}
        account={filter.account}
        onChange={(f) => setFilter({ ...filter, ...f, page: 1 })}
      >
        <label className={styles.field}>
          <span>{t('details.type')}</span>
          <select
            value={filter.type}
            onChange={(event) => setFilter({ ...filter, type: event.target.value as TransactionFilter['type'], page: 1 })}
          >
            <option value="all">{t('details.types.all')}</option>
            {recordTypes.map((type) => (
              <option key={type} value={type}>
                {t(`details.types.${type}`)}
              </option>
            ))}
          </select>
        </label>
      </RecordFilters>
      <ListState
        query={lines}
        empty={rows.length === 0}
        emptyText={t('details.none')}
        notFoundText={t('records.notInTeam', { account: filter.account })}
      >
        <>
          <p className={styles.summary} aria-live="polite">
            {t('details.count', { count: lines.data?.total ?? 0 })}
          </p>
          <table className={styles.table} aria-busy={lines.isFetching}>
            <caption className="visually-hidden">{t('details.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('details.time')}</th>
                <th scope="col">{t('details.member')}</th>
                <th scope="col">{t('details.type')}</th>
                <th scope="col" className={styles.num}>
                  {t('details.amount')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('details.balanceAfter')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((line) => (
                <tr key={line.id}>
                  <td data-label={t('details.time')}>
                    <time dateTime={line.createdAt}>{formatDateTime(line.createdAt, timeZone)}</time>
                  </td>
                  <td data-label={t('details.member')}>{line.account}</td>
                  <td data-label={t('details.type')}>
                    {t(`details.types.${line.type}`)}
                    {line.wallet !== 'MAIN' && <span className={styles.note}> · {line.wallet}</span>}
                  </td>
                  <td data-label={t('details.amount')} className={styles.num}>
                    <Signed minor={line.amountMinor} format={money} />
                  </td>
                  <td data-label={t('details.balanceAfter')} className={styles.num}>
                    {money(line.balanceAfterMinor)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={filter.page}
            totalPages={lines.data?.totalPages ?? 0}
            onChange={(page) => setFilter({ ...filter, page })}
          />
        </>
      </ListState>
    </div>
  );
}
