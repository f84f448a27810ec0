import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { formatMinor } from '@tala/contract/core/money';
import { recordTypes, type AccountRecord, type RecordType } from '@tala/contract/wallet';
import type { TFunction } from '../../../shared/i18n/translator.ts';
import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { Pagination } from '../../../shared/ui/pagination/pagination.tsx';
import { formatDateTime, useFormat } from '../../../shared/lib/format.ts';
import { useTransactions, type RecordFilter } from '../api/transactions.ts';
import { useWallets } from '../api/wallets.ts';
import { toCsv } from '../model/csv.ts';
import { FilterSelect, PeriodFilter, RecordListState } from './record-parts.tsx';
import styles from './record-list.module.css';
import own from './account-record-page.module.css';

/** The rows on screen as a CSV file the browser saves: a header row, amounts as plain decimals. */
function exportCsv(list: readonly AccountRecord[], t: TFunction) {
  const csv = toCsv([
    [
      t('records.time'),
      t('records.type'),
      t('records.wallet'),
      t('records.amount'),
      t('records.balanceAfter'),
      t('records.reference'),
    ],
    ...list.map((r) => [
      formatDateTime(r.createdAt),
      t(`records.types.${r.type}`),
      r.walletName,
      formatMinor(r.amountMinor),
      formatMinor(r.balanceAfterMinor),
      r.ref ?? '',
    ]),
  ]);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${t('records.fileName')}-${formatDateTime(new Date()).slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the file to the browser; the object URL only holds memory from here on
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The member's account record: every movement of money on their wallets, filtered, newest first, paged. */
export default function AccountRecordPage(_: CentrePageProps) {
  const { t } = useTranslation('memberCentre');
  const [filter, setFilter] = useState<RecordFilter>({ period: 'week', type: 'all', wallet: 'all', page: 1 });
  const records = useTransactions(filter);
  const wallets = useWallets();
  const list = records.data?.list ?? [];
  const narrow = (patch: Partial<RecordFilter>) => setFilter((f) => ({ ...f, ...patch, page: 1 }));

  return (
    <div className={styles.root}>
      <div className={styles.filters}>
        <PeriodFilter name="record-period" value={filter.period} onChange={(period) => narrow({ period })} />
        <div className={own.selects}>
          <FilterSelect
            label={t('records.type')}
            value={filter.type}
            onChange={(type) => narrow({ type: type as RecordType | 'all' })}
          >
            <option value="all">{t('records.allTypes')}</option>
            {recordTypes.map((type) => (
              <option key={type} value={type}>
                {t(`records.types.${type}`)}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect label={t('records.wallet')} value={filter.wallet} onChange={(wallet) => narrow({ wallet })}>
            <option value="all">{t('records.allWallets')}</option>
            {(wallets.data?.wallets ?? []).map((w) => (
              <option key={w.wallet} value={w.wallet}>
                {w.name}
              </option>
            ))}
          </FilterSelect>
        </div>
      </div>

      <RecordListState query={records} empty={list.length === 0} emptyText={t('records.none')}>
        <>
          <div className={own.bar}>
            <p className={styles.summary} aria-live="polite">
              {t('records.count', { count: records.data?.total ?? 0 })}
            </p>
            <button type="button" className={styles.retry} onClick={() => exportCsv(list, t)}>
              {t('records.export')}
            </button>
          </div>
          <table className={styles.table} aria-busy={records.isFetching}>
            <caption className="visually-hidden">{t('records.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('records.time')}</th>
                <th scope="col">{t('records.type')}</th>
                <th scope="col">{t('records.wallet')}</th>
                <th scope="col" className={styles.num}>
                  {t('records.amount')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('records.balanceAfter')}
                </th>
                <th scope="col">{t('records.reference')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <RecordRow key={r.id} record={r} />
              ))}
            </tbody>
          </table>
          <Pagination
            page={filter.page}
            totalPages={records.data?.totalPages ?? 0}
            onChange={(page) => setFilter((f) => ({ ...f, page }))}
          />
        </>
      </RecordListState>
    </div>
  );
}

function RecordRow({ record }: { record: AccountRecord }) {
  const { t } = useTranslation('memberCentre');
  const { money } = useFormat();
  const incoming = record.amountMinor > 0;
  return (
    <tr>
      <td data-label={t('records.time')}>
        <time dateTime={record.createdAt}>{formatDateTime(record.createdAt)}</time>
      </td>
      <td data-label={t('records.type')}>{t(`records.types.${record.type}`)}</td>
      <td data-label={t('records.wallet')}>{record.walletName}</td>
      <td data-label={t('records.amount')} className={`${styles.num} ${incoming ? own.in : own.out}`}>
        {incoming ? `+${money(record.amountMinor)}` : money(record.amountMinor)}
      </td>
      <td data-label={t('records.balanceAfter')} className={styles.num}>
        {money(record.balanceAfterMinor)}
      </td>
      <td data-label={t('records.reference')} className={own.ref}>
        {record.ref ? <span title={record.ref}>{record.ref}</span> : '—'}
      </td>
    </tr>
  );
}
