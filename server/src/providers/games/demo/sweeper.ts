import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../../http/context.ts';
import { applyCallback, signCallback } from '../../../domains/games/callbacks.ts';

/** A round still open after this long failed mid-way (a crash between bet and settle). */
export const STALE_ROUND_SECONDS = 120;
const SWEEP_EVERY_MS = 60_000;

/**
 * Refunds the in-house vendor's rounds that never settled. Safe on several nodes at once: a refund is
 * keyed by round in the ledger, so a round is refunded once whoever gets there first.
 */
export async function refundStaleRounds(platform: Platform, olderThanSeconds = STALE_ROUND_SECONDS): Promise<number> {
  const rows = await platform.db.query<{
    id: string;
    member_id: number;
    node_id: number;
    vendor: string;
    engine: string;
    wallet: string;
    stake: number;
  }>(
    `SELECT r.id, r.member_id, r.node_id, r.vendor, r.engine, r.wallet, r.stake
       FROM game_rounds r JOIN game_vendors v ON v.code = r.vendor
      WHERE r.status = 'open' AND v.provider = 'demo' AND r.created_at < now() - make_interval(secs => $1)
      ORDER BY r.created_at LIMIT 500`,
    [olderThanSeconds],
  );
  let refunded = 0;
  for (const r of rows) {
    const { body, signature } = await signCallback(platform, {
      vendor: r.vendor,
      txId: `sweep-${randomUUID()}`,
      kind: 'refund',
      roundId: r.id,
      memberId: Number(r.member_id),
      nodeId: Number(r.node_id),
      wallet: r.wallet,
      engine: r.engine,
      amount: Number(r.stake),
      ts: Date.now(),
      detail: { reason: 'round did not complete' },
    });
    try {
      await applyCallback(platform, body, signature);
      refunded++;
    } catch {
      // settled meanwhile, or the database is busy: the next sweep looks again
    }
  }
  return refunded;
}

export function startRoundSweeper(app: FastifyInstance, platform: Platform): void {
  const timer = setInterval(() => {
    refundStaleRounds(platform).catch((err) => app.log.warn({ err }, 'round sweeper failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
