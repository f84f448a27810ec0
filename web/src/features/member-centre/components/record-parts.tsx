import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { Segments } from '../../../shared/ui/segments/segments.tsx';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { periods, type Period } from '../model/period.ts';
import styles from './record-list.module.css';

/** The period radios every record list starts with (today, yesterday, 7 and 30 days). */
export function PeriodFilter({ name, value, onChange }: { name: string; value: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation('memberCentre');
  return (
    <Segments
      name={name}
      legend={t('bets.period')}
      options={periods}
      value={value}
      onChange={onChange}
      label={(p) => t(`period.${p}`)}
    />
  );
}

/** A labelled filter select beside the periods. */
export function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label className={styles.statusField}>
      <span className={styles.statusLabel}>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </label>
  );
}

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A record list's states before its rows: loading, a failure with a retry, or the empty text; the
 * rows (children) only once there are some.
 */
export function RecordListState({
  query,
  empty,
  emptyText,
  children,
}: {
  query: ListQuery;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('memberCentre');
  if (query.isPending)
    return (
      <div className={styles.state}>
        <Spinner label={t('loading')} />
      </div>
    );
  if (query.isError)
    return (
      <div className={styles.state} role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className={styles.retry} onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  if (empty) return <p className={styles.state}>{emptyText}</p>;
  return children;
}
