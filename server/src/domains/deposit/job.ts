import type { Job } from '../../jobs/runner.ts';
import { createPaymentProviders } from '../../providers/payments/registry.ts';
import { expireOverdueOrders } from './orders.ts';

/** Closes deposit orders that were not paid in time (asking the provider first). */
export const depositExpiryJob: Job = {
  name: 'deposit.expiry',
  everyMs: 30_000,
  run: (platform, now) =>
    expireOverdueOrders(
      platform,
      createPaymentProviders({
        db: platform.db,
        // the job only asks providers for a status; notifications arrive over HTTP
        post: () => Promise.reject(new Error('the expiry job does not notify')),
      }),
      now,
    ),
};
