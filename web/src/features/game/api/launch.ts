import { games, type VendorCard } from '@tala/contract/games';
import { wallet } from '@tala/contract/wallet';
import { api } from '../../../shared/api/client.ts';
import type { GameLaunchTarget } from '../../../shared/lib/game-launch.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';

/** The launch call with the spec §7 fixed fields (accountType 1, confirmTrans 0, launchMode GLS …). */
export function launchGame(target: GameLaunchTarget, language: string, signal?: AbortSignal) {
  return api(
    games.launchGame,
    {
      gameId: target.gameId,
      nodeId: target.nodeId ?? undefined,
      roomId: target.roomId,
      accountType: 1,
      confirmTrans: 0,
      vassalage: target.vassalage,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      username: sessionStore.get('username') ?? undefined,
      merchantCode: sessionStore.get('merchantCode') ?? undefined,
      language,
    },
    { signal, quiet: true },
  );
}

/** The merchant's vendors, kept for the session in the `gameVendor` key (spec §9). */
export async function vendorList(signal?: AbortSignal): Promise<VendorCard[]> {
  const cached = sessionStore.getJson<VendorCard[]>('gameVendor');
  if (Array.isArray(cached)) return cached;
  const vendors = await api(games.gameVendor, {}, { signal, quiet: true });
  sessionStore.setJson('gameVendor', vendors);
  return vendors;
}

export interface WalletMode {
  isSingle: boolean;
  wallets: { wallet: string; name: string; balance: string; balanceMinor: number }[];
}

/** Whether the brand runs one seamless wallet; cached for the session (`merchantWallet`) only when single. */
export async function walletMode(signal?: AbortSignal): Promise<WalletMode> {
  const cached = sessionStore.getJson<{ isSingle: boolean }>('merchantWallet');
  if (cached?.isSingle === true) return { isSingle: true, wallets: [] };
  const mode = await api(wallet.merchantWallet, {}, { signal, quiet: true });
  sessionStore.setJson('merchantWallet', { isSingle: mode.isSingle });
  return mode;
}

export function transfer(from: string, to: string, amount: string, transferId: string) {
  return api(wallet.walletTransfer, { from, to, amount, transferId }, { quiet: true });
}
