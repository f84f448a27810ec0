import { z } from 'zod';
import { endpoint, noInput } from './endpoint.ts';
import { smsSent } from './session.ts';
import type { RegisterRule } from './system.ts';

const tags = ['payout'] as const;

/**
 * Payout security: the payment password (separate from the login password) and the bank or e-wallet
 * accounts withdrawals are paid to. The same checks run in the web form and on the server.
 */

/** The payment password's shape: exactly 6 digits (checked with the register-rules checker, text reg_pattern_2). */
export const paymentPasswordRule: RegisterRule = {
  enabled: true,
  required: true,
  acceptedPattern: '^[0-9]+$',
  patternId: 2,
  minLength: 6,
  maxLength: 6,
};

/** Wrong payment passwords in a row that lock it, and for how long. */
export const paymentPasswordLock = { maxFailures: 5, minutes: 30 };

/**
 * Why a well-formed payment password is too easy to guess: one digit repeated (111111) or a straight
 * run up or down (123456, 654321); null when it is fine.
 */
export function paymentPasswordWeakness(password: string): 'repeated' | 'sequence' | null {
  if (!/^[0-9]+$/.test(password) || password.length < 2) return null;
  const digits = [...password].map(Number);
  if (digits.every((d) => d === digits[0])) return 'repeated';
  const steps = digits.slice(1).map((d, i) => d - digits[i]!);
  if (steps.every((s) => s === 1) || steps.every((s) => s === -1)) return 'sequence';
  return null;
}

export const payoutTypes = ['bank', 'ewallet'] as const;
export type PayoutType = (typeof payoutTypes)[number];

/** Account numbers leave the server only like this: the last 4 digits behind a mask. */
export function maskAccountNumber(accountNumber: string): string {
  return `•••• ${accountNumber.slice(-4)}`;
}

/** Holder names are compared ignoring case and spaces ("Juan  Dela Cruz" = "juan dela cruz"). */
export function normaliseHolderName(name: string): string {
  return name.normalize('NFC').toLowerCase().replace(/\s+/g, '');
}

/** A holder name as typed: 2 to 64 letters, spaces, dots, hyphens and apostrophes. */
export const holderNamePattern = /^[\p{L}][\p{L} .'-]{1,63}$/u;

const paymentPassword = z.string().max(32);

export const paymentPasswordStatus = z.object({
  isSet: z.boolean(),
  /** ISO time until which the payment password is refused (after too many wrong tries); null when not locked. */
  lockedUntil: z.string().nullable(),
  /** A mobile number is on file: the SMS reset can be offered. */
  hasMobile: z.boolean(),
});
export type PaymentPasswordStatus = z.infer<typeof paymentPasswordStatus>;

export const payoutProvider = z.object({
  code: z.string(),
  type: z.enum(payoutTypes),
  name: z.string(),
  /** Digits an account number of this provider has. */
  minLength: z.number().int(),
  maxLength: z.number().int(),
});
export type PayoutProvider = z.infer<typeof payoutProvider>;

export const payoutAccount = z.object({
  id: z.number().int(),
  type: z.enum(payoutTypes),
  provider: z.string(),
  providerName: z.string(),
  /** Masked (maskAccountNumber): the full number never comes back. */
  accountNumber: z.string(),
  holderName: z.string(),
  createdAt: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccount>;

export const payoutAccounts = z.object({
  list: z.array(payoutAccount),
  /** How many accounts a member may keep (brand setting payoutAccountLimit). */
  limit: z.number().int(),
  /** The name every account's holder must match; null until the first account sets it. */
  payeeName: z.string().nullable(),
});
export type PayoutAccounts = z.infer<typeof payoutAccounts>;

/** Failure values the web shows with numbers: attempts left, or the time the lock ends. */
export const paymentPasswordFailure = z.object({
  attemptsLeft: z.number().int().optional(),
  lockedUntil: z.string().optional(),
});

export const payout = {
  passwordStatus: endpoint({
    id: 'payout.passwordStatus',
    method: 'GET',
    path: '/wps/payout/password/status',
    auth: 'member',
    summary: 'Whether the payment password is set, and until when it is locked after wrong tries.',
    tags,
    input: noInput,
    output: paymentPasswordStatus,
  }),
  setPassword: endpoint({
    id: 'payout.setPassword',
    method: 'POST',
    path: '/wps/payout/password',
    auth: 'member',
    encrypted: true,
    summary: 'Sets the payment password the first time (6 digits, not repeated, not a straight run).',
    tags,
    input: z.object({ newPassword: paymentPassword, confirmNewPassword: paymentPassword }),
    output: paymentPasswordStatus,
  }),
  changePassword: endpoint({
    id: 'payout.changePassword',
    method: 'POST',
    path: '/wps/payout/password/change',
    auth: 'member',
    encrypted: true,
    summary: 'Changes the payment password; a wrong old one counts towards the lock.',
    tags,
    input: z.object({
      oldPassword: paymentPassword.min(1),
      newPassword: paymentPassword,
      confirmNewPassword: paymentPassword,
    }),
    output: paymentPasswordStatus,
  }),
  sendResetCode: endpoint({
    id: 'payout.sendResetCode',
    method: 'POST',
    path: '/wps/payout/password/code',
    auth: 'member',
    summary: "Sends a code to the member's mobile for resetting the payment password.",
    tags,
    input: noInput,
    output: smsSent,
  }),
  resetPassword: endpoint({
    id: 'payout.resetPassword',
    method: 'POST',
    path: '/wps/payout/password/reset',
    auth: 'member',
    encrypted: true,
    summary: 'Sets a new payment password with the SMS code; ends a lock and clears the wrong tries.',
    tags,
    input: z.object({
      verificationCode: z.string().max(255),
      newPassword: paymentPassword,
      confirmNewPassword: paymentPassword,
    }),
    output: paymentPasswordStatus,
  }),
  providers: endpoint({
    id: 'payout.providers',
    method: 'GET',
    path: '/wps/payout/providers',
    auth: 'member',
    summary: 'Banks and e-wallets a payout account can be at (operator-maintained table).',
    tags,
    input: noInput,
    output: z.object({ list: z.array(payoutProvider) }),
  }),
  accounts: endpoint({
    id: 'payout.accounts',
    method: 'GET',
    path: '/wps/payout/accounts',
    auth: 'member',
    summary: "The member's payout accounts (numbers masked), the limit, and the payee name they must match.",
    tags,
    input: noInput,
    output: payoutAccounts,
  }),
  addAccount: endpoint({
    id: 'payout.addAccount',
    method: 'POST',
    path: '/wps/payout/accounts',
    auth: 'member',
    encrypted: true,
    summary: 'Adds a payout account (payment password required); the first one sets the payee name.',
    tags,
    input: z.object({
      type: z.enum(payoutTypes),
      provider: z.string().max(32),
      accountNumber: z.string().max(64),
      holderName: z.string().max(128),
      paymentPassword,
    }),
    output: payoutAccounts,
  }),
  removeAccount: endpoint({
    id: 'payout.removeAccount',
    method: 'POST',
    path: '/wps/payout/accounts/remove',
    auth: 'member',
    encrypted: true,
    summary: "Removes one of the member's payout accounts (payment password required).",
    tags,
    input: z.object({ id: z.number().int().positive(), paymentPassword }),
    output: payoutAccounts,
  }),
} as const;
