import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '../route-meta.ts';
import styles from './titled-page.module.css';

/**
 * A screen whose content arrives with a later feature: its translated title and nothing that
 * pretends to be content. `children` is for honest extras only (a link, a button that works).
 */
export function TitledPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {handle ? t(handle.titleKey) : null}
      </h1>
      {children}
    </section>
  );
}
