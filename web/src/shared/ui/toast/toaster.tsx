import { Suspense, useEffect } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { dismissToast, useUiStore, type Toast } from '../../state/ui-store.ts';
import { CloseIcon } from '../icons/icons.tsx';
import styles from './toaster.module.css';

const LIFETIME_MS = 5000;

function ToastItem({ toast }: { toast: Toast }) {
  // error codes arrive as errors:<code>; the namespace loads after the first paint, so wait for it here
  const { t } = useTranslation(['common', 'errors']);
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(toast.id), LIFETIME_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id]);
  return (
    <li className={`${styles.toast} ${styles[toast.tone]}`}>
      <span className={styles.text}>{t(toast.textKey, toast.values)}</span>
      <button type="button" className={styles.close} onClick={() => dismissToast(toast.id)} aria-label={t('dialog.close')}>
        <CloseIcon width={16} height={16} />
      </button>
    </li>
  );
}

/** Announces toasts politely to assistive technology; shown at the top centre. */
export function Toaster() {
  const toasts = useUiStore((s) => s.toasts);
  return (
    <div className={styles.region} aria-live="polite" aria-atomic="false">
      <ul className={styles.list}>
        {toasts.map((toast) => (
          // a toast waits for its texts on its own: the page around it never suspends for them
          <Suspense key={toast.id} fallback={null}>
            <ToastItem toast={toast} />
          </Suspense>
        ))}
      </ul>
    </div>
  );
}
