import type { DepositOrder } from '@tala/contract/deposit';
import type { Sql } from '../src/db/client.ts';
import { signNotification, type NotificationMessage } from '../src/providers/payments/notification.ts';

/** The sandbox provider's signed "paid" notification for an order, as its checkout would send it. */
export async function sandboxPaidNotice(db: Sql, order: DepositOrder, over: Partial<NotificationMessage> = {}) {
  const [row] = await db.query<{ provider_ref: string }>('SELECT provider_ref FROM deposit_orders WHERE order_no = $1', [
    order.orderNo,
  ]);
  return signNotification(db, {
    provider: 'SANDBOX',
    providerRef: row!.provider_ref,
    merchantOrder: order.orderNo,
    amountMinor: order.amountMinor,
    status: 'paid',
    ts: Date.now(),
    ...over,
  });
}
