import { z } from 'zod';
import { whole } from './numbers.ts';
import type { BalanceSnapshot } from './core/balance.ts';
import { MAX_AMOUNT_MINOR, MONEY_DECIMALS, toMinor } from './core/money.ts';
import { endpoint, noInput } from './endpoint.ts';

const tags = ['wallet'] as const;

/**
 * Money rules (minor units, the "1234.56" wire text, the main wallet code) live in the zod-free core
 * (./core/money.ts); this module holds the wallet schemas.
 */

/** A decimal amount typed by a player: positive, at most 2 decimals, at most 1,000,000,000.00. */
export const amountInput = z
  .union([z.number(), z.string().max(16)])
  .refine((v) => {
    const minor = toMinor(v);
    return minor !== null && minor > 0 && minor <= MAX_AMOUNT_MINOR;
  }, `must be a positive amount with at most ${MONEY_DECIMALS} decimals`)
  .transform((v) => toMinor(v)!);

/** A wallet code: 'MAIN' (MAIN_WALLET) or a vendor's own wallet (transfer-wallet vendors, when the merchant wallet is not single). */
export const walletBalance = z.object({
  /** Wallet code: 'MAIN' or a vendor code (vassalage). */
  wallet: z.string(),
  name: z.string(),
  balanceMinor: z.number().int(),
  balance: z.string(),
});
export type WalletBalance = z.infer<typeof walletBalance>;

/** The balance snapshot (see core/balance.ts): every answer or event that changes the balance carries one. */
export const balanceSnapshot = z.object({
  /** Main wallet plus every vendor wallet: minor units and "1234.56". */
  sumBalanceMinor: z.number().int(),
  sumBalance: z.string(),
  /** The main wallet alone: bets and transfers are debited from it. */
  mainBalanceMinor: z.number().int(),
  wallets: z.array(z.object({ wallet: z.string(), balanceMinor: z.number().int() })),
  /** Rises with every change of the member's money: a client keeps the figures of the larger version. */
  version: z.number().int().min(0),
}) satisfies z.ZodType<BalanceSnapshot>;

export const promoFlag = z.object({ id: z.number().int(), title: z.string(), REFERRAL: z.boolean() });

export const balance = balanceSnapshot.extend({
  /** Currency symbol shown before amounts (the brand's currencySymbol). */
  currency: z.string(),
  unreadCount: z.number().int().min(0),
  availablePromoCount: z.number().int().min(0),
  /** Running missions the member has not seen yet (the member centre's mission badge). */
  unreadMissionCount: z.number().int().min(0),
  /** Available promotions; REFERRAL marks a referral promo (spec §3). */
  promos: z.array(promoFlag),
});
export type Balance = z.infer<typeof balance>;

export const transferResult = z.object({
  transferId: z.string(),
  /** True when this transferId had already been processed (a retry): nothing moved the second time. */
  replayed: z.boolean(),
  wallets: z.array(walletBalance),
  /** The balance after the transfer (on a replay: now). */
  balance: balanceSnapshot,
});

/** A request id chosen by the client: the idempotency key of a money-moving call. */
const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 letters, digits, _ or -');

/**
 * What a line of the account record is, by the posting behind it. Every posting kind the platform
 * writes falls in one of these; one it does not know yet shows as an adjustment.
 */
export const recordTypes = ['deposit', 'withdrawal', 'bet', 'win', 'refund', 'transfer', 'bonus', 'adjustment'] as const;
export type RecordType = (typeof recordTypes)[number];

/** One line of the account record: one ledger entry on one of the member's wallets. */
export const accountRecord = z.object({
  /** The entry's id: unique, increasing with time. */
  id: z.number().int(),
  /** The posting it belongs to (a transfer has one line per wallet it touched). */
  postingId: z.number().int(),
  createdAt: z.string(),
  type: z.enum(recordTypes),
  /** Wallet code ('MAIN' or a vendor code) and its name in the asked language. */
  wallet: z.string(),
  walletName: z.string(),
  /** Signed: positive into the wallet, negative out of it. */
  amountMinor: z.number().int(),
  /** The wallet's balance right after this line. */
  balanceAfterMinor: z.number().int(),
  /** What it belongs to: a round, a bet, a transfer id; null when nothing. */
  ref: z.string().nullable(),
});
export type AccountRecord = z.infer<typeof accountRecord>;

export const wallet = {
  balance: endpoint({
    id: 'wallet.balance',
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    auth: 'member',
    summary: 'Balance of the member: sum of all wallets, currency symbol, unread messages and available promos.',
    tags,
    input: noInput,
    output: balance,
  }),
  merchantWallet: endpoint({
    id: 'wallet.merchantWallet',
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    auth: 'member',
    summary: 'Wallet mode of the brand: isSingle (one seamless wallet) or main + vendor wallets with balances.',
    tags,
    /** language: the wallets' names in it (a pack or a brand language code). */
    input: z.object({ language: z.string().max(8).optional() }),
    output: z.object({ isSingle: z.boolean(), wallets: z.array(walletBalance) }),
  }),
  walletTransfer: endpoint({
    id: 'wallet.walletTransfer',
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    auth: 'member',
    summary:
      'Moves money between the main wallet and a vendor wallet (only when the merchant wallet is not single). ' +
      'transferId makes retries safe: the same id never moves money twice.',
    tags,
    input: z.object({
      from: z.string().min(1).max(32),
      to: z.string().min(1).max(32),
      amount: amountInput,
      transferId: requestId.optional(),
    }),
    output: transferResult,
  }),
  recallAll: endpoint({
    id: 'wallet.recallAll',
    method: 'POST',
    path: '/wps/relay/GCS_walletRecall',
    auth: 'member',
    summary:
      'Moves the whole balance of every vendor wallet back to the main wallet, in one posting. ' +
      'requestId makes retries safe: the same id never moves money twice. Nothing to move is not an error (moved 0).',
    tags,
    input: z.object({ requestId }),
    output: z.object({
      requestId: z.string(),
      /** True when this requestId had already been processed: nothing moved the second time. */
      replayed: z.boolean(),
      /** What came back to the main wallet, in total (on a replay: what the original moved). */
      movedMinor: z.number().int().min(0),
      wallets: z.array(walletBalance),
      balance: balanceSnapshot,
    }),
  }),
  transactions: endpoint({
    id: 'wallet.transactions',
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet',
    auth: 'member',
    summary:
      "The member's account record: every ledger entry on the member's wallets, newest first, with the wallet's " +
      'balance after it; optionally for a period (from inclusive, to exclusive), one type and one wallet.',
    tags,
    input: z.object({
      from: z.iso.datetime({ offset: true }).optional(),
      to: z.iso.datetime({ offset: true }).optional(),
      type: z.enum(recordTypes).optional(),
      wallet: z
        .string()
        .regex(/^[A-Z0-9_]{1,32}$/, 'must be a wallet code')
        .optional(),
      language: z.string().max(8).optional(),
      pageNo: whole(z.number().int().min(1).max(10_000)).default(1),
      pageSize: whole(z.number().int().min(1).max(100)).default(20),
    }),
    output: z.object({ list: z.array(accountRecord), total: z.number().int(), totalPages: z.number().int() }),
  }),
  consolidated: endpoint({
    id: 'wallet.consolidated',
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    auth: 'member',
    summary:
      'Consolidated funds and contract info: wallets, and the salary/dividend contract request types ' +
      '(null when the member has none; the agent domain fills them).',
    tags,
    input: noInput,
    output: z.object({
      sumBalanceMinor: z.number().int(),
      sumBalance: z.string(),
      wallets: z.array(walletBalance),
      dailysalreqtype: z.string().nullable(),
      divtypereq: z.string().nullable(),
      contracthoursalreq: z.string().nullable(),
      realtimesalreqtype: z.string().nullable(),
      enableSalary: z.boolean(),
      enableContract: z.boolean(),
    }),
  }),
} as const;
