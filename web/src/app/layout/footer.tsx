import { useTranslation } from 'react-i18next';
import { StarMark } from '../../shared/ui/logo/logo.tsx';
import { useBrand } from '../api/system.ts';
import styles from './footer.module.css';

/** Footer: the localized copyright line (spec §2) with the brand's copyright holder. */
export function Footer() {
  const { t } = useTranslation();
  const site = useBrand();
  const holder = site.copyrightHolder || site.brandName;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
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
