import { Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Button } from '../../shared/ui/button/button.tsx';
import styles from './update-prompt.module.css';

interface Props {
  worker: ServiceWorker;
  onLater: () => void;
}

/**
 * A new build's worker is waiting. Reload asks it to take over; the page reloads when it controls the
 * page, so the new build's files load together. Later keeps the current page (the new worker takes
 * over once every tab of the site is closed).
 */
function UpdatePrompt({ worker, onLater }: Props) {
  const { t } = useTranslation('download');
  const reload = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    worker.postMessage({ type: 'SKIP_WAITING' });
  };
  return (
    <section className={styles.prompt} role="region" aria-label={t('update.region')}>
      <p className={styles.text} role="status">
        {t('update.text')}
      </p>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onLater}>
          {t('update.later')}
        </Button>
        <Button onClick={reload}>{t('update.reload')}</Button>
      </div>
    </section>
  );
}

let open: { root: Root; host: HTMLElement } | null = null;

/** Shows the prompt once (a second waiting worker replaces the first one's prompt). */
export function showUpdatePrompt(worker: ServiceWorker): void {
  open?.root.unmount();
  open?.host.remove();
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
    open = null;
  };
  open = { root, host };
  root.render(
    // the texts (namespace download) load on their own; nothing shows until they have
    <Suspense fallback={null}>
      <UpdatePrompt worker={worker} onLater={close} />
    </Suspense>,
  );
}
