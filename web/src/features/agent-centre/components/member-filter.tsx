import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { periods, type Period } from '../model/period.ts';
import { Segments } from '../../../shared/ui/segments/segments.tsx';
import { SiteClockNote } from './parts.tsx';
import styles from './agent-centre.module.css';

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
              onChange={(event) => {
                setTyped(event.target.value);
                if (event.target.value === '' && account) onChange({ period, account: '' });
              }}
            />
          </label>
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
