import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useBrand } from '../../../shared/api/system-queries.ts';
import { zoneOffsetMinutes, zoneOffsetName } from '../../../shared/lib/format.ts';
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

/**
 * Names the brand's clock when the viewer's keeps another time: the centre counts the brand's days
 * (those the agent's commission and wages are paid by), so "Today" on a phone set to another zone
 * starts at a different hour from the phone's midnight.
 */
export function SiteClockNote() {
  const { t } = useTranslation('agentCentre');
  const { timeZone } = useBrand();
  const now = new Date();
  if (zoneOffsetMinutes(timeZone, now) === -now.getTimezoneOffset()) return null;
  return <p className={styles.note}>{t('period.clock', { zone: zoneOffsetName(timeZone, now) })}</p>;
}
