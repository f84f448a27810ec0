import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { periods, type Period } from '../model/period.ts';
import { Segments } from '../../../shared/ui/segments/segments.tsx';
import { useDownline } from '../api/team.ts';
import { SiteClockNote } from './parts.tsx';
import styles from './agent-centre.module.css';

/**
 * The team's accounts that contain what the agent typed, for the member field's suggestions: the
 * records filter by an exact account, and an agent with a large team rarely remembers one whole.
 * The lookup waits for a pause in typing so a fast typist costs one request.
 */
function useAccountSuggestions(typed: string): string[] {
  const [search, setSearch] = useState('');
  useEffect(() => {
    const text = typed.trim();
    const timer = setTimeout(() => setSearch(text.length >= 2 ? text : ''), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useDownline({ search, status: 'all', page: 1 }, { enabled: search !== '' });
  if (!search || !found.data) return [];
  return found.data.list.map((m) => m.account).filter((a) => a.toLowerCase() !== typed.trim().toLowerCase());
}

/** The period and member filters of the team records: a member's account, or the whole team when empty. */
export function RecordFilters({
  name,
  period,
  account,
  onChange,
  children,
}: {
  name: string;
  period: Period;
  account: string;
  onChange: (filter: { period: Period; account: string }) => void;
  /** A page's own filters, shown after these and before the note on the clock. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('agentCentre');
  const [typed, setTyped] = useState(account);
  const suggestions = useAccountSuggestions(typed);
  const listId = useId();
  return (
    <>
      <div className={styles.filters}>
        <Segments
          name={`${name}-period`}
          legend={t('period.label')}
          options={periods}
          value={period}
          onChange={(p) => onChange({ period: p, account })}
          label={(p) => t(`period.${p}`)}
        />
        <form
          role="search"
          aria-label={t('records.memberFilter')}
          className={styles.searchForm}
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ period, account: typed.trim() });
          }}
        >
          <label className={styles.field}>
            <span>{t('records.member')}</span>
            <input
              type="search"
              value={typed}
              maxLength={64}
              placeholder={t('records.wholeTeam')}
              list={suggestions.length > 0 ? listId : undefined}
              autoComplete="off"
              onChange={(event) => {
                setTyped(event.target.value);
                if (event.target.value === '' && account) onChange({ period, account: '' });
              }}
            />
          </label>
          <datalist id={listId}>
            {suggestions.map((a) => (
              <option key={a} value={a} />
            ))}
          </datalist>
          <button type="submit" className={styles.button}>
            {t('records.apply')}
          </button>
        </form>
      </div>
      {children}
      <SiteClockNote />
    </>
  );
}
