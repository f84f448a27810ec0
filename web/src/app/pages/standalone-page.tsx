import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link } from '../../shared/router/react.tsx';
import { paths } from '../../shared/lib/paths.ts';
import { Logo } from '../../shared/ui/logo/logo.tsx';
import { useBrand } from '../api/system.ts';
import { useRouteHandle } from '../route-meta.ts';
import styles from './standalone-page.module.css';

/**
 * A screen shown without any region (/download): a centred card with the brand and the page's title
 * above its body, wide enough for the download guide's QR code beside its steps.
 */
export function StandalonePage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const brand = useBrand().brandName;
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <div className={styles.card}>
        <Link to={paths.home()} className={styles.logo} aria-label={t('header.logo', { brand })}>
          <Logo name={brand} size={44} />
        </Link>
        <h1 id="page-title" className={styles.title}>
          {handle ? t(handle.titleKey) : null}
        </h1>
        {children}
      </div>
    </section>
  );
}
