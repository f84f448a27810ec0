import type { ReactNode } from 'react';
import { StarMark } from '../../shared/ui/logo/logo.tsx';
import { Spinner } from '../../shared/ui/spinner/spinner.tsx';
import styles from './status-screen.module.css';

export interface StatusScreenProps {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** Full-page screen shown instead of the app: maintenance, region block, server unreachable. */
export function StatusScreen({ icon, title, children, actions }: StatusScreenProps) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.badge}>
          <StarMark size={56} />
          {icon && <span className={styles.icon}>{icon}</span>}
        </div>
        <h1 className={styles.title}>{title}</h1>
        {children && <div className={styles.text}>{children}</div>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </main>
  );
}

/** Branded loading screen. Without a label (before translations load) it is announced as busy only. */
export function BrandedLoading({ label }: { label?: string }) {
  return (
    <main className={styles.page} aria-busy="true">
      <div className={styles.loading}>
        <span className={styles.pulse}>
          <StarMark size={72} />
        </span>
        <Spinner size="md" label={label} />
        {label && (
          <p className={styles.loadingText} aria-hidden="true">
            {label}
          </p>
        )}
      </div>
    </main>
  );
}
