import { randomUUID } from 'node:crypto';
import { AppError } from '../../../http/app-error.ts';
import type { Platform } from '../../../http/context.ts';
import { applyCallback, signCallback, type CallbackMessage } from '../../../domains/games/callbacks.ts';
import type { TicketClaims } from '../signing.ts';

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

async function send(platform: Platform, message: Omit<CallbackMessage, 'txId' | 'ts'>) {
  const full: CallbackMessage = { ...message, txId: `${message.kind}-${randomUUID()}`, ts: Date.now() };
  const { body, signature } = await signCallback(platform, full);
  return applyCallback(platform, body, signature);
}

export async function playRound<T>(platform: Platform, claims: TicketClaims, round: RoundPlay<T>): Promise<RoundResult<T>> {
  const roundId = roundIdOf(claims, round.clientRoundId);
  const [previous] = await platform.db.query<{
    member_id: number;
    stake: number;
    payout: number;
    status: string;
    detail: { outcome?: T };
  }>('SELECT member_id, stake, payout, status, detail FROM game_rounds WHERE id = $1', [roundId]);
  if (previous) {
    if (previous.status !== 'settled' || previous.detail.outcome === undefined)
      throw new AppError('DUPLICATE_REQUEST', { field: 'roundId' });
    const [acct] = await platform.db.query<{ balance: number }>(
      'SELECT balance FROM ledger_accounts WHERE member_id = $1 AND wallet = $2',
      [claims.m, claims.w],
    );
    return {
      roundId,
      stake: Number(previous.stake),
      payout: Number(previous.payout),
      balance: Number(acct?.balance ?? 0),
      detail: previous.detail.outcome,
      replayed: true,
    };
  }
  const base = { vendor: claims.v, roundId, memberId: claims.m, nodeId: claims.n, wallet: claims.w, engine: round.engine };
  // INSUFFICIENT_BALANCE and friends surface to the player unchanged: nothing was taken
  await send(platform, { ...base, kind: 'bet', amount: round.stake });
  try {
    const { payout, detail } = round.play();
    const settled = await send(platform, { ...base, kind: 'settle', amount: payout, detail: { outcome: detail } });
    return { roundId, stake: round.stake, payout, balance: settled.balance, detail, replayed: false };
  } catch (err) {
    // the stake was taken but the round did not complete: give it back
    await send(platform, {
      ...base,
      kind: 'refund',
      amount: round.stake,
      detail: { reason: err instanceof Error ? err.message.slice(0, 200) : 'failed' },
    });
    throw err;
  }
}
