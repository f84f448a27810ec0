import { useTranslation } from '../../i18n/react.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons.tsx';
import { pageItems } from './page-items.ts';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  range?: number;
  margin?: number;
}

export function Pagination({ page, totalPages, onChange, range = 3, margin = 1 }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.cell}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
            aria-label={t('pagination.previous')}
          >
            <ChevronLeftIcon width={16} height={16} />
          </button>
        </li>
        {pageItems(page, totalPages, range, margin).map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={styles.cell}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item.page })}
                onClick={() => onChange(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.cell}
            disabled={page >= totalPages}
            onClick={() => onChange(page + 1)}
            aria-label={t('pagination.next')}
          >
            <ChevronRightIcon width={16} height={16} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
