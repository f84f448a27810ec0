import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { isApiError } from '../../../shared/api/api-error.ts';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import styles from './agent-centre.module.css';

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
