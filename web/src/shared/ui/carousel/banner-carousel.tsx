import type { Banner } from '@tala/contract/system';
import { Link } from '../../router/react.tsx';
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
  const target = bannerTarget(banner);
  // generated artwork has no words: the headline, subline and button are text over it, so they
  // translate and stay readable on a phone; an operator's own picture carries its words itself
  const words = banner.headline !== '';
  const picture = (
    <picture>
      {banner.phoneUrl && <source media="(max-width: 599.98px)" srcSet={imageUrl(banner.phoneUrl)} />}
      <img
        src={imageUrl(banner.url)}
        alt={words ? '' : banner.title}
        className={styles.image}
        width={1200}
        height={400}
        draggable={false}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
      />
    </picture>
  );
  const content = (
    <>
      {picture}
      {words && (
        <span className={styles.copy}>
          {/* the spaces between the parts keep the link's name readable ("Welcome bonus Up to …"); a flex box draws none */}
          <span className={styles.headline}>{banner.headline}</span>{' '}
          {banner.subline && <span className={styles.subline}>{banner.subline}</span>}{' '}
          {/* the button's look on a banner that leads somewhere; the whole banner is the link */}
          {target && banner.cta && <span className={styles.cta}>{banner.cta}</span>}
        </span>
      )}
    </>
  );
  if (target?.kind === 'url') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className={styles.slide}>
        {content}
      </a>
    );
  }
  if (target?.kind === 'route') {
    return (
      <Link to={target.to} className={styles.slide}>
        {content}
      </Link>
    );
  }
  return <div className={styles.slide}>{content}</div>;
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
      className={home ? styles.home : undefined}
    >
      {banners.map((banner, index) => (
        <BannerSlide key={banner.bannerId} banner={banner} eager={index === 0} />
      ))}
    </Carousel>
  );
}
