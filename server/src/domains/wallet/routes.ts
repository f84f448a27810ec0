import { randomUUID } from 'node:crypto';
import { MAIN_WALLET, formatMinor } from '@tala/contract/core/money';
import { PUSH_EVENTS } from '@tala/contract/core/push';
import { uplineTransfer } from '@tala/contract/upline-transfer';
import { wallet, type WalletBalance } from '@tala/contract/wallet';
import type { Sql } from '../../db/client.ts';
import type { Domain } from '../../http/app.ts';
import { AppError } from '../../http/app-error.ts';
import { currencySymbol } from '../system/settings.ts';
import { pick, resolveLanguage } from '../system/text.ts';
import { cachedBalanceSnapshot, forgetBalances } from './balance-cache.ts';
import { publishBalance } from './events.ts';
import { balanceExtras, contractExtras, type WalletExtraSources } from './extras.ts';
import { balanceSnapshotOf, recallToMain, transferMember, walletsOf } from './ledger.ts';
import { isSingleWallet, transferVendors } from './settings.ts';
import { mainWalletName, transactionPage } from './transactions.ts';
import { transferToUpline, uplineTransferStatus } from './upline.ts';

/** The member's wallets as shown: MAIN, then every transfer vendor (0 when never used). */
async function walletList(sql: Sql, memberId: number, language: string | undefined): Promise<WalletBalance[]> {
  const lang = resolveLanguage(language);
  const balances = new Map((await walletsOf(sql, memberId)).map((w) => [w.wallet, w.balance]));
  const vendors = await transferVendors(sql);
  const list = [
    { wallet: MAIN_WALLET, name: mainWalletName(lang), minor: balances.get(MAIN_WALLET) ?? 0 },
    ...vendors.map((v) => ({ wallet: v.code, name: pick(v.name, lang), minor: balances.get(v.code) ?? 0 })),
  ];
  // money left in a vendor wallet after the brand went single still counts and can be moved back
  for (const [code, minor] of balances) {
    if (!list.some((w) => w.wallet === code)) list.push({ wallet: code, name: code, minor });
  }
  return list.map((w) => ({ wallet: w.wallet, name: w.name, balanceMinor: w.minor, balance: formatMinor(w.minor) }));
}

/** The wallet domain, with what other domains add to its calls (see domains/index.ts). */
export const walletDomain = (sources: WalletExtraSources): Domain => ({
  name: 'wallet',
  register({ app, bind, platform }) {
    const { db } = platform;

    // a member's balance event, raised on this node or (over Redis) another, makes this node read his
    // money afresh on his next call instead of answering its copy for the rest of its lifetime
    const unwatch = platform.push.watch(PUSH_EVENTS.balance, (to) => {
      if (typeof to === 'number') forgetBalances(db, [to]);
    });
    app.addHook('onClose', async () => unwatch());

    bind(wallet.balance, async ({ member, req }) => {
      const language = String((req.query as { language?: string }).language ?? '');
      const memberId = member!.id;
      const [snapshot, currency, extras] = await Promise.all([
        cachedBalanceSnapshot(db, memberId, () => balanceSnapshotOf(db, memberId)),
        currencySymbol(db),
        balanceExtras(sources.balance, db, memberId, resolveLanguage(language)),
      ]);
      return { ...snapshot, currency, ...extras };
    });

    bind(wallet.merchantWallet, async ({ member, input }) => ({
      isSingle: await isSingleWallet(db),
      wallets: await walletList(db, member!.id, input.language),
    }));

    bind(wallet.walletTransfer, async ({ member, input }) => {
      const memberId = member!.id;
      const wallets = await walletList(db, memberId, undefined);
      const known = new Set(wallets.map((w) => w.wallet));
      if (input.from === input.to) throw new AppError('VALIDATION_FAILED', { field: 'to', message: 'from and to must differ' });
      if (input.from !== MAIN_WALLET && input.to !== MAIN_WALLET) {
        throw new AppError('VALIDATION_FAILED', { field: 'to', message: 'one side must be the main wallet' });
      }
      // moving money INTO a vendor wallet needs the non-single mode; moving it back out is always allowed
      if (input.to !== MAIN_WALLET && (await isSingleWallet(db))) throw new AppError('FUNCTION_DISABLED', { field: 'to' });
      for (const field of ['from', 'to'] as const) {
        if (!known.has(input[field])) throw new AppError('VENDOR_NOT_FOUND', { field });
      }
      const transferId = input.transferId ?? randomUUID();
      const result = await db.tx(async (sql) => {
        const posting = await transferMember(sql, {
          key: `transfer:${memberId}:${transferId}`,
          memberId,
          amount: input.amount,
          kind: 'transfer',
          ref: transferId,
          from: input.from,
          to: input.to,
        });
        return { replayed: posting.replayed, balance: await balanceSnapshotOf(sql, memberId) };
      });
      if (!result.replayed) await publishBalance(platform, memberId, { reason: 'transfer', ref: transferId }, result.balance);
      return { transferId, ...result, wallets: await walletList(db, memberId, undefined) };
    });

    bind(wallet.recallAll, async ({ member, input }) => {
      const memberId = member!.id;
      const result = await db.tx(async (sql) => {
        const recall = await recallToMain(sql, { key: `recall:${memberId}:${input.requestId}`, memberId, ref: input.requestId });
        return { ...recall, balance: await balanceSnapshotOf(sql, memberId) };
      });
      if (!result.replayed && result.moved > 0) {
        await publishBalance(platform, memberId, { reason: 'transfer', ref: input.requestId }, result.balance);
      }
      return {
        requestId: input.requestId,
        replayed: result.replayed,
        movedMinor: result.moved,
        balance: result.balance,
        wallets: await walletList(db, memberId, undefined),
      };
    });

    bind(uplineTransfer.status, ({ member }) => uplineTransferStatus(db, member!));

    bind(uplineTransfer.transfer, ({ member, input }) => transferToUpline(platform, member, input));

    bind(wallet.transactions, ({ member, input }) => transactionPage(db, member!.id, input, resolveLanguage(input.language)));

    bind(wallet.consolidated, async ({ member }) => {
      const wallets = await walletList(db, member!.id, undefined);
      const sum = wallets.reduce((s, w) => s + w.balanceMinor, 0);
      return {
        sumBalanceMinor: sum,
        sumBalance: formatMinor(sum),
        wallets,
        ...(await contractExtras(sources.contract, db, member!.id)),
      };
    });
  },
});
