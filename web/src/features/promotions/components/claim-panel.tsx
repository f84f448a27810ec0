import { useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { lockReasonText } from './promo-meta.tsx';
import { Link } from '../../../shared/router/react.tsx';
import type { ClaimResult, PromotionSummary } from '@tala/contract/promotions';
import { ApiError } from '../../../shared/api/api-error.ts';
import { allowAction } from '../../../shared/lib/access-guard.ts';
import { useFormat } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import { openCentre, useCentrePageAvailable } from '../../../shared/ui/centre/centre.ts';
import { newRequestId, useClaimPromotion } from '../api/promotions.ts';
import { ApplyForm } from './apply-form.tsx';
import { RaffleReveal } from './raffle-reveal.tsx';
import styles from './promotions.module.css';

/**
 * The promotion's action (spec §4 states): claim it, or why it cannot be claimed now and what to do
 * about it. After a claim it says what was paid and the turnover that unlocks it.
 */
export function ClaimPanel({ promo, onClaimed }: { promo: PromotionSummary; onClaimed?: (result: ClaimResult) => void }) {
  const { t } = useTranslation(['promotions', 'errors']);
  const { money } = useFormat();
  const claim = useClaimPromotion();
  const requestId = useRef(newRequestId());
  const canDeposit = useCentrePageAvailable('member', 'depositv2');
  const canSeeBonuses = useCentrePageAvailable('member', 'bonusDetails');
  const canEditProfile = useCentrePageAvailable('member', 'profile');

  if (claim.isSuccess) {
    const { claim: paid, prizeIndex } = claim.data;
    return (
      <div className={styles.claimDone} role="status">
        {prizeIndex !== null ? (
          <RaffleReveal amountMinor={paid.amountMinor} turnoverMinor={paid.turnoverRequiredMinor} />
        ) : (
          <p>{t('detail.claimedNow', { amount: money(paid.amountMinor), turnover: money(paid.turnoverRequiredMinor) })}</p>
        )}
        {canSeeBonuses && (
          <Button variant="secondary" onClick={() => allowAction('memberCentre') && openCentre('member', 'bonusDetails')}>
            {t('detail.bonusDetails')}
          </Button>
        )}
      </div>
    );
  }

  const error = claim.error instanceof ApiError ? claim.error : null;
  const alert = error && (
    <p className={styles.error} role="alert">
      {t(error.translationKey)}
    </p>
  );

  switch (promo.status) {
    case 'claim':
      return (
        <div className={styles.claim}>
          <Button
            size="lg"
            disabled={claim.isPending}
            aria-busy={claim.isPending}
            onClick={() => claim.mutate({ id: promo.id, requestId: requestId.current }, { onSuccess: onClaimed })}
          >
            {promo.rule?.kind === 'raffle'
              ? claim.isPending
                ? t('raffle.drawing')
                : t('status.draw')
              : claim.isPending
                ? t('detail.claiming')
                : t('status.claim', { amount: money(promo.bonusMinor ?? 0) })}
          </Button>
          {alert}
        </div>
      );
    case 'login':
      return (
        <div className={styles.claim}>
          <Button size="lg" onClick={() => allowAction('memberCentre')}>
            {t('status.login')}
          </Button>
        </div>
      );
    case 'locked':
      return (
        <div className={styles.claim}>
          <p className={styles.state}>{lockReasonText(t, money, promo)}</p>
          {promo.reason === 'birthdayMissing' && canEditProfile && (
            <Button variant="secondary" onClick={() => allowAction('memberCentre') && openCentre('member', 'profile')}>
              {t('detail.setBirthday')}
            </Button>
          )}
          {promo.reason === 'app' && (
            <Link to={paths.down()} className={styles.more}>
              {t('detail.getApp')}
            </Link>
          )}
          {(promo.reason === 'deposit' || promo.reason === 'minDeposit') && canDeposit && (
            <Button variant="secondary" onClick={() => allowAction('deposit') && openCentre('member', 'depositv2')}>
              {t('detail.deposit')}
            </Button>
          )}
          {alert}
        </div>
      );
    case 'join':
      return <ApplyForm promo={promo} />;
    case 'rejected':
      return (
        <div className={styles.claim}>
          <p className={styles.state} data-status="rejected">
            {t('apply.rejected', { reason: promo.application?.reason ?? '' })}
          </p>
          <ApplyForm promo={promo} />
        </div>
      );
    case 'applying':
      return (
        <p className={styles.state} data-status="applying" role="status">
          {t('apply.applying')}
        </p>
      );
    case 'issued':
      return (
        <p className={styles.state} data-status="issued">
          {t('apply.issued', { amount: money(promo.rule?.fixedMinor ?? 0) })}
        </p>
      );
    case 'claimed':
    case 'comingSoon':
    case 'closed':
      return (
        <div className={styles.claim}>
          <p className={styles.state} data-status={promo.status}>
            {t(`status.${promo.status}`)}
          </p>
          {alert}
        </div>
      );
    default:
      return null;
  }
}
