import type { Sql } from '../../db/client.ts';

/*
 * The seam between the platform and a payment service provider (PSP). A provider takes the member's
 * money on its own hosted checkout and tells the platform the outcome in a signed server-to-server
 * notification; the platform never sees card or wallet details. A real PSP implements this interface
 * (its HTTP calls inside); the in-house sandbox (./sandbox/) implements it against its own tables.
 * Providers import no domain: what they need of the platform comes through PaymentHost.
 */

/** What the platform asks a provider to collect. */
export interface PaymentIntentRequest {
  /** The platform's order number: the provider echoes it in every notification. */
  merchantOrder: string;
  merchantName: string;
  /** What the member pays, integer minor units. */
  amountMinor: number;
  /** The brand's currency as shown (its symbol). */
  currency: string;
  /** The provider's method asked for (for example 'ewallet:gowallet', 'bank', 'qr'). */
  method: string;
  /** Where the provider POSTs its signed notification, on the platform's origin. */
  notifyPath: string;
  /** Where the member's browser goes back to after paying or giving up. */
  returnUrl: string;
  /** After this the payment can no longer be completed. */
  expiresAt: Date;
}

export interface PaymentIntent {
  /** The provider's own reference of the payment. */
  providerRef: string;
  /** The hosted checkout page the member is sent to. */
  checkoutUrl: string;
}

/** What a provider says of a payment when asked. */
export type ProviderPaymentStatus = 'open' | 'paid' | 'failed' | 'expired' | 'unknown';

/** A verified notification: the outcome of one payment. */
export interface PaymentNotification {
  provider: string;
  providerRef: string;
  merchantOrder: string;
  amountMinor: number;
  status: 'paid' | 'failed';
}

/** What the platform asks a provider to send out to a member's bank or e-wallet. */
export interface PayoutRequest {
  /** The platform's withdrawal number: asking again with it answers the same payout. */
  merchantOrder: string;
  amountMinor: number;
  currency: string;
  /** The bank or e-wallet (payout provider code) and the full account number and holder. */
  bank: string;
  accountNumber: string;
  holderName: string;
}

export interface PayoutResult {
  providerRef: string;
  status: 'paid' | 'failed';
}

export interface PaymentProvider {
  readonly code: string;
  /** Registers the payment with the provider; safe to repeat for the same merchantOrder (answers the same intent). */
  createIntent(request: PaymentIntentRequest): Promise<PaymentIntent>;
  /**
   * Checks a notification's signature and freshness and reads it. Throws CALLBACK_REJECTED for
   * anything unsigned, forged, stale or malformed.
   */
  verifyNotification(body: string, headers: Record<string, string | undefined>, now?: number): Promise<PaymentNotification>;
  /** Asks the provider what became of a payment (reconciliation before an order is given up). */
  queryStatus(providerRef: string, now?: number): Promise<ProviderPaymentStatus>;
  /** Sends money to a member's account; safe to repeat for the same merchantOrder (answers the same payout). */
  payOut(request: PayoutRequest): Promise<PayoutResult>;
}

/**
 * What the platform lends a provider running in this process: the database for the provider's own
 * tables and secrets, and a way to POST to the platform's own HTTP endpoints (the notification goes
 * through the same route an outside provider calls).
 */
export interface PaymentHost {
  db: Sql;
  post(path: string, body: string, headers: Record<string, string>): Promise<{ status: number; body: string }>;
}
