import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signCallback } from '../callback-message.ts';
import type { OpenRound, ProviderHost } from '../types.ts';
import { POKER_ABANDON_SECONDS, standAbandonedHand } from './poker-rounds.ts';
import { demoProvider } from './provider.ts';
import { revealAbandonedCard, SCRATCH_ABANDON_SECONDS } from './scratch-rounds.ts';

/** A round still open after this long failed mid-way (a crash between bet and settle). */
export const STALE_ROUND_SECONDS = 120;
const SWEEP_EVERY_MS = 60_000;

/**
 * Engines whose rounds are open by design between two requests of the player, and how an abandoned
 * one is closed: never by a refund, which would let a player walk away from a bad deal or a losing
 * card for free, but by playing it out as it stands and paying what it shows.
 */
const abandonRules: Record<string, { seconds: number; close: (host: ProviderHost, round: OpenRound) => Promise<boolean> }> = {
  // a video poker hand is stood on (every card held) and paid by the paytable (./poker-rounds.ts)
  poker: {
    seconds: POKER_ABANDON_SECONDS,
    close: async (host, round) => {
      await standAbandonedHand(host, round);
      return true;
    },
  },
  // a scratch card is revealed and paid what it shows (./scratch-rounds.ts)
  scratch: { seconds: SCRATCH_ABANDON_SECONDS, close: revealAbandonedCard },
};

/**
 * Refunds the in-house vendor's rounds that never settled. A video poker hand (between its deal and
 * its draw) and a scratch card (between its buy and its reveal) are open by design: they are left
 * alone for their abandon delay and then played out and paid (see abandonRules), never refunded.
 * Safe on several nodes at once: a refund or settle is keyed by round in the ledger, so a round is
 * closed once whoever gets there first.
 */
export async function refundStaleRounds(host: ProviderHost, olderThanSeconds = STALE_ROUND_SECONDS): Promise<number> {
  const rounds = await host.openRounds(demoProvider.id, olderThanSeconds);
  let refunded = 0;
  for (const [engine, rule] of Object.entries(abandonRules)) {
    // a sweep asked for rounds of any age (tests, ops) closes these of any age too
    const age = olderThanSeconds === 0 ? 0 : Math.max(olderThanSeconds, rule.seconds);
    const abandoned = await host.openRounds(demoProvider.id, age);
    for (const r of abandoned) {
      if (r.engine !== engine) continue;
      try {
        if (await rule.close(host, r)) refunded++;
      } catch {
        // played meanwhile, or the database is busy: the next sweep looks again
      }
    }
  }
  for (const r of rounds) {
    // a bingo card stays open until its draw completes, minutes later: the draw job settles or refunds it
    if (r.engine === 'bingo') continue;
    if (Object.hasOwn(abandonRules, r.engine)) continue;
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
