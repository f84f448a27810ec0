import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isLocalePack, type LocalePack } from '@tala/contract/languages';
import { formatMinor } from '@tala/contract/core/money';
import { AppError } from '../../../http/app-error.ts';
import { enforce, rateLimiter } from '../../../http/rate-limit.ts';
import { secretOf } from '../secrets.ts';
import { signTicket, verifyTicket, type TicketClaims } from '../signing.ts';
import type { HostedGame, ProviderHost } from '../types.ts';
import { registerDemoAssets } from './assets.ts';
import { baccaratPayout, baccaratSides, deal } from './engines/baccarat.ts';
import { DICE_MAX_TARGET, DICE_MIN_TARGET, dicePayout, roll } from './engines/dice.ts';
import { bingoState, buyCards } from './bingo.ts';
import { BINGO_MAX_CARDS } from './engines/bingo.ts';
import { bulletCosts, FISH_RTP_PERCENT, fishPayout, fishThemeOf, fishThemes, shoot } from './engines/fish.ts';
import { registerFairGames } from './fair/routes.ts';
import { exactRtp, paylines, paytable, scatterPays, spin, symbols } from './engines/slot.ts';
import { drawJackpot, JACKPOT_RTP, type JackpotDraw } from './engines/jackpot.ts';
import { POKER_OPTIMAL_RTP, pokerPaytable } from './engines/poker.ts';
import { pokerDeal, pokerDraw } from './poker-rounds.ts';
import { designOf, scratchRtp } from './engines/scratch.ts';
import { scratchBuy, scratchReveal } from './scratch-rounds.ts';
import { registerCrashRoutes } from './crash/routes.ts';
import { DEMO_TICKET_SECRET } from './provider.ts';
import type { Rng } from './engines/rng.ts';
import { playRound } from './rounds.ts';

/** Table limits of the in-house vendor (minor units), and rounds per member per minute (bots, runaway auto-play). */
export const demoLimits = { maxStake: 100_000, roundsPerMember: { max: 600, windowSeconds: 60 } };
const slotRtp = Math.round(exactRtp().rtp * 1e6) / 1e6;
const lineBetSteps = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 4000];

const roundId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 letters, digits, - or _');
const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const inputs = {
  slot: z.object({ roundId, lineBet: minor }),
  baccarat: z.object({ roundId, bets: z.object({ player: minor.optional(), banker: minor.optional(), tie: minor.optional() }) }),
  dice: z.object({
    roundId,
    stake: minor,
    target: z.number().int().min(DICE_MIN_TARGET).max(DICE_MAX_TARGET),
    side: z.enum(['under', 'over']),
  }),
  bingo: z.object({ roundId, cards: z.number().int().min(1).max(BINGO_MAX_CARDS) }),
  fish: z.object({
    roundId,
    cost: minor,
    kind: z.string().regex(/^[a-z-]{1,24}$/, 'must be a fish kind'),
    /** The page's own id of the fish on screen, echoed back so it animates the right one. */
    fishId: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  }),
  pokerDeal: z.object({ roundId, stake: minor }),
  pokerDraw: z.object({ roundId, hold: z.array(z.boolean()).length(5) }),
  scratchBuy: z.object({ roundId, stake: minor }),
  scratchReveal: z.object({ roundId }),
};
/** Video poker and scratch card stakes (minor units): the page offers those between the game's minimum and the table limit. */
const cardStakes = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];

function parse<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const r = schema.safeParse(body ?? {});
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new AppError('VALIDATION_FAILED', {
      field: issue?.path.join('.') || undefined,
      message: issue ? `${issue.path.join('.')}: ${issue.message}` : undefined,
    });
  }
  return r.data;
}

function checkStake(stake: number, min: number): void {
  if (!Number.isSafeInteger(stake) || stake < min || stake > demoLimits.maxStake)
    throw new AppError('STAKE_OUT_OF_RANGE', { field: 'stake' });
}

/** The launch language of a ticket (set by the platform at launch). */
const languageOf = (claims: TicketClaims): LocalePack => (isLocalePack(claims.l) ? claims.l : 'en');

/** The ticket of a request: valid signature, not expired, its platform session still open, the game playable. */
async function authorise(
  host: ProviderHost,
  req: FastifyRequest,
  engine: string,
): Promise<{ claims: TicketClaims; game: HostedGame }> {
  const { platform } = host;
  const header = req.headers['x-ticket'];
  const ticket = Array.isArray(header) ? header[0] : header;
  const claims = ticket ? verifyTicket(await secretOf(platform.db, DEMO_TICKET_SECRET), ticket) : null;
  if (!claims) throw new AppError('SESSION_EXPIRED');
  if (!(await host.sessionOpen(claims.m, claims.s))) throw new AppError('SESSION_EXPIRED');
  const game = await host.game(claims.n, languageOf(claims));
  if (!game || game.engine !== engine || game.hidden) throw new AppError('GAME_NOT_FOUND');
  if (game.maintenance) throw new AppError('GAME_MAINTENANCE');
  if (req.method === 'POST') await enforce(rateLimiter(platform), `demo-round:${claims.m}`, demoLimits.roundsPerMember);
  return { claims, game };
}

const renew = async (host: ProviderHost, c: TicketClaims) => {
  const { e: _e, j: _j, ...rest } = c;
  return signTicket(await secretOf(host.platform.db, DEMO_TICKET_SECRET), rest);
};

/**
 * One slot round: the reels, then the progressive jackpot's draw (contribution and hit) from the same
 * stream, in that order, so a round id has one outcome for both.
 */
export function playSlot(rng: Rng, lines: number, lineBet: number) {
  const outcome = spin(rng, lines);
  const jackpot: JackpotDraw = drawJackpot(rng, lineBet * lines);
  return { payout: outcome.multiplier * lineBet, detail: { ...outcome, lineBet }, jackpot };
}

const slotLines = (g: HostedGame) => (g.minLineNum > 0 ? g.minLineNum : 20);

/**
 * The in-house vendor: static game pages under /vendor/demo/<engine>/ and their round API. It sees
 * the platform only through the host (and moves money only through signed callbacks).
 */
export async function registerDemoVendor(app: FastifyInstance, host: ProviderHost): Promise<void> {
  await registerDemoAssets(app);

  app.get<{ Params: { engine: string } }>('/vendor/demo/api/:engine/session', async (req) => {
    const { claims, game } = await authorise(host, req, req.params.engine);
    const lang = languageOf(claims);
    const balance = await host.balance(claims.m, claims.w);
    const minBet = game.minBet;
    const lines = slotLines(game);
    const room = claims.r ? await host.roomName(claims.r, lang) : null;
    return {
      success: true,
      value: {
        gameName: game.name,
        ...(room !== null ? { room } : {}),
        vendor: game.vendor,
        engine: game.engine,
        language: lang,
        currency: await host.currencySymbol(),
        wallet: claims.w,
        balance,
        balanceText: formatMinor(balance),
        minBet,
        maxStake: demoLimits.maxStake,
        ...(game.engine === 'slot'
          ? {
              lines,
              lineBets: lineBetSteps.filter((b) => b * lines >= minBet && b * lines <= demoLimits.maxStake),
              paylines: paylines.slice(0, lines),
              paytable: Object.fromEntries(symbols.map((s, i) => [s, i === 1 ? [...scatterPays] : paytable[i]])),
              rtp: { base: slotRtp, jackpot: JACKPOT_RTP },
            }
          : {}),
        ...(game.engine === 'poker'
          ? {
              stakes: cardStakes.filter((s) => s >= minBet && s <= demoLimits.maxStake),
              paytable: pokerPaytable,
              rtp: POKER_OPTIMAL_RTP,
            }
          : {}),
        ...(game.engine === 'scratch'
          ? {
              stakes: cardStakes.filter((s) => s >= minBet && s <= demoLimits.maxStake),
              design: designOf(game.minLineNum).id,
              prizes: designOf(game.minLineNum).prizes.map(([multiplier, weight]) => ({
                multiplier,
                chance: weight / 1_000_000,
              })),
              ...scratchRtp(designOf(game.minLineNum)),
            }
          : {}),
        ...(game.engine === 'fish'
          ? {
              theme: fishThemeOf(game.code),
              ...fishThemes[fishThemeOf(game.code)]!,
              costs: bulletCosts(minBet, demoLimits.maxStake),
              rtpPercent: FISH_RTP_PERCENT,
            }
          : {}),
        ticket: await renew(host, claims),
      },
    };
  });

  app.post('/vendor/demo/api/slot/spin', async (req) => {
    const { claims, game } = await authorise(host, req, 'slot');
    const input = parse(inputs.slot, req.body);
    const lines = slotLines(game);
    const stake = input.lineBet * lines;
    if (!lineBetSteps.includes(input.lineBet)) throw new AppError('STAKE_OUT_OF_RANGE', { field: 'lineBet' });
    checkStake(stake, game.minBet);
    const result = await playRound(host, claims, {
      engine: 'slot',
      stake,
      clientRoundId: input.roundId,
      request: { lineBet: input.lineBet, lines },
      play: (rng) => playSlot(rng, lines, input.lineBet),
    });
    return {
      success: true,
      value: { ...result, balanceText: formatMinor(result.balance), ticket: await renew(host, claims) },
    };
  });

  app.post('/vendor/demo/api/baccarat/deal', async (req) => {
    const { claims, game } = await authorise(host, req, 'baccarat');
    const input = parse(inputs.baccarat, req.body);
    const bets = Object.fromEntries(baccaratSides.map((s) => [s, input.bets[s] ?? 0]).filter(([, v]) => Number(v) > 0)) as Record<
      string,
      number
    >;
    const stake = Object.values(bets).reduce((a, b) => a + b, 0);
    for (const v of Object.values(bets)) if (v < game.minBet) throw new AppError('STAKE_OUT_OF_RANGE', { field: 'bets' });
    checkStake(stake, game.minBet);
    const result = await playRound(host, claims, {
      engine: 'baccarat',
      stake,
      clientRoundId: input.roundId,
      request: { bets },
      play: (rng) => {
        const outcome = deal(rng);
        return { payout: baccaratPayout(bets, outcome.winner), detail: { ...outcome, bets } };
      },
    });
    return {
      success: true,
      value: { ...result, balanceText: formatMinor(result.balance), ticket: await renew(host, claims) },
    };
  });

  // the shared multiplayer crash table (rounds driven by the job runner's leader, see crash/table.ts)
  registerCrashRoutes(app, host, { authorise, parse, checkStake, renew });

  app.post('/vendor/demo/api/dice/roll', async (req) => {
    const { claims, game } = await authorise(host, req, 'dice');
    const input = parse(inputs.dice, req.body);
    checkStake(input.stake, game.minBet);
    const result = await playRound(host, claims, {
      engine: 'dice',
      stake: input.stake,
      clientRoundId: input.roundId,
      request: { target: input.target, side: input.side },
      play: (rng) => {
        const outcome = roll(rng, input.target, input.side);
        return { payout: dicePayout(input.stake, outcome), detail: outcome };
      },
    });
    return {
      success: true,
      value: { ...result, balanceText: formatMinor(result.balance), ticket: await renew(host, claims) },
    };
  });

  app.post('/vendor/demo/api/fish/shoot', async (req) => {
    const { claims, game } = await authorise(host, req, 'fish');
    const input = parse(inputs.fish, req.body);
    if (!bulletCosts(game.minBet, demoLimits.maxStake).includes(input.cost))
      throw new AppError('STAKE_OUT_OF_RANGE', { field: 'cost' });
    // the multiplier comes from this title's own table, never from the page: a kind it does not have is refused
    const fish = fishThemes[fishThemeOf(game.code)]!.fish.find((f) => f.kind === input.kind);
    if (!fish) throw new AppError('VALIDATION_FAILED', { field: 'kind', message: 'kind: no such fish in this game' });
    const result = await playRound(host, claims, {
      engine: 'fish',
      stake: input.cost,
      clientRoundId: input.roundId,
      request: { kind: fish.kind, fishId: input.fishId },
      play: (rng) => {
        const shot = shoot(rng, fish);
        return { payout: fishPayout(input.cost, shot), detail: { ...shot, fishId: input.fishId } };
      },
    });
    return {
      success: true,
      value: { ...result, balanceText: formatMinor(result.balance), ticket: await renew(host, claims) },
    };
  });

  app.post('/vendor/demo/api/poker/deal', async (req) => {
    const { claims, game } = await authorise(host, req, 'poker');
    const input = parse(inputs.pokerDeal, req.body);
    if (!cardStakes.includes(input.stake)) throw new AppError('STAKE_OUT_OF_RANGE', { field: 'stake' });
    checkStake(input.stake, game.minBet);
    const result = await pokerDeal(host, claims, { clientRoundId: input.roundId, stake: input.stake });
    return {
      success: true,
      value: { ...result, balanceText: formatMinor(result.balance), ticket: await renew(host, claims) },
    };
  });

  app.post('/vendor/demo/api/poker/draw', async (req) => {
    const { claims } = await authorise(host, req, 'poker');
    const input = parse(inputs.pokerDraw, req.body);
    const result = await pokerDraw(host, claims, { clientRoundId: input.roundId, hold: input.hold });
    return {
      success: true,
      value: { ...result, balanceText: formatMinor(result.balance), ticket: await renew(host, claims) },
    };
  });

  // a scratch card in two requests: the buy takes the stake, the reveal pays (see ./scratch-rounds.ts)
  app.post('/vendor/demo/api/scratch/buy', async (req) => {
    const { claims, game } = await authorise(host, req, 'scratch');
    const input = parse(inputs.scratchBuy, req.body);
    if (!cardStakes.includes(input.stake)) throw new AppError('STAKE_OUT_OF_RANGE', { field: 'stake' });
    checkStake(input.stake, game.minBet);
    const design = designOf(game.minLineNum);
    const result = await scratchBuy(host, claims, { clientRoundId: input.roundId, stake: input.stake, design });
    return {
      success: true,
      value: { ...result, balanceText: formatMinor(result.balance), ticket: await renew(host, claims) },
    };
  });

  app.post('/vendor/demo/api/scratch/reveal', async (req) => {
    const { claims } = await authorise(host, req, 'scratch');
    const input = parse(inputs.scratchReveal, req.body);
    const result = await scratchReveal(host, claims, { clientRoundId: input.roundId });
    return {
      success: true,
      value: { ...result, balanceText: formatMinor(result.balance), ticket: await renew(host, claims) },
    };
  });

  app.get('/vendor/demo/api/bingo/state', async (req) => {
    const { claims, game } = await authorise(host, req, 'bingo');
    const state = await bingoState(host, claims, game, Date.now());
    // the balance too: a draw's settlement pays without the page asking for anything
    const balance = await host.balance(claims.m, claims.w);
    return { success: true, value: { ...state, balance, ticket: await renew(host, claims) } };
  });

  app.post('/vendor/demo/api/bingo/buy', async (req) => {
    const { claims, game } = await authorise(host, req, 'bingo');
    const input = parse(inputs.bingo, req.body);
    const result = await buyCards(host, claims, game, input.roundId, input.cards, Date.now());
    return {
      success: true,
      value: { ...result, balanceText: formatMinor(result.balance), ticket: await renew(host, claims) },
    };
  });

  // Wheel, Plinko and Keno: provably fair (commit–reveal seeds), see docs/fairness-mini-games.md
  await registerFairGames(app, host, { authorise, parse, checkStake, renew });
}
