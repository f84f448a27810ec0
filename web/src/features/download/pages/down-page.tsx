import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useSearchParams } from '../../../shared/router/react.tsx';
import { Button } from '../../../shared/ui/button/button.tsx';
import { AppDownload, platforms, type Platform } from '../components/app-download.tsx';
import { useInstallPrompt } from '../model/install-prompt.ts';
import styles from './down-page.module.css';

/**
 * The platform tab kept in the address (?platform=ios), so the QR codes, which point at the download
 * page, open the right guide on the phone that scanned them.
 */
function useAddressPlatform(): [Platform, (platform: Platform) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('platform');
  const platform: Platform = platforms.includes(asked as Platform) ? (asked as Platform) : 'android';
  return [platform, (p) => setParams({ platform: p }, { replace: true })];
}

/** The browser's own install offer, when it makes one, and word once the site is installed. */
function InstallOffer() {
  const { t } = useTranslation('download');
  const { install, installed } = useInstallPrompt();
  return (
    <>
      {install && <Button onClick={() => void install()}>{t('install')}</Button>}
      {installed && <p role="status">{t('installed')}</p>}
    </>
  );
}

/** The download guide with its install offer: the body of /down, and of /download on its own card. */
export function DownloadGuide() {
  const [platform, setPlatform] = useAddressPlatform();
  return (
    <>
      <InstallOffer />
      <AppDownload platform={platform} onPlatform={setPlatform} />
    </>
  );
}

/** /down (spec §2): the app download page, inside the site's regions. */
export function Component() {
  const { t } = useTranslation('download');
  const [platform, setPlatform] = useAddressPlatform();
  return (
    <section className={styles.page} aria-labelledby="down-title">
      <div className={styles.top}>
        <h1 id="down-title" className={styles.title}>
          {t('title')}
        </h1>
        <InstallOffer />
      </div>
      <div className={styles.card}>
        <AppDownload platform={platform} onPlatform={setPlatform} />
      </div>
    </section>
  );
}
