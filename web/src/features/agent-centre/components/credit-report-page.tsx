import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useBrand } from '../../../shared/api/system-queries.ts';
import { formatDateTime, useFormat } from '../../../shared/lib/format.ts';
import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { Pagination } from '../../../shared/ui/pagination/pagination.tsx';
import { useCreditReport, type CreditFilter } from '../api/records.ts';
import { RecordFilters } from './member-filter.tsx';
import { ListState } from './parts.tsx';
import styles from './agent-centre.module.css';

/**
 * Credit report: for each member of the team, the money the agent transferred to him over a period,
 * what he transferred back, and the net credit still out with him; the totals over every member.
 */
export default function CreditReportPage(_: CentrePageProps) {
  const { t } = useTranslation(['agentCentre', 'errors']);
  const { money } = useFormat();
  // the brand's clock, as the period filters count its days
  const { timeZone } = useBrand();
  const [filter, setFilter] = useState<CreditFilter>({ period: 'month', account: '', page: 1 });
  const report = useCreditReport(filter);
  const rows = report.data?.list ?? [];
  const totals = report.data?.totals;

  return (
    <div className={styles.root}>
      <p className={styles.note}>{t('credit.intro')}</p>
      <RecordFilters
        name="credit"
        period={filter.period}
        account={filter.account}
        onChange={(f) => setFilter({ ...f, page: 1 })}
      />
      <ListState
        query={report}
        empty={rows.length === 0}
        emptyText={t('credit.none')}
        notFoundText={t('records.notInTeam', { account: filter.account })}
      >
        <>
          <p className={styles.summary} aria-live="polite">
            {t('credit.count', { count: report.data?.total ?? 0 })}
          </p>
          <table className={styles.table} aria-busy={report.isFetching}>
            <caption className="visually-hidden">{t('credit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('credit.member')}</th>
                <th scope="col" className={styles.num}>
                  {t('credit.sent')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('credit.returned')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('credit.net')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('credit.transfers')}
                </th>
                <th scope="col">{t('credit.last')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.memberId}>
                  <th scope="row" data-label={t('credit.member')}>
                    {row.account}
                  </th>
                  <td data-label={t('credit.sent')} className={styles.num}>
                    {money(row.sentMinor)}
                  </td>
                  <td data-label={t('credit.returned')} className={styles.num}>
                    {money(row.returnedMinor)}
                  </td>
                  <td data-label={t('credit.net')} className={styles.num}>
                    {money(row.netMinor)}
                  </td>
                  <td data-label={t('credit.transfers')} className={styles.num}>
                    {row.transfers}
                  </td>
                  <td data-label={t('credit.last')}>
                    <time dateTime={row.lastAt}>{formatDateTime(row.lastAt, timeZone)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
            {totals && (
              <tfoot>
                <tr>
                  <th scope="row" data-label={t('credit.member')}>
                    {t('credit.total')}
                  </th>
                  <td data-label={t('credit.sent')} className={styles.num}>
                    {money(totals.sentMinor)}
                  </td>
                  <td data-label={t('credit.returned')} className={styles.num}>
                    {money(totals.returnedMinor)}
                  </td>
                  <td data-label={t('credit.net')} className={styles.num}>
                    {money(totals.netMinor)}
                  </td>
                  <td data-label={t('credit.transfers')} className={styles.num} />
                  <td data-label={t('credit.last')} />
                </tr>
              </tfoot>
            )}
          </table>
          <Pagination
            page={filter.page}
            totalPages={report.data?.totalPages ?? 0}
            onChange={(page) => setFilter({ ...filter, page })}
          />
        </>
      </ListState>
    </div>
  );
}
