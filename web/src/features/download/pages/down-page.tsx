import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useSearchParams } from '../../../shared/router/react.tsx';
import { Button } from '../../../shared/ui/button/button.tsx';
import { AppDownload, platforms, type Platform } from '../components/app-download.tsx';
import { useInstallPrompt } from '../model/install-prompt.ts';
import styles from './down-page.module.css';

/**
 * /down (spec §2): the app download page. The platform tab is in the address (?platform=ios), so the
 * QR codes, which point here, open the right guide on the phone that scanned them.
 */
export function Component() {
  const { t } = useTranslation('download');
  const [params, setParams] = useSearchParams();
  const asked = params.get('platform');
  const platform: Platform = platforms.includes(asked as Platform) ? (asked as Platform) : 'android';
  const { install, installed } = useInstallPrompt();
  return (
    <section className={styles.page} aria-labelledby="down-title">
      <div className={styles.top}>
        <h1 id="down-title" className={styles.title}>
          {t('title')}
        </h1>
        {install && <Button onClick={() => void install()}>{t('install')}</Button>}
        {installed && <p role="status">{t('installed')}</p>}
      </div>
      <div className={styles.card}>
        <AppDownload platform={platform} onPlatform={(p) => setParams({ platform: p }, { replace: true })} />
      </div>
    </section>
  );
}
