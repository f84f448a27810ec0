import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { formatMinor } from '@tala/contract/core/money';
import { AppError } from '../../../../http/app-error.ts';
import type { TicketClaims } from '../../signing.ts';
import type { HostedGame, ProviderHost } from '../../types.ts';
import { playRound, roundIdOf } from '../rounds.ts';
import {
  KENO_MAX_PICKS,
  KENO_NUMBERS,
  PLINKO_ROWS,
  RISKS,
  WHEEL_SEGMENTS,
  normaliseParams,
  payoutOf,
  playFair,
  type FairOutcome,
  type FairParams,
} from '../../../../../vendor-assets/demo/fair/fair.js';
import {
  CLIENT_SEED_MAX,
  clientSeedPattern,
  fairInts,
  historyOf,
  markSettled,
  publicPair,
  recordOutcome,
  rotate,
  seedsOf,
  takeSeat,
} from './seeds.ts';

/** What the vendor's routes share with its fair games (ticket check, input parsing, stake limits). */
export interface VendorKit {
  authorise: (host: ProviderHost, req: FastifyRequest, engine: string) => Promise<{ claims: TicketClaims; game: HostedGame }>;
  parse: <T extends z.ZodType>(schema: T, body: unknown) => z.output<T>;
  checkStake: (stake: number, min: number) => void;
  renew: (host: ProviderHost, claims: TicketClaims) => Promise<string>;
}

const roundId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 letters, digits, - or _');
const stake = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const risk = z.enum(RISKS as ['low', 'medium', 'high']);
const inputs = {
  wheel: z.object({
    roundId,
    stake,
    risk,
    segments: z
      .number()
      .int()
      .refine((n) => WHEEL_SEGMENTS.includes(n), 'not offered'),
  }),
  plinko: z.object({
    roundId,
    stake,
    risk,
    rows: z
      .number()
      .int()
      .refine((n) => PLINKO_ROWS.includes(n), 'not offered'),
  }),
  keno: z.object({
    roundId,
    stake,
    picks: z
      .array(z.number().int().min(1).max(KENO_NUMBERS))
      .min(1)
      .max(KENO_MAX_PICKS)
      .refine((p) => new Set(p).size === p.length, 'numbers must differ'),
  }),
};
const clientSeed = z
  .string()
  .max(CLIENT_SEED_MAX)
  .regex(clientSeedPattern, 'must be 1-64 printable characters')
  .refine((s) => s.trim().length > 0, 'must not be blank');
const rotateInput = z.object({ clientSeed: clientSeed.optional() });
const historyQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(30) });

/** The round endpoint of each fair game. */
const actions = { wheel: 'spin', plinko: 'drop', keno: 'draw' } as const;
type FairEngine = keyof typeof actions;
const isFair = (e: string): e is FairEngine => Object.hasOwn(actions, e);

/**
 * The provably fair mini games: a round's outcome is drawn from the member's committed seeds
 * (./seeds.ts) with the derivation of vendor-assets/demo/fair/fair.js, which the game and verify
 * pages run too; money still moves only through the vendor's signed callbacks (../rounds.ts).
 */
export async function registerFairGames(app: FastifyInstance, host: ProviderHost, kit: VendorKit): Promise<void> {
  const db = host.platform.db;

  for (const engine of Object.keys(actions) as FairEngine[]) {
    app.post(`/vendor/demo/api/${engine}/${actions[engine]}`, async (req) => {
      const { claims, game } = await kit.authorise(host, req, engine);
      const input = kit.parse(inputs[engine], req.body) as { roundId: string; stake: number } & Record<string, unknown>;
      const params = normaliseParams(engine, input) as FairParams;
      kit.checkStake(input.stake, game.minBet);
      const result = await playRound(host, claims, {
        engine,
        stake: input.stake,
        clientRoundId: input.roundId,
        request: { ...params },
        play: async () => {
          const round = roundIdOf(claims, input.roundId);
          const seat = await takeSeat(db, { roundId: round, memberId: claims.m, engine, params, stake: input.stake });
          const outcome: FairOutcome = playFair(engine, params, fairInts(seat.serverSeed, seat.clientSeed, seat.nonce));
          const payout = payoutOf(input.stake, outcome.multiplier);
          const detail = {
            ...outcome,
            params,
            fair: { serverSeedHash: seat.serverSeedHash, clientSeed: seat.clientSeed, nonce: seat.nonce },
          };
          await recordOutcome(db, round, payout, outcome);
          return { payout, detail };
        },
      });
      await markSettled(db, result.roundId);
      return {
        success: true,
        value: { ...result, balanceText: formatMinor(result.balance), ticket: await kit.renew(host, claims) },
      };
    });
  }

  const fairEngine = (req: FastifyRequest<{ Params: { engine: string } }>) => {
    if (!isFair(req.params.engine)) throw new AppError('GAME_NOT_FOUND');
    return req.params.engine;
  };

  app.get<{ Params: { engine: string } }>('/vendor/demo/api/:engine/fair', async (req) => {
    const { claims } = await kit.authorise(host, req, fairEngine(req));
    const { current, previous } = await seedsOf(db, claims.m);
    return {
      success: true,
      value: { ...publicPair(current), previous: previous ? publicPair(previous) : null, ticket: await kit.renew(host, claims) },
    };
  });

  app.post<{ Params: { engine: string } }>('/vendor/demo/api/:engine/fair/rotate', async (req) => {
    const { claims } = await kit.authorise(host, req, fairEngine(req));
    const input = kit.parse(rotateInput, req.body);
    const { current, previous } = await rotate(db, claims.m, input.clientSeed);
    return {
      success: true,
      value: { ...publicPair(current), previous: previous ? publicPair(previous) : null, ticket: await kit.renew(host, claims) },
    };
  });

  app.get<{ Params: { engine: string } }>('/vendor/demo/api/:engine/fair/history', async (req) => {
    const engine = fairEngine(req);
    const { claims } = await kit.authorise(host, req, engine);
    const { limit } = kit.parse(historyQuery, req.query);
    return {
      success: true,
      value: { rounds: await historyOf(db, claims.m, engine, limit), ticket: await kit.renew(host, claims) },
    };
  });
}
