import { AppError } from '../../../http/app-error.ts';
import { secretOf } from '../secrets.ts';
import type { TicketClaims } from '../signing.ts';
import type { ProviderHost } from '../types.ts';
import { dealPoker, drawPoker, pokerPaytable, type PokerDeal, type PokerOutcome } from './engines/poker.ts';
import { keyedRng } from './engines/rng.ts';
import { fingerprintOf, isCode, ROUND_RNG_SECRET, roundIdOf, send } from './rounds.ts';

/**
 * Video poker is a round in two requests: the deal takes the stake (bet callback) and leaves the
 * round open; the draw settles it (settle callback). Both read the same ten cards, drawn from the
 * round's keyed stream (./engines/poker.ts), so the idempotency rule of docs/decisions/0013 holds on
 * each step:
 *  - deal retried with the same body → the same five cards, the stake taken once; another body → 409;
 *  - draw retried with the same holds → the stored result, paid once; other holds → 409
 *    DUPLICATE_REQUEST (the hand is decided);
 *  - draw of a round nobody dealt (or another member's) → 404 ROUND_NOT_FOUND; of a round that was
 *    refunded → 409 ROUND_CLOSED.
 * A dealt hand nobody draws is closed by the sweeper after POKER_ABANDON_SECONDS by standing on the
 * dealt hand (every card held, paid by the paytable) — not refunded, which would let a player walk
 * away from a bad deal for free.
 */
export const POKER_ABANDON_SECONDS = 15 * 60;

export interface PokerDealResult extends PokerDeal {
  roundId: string;
  stake: number;
  balance: number;
  /** 'open' until the draw; a replayed deal of a finished round says 'settled' and carries the outcome. */
  status: 'open' | 'settled';
  outcome?: PokerOutcome;
  replayed: boolean;
}

export interface PokerDrawResult {
  roundId: string;
  stake: number;
  payout: number;
  balance: number;
  detail: PokerOutcome;
  replayed: boolean;
}

const rngOf = async (host: ProviderHost, roundId: string) =>
  keyedRng(await secretOf(host.platform.db, ROUND_RNG_SECRET), roundId);

export async function pokerDeal(
  host: ProviderHost,
  claims: TicketClaims,
  input: { clientRoundId: string; stake: number },
): Promise<PokerDealResult> {
  const roundId = roundIdOf(claims, input.clientRoundId);
  const request = fingerprintOf(claims, { engine: 'poker', stake: input.stake, request: {} });
  const answer = async (status: 'open' | 'settled', replayed: boolean, outcome?: PokerOutcome, balance?: number) => ({
    roundId,
    stake: input.stake,
    ...dealPoker(await rngOf(host, roundId)),
    balance: balance ?? (await host.balance(claims.m, claims.w)),
    status,
    ...(outcome ? { outcome } : {}),
    replayed,
  });
  const stored = async () => {
    const previous = await host.round<PokerOutcome>(roundId);
    if (!previous) return null;
    const asked = (previous.detail as { request?: unknown }).request;
    if (asked !== request || previous.status === 'refunded') throw new AppError('DUPLICATE_REQUEST', { field: 'roundId' });
    return answer(previous.status, true, previous.detail.outcome);
  };
  const previous = await stored();
  if (previous) return previous;
  const base = { vendor: claims.v, roundId, memberId: claims.m, nodeId: claims.n, wallet: claims.w, engine: 'poker' };
  let balance: number;
  try {
    balance = (await send(host, { ...base, kind: 'bet', amount: input.stake, detail: { request } })).balance;
  } catch (err) {
    // a twin dealt this round between our check and our bet: its cards if it asked the same, else 409
    if (isCode(err, 'CALLBACK_REJECTED') || isCode(err, 'DUPLICATE_REQUEST')) {
      const twin = await stored();
      if (twin) return twin;
    }
    throw err;
  }
  return answer('open', false, undefined, balance);
}

/** Settles an open poker round with these holds (the draw, or the sweeper standing on the deal). */
async function settle(
  host: ProviderHost,
  round: { id: string; memberId: number; nodeId: number; vendor: string; wallet: string; stake: number },
  hold: readonly boolean[],
  autoStood: boolean,
): Promise<{ outcome: PokerOutcome; payout: number; balance: number }> {
  const outcome: PokerOutcome = { ...drawPoker(await rngOf(host, round.id), hold), ...(autoStood ? { autoStood } : {}) };
  const payout = pokerPaytable[outcome.result] * round.stake;
  const settled = await send(host, {
    vendor: round.vendor,
    roundId: round.id,
    memberId: round.memberId,
    nodeId: round.nodeId,
    wallet: round.wallet,
    engine: 'poker',
    kind: 'settle',
    amount: payout,
    detail: { outcome },
  });
  return { outcome, payout, balance: settled.balance };
}

const sameHold = (a: readonly boolean[], b: readonly boolean[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export async function pokerDraw(
  host: ProviderHost,
  claims: TicketClaims,
  input: { clientRoundId: string; hold: boolean[] },
): Promise<PokerDrawResult> {
  const roundId = roundIdOf(claims, input.clientRoundId);
  const finished = async (): Promise<PokerDrawResult | null> => {
    const round = await host.round<PokerOutcome>(roundId);
    if (!round || round.memberId !== claims.m) throw new AppError('ROUND_NOT_FOUND', { field: 'roundId' });
    // only a hand this game dealt (same engine, game and wallet): never another game's round
    const dealtHere = fingerprintOf(claims, { engine: 'poker', stake: round.stake, request: {} });
    if ((round.detail as { request?: unknown }).request !== dealtHere)
      throw new AppError('ROUND_NOT_FOUND', { field: 'roundId' });
    if (round.status === 'refunded') throw new AppError('ROUND_CLOSED', { field: 'roundId' });
    if (round.status === 'open') return null;
    const outcome = round.detail.outcome!;
    // a hand the platform stood on after it was abandoned is closed; otherwise the hand is decided:
    // the same holds get the stored answer, other holds are another request
    if (outcome.autoStood) throw new AppError('ROUND_CLOSED', { field: 'roundId' });
    if (!sameHold(outcome.hold, input.hold)) throw new AppError('DUPLICATE_REQUEST', { field: 'hold' });
    return {
      roundId,
      stake: round.stake,
      payout: round.payout,
      balance: await host.balance(claims.m, claims.w),
      detail: outcome,
      replayed: true,
    };
  };
  const done = await finished();
  if (done) return done;
  const round = await host.round<PokerOutcome>(roundId);
  try {
    const { outcome, payout, balance } = await settle(
      host,
      { id: roundId, memberId: claims.m, nodeId: claims.n, vendor: claims.v, wallet: claims.w, stake: round!.stake },
      input.hold,
      false,
    );
    return { roundId, stake: round!.stake, payout, balance, detail: outcome, replayed: false };
  } catch (err) {
    // a twin drew first (or the sweeper closed it): its answer if it held the same cards, else 409
    if (isCode(err, 'CALLBACK_REJECTED')) {
      const twin = await finished();
      if (twin) return twin;
    }
    throw err;
  }
}

/** The sweeper's rule for an abandoned deal: stand on the dealt hand (hold all five) and pay it. */
export async function standAbandonedHand(
  host: ProviderHost,
  round: { id: string; memberId: number; nodeId: number; vendor: string; wallet: string; stake: number },
): Promise<void> {
  await settle(host, round, [true, true, true, true, true], true);
}
