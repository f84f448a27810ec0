import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import type { PointConfig, PointItem } from '@tala/contract/points';
import { isApiError } from '../../shared/api/api-error.ts';
import { allowAction } from '../../shared/lib/access-guard.ts';
import { formatDateTime, useFormat } from '../../shared/lib/format.ts';
import { useSessionStore } from '../../shared/state/session.ts';
import { Button } from '../../shared/ui/button/button.tsx';
import { Pagination } from '../../shared/ui/pagination/pagination.tsx';
import { Spinner } from '../../shared/ui/spinner/spinner.tsx';
import { usePointHistory, usePointItems, usePointSummary } from './api/points.ts';
import { itemName, useCount } from './components/count.ts';
import { RedeemDialog, type RedeemTarget } from './components/redeem-dialog.tsx';
import styles from './components/points.module.css';

/**
 * /pointMall (spec §1 points, §2): the member's points, how they are earned, the rewards with their
 * cost and stock, redeeming or converting with the payment password, and the points history.
 */
export function Component() {
  const { t } = useTranslation(['points', 'common']);
  const token = useSessionStore((s) => s.token);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t('common:pages.pointMall')}
      </h1>
      {token ? (
        <PointMall />
      ) : (
        <div className={styles.card}>
          <p>{t('login.text')}</p>
          <Button onClick={() => allowAction('memberCentre')}>{t('login.button')}</Button>
        </div>
      )}
    </section>
  );
}

function Failure({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation(['points', 'errors']);
  return (
    <div role="alert" className={styles.card}>
      <p>{isApiError(error) ? t(error.translationKey) : t('failed')}</p>
      <Button variant="secondary" onClick={retry}>
        {t('retry')}
      </Button>
    </div>
  );
}

function PointMall() {
  const { t } = useTranslation(['points', 'errors']);
  const summary = usePointSummary();
  const items = usePointItems();
  const [target, setTarget] = useState<RedeemTarget | null>(null);

  if (summary.isPending) return <Spinner label={t('loading')} />;
  if (summary.isError) return <Failure error={summary.error} retry={() => void summary.refetch()} />;
  const { balance, config } = summary.data;

  return (
    <>
      <Summary
        balance={balance}
        earned={summary.data.earned}
        spent={summary.data.spent}
        config={config}
        onConvert={() => setTarget({ kind: 'convert' })}
      />
      <section aria-labelledby="rewards-title" className={styles.section}>
        <h2 id="rewards-title" className={styles.heading}>
          {t('items.title')}
        </h2>
        {items.isPending ? (
          <Spinner label={t('loading')} />
        ) : items.isError ? (
          <Failure error={items.error} retry={() => void items.refetch()} />
        ) : items.data.length === 0 ? (
          <p className={styles.muted}>{t('items.empty')}</p>
        ) : (
          <ul className={styles.grid} aria-labelledby="rewards-title">
            {items.data.map((item) => (
              <li key={item.id}>
                <ItemCard item={item} balance={balance} onRedeem={() => setTarget({ kind: 'item', item })} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <History />
      {target && <RedeemDialog target={target} balance={balance} config={config} onClose={() => setTarget(null)} />}
    </>
  );
}

function Summary({
  balance,
  earned,
  spent,
  config,
  onConvert,
}: {
  balance: number;
  earned: number;
  spent: number;
  config: PointConfig;
  onConvert: () => void;
}) {
  const { t } = useTranslation('points');
  const { money } = useFormat();
  const count = useCount();
  return (
    <div className={styles.top}>
      <section aria-labelledby="balance-title" className={`${styles.card} ${styles.balanceCard}`}>
        <h2 id="balance-title" className={styles.heading}>
          {t('summary.balance')}
        </h2>
        <p className={styles.balance} data-testid="point-balance">
          {count(balance)}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('summary.earned')}</dt>
            <dd>{count(earned)}</dd>
          </div>
          <div>
            <dt>{t('summary.spent')}</dt>
            <dd>{count(spent)}</dd>
          </div>
        </dl>
        {balance >= config.minConvertPoints && (
          <Button variant="secondary" onClick={onConvert}>
            {t('convert.button')}
          </Button>
        )}
      </section>
      <section aria-labelledby="earn-title" className={styles.card}>
        <h2 id="earn-title" className={styles.heading}>
          {t('earn.title')}
        </h2>
        <ul className={styles.rules}>
          <li>{t('earn.rate', { stake: money(config.stakePerPointMinor) })}</li>
          <li>{t('earn.valid')}</li>
          <li>{t('earn.expiry')}</li>
          <li>
            {t('earn.convert', {
              points: count(config.minConvertPoints),
              amount: money(config.minConvertPoints * config.minorPerPoint),
            })}
          </li>
        </ul>
      </section>
    </div>
  );
}

function ItemCard({ item, balance, onRedeem }: { item: PointItem; balance: number; onRedeem: () => void }) {
  const { t } = useTranslation('points');
  const { money } = useFormat();
  const count = useCount();
  const soldOut = item.stock !== null && item.stock <= 0;
  const missing = item.costPoints - balance;
  const name = itemName(item, money);
  return (
    <article className={styles.item} aria-labelledby={`item-${item.id}`}>
      <p className={styles.kind} data-kind={item.kind}>
        {t(`items.kinds.${item.kind}`)}
      </p>
      <h3 id={`item-${item.id}`} className={styles.itemTitle}>
        {name}
      </h3>
      <p className={styles.muted}>{item.description}</p>
      <p className={styles.cost}>{t('items.cost', { points: count(item.costPoints) })}</p>
      <p className={styles.muted}>
        {item.stock === null ? t('items.unlimited') : soldOut ? t('items.soldOut') : t('items.stock', { count: item.stock })}
      </p>
      {soldOut ? null : missing > 0 ? (
        <p className={styles.muted}>{t('items.short', { missing: count(missing) })}</p>
      ) : (
        <Button onClick={onRedeem} aria-label={t('items.redeemOne', { title: name })}>
          {t('items.redeem')}
        </Button>
      )}
    </article>
  );
}

function History() {
  const { t } = useTranslation('points');
  const { money } = useFormat();
  const count = useCount();
  const [page, setPage] = useState(1);
  const history = usePointHistory(page);
  const signed = (n: number) => (n > 0 ? `+${count(n)}` : `−${count(-n)}`);
  return (
    <section aria-labelledby="history-title" className={styles.section}>
      <h2 id="history-title" className={styles.heading}>
        {t('history.title')}
      </h2>
      {history.isPending ? (
        <Spinner label={t('loading')} />
      ) : history.isError ? (
        <Failure error={history.error} retry={() => void history.refetch()} />
      ) : history.data.total === 0 ? (
        <p className={styles.muted}>{t('history.empty')}</p>
      ) : (
        <>
          <ul className={styles.history} aria-labelledby="history-title">
            {history.data.list.map((e) => (
              <li key={e.id} className={styles.entry}>
                <span className={styles.entryWhat}>
                  <strong>{e.detail ? `${t(`history.kinds.${e.kind}`)}: ${e.detail}` : t(`history.kinds.${e.kind}`)}</strong>
                  <span className={styles.muted}>{formatDateTime(e.createdAt)}</span>
                  {e.cashMinor > 0 && <span className={styles.muted}>{t('history.paid', { amount: money(e.cashMinor) })}</span>}
                  {e.voucherCode && (
                    <span>
                      {t('history.voucher')} <strong className={styles.code}>{e.voucherCode}</strong>
                    </span>
                  )}
                </span>
                <span className={styles.entryPoints} data-sign={e.points > 0 ? 'in' : 'out'}>
                  {signed(e.points)}
                  <span className={styles.muted}>{t('history.after', { points: count(e.balanceAfter) })}</span>
                </span>
              </li>
            ))}
          </ul>
          {history.data.total > history.data.pageSize && (
            <Pagination page={page} totalPages={Math.ceil(history.data.total / history.data.pageSize)} onChange={setPage} />
          )}
        </>
      )}
    </section>
  );
}
