import { AppError } from '../../../http/app-error.ts';
import { secretOf } from '../secrets.ts';
import type { TicketClaims } from '../signing.ts';
import type { ProviderHost } from '../types.ts';
import { designOf, scratchCard, type ScratchDesign, type ScratchOutcome } from './engines/scratch.ts';
import { keyedRng } from './engines/rng.ts';
import { fingerprintOf, isCode, ROUND_RNG_SECRET, roundIdOf, send } from './rounds.ts';

/**
 * A scratch card is a round in two requests, like video poker (./poker-rounds.ts): the buy takes the
 * stake (bet callback) and leaves the round open; the reveal pays it (settle callback). Settling at
 * the buy credited the win at once, and the site pushes every posting to the header balance (the
 * player's other tabs, the page around the game), which showed the prize before the card was
 * scratched.
 *
 * The buy answers the card's nine cells: the page draws them under the foil, so a cell shows the
 * moment it is scratched, without a request per cell. They are the player's own card, paid for at
 * that moment, and nothing he does with them changes what it pays: knowing them early gains him
 * nothing. What must wait is the credit, and it waits for the reveal, which the page sends once
 * every cell is scratched.
 *
 * Buy and reveal read one card, drawn from the round's keyed stream with the design stored on the
 * bet, so the idempotency rule of docs/decisions/0013 holds on each step:
 *  - buy retried with the same body → the same card, the stake taken once; another body → 409
 *    DUPLICATE_REQUEST;
 *  - reveal retried → the stored result, paid once;
 *  - reveal of a round nobody bought here (unknown, another member's, another game's) → 404
 *    ROUND_NOT_FOUND; of a round that was refunded → 409 ROUND_CLOSED.
 * A card nobody reveals is never refunded (a player would walk away from every losing card for
 * free): after SCRATCH_ABANDON_SECONDS the sweeper reveals it and pays what it shows. A reveal after
 * that gets the stored result: the card is the same whoever scratched it.
 */
export const SCRATCH_ABANDON_SECONDS = 15 * 60;

/** What the round row keeps of a scratch bet: the request's fingerprint and the card's design. */
interface ScratchBet {
  request?: unknown;
  design?: number;
  outcome?: ScratchOutcome;
}

export interface ScratchBuyResult {
  roundId: string;
  stake: number;
  balance: number;
  design: number;
  /** The nine cells, row by row (× stake): drawn under the foil until the player scratches them. */
  cells: number[];
  /** 'open' until the reveal; a replayed buy of a finished card says 'settled' and carries the result. */
  status: 'open' | 'settled';
  payout?: number;
  outcome?: ScratchOutcome;
  replayed: boolean;
}

export interface ScratchRevealResult {
  roundId: string;
  stake: number;
  payout: number;
  balance: number;
  detail: ScratchOutcome & { autoRevealed?: boolean };
  replayed: boolean;
}

type OpenCard = { id: string; memberId: number; nodeId: number; vendor: string; wallet: string; stake: number };

const cardOf = async (host: ProviderHost, roundId: string, design: ScratchDesign) =>
  scratchCard(keyedRng(await secretOf(host.platform.db, ROUND_RNG_SECRET), roundId), design);

const fingerprint = (claims: TicketClaims, stake: number, design: number) =>
  fingerprintOf(claims, { engine: 'scratch', stake, request: { design } });

export async function scratchBuy(
  host: ProviderHost,
  claims: TicketClaims,
  input: { clientRoundId: string; stake: number; design: ScratchDesign },
): Promise<ScratchBuyResult> {
  const roundId = roundIdOf(claims, input.clientRoundId);
  const request = fingerprint(claims, input.stake, input.design.id);
  const answer = async (status: 'open' | 'settled', replayed: boolean, settled?: { payout: number }, balance?: number) => {
    const card = await cardOf(host, roundId, input.design);
    return {
      roundId,
      stake: input.stake,
      balance: balance ?? (await host.balance(claims.m, claims.w)),
      design: card.design,
      cells: card.cells,
      status,
      ...(settled ? { payout: settled.payout, outcome: card } : {}),
      replayed,
    };
  };
  const stored = async () => {
    const previous = await host.round<ScratchOutcome>(roundId);
    if (!previous) return null;
    const asked = (previous.detail as ScratchBet).request;
    if (asked !== request || previous.status === 'refunded') throw new AppError('DUPLICATE_REQUEST', { field: 'roundId' });
    return answer(previous.status, true, previous.status === 'settled' ? { payout: previous.payout } : undefined);
  };
  const previous = await stored();
  if (previous) return previous;
  const base = { vendor: claims.v, roundId, memberId: claims.m, nodeId: claims.n, wallet: claims.w, engine: 'scratch' };
  let balance: number;
  try {
    // the design goes with the bet: the reveal (or the sweeper) reads this card even if the catalogue
    // row's line number changes meanwhile
    const detail = { request, design: input.design.id };
    balance = (await send(host, { ...base, kind: 'bet', amount: input.stake, detail })).balance;
  } catch (err) {
    // a twin bought this round between our check and our bet: its card if it asked the same, else 409
    if (isCode(err, 'CALLBACK_REJECTED') || isCode(err, 'DUPLICATE_REQUEST')) {
      const twin = await stored();
      if (twin) return twin;
    }
    throw err;
  }
  return answer('open', false, undefined, balance);
}

/**
 * The design a bet was bought with. A round bought before the design went with the bet has none
 * stored: the game's current one (a catalogue row's line number is set when the game is created).
 */
async function designOfRound(host: ProviderHost, bet: ScratchBet, nodeId: number): Promise<ScratchDesign> {
  if (typeof bet.design === 'number') return designOf(bet.design);
  const game = await host.game(nodeId, 'en');
  return designOf(game?.minLineNum ?? 0);
}

/** Pays an open card what it shows (the player's reveal, or the sweeper's for an abandoned card). */
async function settle(
  host: ProviderHost,
  round: OpenCard,
  design: ScratchDesign,
  autoRevealed: boolean,
): Promise<{ detail: ScratchRevealResult['detail']; payout: number; balance: number }> {
  const card = await cardOf(host, round.id, design);
  const detail = { ...card, ...(autoRevealed ? { autoRevealed } : {}) };
  const payout = card.multiplier * round.stake;
  const settled = await send(host, {
    vendor: round.vendor,
    roundId: round.id,
    memberId: round.memberId,
    nodeId: round.nodeId,
    wallet: round.wallet,
    engine: 'scratch',
    kind: 'settle',
    amount: payout,
    detail: { outcome: detail },
  });
  return { detail, payout, balance: settled.balance };
}

export async function scratchReveal(
  host: ProviderHost,
  claims: TicketClaims,
  input: { clientRoundId: string },
): Promise<ScratchRevealResult> {
  const roundId = roundIdOf(claims, input.clientRoundId);
  /** The round if this member bought it in this game; the stored answer once it is settled. */
  const look = async () => {
    const round = await host.round<ScratchOutcome>(roundId);
    if (!round || round.memberId !== claims.m) throw new AppError('ROUND_NOT_FOUND', { field: 'roundId' });
    const bet = round.detail as ScratchBet;
    const design = await designOfRound(host, bet, claims.n);
    // only a card this game sold (same engine, game and wallet): never another game's round
    if (bet.request !== fingerprint(claims, round.stake, design.id)) throw new AppError('ROUND_NOT_FOUND', { field: 'roundId' });
    if (round.status === 'refunded') throw new AppError('ROUND_CLOSED', { field: 'roundId' });
    if (round.status === 'open') return { round, design, done: null };
    const done: ScratchRevealResult = {
      roundId,
      stake: round.stake,
      payout: round.payout,
      balance: await host.balance(claims.m, claims.w),
      detail: round.detail.outcome!,
      replayed: true,
    };
    return { round, design, done };
  };
  const { round, design, done } = await look();
  if (done) return done;
  const open = { id: roundId, memberId: claims.m, nodeId: claims.n, vendor: claims.v, wallet: claims.w, stake: round.stake };
  try {
    const { detail, payout, balance } = await settle(host, open, design, false);
    return { roundId, stake: round.stake, payout, balance, detail, replayed: false };
  } catch (err) {
    // closed meanwhile (refunded by an operator): the stored state says how
    if (isCode(err, 'CALLBACK_REJECTED')) {
      const after = await look();
      if (after.done) return after.done;
    }
    throw err;
  }
}

/** The sweeper's rule for a card bought and never revealed: reveal it and pay what it shows. False: not open any more. */
export async function revealAbandonedCard(host: ProviderHost, round: OpenCard): Promise<boolean> {
  const stored = await host.round<ScratchOutcome>(round.id);
  if (!stored || stored.status !== 'open') return false;
  await settle(host, round, await designOfRound(host, stored.detail as ScratchBet, round.nodeId), true);
  return true;
}
