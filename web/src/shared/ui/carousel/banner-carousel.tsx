import type { Banner } from '@tala/contract/system';
import { Link } from 'react-router';
import { imageUrl } from '../../lib/cdn.ts';
import { Carousel } from './carousel.tsx';
import styles from './banner-carousel.module.css';

/** Where a banner leads (spec §3 "Banner: linkageType"): an outside page, a page of the site, or nowhere. */
export function bannerTarget(banner: Banner): { kind: 'url'; href: string } | { kind: 'route'; to: string } | null {
  const link = banner.link.trim();
  if (banner.linkageType === 'url' && /^https?:\/\//i.test(link)) return { kind: 'url', href: link };
  // only same-site paths: "//evil.example" is another site
  if (banner.linkageType === 'route' && link.startsWith('/') && !link.startsWith('//')) return { kind: 'route', to: link };
  return null;
}

function BannerSlide({ banner, eager }: { banner: Banner; eager: boolean }) {
  const image = (
    <img
      src={imageUrl(banner.url)}
      alt={banner.title}
      className={styles.image}
      width={1200}
      height={400}
      draggable={false}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
    />
  );
  const target = bannerTarget(banner);
  if (target?.kind === 'url') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {image}
      </a>
    );
  }
  if (target?.kind === 'route') {
    return (
      <Link to={target.to} className={styles.link}>
        {image}
      </Link>
    );
  }
  return image;
}

/**
 * The banner carousel (spec §2 "Banners"): on home, auto-sized centred slides with pagination and
 * 20 px between them; elsewhere one slide at a time. More than one banner loops and autoplays every
 * 5000 ms (Carousel); a banner with a linkage type opens its link.
 */
export function BannerCarousel({ banners, home, label }: { banners: readonly Banner[]; home: boolean; label: string }) {
  return (
    <Carousel
      label={label}
      mode={home ? 'centred' : 'single'}
      gap={home ? 20 : 0}
      pagination={home}
      className={home ? styles.home : styles.single}
    >
      {banners.map((banner, index) => (
        <BannerSlide key={banner.bannerId} banner={banner} eager={index === 0} />
      ))}
    </Carousel>
  );
}
