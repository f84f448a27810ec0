import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useBrand } from '../../../shared/api/system-queries.ts';
import { incomeKinds } from '@tala/contract/agent';
import { formatDateTime, useFormat } from '../../../shared/lib/format.ts';
import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { Pagination } from '../../../shared/ui/pagination/pagination.tsx';
import { useIncome, type IncomeFilter } from '../api/records.ts';
import { periods } from '../model/period.ts';
import { Segments } from '../../../shared/ui/segments/segments.tsx';
import { ListState, SiteClockNote } from './parts.tsx';
import styles from './agent-centre.module.css';

const kinds = ['all', ...incomeKinds] as const;

/** My income: the commission, wages and dividends paid to the agent himself, per period, with the totals. */
export default function MyIncomePage(_: CentrePageProps) {
  const { t } = useTranslation(['agentCentre', 'errors']);
  const { money } = useFormat();
  // the brand's clock, as the period filters count its days
  const { timeZone } = useBrand();
  const [filter, setFilter] = useState<IncomeFilter>({ period: 'month', kind: 'all', page: 1 });
  const income = useIncome(filter);
  const rows = income.data?.list ?? [];
  const totals = income.data?.totals;

  return (
    <div className={styles.root}>
      <div className={styles.filters}>
        <Segments
          name="income-period"
          legend={t('period.label')}
          options={periods}
          value={filter.period}
          onChange={(period) => setFilter({ ...filter, period, page: 1 })}
          label={(p) => t(`period.${p}`)}
        />
        <Segments
          name="income-kind"
          legend={t('income.kind')}
          options={kinds}
          value={filter.kind}
          onChange={(kind) => setFilter({ ...filter, kind, page: 1 })}
          label={(k) => t(`income.kinds.${k}`)}
        />
      </div>
      <SiteClockNote />
      {totals && (
        <section aria-labelledby="income-totals">
          <h3 id="income-totals" className="visually-hidden">
            {t('income.totals')}
          </h3>
          <dl className={styles.stats} aria-live="polite">
            {(
              [
                ['commission', totals.commissionMinor],
                ['wage', totals.wageMinor],
                ['dividend', totals.dividendMinor],
              ] as const
            ).map(([kind, minor]) => (
              <div key={kind} className={styles.stat}>
                <dt>{t(`income.kinds.${kind}`)}</dt>
                <dd>{money(minor)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <ListState query={income} empty={rows.length === 0} emptyText={t('income.none')}>
        <>
          <table className={styles.table} aria-busy={income.isFetching}>
            <caption className="visually-hidden">{t('income.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('income.paidAt')}</th>
                <th scope="col">{t('income.kind')}</th>
                <th scope="col">{t('income.period')}</th>
                <th scope="col" className={styles.num}>
                  {t('income.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((line) => (
                <tr key={line.id}>
                  <td data-label={t('income.paidAt')}>
                    <time dateTime={line.createdAt}>{formatDateTime(line.createdAt, timeZone)}</time>
                  </td>
                  <td data-label={t('income.kind')}>{t(`income.kinds.${line.kind}`)}</td>
                  <td data-label={t('income.period')}>{line.period ?? '—'}</td>
                  <td data-label={t('income.amount')} className={styles.num}>
                    {money(line.amountMinor)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={filter.page}
            totalPages={income.data?.totalPages ?? 0}
            onChange={(page) => setFilter({ ...filter, page })}
          />
        </>
      </ListState>
    </div>
  );
}
