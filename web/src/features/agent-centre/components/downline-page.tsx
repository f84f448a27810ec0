import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { isAgentCode } from '@tala/contract/core/roles';
import type { DownlineMember } from '@tala/contract/agent';
import { useBrand } from '../../../shared/api/system-queries.ts';
import { formatDateTime, useFormat } from '../../../shared/lib/format.ts';
import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { AlertDialog } from '../../../shared/ui/alert-dialog/alert-dialog.tsx';
import { Pagination } from '../../../shared/ui/pagination/pagination.tsx';
import { useDownline, useDownlineDetail, useSetMemberStatus, type DownlineFilter } from '../api/team.ts';
import { Segments } from '../../../shared/ui/segments/segments.tsx';
import { ListState, Signed, SiteClockNote } from './parts.tsx';
import { RebateForm } from './rebate-form.tsx';
import { TransferForm } from './transfer-form.tsx';
import styles from './agent-centre.module.css';

const statuses = ['all', 'active', 'locked'] as const;

/** Whose members the list shows: the agent's own, or one of his team's (a trail back up). */
interface Level {
  id: number;
  account: string;
}

/**
 * Team management: the agent's direct members (search finds anyone in his team), a member's own
 * members one level down, and one member's details with lock and unlock.
 */
export default function DownlinePage(_: CentrePageProps) {
  const { t } = useTranslation(['agentCentre', 'errors']);
  const [trail, setTrail] = useState<Level[]>([]);
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const [status, setStatus] = useState<DownlineFilter['status']>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const upline = trail.at(-1);
  const list = useDownline({ uplineId: search ? undefined : upline?.id, search, status, page });
  const rows = list.data?.list ?? [];

  if (open !== null)
    return (
      <MemberDetail
        memberId={open}
        onBack={() => setOpen(null)}
        onTeam={(m) => (setOpen(null), setTrail([...trail, m]), setPage(1))}
      />
    );

  return (
    <div className={styles.root}>
      <form
        role="search"
        className={styles.searchForm}
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typed.trim());
          setPage(1);
        }}
      >
        <label className={styles.field}>
          <span>{t('downline.search')}</span>
          <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={64} />
        </label>
        <button type="submit" className={styles.button}>
          {t('downline.find')}
        </button>
        <Segments
          name="downline-status"
          legend={t('downline.status')}
          options={statuses}
          value={status}
          onChange={(s) => (setStatus(s), setPage(1))}
          label={(s) => t(`downline.statuses.${s}`)}
        />
      </form>

      {search ? (
        <div className={styles.trail}>
          <p className={styles.summary}>{t('downline.searching', { search })}</p>
          <button type="button" className={styles.linkButton} onClick={() => (setSearch(''), setTyped(''), setPage(1))}>
            {t('downline.clearSearch')}
          </button>
        </div>
      ) : (
        upline && (
          <nav className={styles.trail} aria-label={t('downline.trail')}>
            <button type="button" className={styles.linkButton} onClick={() => (setTrail([]), setPage(1))}>
              {t('downline.myTeam')}
            </button>
            {trail.map((level, i) => (
              <span key={level.id}>
                {' / '}
                {i === trail.length - 1 ? (
                  <span aria-current="page">{t('downline.teamOf', { account: level.account })}</span>
                ) : (
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => (setTrail(trail.slice(0, i + 1)), setPage(1))}
                  >
                    {level.account}
                  </button>
                )}
              </span>
            ))}
          </nav>
        )
      )}

      <ListState
        query={list}
        empty={rows.length === 0}
        emptyText={search ? t('downline.noMatch', { search }) : t('downline.none')}
      >
        <>
          <p className={styles.summary} aria-live="polite">
            {t('downline.count', { count: list.data?.total ?? 0 })}
          </p>
          <DownlineTable rows={rows} busy={list.isFetching} onOpen={setOpen} />
          <Pagination page={page} totalPages={list.data?.totalPages ?? 0} onChange={setPage} />
        </>
      </ListState>
    </div>
  );
}

function DownlineTable({ rows, busy, onOpen }: { rows: DownlineMember[]; busy: boolean; onOpen: (id: number) => void }) {
  const { t } = useTranslation('agentCentre');
  // a rate in basis points reads as a 2-decimal figure in the page's own separators (1,25 in vi)
  const { money, amount } = useFormat();
  const { timeZone } = useBrand();
  return (
    <table className={styles.table} aria-busy={busy}>
      <caption className="visually-hidden">{t('downline.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('downline.account')}</th>
          <th scope="col">{t('downline.role')}</th>
          <th scope="col">{t('downline.statusColumn')}</th>
          <th scope="col" className={styles.num}>
            {t('downline.balance')}
          </th>
          <th scope="col" className={styles.num}>
            {t('downline.teamSize')}
          </th>
          <th scope="col" className={styles.num}>
            {t('downline.rebate')}
          </th>
          <th scope="col">{t('downline.lastLogin')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((m) => (
          <tr key={m.id}>
            <td data-label={t('downline.account')}>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => onOpen(m.id)}
                aria-label={t('downline.open', { account: m.account })}
              >
                {m.account}
              </button>
            </td>
            <td data-label={t('downline.role')}>{t(isAgentCode(m.isAgent) ? 'downline.agent' : 'downline.player')}</td>
            <td data-label={t('downline.statusColumn')}>
              <span className={styles.badge} data-status={m.status}>
                {t(`downline.statuses.${m.status}`)}
              </span>
            </td>
            <td data-label={t('downline.balance')} className={styles.num}>
              {money(m.balanceMinor)}
            </td>
            <td data-label={t('downline.teamSize')} className={styles.num}>
              {m.teamSize}
            </td>
            <td data-label={t('downline.rebate')} className={styles.num}>
              {t('downline.percent', { rate: amount(m.rebateBps) })}
            </td>
            <td data-label={t('downline.lastLogin')}>
              {m.lastLoginAt ? (
                <time dateTime={m.lastLoginAt}>{formatDateTime(m.lastLoginAt, timeZone)}</time>
              ) : (
                t('downline.never')
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MemberDetail({ memberId, onBack, onTeam }: { memberId: number; onBack: () => void; onTeam: (m: Level) => void }) {
  const { t } = useTranslation(['agentCentre', 'errors']);
  // a rate in basis points reads as a 2-decimal figure in the page's own separators (1,25 in vi)
  const { money, amount } = useFormat();
  const { timeZone } = useBrand();
  const detail = useDownlineDetail(memberId);
  const setStatus = useSetMemberStatus(memberId);
  // locking signs the member out at once: it is asked first, as a rebate change is
  const [askLock, setAskLock] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const m = detail.data;
  // the detail replaces the list: focus moves to its heading, as it would to a new page
  useEffect(() => heading.current?.focus(), [m?.id]);

  return (
    <div className={styles.root}>
      <div className={styles.trail}>
        <button type="button" className={styles.linkButton} onClick={onBack}>
          {t('downline.back')}
        </button>
      </div>
      <ListState query={detail} empty={false} emptyText="" notFoundText={t('downline.notInTeam')}>
        {m && (
          <section aria-labelledby="member-detail" className={styles.root}>
            <h3 id="member-detail" ref={heading} tabIndex={-1} className={styles.heading}>
              {m.nickname !== m.account ? `${m.account} (${m.nickname})` : m.account}
            </h3>
            <dl className={styles.details}>
              <Item label={t('downline.role')} value={t(isAgentCode(m.isAgent) ? 'downline.agent' : 'downline.player')} />
              <Item label={t('downline.statusColumn')} value={t(`downline.statuses.${m.status}`)} />
              <Item label={t('downline.level')} value={String(m.level)} />
              <Item label={t('downline.upline')} value={m.upline} />
              <Item label={t('downline.balance')} value={money(m.balanceMinor)} />
              <Item label={t('downline.teamSize')} value={String(m.teamSize)} />
              <Item label={t('downline.rebate')} value={t('downline.percent', { rate: amount(m.rebateBps) })} />
              <Item label={t('downline.joined')} value={formatDateTime(m.createdAt, timeZone)} />
              <Item
                label={t('downline.lastLogin')}
                value={m.lastLoginAt ? formatDateTime(m.lastLoginAt, timeZone) : t('downline.never')}
              />
              {m.mustChangePassword && <Item label={t('downline.password')} value={t('downline.mustChange')} />}
            </dl>
            <h4 className={styles.heading}>{t('downline.thisMonth')}</h4>
            <SiteClockNote />
            <dl className={styles.details}>
              <Item label={t('overview.validBet')} value={money(m.month.validBetMinor)} />
              <Item label={t('overview.profitLoss')} value={<Signed minor={m.month.profitLossMinor} format={money} />} />
              <Item label={t('overview.deposits')} value={money(m.month.depositsMinor)} />
              <Item label={t('overview.withdrawals')} value={money(m.month.withdrawalsMinor)} />
            </dl>
            {setStatus.isSuccess && (
              <p className={styles.done} role="status">
                {t(setStatus.variables === 'locked' ? 'downline.lockedDone' : 'downline.unlockedDone', { account: m.account })}
              </p>
            )}
            {setStatus.isError && (
              <p className={styles.alert} role="alert">
                {t('downline.statusFailed')}
              </p>
            )}
            <div className={styles.actions}>
              {m.status === 'active' && (
                <button
                  type="button"
                  className={styles.button}
                  data-tone="danger"
                  disabled={setStatus.isPending}
                  onClick={() => setAskLock(true)}
                >
                  {t('downline.lock')}
                </button>
              )}
              {m.status === 'locked' && (
                <button
                  type="button"
                  className={styles.button}
                  disabled={setStatus.isPending}
                  onClick={() => setStatus.mutate('active')}
                >
                  {t('downline.unlock')}
                </button>
              )}
              <AlertDialog
                open={askLock}
                title={t('downline.lockTitle', { account: m.account })}
                confirmLabel={t('downline.lock')}
                cancelLabel={t('wages.cancel')}
                busy={setStatus.isPending}
                onCancel={() => setAskLock(false)}
                onConfirm={() => setStatus.mutate('locked', { onSettled: () => setAskLock(false) })}
              >
                {t('downline.lockText', { account: m.account })}
              </AlertDialog>
              {m.teamSize > 0 && (
                <button type="button" className={styles.button} onClick={() => onTeam({ id: m.id, account: m.account })}>
                  {t('downline.seeTeam', { count: m.teamSize })}
                </button>
              )}
            </div>
            {m.level === 1 && m.status !== 'closed' && (
              <RebateForm
                key={m.id}
                memberId={m.id}
                account={m.account}
                currentBps={m.rebateBps}
                maxBps={m.maxRebateBps}
                isAgent={isAgentCode(m.isAgent)}
              />
            )}
            {m.level === 1 && m.status !== 'closed' && <TransferForm memberId={m.id} account={m.account} />}
          </section>
        )}
      </ListState>
    </div>
  );
}

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
