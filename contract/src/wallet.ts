import { z } from 'zod';
import { endpoint, noInput } from './endpoint.ts';

const tags = ['wallet'] as const;

/** Money travels twice: integer minor units (exact, for arithmetic) and a 2-decimal string (for display). */
export const MINOR_PER_UNIT = 100;

/** 123456 → "1234.56" (no thousands separators; the web formats for display). */
export function formatMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(abs / MINOR_PER_UNIT)}.${String(abs % MINOR_PER_UNIT).padStart(2, '0')}`;
}

/** "12.5" / 12.5 → 1250; null when it has more than 2 decimals or is not a finite number. */
export function toMinor(amount: number | string): number | null {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', frac = ''] = text.replace('-', '').split('.');
  const minor = Number(whole) * MINOR_PER_UNIT + Number(frac.padEnd(2, '0'));
  if (!Number.isSafeInteger(minor)) return null;
  return text.startsWith('-') ? -minor : minor;
}

/** A decimal amount typed by a player: positive, at most 2 decimals, at most 1,000,000,000.00. */
export const amountInput = z
  .union([z.number(), z.string().max(16)])
  .refine((v) => {
    const minor = toMinor(v);
    return minor !== null && minor > 0 && minor <= 100_000_000_000;
  }, 'must be a positive amount with at most 2 decimals')
  .transform((v) => toMinor(v)!);

/** The main wallet, or a vendor's own wallet (transfer-wallet vendors, when the merchant wallet is not single). */
export const MAIN_WALLET = 'MAIN';

export const walletBalance = z.object({
  /** Wallet code: 'MAIN' or a vendor code (vassalage). */
  wallet: z.string(),
  name: z.string(),
  balanceMinor: z.number().int(),
  balance: z.string(),
});
export type WalletBalance = z.infer<typeof walletBalance>;

export const promoFlag = z.object({ id: z.number().int(), title: z.string(), REFERRAL: z.boolean() });

export const balance = z.object({
  /** Main wallet plus every vendor wallet: minor units and "1234.56". */
  sumBalanceMinor: z.number().int(),
  sumBalance: z.string(),
  /** Currency symbol shown before amounts (brand setting, default $). */
  currency: z.string(),
  mainBalanceMinor: z.number().int(),
  unreadCount: z.number().int().min(0),
  availablePromoCount: z.number().int().min(0),
  /** Available promotions; REFERRAL marks a referral promo (spec §3). */
  promos: z.array(promoFlag),
});
export type Balance = z.infer<typeof balance>;

export const transferResult = z.object({
  transferId: z.string(),
  /** True when this transferId had already been processed (a retry): nothing moved the second time. */
  replayed: z.boolean(),
  wallets: z.array(walletBalance),
});

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
    input: noInput,
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
      transferId: z
        .string()
        .regex(/^[A-Za-z0-9_-]{8,64}$/)
        .optional(),
    }),
    output: transferResult,
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
