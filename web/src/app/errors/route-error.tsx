import { useTranslation } from '../../shared/i18n/react.tsx';
import { isRouteErrorResponse, Link, useRouteError } from '../../shared/router/react.tsx';
import { paths } from '../../shared/lib/paths.ts';
import { Button, buttonClass } from '../../shared/ui/button/button.tsx';
import { StatusScreen } from '../startup/status-screen.tsx';
import { ChunkErrorPrompt } from './chunk-error-prompt.tsx';
import { reloadPage } from './reload-page.ts';
import { isChunkLoadError } from './lazy-page.ts';
import styles from './route-error.module.css';

/**
 * Route error boundary. A page chunk that failed to load opens the reload dialog and leaves a reload
 * button in place of the page, so the screen is never white. `fullPage` when the shell itself failed.
 */
export function RouteError({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const missing = isRouteErrorResponse(error) && error.status === 404;

  const title = chunk ? t('chunk.title') : missing ? t('notFound.title') : t('error.title');
  const text = chunk ? t('chunk.text') : missing ? t('notFound.text') : t('error.text');
  const action = missing ? (
    <Link to={paths.home()} className={buttonClass('primary', 'lg')}>
      {t('notFound.home')}
    </Link>
  ) : (
    <Button size="lg" onClick={reloadPage}>
      {chunk ? t('chunk.reload') : t('error.reload')}
    </Button>
  );

  if (fullPage) {
    return (
      <StatusScreen title={title} actions={action}>
        <p>{text}</p>
        {chunk && <ChunkErrorPrompt />}
      </StatusScreen>
    );
  }
  return (
    <section className={styles.box} aria-labelledby="route-error-title">
      <h1 id="route-error-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      <div>{action}</div>
      {chunk && <ChunkErrorPrompt />}
    </section>
  );
}
