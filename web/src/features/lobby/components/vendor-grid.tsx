import type { VendorCard as Vendor } from '@tala/contract/games';
import { VendorCard } from './vendor-card.tsx';
import { openVendor } from '../model/open-vendor.ts';
import styles from './vendor-grid.module.css';

/** Vendors as a grid of large cards, for lobbies whose vendors are single games (live, sports). */
export function VendorGrid({ vendors, label }: { vendors: readonly Vendor[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <VendorCard vendor={vendor} onOpen={openVendor} />
        </li>
      ))}
    </ul>
  );
}
