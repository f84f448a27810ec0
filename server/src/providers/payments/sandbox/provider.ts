import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SIGNATURE_HEADER, signNotification, verifySignedNotification } from '../notification.ts';
import type {
  PaymentHost,
  PaymentIntent,
  PaymentIntentRequest,
  PaymentProvider,
  PayoutRequest,
  PayoutResult,
  ProviderPaymentStatus,
} from '../types.ts';
import { checkoutPage, type CheckoutView } from './page.ts';

/*
 * The sandbox payment provider: a PSP the platform runs itself, so deposits can be tried end to end
 * without a contract with a real one. It behaves as an outside PSP would: its own records
 * (sandbox_payments), its own hosted checkout under /sandbox-pay/ (Approve or Fail, no card data),
 * and a signed server-to-server notification POSTed to the platform's notify endpoint, after which
 * the member's browser is sent back to the site.
 */

export const SANDBOX = 'SANDBOX';
const BASE = '/sandbox-pay';

type PaymentRow = {
  ref: string;
  merchant_order: string;
  merchant_name: string;
  amount_minor: number;
  currency: string;
  method: string;
  notify_path: string;
  return_url: string;
  status: 'open' | 'approved' | 'failed';
  expires_at: Date;
};

const columns = 'ref, merchant_order, merchant_name, amount_minor, currency, method, notify_path, return_url, status, expires_at';

export interface SandboxProvider extends PaymentProvider {
  /** Serves the hosted checkout pages (the platform mounts them on its own origin). */
  registerPages(app: FastifyInstance): void;
}

export function createSandboxProvider(host: PaymentHost): SandboxProvider {
  const { db } = host;

  const find = async (ref: string) => {
    if (!/^[A-Za-z0-9_-]{1,100}$/.test(ref)) return null;
    const [row] = await db.query<PaymentRow>(`SELECT ${columns} FROM sandbox_payments WHERE ref = $1`, [ref]);
    return row ?? null;
  };

  /** Decides a payment once (open and unexpired only), then notifies the platform. */
  async function decide(ref: string, outcome: 'approved' | 'failed', now = Date.now()): Promise<PaymentRow | null> {
    const [row] = await db.query<PaymentRow>(
      `UPDATE sandbox_payments SET status = $2, decided_at = $3
        WHERE ref = $1 AND status = 'open' AND expires_at > $3
        RETURNING ${columns}`,
      [ref, outcome, new Date(now)],
    );
    if (!row) return null;
    await notify(row, now);
    return row;
  }

  /**
   * POSTs the signed outcome to the platform. A refused or lost notification is not retried here:
   * the platform asks queryStatus before it gives an order up, so an approved payment is never lost.
   */
  async function notify(row: PaymentRow, now: number): Promise<void> {
    const { body, signature } = await signNotification(db, {
      provider: SANDBOX,
      providerRef: row.ref,
      merchantOrder: row.merchant_order,
      amountMinor: Number(row.amount_minor),
      status: row.status === 'approved' ? 'paid' : 'failed',
      ts: now,
    });
    try {
      await host.post(row.notify_path, body, { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature });
    } catch {
      // see above: reconciliation through queryStatus
    }
  }

  const view = (row: PaymentRow, now: number): CheckoutView => ({
    ref: row.ref,
    merchantName: row.merchant_name,
    amountMinor: Number(row.amount_minor),
    currency: row.currency,
    method: row.method,
    merchantOrder: row.merchant_order,
    expiresAt: new Date(row.expires_at),
    state: row.status === 'open' ? (new Date(row.expires_at).getTime() <= now ? 'expired' : 'open') : row.status,
    returnUrl: row.return_url,
    actionBase: `${BASE}/checkout/${row.ref}`,
  });

  return {
    code: SANDBOX,

    async createIntent(request: PaymentIntentRequest): Promise<PaymentIntent> {
      const ref = `SBX${randomBytes(9).toString('base64url')}`;
      // the same merchant order answers the intent it already has (a retried create)
      const [row] = await db.query<{ ref: string }>(
        `INSERT INTO sandbox_payments (ref, merchant_order, merchant_name, amount_minor, currency, method, notify_path, return_url, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (merchant_order) DO UPDATE SET merchant_order = EXCLUDED.merchant_order
         RETURNING ref`,
        [
          ref,
          request.merchantOrder,
          request.merchantName,
          request.amountMinor,
          request.currency,
          request.method,
          request.notifyPath,
          request.returnUrl,
          request.expiresAt,
        ],
      );
      return { providerRef: row!.ref, checkoutUrl: `${BASE}/checkout/${row!.ref}` };
    },

    verifyNotification(body, headers, now) {
      return verifySignedNotification(db, SANDBOX, body, headers[SIGNATURE_HEADER], now);
    },

    async queryStatus(providerRef, now = Date.now()): Promise<ProviderPaymentStatus> {
      const row = await find(providerRef);
      if (!row) return 'unknown';
      if (row.status === 'approved') return 'paid';
      if (row.status === 'failed') return 'failed';
      return new Date(row.expires_at).getTime() <= now ? 'expired' : 'open';
    },

    async payOut(request: PayoutRequest): Promise<PayoutResult> {
      // the sandbox sends at once and never fails; the same merchant order answers the payout it made
      const [row] = await db.query<{ ref: string }>(
        `INSERT INTO sandbox_payouts (ref, merchant_order, amount_minor, currency, bank, account_number, holder_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (merchant_order) DO UPDATE SET merchant_order = EXCLUDED.merchant_order
         RETURNING ref`,
        [
          `SBP${randomBytes(9).toString('base64url')}`,
          request.merchantOrder,
          request.amountMinor,
          request.currency,
          request.bank,
          request.accountNumber,
          request.holderName,
        ],
      );
      return { providerRef: row!.ref, status: 'paid' };
    },

    registerPages(app) {
      const page = (reply: { type: (t: string) => unknown; header: (k: string, v: string) => unknown }, html: string) => {
        reply.type('text/html; charset=utf-8');
        reply.header('Cache-Control', 'no-store');
        return html;
      };

      app.get<{ Params: { ref: string } }>(`${BASE}/checkout/:ref`, async (req, reply) => {
        const row = await find(req.params.ref);
        if (!row) {
          reply.status(404);
          return page(reply, checkoutPage(null));
        }
        return page(reply, checkoutPage(view(row, Date.now())));
      });

      for (const outcome of ['approved', 'failed'] as const) {
        const action = outcome === 'approved' ? 'approve' : 'fail';
        app.post<{ Params: { ref: string } }>(`${BASE}/checkout/:ref/${action}`, async (req, reply) => {
          const row = await find(req.params.ref);
          if (!row) {
            reply.status(404);
            return page(reply, checkoutPage(null));
          }
          const decided = await decide(row.ref, outcome);
          // decided now, or already decided before (a double click): back to the merchant either way
          if (decided || row.status !== 'open') return reply.redirect(row.return_url, 303);
          // expired while the page was open: show why nothing happened
          reply.status(409);
          return page(reply, checkoutPage(view(row, Date.now())));
        });
      }
    },
  };
}
