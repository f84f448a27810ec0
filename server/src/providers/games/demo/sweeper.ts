import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signCallback } from '../callback-message.ts';
import type { ProviderHost } from '../types.ts';
import { POKER_ABANDON_SECONDS, standAbandonedHand } from './poker-rounds.ts';
import { demoProvider } from './provider.ts';

/** A round still open after this long failed mid-way (a crash between bet and settle). */
export const STALE_ROUND_SECONDS = 120;
const SWEEP_EVERY_MS = 60_000;

/**
 * Refunds the in-house vendor's rounds that never settled. A video poker hand is open by design
 * between its deal and its draw: it is left alone for POKER_ABANDON_SECONDS and then closed by
 * standing on the dealt hand (paid by the paytable), never refunded (see ./poker-rounds.ts).
 * Safe on several nodes at once: a refund or settle is keyed by round in the ledger, so a round is
 * closed once whoever gets there first.
 */
export async function refundStaleRounds(host: ProviderHost, olderThanSeconds = STALE_ROUND_SECONDS): Promise<number> {
  const rounds = await host.openRounds(demoProvider.id, olderThanSeconds);
  let refunded = 0;
  // a sweep asked for rounds of any age (tests, ops) closes poker hands of any age too
  const pokerAge = olderThanSeconds === 0 ? 0 : Math.max(olderThanSeconds, POKER_ABANDON_SECONDS);
  const abandoned = await host.openRounds(demoProvider.id, pokerAge);
  for (const r of abandoned) {
    if (r.engine !== 'poker') continue;
    try {
      await standAbandonedHand(host, r);
      refunded++;
    } catch {
      // drawn meanwhile, or the database is busy: the next sweep looks again
    }
  }
  for (const r of rounds) {
    // a bingo card stays open until its draw completes, minutes later: the draw job settles or refunds it
    if (r.engine === 'bingo') continue;
    if (r.engine === 'poker') continue;
    // a crash bet may rightly stay open for minutes (a long flight): its table settles or refunds it
    if (r.engine === 'crash') continue;
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
