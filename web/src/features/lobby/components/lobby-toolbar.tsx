import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useFormat } from '../../../shared/lib/format.ts';
import type { LobbyState } from '../model/lobby-filter.ts';
import { SearchIcon } from './lobby-icons.tsx';
import styles from './lobby-toolbar.module.css';

/** Typed search reaches the URL (and the server) after this pause. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface LobbyToolbarProps {
  state: LobbyState;
  vendors: readonly { code: string; name: string }[];
  classifies: readonly string[];
  minBets: readonly string[];
  onChange: (patch: Partial<LobbyState>) => void;
}

/** Search by name and the filters by vendor, classification and minimum bet (spec §2 lobby). */
export function LobbyToolbar({ state, vendors, classifies, minBets, onChange }: LobbyToolbarProps) {
  const { t } = useTranslation('lobby');
  const { moneyText } = useFormat();
  const [search, setSearch] = useState(state.search);

  // the URL is the truth: a reset (logo, back button) shows in the box
  useEffect(() => setSearch(state.search), [state.search]);

  useEffect(() => {
    if (search === state.search) return;
    const timer = setTimeout(() => onChange({ search }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, state.search, onChange]);

  return (
    <div className={styles.toolbar} role="search">
      <label className={styles.search}>
        <SearchIcon className={styles.searchIcon} />
        <span className="visually-hidden">{t('filters.search')}</span>
        <input
          type="search"
          value={search}
          maxLength={64}
          placeholder={t('filters.searchPlaceholder')}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onChange({ search });
          }}
          className={styles.input}
        />
      </label>
      <div className={styles.selects}>
        {vendors.length > 1 && (
          <Select label={t('filters.vendor')} value={state.vendor} onChange={(vendor) => onChange({ vendor })}>
            <option value="">{t('filters.allVendors')}</option>
            {vendors.map((v) => (
              <option key={v.code} value={v.code}>
                {v.name}
              </option>
            ))}
          </Select>
        )}
        {classifies.length > 1 && (
          <Select label={t('filters.classify')} value={state.classify} onChange={(classify) => onChange({ classify })}>
            <option value="">{t('filters.allTypes')}</option>
            {classifies.map((c) => (
              <option key={c} value={c}>
                {t(`classify.${c}`, { defaultValue: c })}
              </option>
            ))}
          </Select>
        )}
        {minBets.length > 0 && (
          <Select label={t('filters.minBet')} value={state.minBet} onChange={(minBet) => onChange({ minBet })}>
            <option value="">{t('filters.anyBet')}</option>
            {minBets.map((m) => (
              <option key={m} value={m}>
                {t('filters.upTo', { amount: moneyText(m) })}
              </option>
            ))}
          </Select>
        )}
      </div>
    </div>
  );
}

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <label className={styles.select}>
      <span className={styles.selectLabel}>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)} data-active={value !== '' || undefined}>
        {children}
      </select>
    </label>
  );
}
