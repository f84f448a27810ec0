import type { VendorCard as Vendor } from '@tala/contract/games';
import { useId, type ReactNode } from 'react';
import { openVendor } from '../model/open-vendor.ts';
import { Scroller } from './scroller.tsx';
import { VendorCard } from './vendor-card.tsx';
import styles from './vendor-lane.module.css';

export interface VendorLaneProps {
  title: ReactNode;
  /** Names the list of vendors for assistive technology. */
  listLabel: string;
  icon?: ReactNode;
  action?: ReactNode;
  vendors: readonly Vendor[];
}

/** A vendor lane (spec §3): title and a swipeable row of vendor cards. */
export function VendorLane({ title, listLabel, icon, action, vendors }: VendorLaneProps) {
  const headingId = useId();
  return (
    <section className={styles.lane} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {icon && <span className={styles.icon}>{icon}</span>}
          {title}
        </h2>
        {action}
      </div>
      <Scroller label={listLabel} itemWidth="clamp(200px, 62vw, 240px)">
        {vendors.map((vendor) => (
          <VendorCard key={vendor.vassalage} vendor={vendor} onOpen={openVendor} />
        ))}
      </Scroller>
    </section>
  );
}
