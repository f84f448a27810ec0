import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import type { ClaimResult } from '@tala/contract/promotions';
import { Link } from '../../../shared/router/react.tsx';
import { formatDateTime, useFormat } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { useBonuses, usePromotions } from '../api/promotions.ts';
import { ClaimPanel } from './claim-panel.tsx';
import { PromoLabels } from './promo-meta.tsx';
import styles from './promotions.module.css';

/** Member centre → reward centre (spec §1, §2): what can be claimed now, and what was claimed. */
export default function RewardCentrePage({ go }: CentrePageProps) {
  const { t } = useTranslation(['promotions', 'errors']);
  const { money } = useFormat();
  const promotions = usePromotions();
  const bonuses = useBonuses();
  // a claimed promotion leaves the list at once: what it paid is said here instead
  const [lastClaim, setLastClaim] = useState<ClaimResult | null>(null);
  // the claimed card (and the button that had the focus) leaves the list: the focus, and the view,
  // go to what it paid, at the top of the page, instead of being lost below
  const claimNote = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (lastClaim) claimNote.current?.focus();
  }, [lastClaim]);

  if (promotions.isPending || bonuses.isPending) return <Spinner label={t('list.loading')} />;
  if (promotions.isError || bonuses.isError) {
    return (
      <div role="alert" className={styles.stateBox}>
        <p>{t('list.failed')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            void promotions.refetch();
            void bonuses.refetch();
          }}
        >
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  const claimable = promotions.data.filter((p) => p.status === 'claim');
  const claimed = bonuses.data;
  return (
    <div className={styles.centre}>
      <p role="status" ref={claimNote} tabIndex={-1} className={lastClaim ? styles.claimDone : 'visually-hidden'}>
        {lastClaim &&
          (lastClaim.prizeIndex !== null
            ? `${t('raffle.won', { amount: money(lastClaim.claim.amountMinor) })} ${t('raffle.wonDetail', {
                turnover: money(lastClaim.claim.turnoverRequiredMinor),
              })}`
            : t('detail.claimedNow', {
                amount: money(lastClaim.claim.amountMinor),
                turnover: money(lastClaim.claim.turnoverRequiredMinor),
              }))}
      </p>
      <section aria-labelledby="reward-claimable">
        <h2 id="reward-claimable" className={styles.panelTitle}>
          {t('reward.claimable')}{' '}
          {claimable.length > 0 && (
            <span className={styles.count} aria-hidden="true">
              {claimable.length}
            </span>
          )}
        </h2>
        {claimable.length === 0 ? (
          <p className={styles.empty}>{t('reward.none')}</p>
        ) : (
          <ul className={styles.rewardList} aria-labelledby="reward-claimable">
            {claimable.map((promo) => (
              <li key={promo.id} className={styles.reward}>
                <PromoLabels labels={promo.labels} />
                <h3 className={styles.rewardTitle}>
                  <Link to={paths.promoDetail({ id: promo.id })}>{promo.title}</Link>
                </h3>
                <ClaimPanel promo={promo} onClaimed={setLastClaim} />
              </li>
            ))}
          </ul>
        )}
        <Link to={paths.promotions()} className={styles.more}>
          {t('reward.all')}
        </Link>
      </section>
      <section aria-labelledby="reward-claimed">
        <h2 id="reward-claimed" className={styles.panelTitle}>
          {t('reward.claimed')}
        </h2>
        {claimed.length === 0 ? (
          <p className={styles.empty}>{t('reward.noneClaimed')}</p>
        ) : (
          <ul className={styles.rewardList} aria-labelledby="reward-claimed">
            {claimed.slice(0, 5).map((bonus) => (
              // the bonuses of every source (missions, sign-ins…): ids are per source, a title may be empty
              <li key={`${bonus.source}-${bonus.id}`} className={styles.claimedRow}>
                <span>{bonus.title || t(`bonus.sources.${bonus.source}`)}</span>
                <span className={styles.amount}>{money(bonus.amountMinor)}</span>
                <time dateTime={bonus.claimedAt} className={styles.muted}>
                  {formatDateTime(bonus.claimedAt).slice(0, 10)}
                </time>
              </li>
            ))}
          </ul>
        )}
        {claimed.length > 0 && (
          <Button variant="secondary" onClick={() => go('bonusDetails')}>
            {t('detail.bonusDetails')}
          </Button>
        )}
      </section>
    </div>
  );
}
