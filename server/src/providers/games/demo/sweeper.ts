import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signCallback } from '../callback-message.ts';
import type { ProviderHost } from '../types.ts';
import { demoProvider } from './provider.ts';

/** A round still open after this long failed mid-way (a crash between bet and settle). */
export const STALE_ROUND_SECONDS = 120;
const SWEEP_EVERY_MS = 60_000;

/**
 * Refunds the in-house vendor's rounds that never settled. Safe on several nodes at once: a refund is
 * keyed by round in the ledger, so a round is refunded once whoever gets there first.
 */
export async function refundStaleRounds(host: ProviderHost, olderThanSeconds = STALE_ROUND_SECONDS): Promise<number> {
  const rounds = await host.openRounds(demoProvider.id, olderThanSeconds);
  let refunded = 0;
  for (const r of rounds) {
    const { body, signature } = await signCallback(host.platform, {
      vendor: r.vendor,
      txId: `sweep-${randomUUID()}`,
      kind: 'refund',
      roundId: r.id,
      memberId: r.memberId,
      nodeId: r.nodeId,
      wallet: r.wallet,
      engine: r.engine,
      amount: r.stake,
      ts: Date.now(),
      detail: { reason: 'round did not complete' },
    });
    try {
      await host.callback(body, signature);
      refunded++;
    } catch {
      // settled meanwhile, or the database is busy: the next sweep looks again
    }
  }
  return refunded;
}

export function startRoundSweeper(app: FastifyInstance, host: ProviderHost): void {
  const timer = setInterval(() => {
    refundStaleRounds(host).catch((err) => app.log.warn({ err }, 'round sweeper failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
