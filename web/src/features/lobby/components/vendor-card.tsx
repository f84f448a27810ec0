import type { VendorCard as Vendor } from '@tala/contract/games';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { LazyImage } from '../../../shared/ui/lazy-image/lazy-image.tsx';
import { FlameIcon, WrenchIcon } from './lobby-icons.tsx';
import styles from './vendor-card.module.css';

export interface VendorCardProps {
  vendor: Vendor;
  onOpen: (vendor: Vendor) => void;
}

/** A vendor in a lane (spec §3 "Vendor lane"): icon, name, game count and the hot badge. */
export function VendorCard({ vendor, onOpen }: VendorCardProps) {
  const { t } = useTranslation('lobby');
  const action = vendor.isGame === 'GAME' ? t('vendor.play', { name: vendor.name }) : t('vendor.open', { name: vendor.name });
  return (
    <button
      type="button"
      className={styles.card}
      onClick={() => onOpen(vendor)}
      disabled={vendor.maintenance}
      aria-label={vendor.maintenance ? t('vendor.maintenanceOf', { name: vendor.name }) : action}
    >
      <LazyImage src={vendor.smallIcon} alt="" fit="cover" className={styles.icon} />
      <span className={styles.text}>
        <span className={styles.name}>{vendor.name}</span>
        <span className={styles.meta}>
          {vendor.maintenance ? (
            <>
              <WrenchIcon width={12} height={12} /> {t('card.maintenance')}
            </>
          ) : vendor.isGame === 'GAME' ? (
            t('vendor.enter')
          ) : (
            t('vendor.games', { count: vendor.gameCount })
          )}
        </span>
      </span>
      {/* a resting vendor is not promoted */}
      {vendor.isHot === 1 && !vendor.maintenance && (
        <span className={styles.hot}>
          <FlameIcon width={11} height={11} />
          {t('card.hot')}
        </span>
      )}
    </button>
  );
}
