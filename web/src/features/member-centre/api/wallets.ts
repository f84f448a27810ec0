import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { formatMinor } from '@tala/contract/core/money';
import { wallet, type WalletBalance } from '@tala/contract/wallet';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { applyBalanceSnapshot } from '../../../shared/api/balance.ts';
import { api } from '../../../shared/api/client.ts';
import { useSessionStore } from '../../../shared/state/session.ts';
import { memberCentreKeys } from './keys.ts';

/** The wallet mode and the wallets, as this page's query holds them (not the header's balance). */
type WalletMode = { isSingle: boolean; wallets: WalletBalance[] };

/** A fresh idempotency key: the same key is sent again only when the very same request is retried. */
export function newRequestId(): string {
  return `mc_${crypto.randomUUID().replace(/-/g, '')}`;
}

function useWalletKey() {
  const account = useSessionStore((s) => s.account) ?? '';
  const { i18n } = useTranslation();
  return { account, language: i18n.language, key: memberCentreKeys.wallets(account, i18n.language) };
}

/** The wallet mode and every wallet of the member with its balance (main first, then the vendors'). */
export function useWallets() {
  const { key, language } = useWalletKey();
  return useQuery({
    queryKey: key,
    // the server names the wallets in the asked language
    queryFn: ({ signal }) => api(wallet.merchantWallet, { language }, { signal }),
    staleTime: 10_000,
  });
}

/**
 * After money moved: the balance snapshot the server answered goes to the balance owner (the header
 * and every figure follow), the wallet figures it answered replace this page's, and the account
 * record is asked again when next shown.
 */
function afterMove(
  client: QueryClient,
  key: readonly unknown[],
  account: string,
  moved: { wallets: WalletBalance[]; balance: Parameters<typeof applyBalanceSnapshot>[1] },
) {
  void applyBalanceSnapshot(client, moved.balance);
  client.setQueryData<WalletMode>(key, (old) => {
    if (!old) return old;
    // the transfer's answer names wallets in the server's default language: keep the names shown
    const names = new Map(old.wallets.map((w) => [w.wallet, w.name]));
    return { ...old, wallets: moved.wallets.map((w) => ({ ...w, name: names.get(w.wallet) ?? w.name })) };
  });
  void client.invalidateQueries({ queryKey: memberCentreKeys.records(account) });
}

interface TransferOrder {
  from: string;
  to: string;
  amountMinor: number;
  transferId: string;
}

/** Moves money between the main wallet and a vendor wallet. */
export function useTransfer() {
  const client = useQueryClient();
  const { key, account } = useWalletKey();
  return useMutation({
    mutationFn: (order: TransferOrder) =>
      api(wallet.walletTransfer, {
        from: order.from,
        to: order.to,
        amount: formatMinor(order.amountMinor),
        transferId: order.transferId,
      }),
    onSuccess: (moved) => afterMove(client, key, account, moved),
  });
}

/** Brings every vendor wallet's balance back to the main wallet. */
export function useRecallAll() {
  const client = useQueryClient();
  const { key, account } = useWalletKey();
  return useMutation({
    mutationFn: (requestId: string) => api(wallet.recallAll, { requestId }),
    onSuccess: (moved) => afterMove(client, key, account, moved),
  });
}
