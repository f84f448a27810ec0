import type { LotteryAccountType } from '@tala/contract/lottery';

/** The lobby a lottery vendor opens on (/lottery?vendor=…): the menu call's narrowing, null for everything. */
export interface VendorScope {
  vendor: string;
  prizeMode: string;
  accountType?: LotteryAccountType;
}

export function vendorScope(vendor: string | null): VendorScope | null {
  switch (vendor) {
    case 'TCG_LOTTO_VN':
      return { vendor, prizeMode: '', accountType: 'TCG_LOTTO_VN' };
    case 'ELOTT':
      return { vendor, prizeMode: 'Elott' };
    case 'TCG_SEA':
      return { vendor, prizeMode: 'Lott,ZY,SEA', accountType: 'TCG_SEA' };
    default:
      return null; // LOTT and unknown vendors: the whole lobby
  }
}
