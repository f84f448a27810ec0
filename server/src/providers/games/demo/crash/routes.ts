import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PUSH_HEARTBEAT_MS } from '@tala/contract/core/push';
import { formatMinor } from '@tala/contract/core/money';
import { AppError } from '../../../../http/app-error.ts';
import type { PushConnection } from '../../../../http/context.ts';
import type { TicketClaims } from '../../signing.ts';
import type { HostedGame, ProviderHost } from '../../types.ts';
import {
  CRASH_EDGE_PERCENT,
  CRASH_MAX_TARGET_X100,
  CRASH_MIN_TARGET_X100,
  CRASH_RATE,
  CRASH_SALT,
  crashPayout,
  multiplierAt,
} from '../engines/crash.ts';
import {
  CRASH_PUSH_EVENTS,
  CRASH_TOPIC,
  betsOf,
  crashClock,
  crashTiming,
  latestRound,
  maskName,
  publicBet,
  publicRound,
  publish,
  publishedChains,
  recentRounds,
  sendCallback,
  settleBet,
  type BetRow,
  type RoundRow,
} from './table.ts';

/** What the vendor's shared route helpers offer (authorisation by game ticket, input parsing, limits). */
export interface CrashRouteKit {
  authorise(host: ProviderHost, req: FastifyRequest, engine: string): Promise<{ claims: TicketClaims; game: HostedGame }>;
  parse<T extends z.ZodType>(schema: T, body: unknown): z.output<T>;
  checkStake(stake: number, min: number): void;
  renew(host: ProviderHost, claims: TicketClaims): Promise<string>;
}

const betId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 letters, digits, - or _');
const inputs = {
  bet: z.object({
    betId,
    stake: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    /** Hundredths: 150 = cash out at 1.50×. */
    autoCashout: z.number().int().min(CRASH_MIN_TARGET_X100).max(CRASH_MAX_TARGET_X100).nullish(),
  }),
  cashout: z.object({ betId }),
};

/** Game-page streams per member per node (tabs), and the history a page gets. */
export const crashLimits = { streamsPerMember: 4, history: 30, historyPage: 100 };
const streams = new Map<number, number>();

const ledgerRoundOf = (claims: TicketClaims, id: string) => `demo-${claims.m}-crash-${id}`;

function myBet(b: BetRow | undefined) {
  if (!b) return null;
  return {
    betId: b.bet_id,
    ...publicBet(b),
    status: b.status === 'void' ? 'refunded' : b.status === 'pending' ? 'open' : b.status,
  };
}

async function betOf(host: ProviderHost, memberId: number, id: string): Promise<(BetRow & { r: RoundRow }) | null> {
  const [bet] = await host.platform.db.query<BetRow>('SELECT * FROM crash_bets WHERE member_id = $1 AND bet_id = $2', [
    memberId,
    id,
  ]);
  if (!bet) return null;
  const [round] = await host.platform.db.query<RoundRow>('SELECT * FROM crash_rounds WHERE id = $1', [bet.round_id]);
  return { ...bet, r: round! };
}

const historyOf = (rounds: RoundRow[]) => rounds.map((r) => publicRound(r));

export function registerCrashRoutes(app: FastifyInstance, host: ProviderHost, kit: CrashRouteKit): void {
  const { db } = host.platform;

  const answer = async (claims: TicketClaims, value: Record<string, unknown>) => {
    const balance = await host.balance(claims.m, claims.w);
    return {
      success: true,
      value: { ...value, balance, balanceText: formatMinor(balance), ticket: await kit.renew(host, claims) },
    };
  };

  app.get('/vendor/demo/api/crash/state', async (req) => {
    const { claims } = await kit.authorise(host, req, 'crash');
    const round = await latestRound(host);
    const bets = round ? await betsOf(host, round.id) : [];
    const [mine] = round
      ? await db.query<BetRow>('SELECT * FROM crash_bets WHERE round_id = $1 AND member_id = $2', [round.id, claims.m])
      : [];
    return answer(claims, {
      serverTime: crashClock.now(),
      round: round ? publicRound(round) : null,
      bets: bets.map(publicBet),
      mine: myBet(mine),
      history: historyOf(await recentRounds(host, crashLimits.history)),
      chains: await publishedChains(host),
      rules: {
        rate: CRASH_RATE,
        edgePercent: CRASH_EDGE_PERCENT,
        salt: CRASH_SALT,
        bettingMs: crashTiming.bettingMs,
        minTarget: CRASH_MIN_TARGET_X100,
        maxTarget: CRASH_MAX_TARGET_X100,
      },
    });
  });

  app.get<{ Querystring: { before?: string } }>('/vendor/demo/api/crash/history', async (req) => {
    await kit.authorise(host, req, 'crash');
    const before = Number(req.query.before);
    const rounds = await recentRounds(
      host,
      crashLimits.historyPage,
      Number.isSafeInteger(before) && before > 0 ? before : undefined,
    );
    return { success: true, value: { rounds: historyOf(rounds) } };
  });

  app.post('/vendor/demo/api/crash/bet', async (req) => {
    const receivedAt = crashClock.now();
    const { claims, game } = await kit.authorise(host, req, 'crash');
    const input = kit.parse(inputs.bet, req.body);
    kit.checkStake(input.stake, game.minBet);
    const auto = input.autoCashout ?? null;
    const fingerprint = createHash('sha256')
      .update(JSON.stringify(['crash', input.stake, auto, claims.n, claims.w]))
      .digest('base64url')
      .slice(0, 32);

    let bet = await betOf(host, claims.m, input.betId);
    if (bet && bet.fingerprint !== fingerprint) throw new AppError('DUPLICATE_REQUEST', { field: 'betId' });
    if (!bet) {
      // the phase is decided by the clock against the round's stored start, whatever the leader did yet
      const round = await latestRound(host);
      if (!round || round.status !== 'betting' || receivedAt >= Number(round.starts_at)) throw new AppError('BETTING_CLOSED');
      const player = maskName(await host.memberName(claims.m));
      const [created] = await db.query<BetRow>(
        `INSERT INTO crash_bets (round_id, member_id, bet_id, ledger_round, node_id, vendor, wallet, player, stake, auto_x100, fingerprint, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'pending') ON CONFLICT DO NOTHING RETURNING *`,
        [
          round.id,
          claims.m,
          input.betId,
          ledgerRoundOf(claims, input.betId),
          claims.n,
          claims.v,
          claims.w,
          player,
          input.stake,
          auto,
          fingerprint,
        ],
      );
      if (!created) {
        // a twin request inserted it first (same bet id), or the member already has a bet in this round
        bet = await betOf(host, claims.m, input.betId);
        if (!bet) throw new AppError('DUPLICATE_REQUEST', { field: 'round', message: 'You already have a bet in this round.' });
        if (bet.fingerprint !== fingerprint) throw new AppError('DUPLICATE_REQUEST', { field: 'betId' });
      } else bet = { ...created, r: round };
    }
    if (bet.status === 'pending') {
      try {
        // the stake is taken here; a twin sending the same bet is the same ledger movement (keyed by the round id)
        await sendCallback(host, bet, 'bet', Number(bet.stake), { request: fingerprint, round: Number(bet.r.round_no) });
      } catch (err) {
        // nothing was taken: the bet goes, so the member may try again with another stake
        await db.query("DELETE FROM crash_bets WHERE id = $1 AND status = 'pending'", [bet.id]);
        throw err;
      }
      const [open] = await db.query<BetRow>(
        "UPDATE crash_bets SET status = 'open' WHERE id = $1 AND status = 'pending' RETURNING *",
        [bet.id],
      );
      if (open) {
        publish(host, CRASH_PUSH_EVENTS.bet, { no: Number(bet.r.round_no), ...publicBet(open) });
        bet = { ...open, r: bet.r };
      } else bet = (await betOf(host, claims.m, input.betId))!;
      if (bet.status === 'refunded' && !bet.settled) {
        // the round ended before this bet was confirmed: the leader refunds it (or we do, now)
        await settleBet(host, bet.r, bet);
      }
    }
    return answer(claims, { round: Number(bet.r.round_no), bet: myBet(bet), serverTime: crashClock.now() });
  });

  app.post('/vendor/demo/api/crash/cashout', async (req) => {
    // the server's clock at receive time decides the multiplier, before any database work
    const receivedAt = crashClock.now();
    const { claims } = await kit.authorise(host, req, 'crash');
    const input = kit.parse(inputs.cashout, req.body);
    let bet = await betOf(host, claims.m, input.betId);
    if (!bet) throw new AppError('ROUND_NOT_FOUND', { field: 'betId' });
    const round = bet.r;
    const startsAt = Number(round.starts_at);
    const crashX100 = Number(round.crash_x100);
    if (bet.status === 'open') {
      if (receivedAt < startsAt) throw new AppError('ROUND_NOT_STARTED');
      let x100 = multiplierAt(receivedAt - startsAt);
      // an auto target the curve has passed is where the bet was cashed (the leader may be a moment behind)
      const auto = bet.auto_x100 === null ? null : Number(bet.auto_x100);
      if (auto !== null && auto <= x100 && auto <= crashX100) x100 = auto;
      if (x100 >= crashX100 && !(auto !== null && x100 === auto)) throw new AppError('ROUND_CRASHED');
      const [cashed] = await db.query<BetRow>(
        `UPDATE crash_bets SET status = 'cashed', cashout_x100 = $2, payout = $3 WHERE id = $1 AND status = 'open' RETURNING *`,
        [bet.id, x100, crashPayout(Number(bet.stake), x100)],
      );
      if (cashed) publish(host, CRASH_PUSH_EVENTS.cashout, { no: Number(round.round_no), ...publicBet(cashed) });
      // a twin (a double click, the leader's auto cash-out) may have decided it first: its decision stands
      bet = (await betOf(host, claims.m, input.betId))!;
    }
    if (bet.status === 'pending') throw new AppError('ROUND_NOT_STARTED');
    if (bet.status === 'lost') throw new AppError('ROUND_CRASHED');
    if (bet.status !== 'cashed') throw new AppError('ROUND_NOT_FOUND', { field: 'betId' });
    // pays the win (once, keyed by the bet's round in the ledger); if this fails the leader pays it at the crash
    await settleBet(host, round, bet).catch((err: unknown) => req.log.warn({ err }, 'crash: settle deferred to the leader'));
    return answer(claims, { round: Number(round.round_no), bet: myBet(bet), serverTime: crashClock.now() });
  });

  /**
   * The table's live events for the game page (which has a game ticket, not a member token): the
   * same push channel as the site's (fanned out over Redis across nodes), on the game's own topic.
   */
  app.get('/vendor/demo/api/crash/stream', async (req, reply) => {
    const { claims } = await kit.authorise(host, req, 'crash');
    const open = streams.get(claims.m) ?? 0;
    if (open >= crashLimits.streamsPerMember) throw new AppError('TOO_MANY_REQUESTS');
    streams.set(claims.m, open + 1);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    res.flushHeaders();
    let closed = false;
    const conn: PushConnection = {
      memberId: null,
      topic: CRASH_TOPIC,
      write(text) {
        if (closed || res.writableLength > 256 * 1024) return false;
        res.write(text);
        return true;
      },
      close() {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        clearInterval(sessionCheck);
        remove();
        const left = (streams.get(claims.m) ?? 1) - 1;
        if (left > 0) streams.set(claims.m, left);
        else streams.delete(claims.m);
        res.end();
      },
    };
    const remove = host.platform.push.add(conn);
    conn.write(`retry: 3000\n\nevent: crash.hello\ndata: ${JSON.stringify({ serverTime: crashClock.now() })}\n\n`);
    const heartbeat = setInterval(() => {
      if (!conn.write(': ping\n\n')) conn.close();
    }, PUSH_HEARTBEAT_MS);
    // a logout or a blocked member ends the stream, as on the site's own push channel
    const sessionCheck = setInterval(() => {
      host
        .sessionOpen(claims.m, claims.s)
        .then((ok) => (ok ? undefined : conn.close()))
        .catch(() => undefined);
    }, 60_000);
    heartbeat.unref();
    sessionCheck.unref();
    req.raw.on('close', () => conn.close());
    res.on('error', () => conn.close());
  });
}
