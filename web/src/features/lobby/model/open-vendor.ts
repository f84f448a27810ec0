import type { VendorCard } from '@tala/contract/games';
import { openDialog } from '../../../shared/state/ui-store.ts';

/** A vendor entry opens its popup game list (VASSALAGE) or starts its game (GAME), spec §3/§4; a mini-game vendor its window. */
export function openVendor(vendor: VendorCard): void {
  // a mini-game vendor plays in the shell's mini-game window, over the page
  if (vendor.gameCategory === 'MINI') {
    openDialog({ name: 'miniGame', code: vendor.vassalage });
    return;
  }
  if (vendor.isGame === 'VASSALAGE') {
    openDialog({ name: 'gamePopup', vendor: vendor.vassalage, gameType: vendor.gameCategory });
    return;
  }
  openDialog({
    name: 'gameLaunch',
    game: {
      vassalage: vendor.vassalage,
      gameType: vendor.gameCategory,
      nodeId: vendor.nodeId,
      gameName: vendor.name,
      isGame: 'GAME',
    },
  });
}
