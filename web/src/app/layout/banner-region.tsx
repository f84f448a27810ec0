import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { noticeQuery } from '../api/system.ts';
import styles from './banner-region.module.css';

// The carousel (Embla) loads only once there are banners to show, off the first-paint path.
const BannerCarousel = lazy(() =>
  import('../../shared/ui/carousel/banner-carousel.tsx').then((m) => ({ default: m.BannerCarousel })),
);

/**
 * The banner region (spec §2 "Banners"): banners of the route's group from the notice call. Home
 * shows centred slides with pagination; elsewhere one slide. Empty when the group has none.
 */
export function BannerRegion({ group, home }: { group: string | undefined; home: boolean }) {
  const { t, i18n } = useTranslation();
  const notice = useQuery({ ...noticeQuery(i18n.language), enabled: Boolean(group) });
  const banners = notice.data?.banners.filter((banner) => banner.groupName === group) ?? [];
  const loading = Boolean(group) && notice.isPending;

  return (
    <section aria-label={t('banner.region')} className={`${styles.region} ${home ? styles.home : ''}`}>
      {loading && <div className={styles.skeleton} />}
      {banners.length > 0 && (
        <Suspense fallback={<div className={styles.skeleton} />}>
          {/* a name of its own: the region above is the landmark named banner.region */}
          <BannerCarousel banners={banners} home={home} label={t('banner.carousel')} />
        </Suspense>
      )}
    </section>
  );
}
