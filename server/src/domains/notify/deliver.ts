import type { Platform } from '../../http/context.ts';
import type { Job } from '../../jobs/runner.ts';
import { smtpSender } from '../../providers/email/smtp.ts';
import { gatewaySender } from '../../providers/sms/gateway.ts';
import { claimDue, markDone, markRetry, purgeOld, type QueuedRow } from './queries.ts';

/** Attempts per message; with the backoff below the last one is ~5 minutes after the first. */
export const MAX_ATTEMPTS = 6;
/** Wait before attempt n+1: 10 s, 20 s, 40 s … (capped at 10 minutes). */
export const backoffMs = (attempts: number) => Math.min(10_000 * 2 ** (attempts - 1), 600_000);
const BATCH = 20;

type Sender = (row: QueuedRow) => Promise<void>;

/**
 * How each channel is delivered under this configuration: its provider, or null when none is
 * configured (the message then stays in the development outbox, or fails in production).
 */
function senders(platform: Platform): Record<QueuedRow['channel'], Sender | null> {
  const { smtp, smsGateway, deliveryTimeoutMs } = platform.config;
  const email = smtp ? smtpSender(smtp, deliveryTimeoutMs) : null;
  const sms = smsGateway ? gatewaySender(smsGateway, deliveryTimeoutMs) : null;
  return {
    email: email && ((r) => email(r.recipient, r.subject, r.body)),
    sms: sms && ((r) => sms(r.recipient, r.body)),
  };
}

/**
 * Delivers the queued e-mail and SMS (crash-safe: a row is claimed by moving its next attempt past the
 * timeout before the provider is called, so a runner that dies mid-send retries it later — at least
 * once). The sends of a batch run side by side, each bounded by DELIVERY_TIMEOUT_MS, so a slow provider
 * holds up the other jobs for one timeout at most, and the requests that queued the messages not at all.
 */
export async function deliverDue(platform: Platform, now = Date.now()): Promise<number> {
  const { db, config } = platform;
  const bySender = senders(platform);
  const rows = await claimDue(db, now, BATCH, config.deliveryTimeoutMs + 30_000);
  // without the development outbox nobody reads a body again: a code is not kept in clear once done
  const scrub = !config.devOutbox;
  await Promise.all(
    rows.map(async (row) => {
      const send = bySender[row.channel];
      if (!send) {
        await markDone(
          db,
          row.id,
          config.devOutbox ? 'kept' : 'failed',
          config.devOutbox ? null : 'no provider configured',
          scrub,
        );
        if (!config.devOutbox) warnOnce(row.channel);
        return;
      }
      try {
        await send(row);
        await markDone(db, row.id, 'sent', null, scrub);
      } catch (err) {
        const error = String((err as Error).message ?? err).slice(0, 500);
        const retryAt = now + backoffMs(row.attempts);
        if (row.attempts >= MAX_ATTEMPTS || retryAt >= row.expires_at.getTime()) {
          await markDone(db, row.id, 'failed', error, scrub);
          // the operator's only trace on a site without the outbox page (the recipient is left out)
          console.error(`delivery: ${row.channel} #${row.id} given up after ${row.attempts} attempt(s): ${error}`);
        } else await markRetry(db, row.id, retryAt, error);
      }
    }),
  );
  return rows.length;
}

const warned = new Set<string>();
function warnOnce(channel: string) {
  if (warned.has(channel)) return;
  warned.add(channel);
  const variable = channel === 'email' ? 'SMTP_URL' : 'SMS_GATEWAY_URL';
  console.error(`delivery: a ${channel} could not be sent — no provider is configured (set ${variable}; docs/operator.md)`);
}

/** Every second: what is due. Once an hour, finished messages older than 30 days go. */
export const deliveryJob: Job = {
  name: 'delivery',
  everyMs: 1000,
  async run(platform, now) {
    await deliverDue(platform, now);
    if (Math.floor(now / 3_600_000) !== Math.floor((now - 1000) / 3_600_000)) await purgeOld(platform.db);
  },
};
