import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link } from '../../shared/router/react.tsx';
import { paths } from '../../shared/lib/paths.ts';
import { buttonClass } from '../../shared/ui/button/button.tsx';
import styles from './not-found-page.module.css';

/**
 * An address the site does not know: says so plainly, and offers the way home and the places a player
 * most likely wanted (an old bookmark or a mistyped link usually meant one of these).
 */
export function Component() {
  const { t } = useTranslation();
  const places = [
    { to: paths.lottery(), label: t('pages.lottery') },
    { to: paths.promotions(), label: t('pages.promotions') },
    { to: paths.help(), label: t('pages.help') },
  ];
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <LostBall />
      <h1 id="page-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <Link to={paths.home()} className={buttonClass('primary', 'lg')}>
        {t('notFound.home')}
      </Link>
      <nav className={styles.places} aria-label={t('notFound.places')}>
        <h2 className={styles.placesTitle}>{t('notFound.places')}</h2>
        <ul>
          {places.map((place) => (
            <li key={place.to}>
              <Link to={place.to} className={styles.place}>
                {place.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}

/** A lottery ball rolled off its track: decorative. */
function LostBall() {
  return (
    <svg className={styles.art} viewBox="0 0 240 140" aria-hidden="true" focusable="false">
      <path d="M12 118 Q120 92 228 118" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" opacity=".25" />
      <path d="M40 124 l6 -10 M200 124 l-6 -10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity=".2" />
      <circle cx="120" cy="62" r="46" fill="var(--color-accent)" />
      <circle cx="120" cy="62" r="46" fill="url(#nf-shine)" />
      <circle cx="120" cy="62" r="24" fill="var(--color-surface)" />
      <path
        d="M112 55a8 8 0 1 1 11 7.4c-2 .9-3 2.4-3 4.6v2"
        fill="none"
        stroke="var(--color-text)"
        strokeWidth="4.5"
        strokeLinecap="round"
      />
      <circle cx="120" cy="77" r="2.8" fill="var(--color-text)" />
      <ellipse cx="120" cy="122" rx="34" ry="5" fill="currentColor" opacity=".12" />
      <defs>
        <radialGradient id="nf-shine" cx=".35" cy=".3" r=".7">
          <stop offset="0" stopColor="#fff" stopOpacity=".55" />
          <stop offset=".6" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
      </defs>
    </svg>
  );
}
