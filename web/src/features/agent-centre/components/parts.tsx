import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { isApiError } from '../../../shared/api/api-error.ts';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import styles from './agent-centre.module.css';

/** A row of radio buttons drawn as segments (periods, statuses). */
export function Segments<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  label,
}: {
  name: string;
  legend: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  label: (option: T) => string;
}) {
  return (
    <fieldset className={styles.segments}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <label key={option} className={styles.segment}>
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          <span>{label(option)}</span>
        </label>
      ))}
    </fieldset>
  );
}

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A list's states before its rows: loading, a failure (translated; a retry unless it was the agent's
 * filter that was refused), or the empty text; the rows only once there are some.
 */
export function ListState({
  query,
  empty,
  emptyText,
  notFoundText,
  children,
}: {
  query: ListQuery;
  empty: boolean;
  emptyText: string;
  /** What a NOT_FOUND answer means here (a member who is not in the team). */
  notFoundText?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(['agentCentre', 'errors']);
  if (query.isPending)
    return (
      <div className={styles.state}>
        <Spinner label={t('loading')} />
      </div>
    );
  if (query.isError) {
    const code = isApiError(query.error) ? query.error.code : null;
    if (code === 'NOT_FOUND' && notFoundText)
      return (
        <p className={styles.state} role="alert">
          {notFoundText}
        </p>
      );
    return (
      <div className={styles.state} role="alert">
        <p>{isApiError(query.error) ? t(query.error.translationKey) : t('loadFailed')}</p>
        <button type="button" className={styles.button} onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (empty) return <p className={styles.state}>{emptyText}</p>;
  return children;
}

/** A signed amount coloured by its sign (the team's profit green, its loss red). */
export function Signed({ minor, format }: { minor: number; format: (minor: number) => string }) {
  const tone = minor > 0 ? styles.positive : minor < 0 ? styles.negative : undefined;
  return <span className={tone}>{format(minor)}</span>;
}
