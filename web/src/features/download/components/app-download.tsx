import { useTranslation } from '../../../shared/i18n/react.tsx';
import type { Resource } from '@tala/contract/system';
import { useBrand, useStartup } from '../../../shared/api/system-queries.ts';
import { SafeHtml } from '../../../shared/ui/safe-html/safe-html.tsx';
import { Tabs } from '../../../shared/ui/tabs/tabs.tsx';
import { useDownloadPromotion } from '../api/download-promotion.ts';
import { absoluteLink } from '../model/qr.ts';
import { QrCode } from '../../../shared/ui/qr-code/qr-code.tsx';
import styles from './app-download.module.css';
import { usePageOrigin } from '../../../shared/lib/page-origin.ts';
import { paths } from '../../../shared/lib/paths.ts';

export type Platform = 'android' | 'ios';
export const platforms: readonly Platform[] = ['android', 'ios'];

const resourceType: Record<Platform, string> = { android: 'ANDROID', ios: 'IOS' };

/**
 * The brand's download link for a platform: its QR target and its button target (spec §6 resources).
 * Without one, this site's own guide: /down, or /download where the site is for members only (the
 * sign-in guard lets visitors reach /download, and would send a scan of /down to the login page).
 */
function linksFor(resources: readonly Resource[], platform: Platform, origin: string, membersOnly: boolean) {
  const resource = resources.find((r) => r.resourceType.toUpperCase() === resourceType[platform]);
  const fallback = `${membersOnly ? paths.download() : paths.down()}?platform=${platform}`;
  return {
    qr: absoluteLink(resource?.qrCodeUrl || resource?.url || fallback, origin),
    open: absoluteLink(resource?.url || fallback, origin),
  };
}

/**
 * The download screen's body (spec §2 download modal and /down): Android and iOS tabs, each with a
 * QR code of the brand's link and four installation steps, and the download promotion (spec §1).
 */
export function AppDownload({ platform, onPlatform }: { platform: Platform; onPlatform: (p: Platform) => void }) {
  const { t } = useTranslation('download');
  const { brandName, loginedToHomePage } = useBrand();
  const resources = useStartup().permission.info.resources;
  const links = linksFor(resources, platform, usePageOrigin(), loginedToHomePage);
  return (
    <div className={styles.body}>
      <Tabs
        label={t('platforms')}
        tabs={platforms.map((p) => ({ id: p, label: t(`${p}.tab`) }))}
        value={platform}
        onChange={onPlatform}
      >
        <div className={styles.panel}>
          <figure className={styles.qr}>
            <QrCode value={links.qr} label={t('qrLabel', { platform: t(`${platform}.tab`), brand: brandName })} />
            <figcaption className={styles.muted}>{t(`${platform}.scan`)}</figcaption>
          </figure>
          <div className={styles.steps}>
            <h3 className={styles.heading}>{t('stepsTitle', { platform: t(`${platform}.tab`) })}</h3>
            <ol className={styles.stepList}>
              {([1, 2, 3, 4] as const).map((n) => (
                <li key={n}>{t(`${platform}.step${n}`, { brand: brandName })}</li>
              ))}
            </ol>
          </div>
        </div>
      </Tabs>
      <Promotion />
    </div>
  );
}

function Promotion() {
  const { t } = useTranslation('download');
  const promotion = useDownloadPromotion().data;
  if (!promotion) return null;
  return (
    <aside className={styles.promotion} aria-labelledby="download-promotion">
      <p className={styles.badge}>{t('promotion')}</p>
      <h3 id="download-promotion" className={styles.heading}>
        {promotion.title}
      </h3>
      <SafeHtml html={promotion.content} />
    </aside>
  );
}
