import { useId } from 'react';
import { useTranslation } from '../../../../shared/i18n/react.tsx';
import { CloseIcon } from '../../../../shared/ui/icons/icons.tsx';
import styles from './search-box.module.css';

export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('lottery');
  const id = useId();
  return (
    <div className={styles.box} role="search">
      <label htmlFor={id} className="visually-hidden">
        {t('filters.search')}
      </label>
      <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={value}
        placeholder={t('filters.searchPlaceholder')}
        autoComplete="off"
        maxLength={64}
        onChange={(event) => onChange(event.target.value)}
      />
      {value && (
        <button type="button" className={styles.clear} aria-label={t('filters.clearSearch')} onClick={() => onChange('')}>
          <CloseIcon width={16} height={16} />
        </button>
      )}
    </div>
  );
}
