import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import type { ProfitFigures } from '@tala/contract/member-centre';
import { useFormat } from '../../../shared/lib/format.ts';
import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { useProfit } from '../api/reports.ts';
import type { Period } from '../model/period.ts';
import { PeriodFilter, RecordListState } from './record-parts.tsx';
import styles from './profit-page.module.css';
import listStyles from './record-list.module.css';

const columns = ['depositMinor', 'withdrawalMinor', 'stakeMinor', 'winMinor', 'bonusMinor', 'netMinor'] as const;

/** Personal profit and loss: totals, per product, and per day for a period. */
export default function ProfitPage(_: CentrePageProps) {
  const { t } = useTranslation('memberCentre');
  const { money } = useFormat();
  const [period, setPeriod] = useState<Period>('week');
  const report = useProfit(period);
  const data = report.data;
  const signed = (minor: number) => (minor > 0 ? `+${money(minor)}` : money(minor));

  return (
    <div className={listStyles.root}>
      <div className={listStyles.filters}>
        <PeriodFilter name="profit-period" value={period} onChange={setPeriod} />
      </div>
      <RecordListState query={report} empty={(data?.days.length ?? 0) === 0} emptyText={t('profit.none')}>
        {data && (
          <>
            <section aria-labelledby="profit-totals" aria-busy={report.isFetching}>
              <h3 id="profit-totals" className={styles.heading}>
                {t('profit.totals')}
              </h3>
              <dl className={styles.totals}>
                {columns.map((c) => (
                  <div key={c} className={styles.total} data-net={c === 'netMinor' ? Math.sign(data.totals[c]) : undefined}>
                    <dt>{t(`profit.columns.${c}`)}</dt>
                    <dd>{c === 'netMinor' ? signed(data.totals[c]) : money(data.totals[c])}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section aria-labelledby="profit-products">
              <h3 id="profit-products" className={styles.heading}>
                {t('profit.byProduct')}
              </h3>
              <table className={listStyles.table}>
                <caption className="visually-hidden">{t('profit.byProduct')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('profit.product')}</th>
                    <th scope="col" className={listStyles.num}>
                      {t('profit.columns.stakeMinor')}
                    </th>
                    <th scope="col" className={listStyles.num}>
                      {t('profit.columns.winMinor')}
                    </th>
                    <th scope="col" className={listStyles.num}>
                      {t('profit.columns.netMinor')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.products.map((p) => (
                    <tr key={p.product}>
                      <th scope="row" data-label={t('profit.product')}>
                        {t(`profit.products.${p.product}`)}
                      </th>
                      <td data-label={t('profit.columns.stakeMinor')} className={listStyles.num}>
                        {money(p.stakeMinor)}
                      </td>
                      <td data-label={t('profit.columns.winMinor')} className={listStyles.num}>
                        {money(p.winMinor)}
                      </td>
                      <td data-label={t('profit.columns.netMinor')} className={listStyles.num}>
                        {signed(p.netMinor)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <section aria-labelledby="profit-days">
              <h3 id="profit-days" className={styles.heading}>
                {t('profit.byDay')}
              </h3>
              <table className={listStyles.table}>
                <caption className="visually-hidden">{t('profit.byDay')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('profit.date')}</th>
                    {columns.map((c) => (
                      <th key={c} scope="col" className={listStyles.num}>
                        {t(`profit.columns.${c}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.days.map((d) => (
                    <DayRow key={d.date} day={d} signed={signed} />
                  ))}
                </tbody>
              </table>
            </section>
          </>
        )}
      </RecordListState>
    </div>
  );
}

function DayRow({ day, signed }: { day: ProfitFigures & { date: string }; signed: (minor: number) => string }) {
  const { t } = useTranslation('memberCentre');
  const { money } = useFormat();
  return (
    <tr>
      <th scope="row" data-label={t('profit.date')}>
        <time dateTime={day.date}>{day.date}</time>
      </th>
      {columns.map((c) => (
        <td key={c} data-label={t(`profit.columns.${c}`)} className={listStyles.num}>
          {c === 'netMinor' ? signed(day[c]) : money(day[c])}
        </td>
      ))}
    </tr>
  );
}
