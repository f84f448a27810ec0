import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link } from '../../shared/router/react.tsx';
import { paths } from '../../shared/lib/paths.ts';
import { Icon } from '../../shared/ui/icons/icons.tsx';
import { StarMark } from '../../shared/ui/logo/logo.tsx';
import { useBrand } from '../api/system.ts';
import styles from './footer.module.css';

/** The help-centre articles every page links to (their deep-link names from the brand's help data). */
const policies = [
  ['agreement', 'user-agreement'],
  ['privacy', 'privacy-policy'],
  ['terms', 'terms'],
  ['responsible', 'responsible-gaming'],
] as const;

/** Marks of the social networks a brand may link; another network shows its name. */
const networks: Record<string, { name: string; icon: ReactNode }> = {
  facebook: { name: 'Facebook', icon: <path d="M14 8h3V4h-3a4 4 0 00-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z" /> },
  telegram: { name: 'Telegram', icon: <path d="M21 4L3 11l6 2 2 6 3-4 5 4 2-15zM9 13l9-7" /> },
  youtube: {
    name: 'YouTube',
    icon: (
      <>
        <rect x="3" y="6" width="18" height="12" rx="4" />
        <path d="M10 9.5v5l4.5-2.5z" />
      </>
    ),
  },
  instagram: {
    name: 'Instagram',
    icon: (
      <>
        <rect x="4" y="4" width="16" height="16" rx="5" />
        <circle cx="12" cy="12" r="3.5" />
      </>
    ),
  },
  x: { name: 'X', icon: <path d="M5 4l14 16M19 4L5 20" /> },
};

/**
 * Footer (spec §2): the policy links, the licence and 21+ badges, the payment methods and social pages
 * the brand sets, and the localized copyright line with the brand's copyright holder.
 */
export function Footer() {
  const { t } = useTranslation();
  const site = useBrand();
  const holder = site.copyrightHolder || site.brandName;
  const payments = site.paymentMarks ?? [];
  const social = site.socialLinks ?? [];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t('footer.links.label')} className={styles.links}>
          {policies.map(([key, article]) => (
            <Link key={key} to={paths.help({ article })}>
              {t(`footer.links.${key}`)}
            </Link>
          ))}
        </nav>
        {payments.length > 0 && (
          <section className={styles.group} aria-labelledby="footer-payments">
            <h2 id="footer-payments" className={styles.groupTitle}>
              {t('footer.payments')}
            </h2>
            <ul className={styles.marks}>
              {payments.map((mark) => (
                <li key={mark} className={styles.mark}>
                  {mark}
                </li>
              ))}
            </ul>
          </section>
        )}
        {social.length > 0 && (
          <section className={styles.group} aria-labelledby="footer-social">
            <h2 id="footer-social" className={styles.groupTitle}>
              {t('footer.social')}
            </h2>
            <ul className={styles.social}>
              {social.map(({ network, url }) => {
                const known = networks[network.toLowerCase()];
                const name = known?.name ?? network;
                return (
                  <li key={url}>
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={styles.socialLink}
                      aria-label={t('footer.socialLink', { brand: site.brandName, network: name })}
                    >
                      {known ? <Icon aria-hidden="true">{known.icon}</Icon> : name}
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        <div className={styles.badges}>
          <span className={styles.age} role="img" aria-label={t('footer.ageBadge')}>
            21+
          </span>
          {site.licence && (
            <p className={styles.licence}>
              <strong>
                {site.licence.url ? (
                  <a href={site.licence.url} target="_blank" rel="noopener noreferrer">
                    {t('footer.licence', { authority: site.licence.authority })}
                  </a>
                ) : (
                  t('footer.licence', { authority: site.licence.authority })
                )}
              </strong>
              <span>{t('footer.licenceNumber', { number: site.licence.number })}</span>
            </p>
          )}
        </div>
        <StarMark size={28} />
        <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear(), holder })}</p>
        <p className={styles.note}>{t('footer.responsible')}</p>
      </div>
    </footer>
  );
}
