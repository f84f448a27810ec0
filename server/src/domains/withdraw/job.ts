import type { Job } from '../../jobs/runner.ts';
import { autoConfirmOverdue } from './confirm.ts';

/** Paid withdrawals not answered within the brand's minutes count as received. */
export const withdrawReceiptJob: Job = {
  name: 'withdraw.autoReceipt',
  everyMs: 30_000,
  run: (platform, now) => autoConfirmOverdue(platform, now),
};
