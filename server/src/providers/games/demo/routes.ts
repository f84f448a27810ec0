import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { formatMinor } from '@tala/contract/core/money';
import type { DomainContext } from '../../../http/app.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Platform } from '../../../http/context.ts';
import { enforce, rateLimiter } from '../../../http/rate-limit.ts';
import { getGame, type GameRow } from '../../../domains/games/queries.ts';
import { getSettings } from '../../../domains/system/queries.ts';
import { pick, resolveLanguage } from '../../../domains/system/text.ts';
import { balanceOf } from '../../../domains/wallet/ledger.ts';
import { secretOf } from '../secrets.ts';
import { signTicket, verifyTicket, type TicketClaims } from '../signing.ts';
import { registerDemoAssets } from './assets.ts';
import { baccaratPayout, baccaratSides, deal } from './engines/baccarat.ts';
import { DICE_MAX_TARGET, DICE_MIN_TARGET, dicePayout, roll } from './engines/dice.ts';
import { cryptoRng } from './engines/rng.ts';
import { paylines, paytable, scatterPays, spin, symbols } from './engines/slot.ts';
import { DEMO_TICKET_SECRET } from './provider.ts';
import { playRound } from './rounds.ts';

/** Table limits of the in-house vendor (minor units), and rounds per member per minute (bots, runaway auto-play). */
export const demoLimits = { maxStake: 100_000, roundsPerMember: { max: 600, windowSeconds: 60 } };
const lineBetSteps = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 4000];
const rng = cryptoRng();

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
};

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

/** The ticket of a request: valid signature, not expired, its platform session still open, the game playable. */
async function authorise(
  platform: Platform,
  req: FastifyRequest,
  engine: string,
): Promise<{ claims: TicketClaims; game: GameRow }> {
  const header = req.headers['x-ticket'];
  const ticket = Array.isArray(header) ? header[0] : header;
  const claims = ticket ? verifyTicket(await secretOf(platform.db, DEMO_TICKET_SECRET), ticket) : null;
  if (!claims) throw new AppError('SESSION_EXPIRED');
  const [session] = await platform.db.query(
    `SELECT 1 FROM sessions s JOIN members m ON m.id = s.member_id
      WHERE s.id = $1 AND s.member_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now() AND m.status = 'active'`,
    [claims.s, claims.m],
  );
  if (!session) throw new AppError('SESSION_EXPIRED');
  const game = await getGame(platform.db, claims.n);
  if (!game || game.engine !== engine) throw new AppError('GAME_NOT_FOUND');
  if (game.maintenance || game.vendor_maintenance) throw new AppError('GAME_MAINTENANCE');
  if (req.method === 'POST') await enforce(rateLimiter(platform), `demo-round:${claims.m}`, demoLimits.roundsPerMember);
  return { claims, game };
}

const renew = async (platform: Platform, c: TicketClaims) => {
  const { e: _e, j: _j, ...rest } = c;
  return signTicket(await secretOf(platform.db, DEMO_TICKET_SECRET), rest);
};

const slotLines = (g: GameRow) => (Number(g.min_line_num) > 0 ? Number(g.min_line_num) : 20);

/** The in-house vendor: static game pages under /vendor/demo/<engine>/ and their round API. */
export async function registerDemoVendor({ app, platform }: DomainContext): Promise<void> {
  await registerDemoAssets(app);
  const { db } = platform;

  app.get<{ Params: { engine: string } }>('/vendor/demo/api/:engine/session', async (req) => {
    const { claims, game } = await authorise(platform, req, req.params.engine);
    const lang = resolveLanguage(claims.l);
    const site = await getSettings<{ currencySymbol?: string }>(db, 'site');
    const balance = await balanceOf(db, claims.m, claims.w);
    const minBet = Number(game.min_bet);
    const lines = slotLines(game);
    const [room] = claims.r
      ? await db.query<{ name: Record<string, string> }>('SELECT name FROM pvp_rooms WHERE id = $1', [claims.r])
      : [];
    return {
      success: true,
      value: {
        gameName: pick(game.name, lang),
        ...(room ? { room: pick(room.name, lang) } : {}),
        vendor: game.vendor,
        engine: game.engine,
        language: lang,
        currency: site?.currencySymbol || '$',
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
            }
          : {}),
        ticket: await renew(platform, claims),
      },
    };
  });

  app.post('/vendor/demo/api/slot/spin', async (req) => {
    const { claims, game } = await authorise(platform, req, 'slot');
    const input = parse(inputs.slot, req.body);
    const lines = slotLines(game);
    const stake = input.lineBet * lines;
    if (!lineBetSteps.includes(input.lineBet)) throw new AppError('STAKE_OUT_OF_RANGE', { field: 'lineBet' });
    checkStake(stake, Number(game.min_bet));
    const result = await playRound(platform, claims, {
      engine: 'slot',
      stake,
      clientRoundId: input.roundId,
      play: () => {
        const outcome = spin(rng, lines);
        return { payout: outcome.multiplier * input.lineBet, detail: { ...outcome, lineBet: input.lineBet } };
      },
    });
    return {
      success: true,
      value: { ...result, balanceText: formatMinor(result.balance), ticket: await renew(platform, claims) },
    };
  });

  app.post('/vendor/demo/api/baccarat/deal', async (req) => {
    const { claims, game } = await authorise(platform, req, 'baccarat');
    const input = parse(inputs.baccarat, req.body);
    const bets = Object.fromEntries(baccaratSides.map((s) => [s, input.bets[s] ?? 0]).filter(([, v]) => Number(v) > 0)) as Record<
      string,
      number
    >;
    const stake = Object.values(bets).reduce((a, b) => a + b, 0);
    for (const v of Object.values(bets))
      if (v < Number(game.min_bet)) throw new AppError('STAKE_OUT_OF_RANGE', { field: 'bets' });
    checkStake(stake, Number(game.min_bet));
    const result = await playRound(platform, claims, {
      engine: 'baccarat',
      stake,
      clientRoundId: input.roundId,
      play: () => {
        const outcome = deal(rng);
        return { payout: baccaratPayout(bets, outcome.winner), detail: { ...outcome, bets } };
      },
    });
    return {
      success: true,
      value: { ...result, balanceText: formatMinor(result.balance), ticket: await renew(platform, claims) },
    };
  });

  app.post('/vendor/demo/api/dice/roll', async (req) => {
    const { claims, game } = await authorise(platform, req, 'dice');
    const input = parse(inputs.dice, req.body);
    checkStake(input.stake, Number(game.min_bet));
    const result = await playRound(platform, claims, {
      engine: 'dice',
      stake: input.stake,
      clientRoundId: input.roundId,
      play: () => {
        const outcome = roll(rng, input.target, input.side);
        return { payout: dicePayout(input.stake, outcome), detail: outcome };
      },
    });
    return {
      success: true,
      value: { ...result, balanceText: formatMinor(result.balance), ticket: await renew(platform, claims) },
    };
  });
}
