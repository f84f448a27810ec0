import { useTranslation } from '../../../shared/i18n/react.tsx';
import { Link } from '../../../shared/router/react.tsx';
import type { PromotionSummary } from '@tala/contract/promotions';
import { useFormat } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { slug } from '../model/promotions.ts';
import { lockReasonText, PromoBasis, PromoLabels, PromoPeriod } from './promo-meta.tsx';
import styles from './promotions.module.css';

/** A promotion in the list: labels, title, period, where it stands, and the way to its detail. */
export function PromoCard({ promo }: { promo: PromotionSummary }) {
  const { t } = useTranslation('promotions');
  const { money } = useFormat();
  const headingId = `promo-${promo.id}-title`;
  return (
    <article className={styles.card} aria-labelledby={headingId} data-type={slug(promo.type)}>
      <PromoLabels labels={promo.labels} />
      <h2 id={headingId} className={styles.cardTitle}>
        {promo.title}
      </h2>
      <p className={styles.type}>{t(`types.${slug(promo.type)}`)}</p>
      <PromoPeriod promo={promo} />
      <PromoBasis promo={promo} />
      <div className={styles.cardFoot}>
        {promo.status === 'locked' ? (
          // why he cannot claim yet, in his words: more use than a bare "locked"
          <span className={styles.lockReason}>{lockReasonText(t, money, promo)}</span>
        ) : (
          promo.status !== 'info' &&
          (promo.status === 'claim' ? (
            // looks like the page's main action, so it is one: it opens the detail, where the claim is made
            <Link
              to={paths.promoDetail({ id: promo.id })}
              className={`${styles.badge} ${styles.claimLink}`}
              data-status={promo.status}
              aria-describedby={headingId}
            >
              {promo.rule?.kind === 'raffle' ? t('status.draw') : t('status.claim', { amount: money(promo.bonusMinor ?? 0) })}
            </Link>
          ) : (
            <span className={styles.badge} data-status={promo.status}>
              {t(`status.${promo.status}`)}
            </span>
          ))
        )}
        <Link to={paths.promoDetail({ id: promo.id })} className={styles.more} aria-describedby={headingId}>
          {t('list.more')}
        </Link>
      </div>
    </article>
  );
}
