import { randomUUID } from 'node:crypto';
import { AppError } from '../../../http/app-error.ts';
import { signCallback, type CallbackMessage } from '../callback-message.ts';
import type { TicketClaims } from '../signing.ts';
import type { ProviderHost } from '../types.ts';

/**
 * The vendor side of a round, as any seamless vendor does it: bet callback (stake), play, settle
 * callback (win, maybe 0); if anything fails after the stake was taken, a refund callback. The
 * callbacks are signed messages verified by the platform exactly as if they came over HTTP.
 */
export interface RoundPlay<T> {
  engine: string;
  stake: number;
  /** The client's id for this round (a retry sends the same one). */
  clientRoundId: string;
  /** Runs the game; called once, after the stake was accepted. */
  play: () => { payout: number; detail: T };
}

export interface RoundResult<T> {
  roundId: string;
  stake: number;
  payout: number;
  balance: number;
  detail: T;
  /** True when this round had already been played (a retried request): the stored result, nothing moved. */
  replayed: boolean;
}

export const roundIdOf = (claims: TicketClaims, clientRoundId: string) => `demo-${claims.m}-${clientRoundId}`;

async function send(host: ProviderHost, message: Omit<CallbackMessage, 'txId' | 'ts'>) {
  const full: CallbackMessage = { ...message, txId: `${message.kind}-${randomUUID()}`, ts: Date.now() };
  const { body, signature } = await signCallback(host.platform, full);
  return host.callback(body, signature);
}

export async function playRound<T>(host: ProviderHost, claims: TicketClaims, round: RoundPlay<T>): Promise<RoundResult<T>> {
  const roundId = roundIdOf(claims, round.clientRoundId);
  const previous = await host.round<T>(roundId);
  if (previous) {
    if (previous.status !== 'settled' || previous.detail.outcome === undefined)
      throw new AppError('DUPLICATE_REQUEST', { field: 'roundId' });
    return {
      roundId,
      stake: previous.stake,
      payout: previous.payout,
      balance: await host.balance(claims.m, claims.w),
      detail: previous.detail.outcome,
      replayed: true,
    };
  }
  const base = { vendor: claims.v, roundId, memberId: claims.m, nodeId: claims.n, wallet: claims.w, engine: round.engine };
  // INSUFFICIENT_BALANCE and friends surface to the player unchanged: nothing was taken
  await send(host, { ...base, kind: 'bet', amount: round.stake });
  try {
    const { payout, detail } = round.play();
    const settled = await send(host, { ...base, kind: 'settle', amount: payout, detail: { outcome: detail } });
    return { roundId, stake: round.stake, payout, balance: settled.balance, detail, replayed: false };
  } catch (err) {
    // the stake was taken but the round did not complete: give it back
    await send(host, {
      ...base,
      kind: 'refund',
      amount: round.stake,
      detail: { reason: err instanceof Error ? err.message.slice(0, 200) : 'failed' },
    });
    throw err;
  }
}
