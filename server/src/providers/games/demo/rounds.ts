import { createHash, randomUUID } from 'node:crypto';
import { AppError } from '../../../http/app-error.ts';
import { signCallback, type CallbackMessage } from '../callback-message.ts';
import { secretOf } from '../secrets.ts';
import type { TicketClaims } from '../signing.ts';
import type { ProviderHost } from '../types.ts';
import type { JackpotDraw } from './engines/jackpot.ts';
import { keyedRng, type Rng } from './engines/rng.ts';

/**
 * The vendor side of a round, as any seamless vendor does it: bet callback (stake), play, settle
 * callback (win, maybe 0); if anything fails after the stake was taken, a refund callback. The
 * callbacks are signed messages verified by the platform exactly as if they came over HTTP.
 *
 * Idempotency (docs/decisions/0013): the round id is the key and `request` the body. The outcome is
 * drawn from a stream keyed by the round id, so a round has one outcome whoever plays it: concurrent
 * retries that all get past the first check compute, settle and answer the same result (the ledger
 * keys the money by round, so it moves once). A retry asking for something else is DUPLICATE_REQUEST.
 */
/** What a round's play returns: the payout, what to show, and a progressive jackpot's draw if any. */
type PlayResult<T> = { payout: number; detail: T; jackpot?: JackpotDraw };

export interface RoundPlay<T> {
  engine: string;
  stake: number;
  /** The client's id for this round (a retry sends the same one). */
  clientRoundId: string;
  /** What the player asked for (stake, lines, sides, target …): a retry must ask exactly the same. */
  request: Record<string, unknown>;
  /**
   * Runs the game with the round's own random stream; called after the stake was accepted. May be
   * async (the provably fair games take their seeds and nonce from the database). A game with a
   * progressive jackpot returns its draw (pool, contribution, hit), applied with the settle.
   */
  play: (rng: Rng) => PlayResult<T> | Promise<PlayResult<T>>;
}

export interface RoundResult<T> {
  roundId: string;
  stake: number;
  payout: number;
  balance: number;
  detail: T;
  /** True when this round had already been played (a retried request): the stored result, nothing moved. */
  replayed: boolean;
  /** What the progressive jackpot paid on this round (minor units), when it hit. */
  jackpotWin?: number;
}

export const roundIdOf = (claims: TicketClaims, clientRoundId: string) => `demo-${claims.m}-${clientRoundId}`;

/** The secret the rounds' random streams are keyed with. */
export const ROUND_RNG_SECRET = 'demo-round-rng';

export async function send(host: ProviderHost, message: Omit<CallbackMessage, 'txId' | 'ts'>) {
  const full: CallbackMessage = { ...message, txId: `${message.kind}-${randomUUID()}`, ts: Date.now() };
  const { body, signature } = await signCallback(host.platform, full);
  return host.callback(body, signature);
}

/** A short digest of what was asked (engine, stake, wallet, game and the request's fields in key order). */
export function fingerprintOf(claims: TicketClaims, round: Pick<RoundPlay<unknown>, 'engine' | 'stake' | 'request'>): string {
  const sorted = Object.fromEntries(Object.entries(round.request).sort(([a], [b]) => a.localeCompare(b)));
  const canonical = JSON.stringify([round.engine, round.stake, claims.n, claims.w, sorted]);
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 32);
}

export const isCode = (err: unknown, code: string) => err instanceof AppError && err.code === code;

export async function playRound<T>(host: ProviderHost, claims: TicketClaims, round: RoundPlay<T>): Promise<RoundResult<T>> {
  const roundId = roundIdOf(claims, round.clientRoundId);
  const request = fingerprintOf(claims, round);
  /** The stored answer of a round already played with this request; DUPLICATE_REQUEST for another request. */
  const stored = async (): Promise<RoundResult<T> | 'open' | null> => {
    const previous = await host.round<T>(roundId);
    if (!previous) return null;
    const asked = (previous.detail as { request?: unknown }).request;
    if (asked !== request || previous.status === 'refunded') throw new AppError('DUPLICATE_REQUEST', { field: 'roundId' });
    if (previous.status !== 'settled' || previous.detail.outcome === undefined) return 'open';
    const jackpotWin = Number((previous.detail as { jackpotWin?: number }).jackpotWin ?? 0);
    return {
      roundId,
      stake: previous.stake,
      payout: previous.payout,
      balance: await host.balance(claims.m, claims.w),
      detail: previous.detail.outcome,
      replayed: true,
      ...(jackpotWin > 0 ? { jackpotWin } : {}),
    };
  };
  const previous = await stored();
  if (previous && previous !== 'open') return previous;
  // still open: the first request is playing it right now (or died). Playing it again draws the same
  // outcome from the same stream, and the ledger takes the stake and pays the win once.
  const base = { vendor: claims.v, roundId, memberId: claims.m, nodeId: claims.n, wallet: claims.w, engine: round.engine };
  try {
    // INSUFFICIENT_BALANCE and friends surface to the player unchanged: nothing was taken
    await send(host, { ...base, kind: 'bet', amount: round.stake, detail: { request } });
  } catch (err) {
    // a twin took this round id between our check and our bet: its answer if it asked the same, else 409
    if (isCode(err, 'CALLBACK_REJECTED') || isCode(err, 'DUPLICATE_REQUEST')) {
      const twin = await stored();
      if (twin && twin !== 'open') return twin;
      if (twin === 'open') throw new AppError('DUPLICATE_REQUEST', { field: 'roundId' });
    }
    throw err;
  }
  try {
    const rng = keyedRng(await secretOf(host.platform.db, ROUND_RNG_SECRET), roundId);
    const { payout, detail, jackpot } = await round.play(rng);
    const settled = await send(host, {
      ...base,
      kind: 'settle',
      amount: payout,
      detail: { outcome: detail, ...(jackpot ? { jackpot } : {}) },
    });
    return {
      roundId,
      stake: round.stake,
      payout,
      balance: settled.balance,
      detail,
      replayed: previous !== null,
      ...(settled.jackpotWin ? { jackpotWin: settled.jackpotWin } : {}),
    };
  } catch (err) {
    // the stake was taken but the round did not complete: give it back (refused if a twin settled it)
    await send(host, {
      ...base,
      kind: 'refund',
      amount: round.stake,
      detail: { reason: err instanceof Error ? err.message.slice(0, 200) : 'failed' },
    }).catch(() => undefined);
    throw err;
  }
}
