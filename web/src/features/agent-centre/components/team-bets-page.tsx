import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useBrand } from '../../../shared/api/system-queries.ts';
import { formatDateTime, useFormat } from '../../../shared/lib/format.ts';
import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { Pagination } from '../../../shared/ui/pagination/pagination.tsx';
import { useTeamBets, type RecordFilter } from '../api/team.ts';
import { RecordFilters } from './member-filter.tsx';
import { ListState, Signed } from './parts.tsx';
import styles from './agent-centre.module.css';

/** Team betting: every bet of the team (lottery and games) over a period, or one member's, newest first. */
export default function TeamBetsPage(_: CentrePageProps) {
  const { t, i18n } = useTranslation(['agentCentre', 'errors']);
  const { money } = useFormat();
  // the brand's clock, as the period filters count its days
  const { timeZone } = useBrand();
  const [filter, setFilter] = useState<RecordFilter>({ period: 'today', account: '', page: 1 });
  const bets = useTeamBets(filter, i18n.language);
  const rows = bets.data?.list ?? [];

  return (
    <div className={styles.root}>
      <RecordFilters
        name="team-bets"
        period={filter.period}
        account={filter.account}
        onChange={(f) => setFilter({ ...f, page: 1 })}
      />
      <ListState
        query={bets}
        empty={rows.length === 0}
        emptyText={t('bets.none')}
        notFoundText={t('records.notInTeam', { account: filter.account })}
      >
        <>
          <p className={styles.summary} aria-live="polite">
            {t('bets.summary', {
              count: bets.data?.total ?? 0,
              stake: money(bets.data?.stakeMinor ?? 0),
              payout: money(bets.data?.payoutMinor ?? 0),
            })}
            {/* the overview's figure, so the two pages can be read side by side */}
            <br />
            {t('bets.valid', { count: bets.data?.validCount ?? 0, stake: money(bets.data?.validStakeMinor ?? 0) })}
          </p>
          {bets.data && bets.data.validCount < bets.data.total && <p className={styles.note}>{t('bets.validNote')}</p>}
          <table className={styles.table} aria-busy={bets.isFetching}>
            <caption className="visually-hidden">{t('bets.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bets.placed')}</th>
                <th scope="col">{t('bets.member')}</th>
                <th scope="col">{t('bets.game')}</th>
                <th scope="col" className={styles.num}>
                  {t('bets.stake')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('bets.result')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((bet) => (
                <tr key={bet.id}>
                  <td data-label={t('bets.placed')}>
                    <time dateTime={bet.createdAt}>{formatDateTime(bet.createdAt, timeZone)}</time>
                  </td>
                  <td data-label={t('bets.member')}>{bet.account}</td>
                  <td data-label={t('bets.game')}>
                    {bet.gameName}
                    <span className="visually-hidden"> {t(`bets.sources.${bet.source}`)}</span>
                  </td>
                  <td data-label={t('bets.stake')} className={styles.num}>
                    {money(bet.stakeMinor)}
                  </td>
                  <td data-label={t('bets.result')} className={styles.num}>
                    {bet.status === 'won' || bet.status === 'lost' ? (
                      <Signed minor={bet.payoutMinor - bet.stakeMinor} format={money} />
                    ) : (
                      t(`bets.statuses.${bet.status}`)
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={filter.page}
            totalPages={bets.data?.totalPages ?? 0}
            onChange={(page) => setFilter({ ...filter, page })}
          />
        </>
      </ListState>
    </div>
  );
}
