import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Banner } from '@tala/contract/system';
import { noticeQuery } from '../api/system.ts';
import styles from './banner-region.module.css';

// The carousel (Embla) loads only once there are banners to show, off the first-paint path.
const Carousel = lazy(() => import('../../shared/ui/carousel/carousel.tsx').then((m) => ({ default: m.Carousel })));

function BannerImage({ banner }: { banner: Banner }) {
  const image = <img src={banner.url} alt={banner.title} className={styles.image} width={1200} height={400} />;
  if (banner.linkageType === 'url' && /^https?:\/\//.test(banner.link)) {
    return (
      <a href={banner.link} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {image}
      </a>
    );
  }
  if (banner.linkageType === 'route' && banner.link.startsWith('/')) {
    return (
      <Link to={banner.link} className={styles.link}>
        {image}
      </Link>
    );
  }
  return image;
}

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
          <Carousel label={t('banner.region')} mode={home ? 'centred' : 'single'} gap={home ? 20 : 0} pagination={home}>
            {banners.map((banner) => (
              <BannerImage key={banner.bannerId} banner={banner} />
            ))}
          </Carousel>
        </Suspense>
      )}
    </section>
  );
}
