import { useTranslation } from '../../../shared/i18n/react.tsx';
import { Link } from '../../../shared/router/react.tsx';
import { paths } from '../../../shared/lib/paths.ts';
import { Carousel } from '../../../shared/ui/carousel/carousel.tsx';
import { SafeHtml } from '../../../shared/ui/safe-html/safe-html.tsx';
import { useNewPlayerPromotions } from '../api/promotions.ts';
import styles from './promotions-carousel.module.css';

/** Spec §2/§9: the new-player promotions beside the form; autoplay every 5000 ms with more than one slide. */
export const PROMO_AUTOPLAY_MS = 5000;

export function PromotionsCarousel() {
  const { t, i18n } = useTranslation('register');
  const promotions = useNewPlayerPromotions(i18n.language).data ?? [];
  if (promotions.length === 0) return null;
  return (
    <Carousel label={t('promotions.label')} autoplayMs={PROMO_AUTOPLAY_MS} className={styles.carousel}>
      {promotions.map((promo) => (
        <article key={promo.id} className={styles.slide} aria-labelledby={`promo-${promo.id}`}>
          <span className={styles.tag}>{t('promotions.tag')}</span>
          <h2 id={`promo-${promo.id}`} className={styles.title}>
            {promo.title}
          </h2>
          <SafeHtml html={promo.content} className={styles.content} />
          <Link to={paths.promotions({ id: promo.id })} className={styles.more}>
            {t('promotions.more')}
          </Link>
        </article>
      ))}
    </Carousel>
  );
}
