import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/react.tsx';
import type { Banner } from '@tala/contract/system';
import { imageUrl } from '../../shared/lib/cdn.ts';
import { noticeQuery } from '../api/system.ts';
import styles from './banner-region.module.css';
import { lazyPart } from '../../shared/lib/lazy-part.ts';

// The carousel (Embla) loads only once there are banners to show, off the first-paint path.
const BannerCarousel = lazyPart('banner-carousel', () =>
  import('../../shared/ui/carousel/banner-carousel.tsx').then((m) => ({ default: m.BannerCarousel })),
);

/**
 * The first banner's picture, in the place and at the size of the carousel's first slide, while the
 * carousel's code loads: the largest picture of the page paints with the page, not after a second
 * download (the page's head preloads the same address). Decorative: the carousel that replaces it
 * carries the banner's name and link.
 */
function BannerPoster({ banner }: { banner: Banner }) {
  return (
    <div className={styles.poster} aria-hidden="true">
      <picture>
        {banner.phoneUrl && <source media="(max-width: 599.98px)" srcSet={imageUrl(banner.phoneUrl)} />}
        <img src={imageUrl(banner.url)} alt="" width={1200} height={400} draggable={false} fetchPriority="high" />
      </picture>
    </div>
  );
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
        <Suspense fallback={<BannerPoster banner={banners[0]!} />}>
          {/* a name of its own: the region above is the landmark named banner.region */}
          <BannerCarousel banners={banners} home={home} label={t('banner.carousel')} />
        </Suspense>
      )}
    </section>
  );
}
