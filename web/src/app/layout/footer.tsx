import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/lib/paths.ts';
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

/** Footer: the policy links and the localized copyright line (spec §2) with the brand's copyright holder. */
export function Footer() {
  const { t } = useTranslation();
  const site = useBrand();
  const holder = site.copyrightHolder || site.brandName;
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
        <StarMark size={28} />
        <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear(), holder })}</p>
        <p className={styles.note}>
          <span className={styles.age} aria-hidden="true">
            21+
          </span>
          {t('footer.responsible')}
        </p>
      </div>
    </footer>
  );
}
