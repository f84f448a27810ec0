import { randomUUID } from 'node:crypto';
import { AppError } from '../../../../http/app-error.ts';
import { signCallback, type CallbackMessage } from '../../callback-message.ts';
import { secretOf } from '../../secrets.ts';
import type { ProviderHost } from '../../types.ts';
import { buildChain, chainRoot, crashPointOf, multiplierAt, msToReach, seedOfRound, sha256Hex } from '../engines/crash.ts';

/**
 * The crash game's shared table: its rounds, bets and their settlement, and the leader's step that
 * moves the table through its phases. All state is in the database (crash_rounds, crash_bets), so
 * any node answers bets and cash-outs, and only the job runner's leader advances rounds (see
 * stepCrash). Every change is guarded by the row's state, so a second leader overlapping for a
 * moment (an old one that has not yet noticed it lost its lock) changes nothing twice.
 */

/** The one shared table every crash title plays on. */
export const CRASH_TABLE = 'rocket';
/** The push topic of the table's events. */
export const CRASH_TOPIC = 'topic:crash' as const;
/** Seeds per hash chain; a new chain (with its own published terminal hash) follows when one is used up. */
export const CRASH_CHAIN_LENGTH = 100_000;
const CHAIN_SECRET = 'demo-crash-chain';

/**
 * The server clock the table's requests are judged by (ms since the epoch). Nodes keep their clocks
 * in sync with NTP; tests set `now` to drive a round's timeline without waiting.
 */
export const crashClock = { now: (): number => Date.now() };

export const crashTiming = {
  /** The betting phase before each flight. */
  bettingMs: 6_000,
  /**
   * After the crash instant, cash-outs received before it still get to claim their bet: open bets
   * are settled as lost only this much later.
   */
  graceMs: 750,
  /** From the crash to the next betting phase. */
  pauseMs: 3_000,
};

export const CRASH_PUSH_EVENTS = {
  round: 'crash.round',
  flying: 'crash.flying',
  bet: 'crash.bet',
  cashout: 'crash.cashout',
  crashed: 'crash.crashed',
} as const;

export type RoundRow = {
  id: string;
  round_no: string;
  chain_id: number;
  chain_index: number;
  seed: string;
  crash_x100: string;
  betting_at: string;
  starts_at: string;
  crashes_at: string;
  status: 'betting' | 'flying' | 'crashed';
  settled: boolean;
};

export type BetRow = {
  id: string;
  round_id: string;
  member_id: string;
  bet_id: string;
  ledger_round: string;
  node_id: number;
  vendor: string;
  wallet: string;
  player: string;
  stake: string;
  auto_x100: string | null;
  fingerprint: string;
  status: 'pending' | 'open' | 'cashed' | 'lost' | 'refunded' | 'void';
  cashout_x100: string | null;
  payout: string;
  settled: boolean;
};

/** A round as anyone may see it: the seed and crash point only once it crashed. */
export interface PublicRound {
  no: number;
  phase: RoundRow['status'];
  bettingAt: number;
  startsAt: number;
  /** SHA-256 of this round's seed: the seed the previous round revealed (its link in the chain). */
  hash: string;
  chain: number;
  crashX100?: number;
  crashesAt?: number;
  seed?: string;
}

export function publicRound(r: RoundRow): PublicRound {
  const crashed = r.status === 'crashed';
  return {
    no: Number(r.round_no),
    phase: r.status,
    bettingAt: Number(r.betting_at),
    startsAt: Number(r.starts_at),
    hash: sha256Hex(r.seed),
    chain: r.chain_id,
    ...(crashed ? { crashX100: Number(r.crash_x100), crashesAt: Number(r.crashes_at), seed: r.seed } : {}),
  };
}

export interface PublicBet {
  player: string;
  stake: number;
  autoX100: number | null;
  status: 'open' | 'cashed' | 'lost' | 'refunded';
  cashoutX100: number | null;
  payout: number;
}

export function publicBet(b: BetRow): PublicBet {
  return {
    player: b.player,
    stake: Number(b.stake),
    autoX100: b.auto_x100 === null ? null : Number(b.auto_x100),
    status: b.status === 'pending' ? 'open' : b.status === 'void' ? 'refunded' : b.status,
    cashoutX100: b.cashout_x100 === null ? null : Number(b.cashout_x100),
    payout: Number(b.payout),
  };
}

/** "jo***n": enough for a player to find their own line, not enough to identify anyone. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? '*'}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}

export const publish = (host: ProviderHost, type: string, data: unknown) =>
  host.platform.push.publish(CRASH_TOPIC, { type, data });

// ---------------------------------------------------------------------------------------------
// the chain

type ChainRow = {
  id: number;
  length: number;
  terminal_hash: string;
};

/** Chains by installation (database) and id, built once per process. */
const chains = new WeakMap<object, Map<number, string[]>>();

async function chainSeeds(host: ProviderHost, chain: ChainRow): Promise<string[]> {
  let byId = chains.get(host.platform.db);
  if (!byId) chains.set(host.platform.db, (byId = new Map()));
  let seeds = byId.get(chain.id);
  if (!seeds) {
    seeds = buildChain(chainRoot(await secretOf(host.platform.db, CHAIN_SECRET), chain.id), chain.length);
    if (seeds[seeds.length - 1] !== chain.terminal_hash) throw new Error('crash: the chain does not match its terminal hash');
    byId.set(chain.id, seeds);
  }
  return seeds;
}

/** The table's current chain; the first (or the next, after `usedUp`) is created and published. */
async function currentChain(host: ProviderHost, usedUp?: number): Promise<ChainRow> {
  const { db } = host.platform;
  const [latest] = await db.query<ChainRow>(
    'SELECT id, length, terminal_hash FROM crash_chains WHERE table_code = $1 ORDER BY id DESC LIMIT 1',
    [CRASH_TABLE],
  );
  if (latest && latest.id !== usedUp) return latest;
  // read before the transaction: on PGlite (one connection) a query outside it would wait for it forever
  const secret = await secretOf(db, CHAIN_SECRET);
  // the id is taken first (seed_0 depends on it), then the chain is built and published
  return db.tx(async (sql) => {
    // one creator at a time: a lock on the table's chain list for the length of this transaction
    await sql.query('LOCK TABLE crash_chains IN SHARE ROW EXCLUSIVE MODE');
    const [again] = await sql.query<ChainRow>(
      'SELECT id, length, terminal_hash FROM crash_chains WHERE table_code = $1 ORDER BY id DESC LIMIT 1',
      [CRASH_TABLE],
    );
    if (again && again.id !== usedUp) return again;
    const [{ id }] = (await sql.query<{ id: number }>(
      "SELECT nextval(pg_get_serial_sequence('crash_chains', 'id'))::int AS id",
    )) as [{ id: number }];
    const seeds = buildChain(chainRoot(secret, id), CRASH_CHAIN_LENGTH);
    const row = { id, length: CRASH_CHAIN_LENGTH, terminal_hash: seeds[seeds.length - 1]! };
    await sql.query('INSERT INTO crash_chains (id, table_code, length, terminal_hash) VALUES ($1, $2, $3, $4)', [
      row.id,
      CRASH_TABLE,
      row.length,
      row.terminal_hash,
    ]);
    return row;
  });
}

/** The published chains (id, length, terminal hash), newest first. */
export async function publishedChains(host: ProviderHost): Promise<{ id: number; length: number; terminalHash: string }[]> {
  const rows = await host.platform.db.query<ChainRow>(
    'SELECT id, length, terminal_hash FROM crash_chains WHERE table_code = $1 ORDER BY id DESC LIMIT 5',
    [CRASH_TABLE],
  );
  return rows.map((r) => ({ id: r.id, length: r.length, terminalHash: r.terminal_hash }));
}

// ---------------------------------------------------------------------------------------------
// reads

export async function latestRound(host: ProviderHost): Promise<RoundRow | null> {
  const [r] = await host.platform.db.query<RoundRow>(
    'SELECT * FROM crash_rounds WHERE table_code = $1 ORDER BY round_no DESC LIMIT 1',
    [CRASH_TABLE],
  );
  return r ?? null;
}

export async function recentRounds(host: ProviderHost, limit: number, before?: number): Promise<RoundRow[]> {
  return host.platform.db.query<RoundRow>(
    `SELECT * FROM crash_rounds WHERE table_code = $1 AND status = 'crashed' AND ($2::bigint IS NULL OR round_no < $2)
     ORDER BY round_no DESC LIMIT $3`,
    [CRASH_TABLE, before ?? null, limit],
  );
}

export async function betsOf(host: ProviderHost, roundId: string): Promise<BetRow[]> {
  return host.platform.db.query<BetRow>(
    "SELECT * FROM crash_bets WHERE round_id = $1 AND status NOT IN ('pending', 'void') ORDER BY id",
    [roundId],
  );
}

// ---------------------------------------------------------------------------------------------
// money: the signed callbacks

export async function sendCallback(
  host: ProviderHost,
  bet: BetRow,
  kind: CallbackMessage['kind'],
  amount: number,
  detail: Record<string, unknown>,
) {
  const message: CallbackMessage = {
    vendor: bet.vendor,
    txId: `${kind}-${randomUUID()}`,
    kind,
    roundId: bet.ledger_round,
    memberId: Number(bet.member_id),
    nodeId: bet.node_id,
    wallet: bet.wallet,
    engine: 'crash',
    amount,
    ts: Date.now(),
    detail,
  };
  const { body, signature } = await signCallback(host.platform, message);
  return host.callback(body, signature);
}

const outcomeOf = (round: RoundRow, bet: BetRow) => ({
  outcome: {
    round: Number(round.round_no),
    crashX100: Number(round.crash_x100),
    cashoutX100: bet.cashout_x100 === null ? null : Number(bet.cashout_x100),
  },
});

/**
 * Applies a decided bet's money: a cashed bet's win, a lost bet's 0, a pending bet's refund. The
 * ledger keys every movement by the bet's round id, so running this twice (two nodes, a retry)
 * moves the money once. Marks the bet settled; a failure leaves it for the next step to retry.
 */
export async function settleBet(host: ProviderHost, round: RoundRow, bet: BetRow): Promise<void> {
  const { db } = host.platform;
  if (bet.settled) return;
  if (bet.status === 'cashed' || bet.status === 'lost') {
    await sendCallback(host, bet, 'settle', Number(bet.payout), outcomeOf(round, bet));
  } else if (bet.status === 'refunded') {
    try {
      await sendCallback(host, bet, 'refund', Number(bet.stake), { reason: 'the bet was not confirmed before the round ended' });
    } catch (err) {
      // the stake was never taken (the node died before its bet callback): nothing to give back
      if (!(err instanceof AppError && err.code === 'ROUND_NOT_FOUND')) throw err;
      await db.query("UPDATE crash_bets SET status = 'void' WHERE id = $1", [bet.id]);
    }
  } else return;
  await db.query('UPDATE crash_bets SET settled = true WHERE id = $1', [bet.id]);
}

/** Cashes the open bets whose auto target is at most `upToX100` (never above the crash point). */
async function cashAutos(host: ProviderHost, round: RoundRow, upToX100: number): Promise<BetRow[]> {
  const limit = Math.min(upToX100, Number(round.crash_x100));
  const cashed = await host.platform.db.query<BetRow>(
    `UPDATE crash_bets SET status = 'cashed', cashout_x100 = auto_x100, payout = (stake * auto_x100) / 100
      WHERE round_id = $1 AND status = 'open' AND auto_x100 IS NOT NULL AND auto_x100 <= $2 RETURNING *`,
    [round.id, limit],
  );
  for (const bet of cashed) {
    publish(host, CRASH_PUSH_EVENTS.cashout, { no: Number(round.round_no), ...publicBet(bet) });
    await settleBet(host, round, bet).catch(() => undefined);
  }
  return cashed;
}

// ---------------------------------------------------------------------------------------------
// the leader

/** Opens the next round: its seed is the chain's next one back, its timeline starts at `now`. */
async function openRound(host: ProviderHost, previous: RoundRow | null, now: number): Promise<RoundRow | null> {
  let chain = await currentChain(host);
  let index = previous && previous.chain_id === chain.id ? previous.chain_index + 1 : 1;
  if (index > chain.length) {
    chain = await currentChain(host, chain.id);
    index = 1;
  }
  const seeds = await chainSeeds(host, chain);
  const seed = seedOfRound(seeds, index);
  const crashX100 = crashPointOf(seed);
  const startsAt = now + crashTiming.bettingMs;
  const [round] = await host.platform.db.query<RoundRow>(
    `INSERT INTO crash_rounds (table_code, round_no, chain_id, chain_index, seed, crash_x100, betting_at, starts_at, crashes_at, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'betting') ON CONFLICT DO NOTHING RETURNING *`,
    [
      CRASH_TABLE,
      previous ? Number(previous.round_no) + 1 : 1,
      chain.id,
      index,
      seed,
      crashX100,
      now,
      startsAt,
      startsAt + msToReach(crashX100),
    ],
  );
  if (round) publish(host, CRASH_PUSH_EVENTS.round, { round: publicRound(round), serverTime: now });
  return round ?? null;
}

/** Settles what is left of a crashed round: open bets lose, unconfirmed ones are refunded, then every decided bet's money. */
async function finishRound(host: ProviderHost, round: RoundRow): Promise<void> {
  const { db } = host.platform;
  // auto targets at or below the crash point were reached before it: decided by the crash point, not by timing
  await cashAutos(host, round, Number(round.crash_x100));
  await db.query("UPDATE crash_bets SET status = 'lost', payout = 0 WHERE round_id = $1 AND status = 'open'", [round.id]);
  // a bet still pending this late was cut off (its node died between taking the stake and confirming it)
  await db.query("UPDATE crash_bets SET status = 'refunded' WHERE round_id = $1 AND status = 'pending'", [round.id]);
  const unsettled = await db.query<BetRow>('SELECT * FROM crash_bets WHERE round_id = $1 AND NOT settled ORDER BY id', [
    round.id,
  ]);
  let failed = 0;
  for (const bet of unsettled) await settleBet(host, round, bet).catch(() => failed++);
  if (failed === 0) await db.query('UPDATE crash_rounds SET settled = true WHERE id = $1', [round.id]);
}

export interface StepResult {
  round: RoundRow | null;
  /** When the table next needs a step (ms since the epoch). */
  nextAt: number;
}

/**
 * One step of the table at `now` (ms): opens a round, starts its flight, cashes auto targets the
 * curve has passed, crashes it, settles it, opens the next. Idempotent: calling it again at the
 * same instant changes nothing. Tests call it with explicit times; the leader calls it from the job
 * runner and from timers set for the next due instant.
 */
export async function stepCrash(host: ProviderHost, now: number): Promise<StepResult> {
  const { db } = host.platform;
  let round = await latestRound(host);
  if (!round) {
    round = await openRound(host, null, now);
    return { round, nextAt: round ? Number(round.starts_at) : now + 1000 };
  }
  const startsAt = Number(round.starts_at);
  const crashesAt = Number(round.crashes_at);
  if (round.status === 'betting' && now >= startsAt) {
    const [flying] = await db.query<RoundRow>(
      "UPDATE crash_rounds SET status = 'flying' WHERE id = $1 AND status = 'betting' RETURNING *",
      [round.id],
    );
    if (flying) {
      round = flying;
      publish(host, CRASH_PUSH_EVENTS.flying, { no: Number(round.round_no), startsAt, serverTime: now });
    }
  }
  if (round.status === 'flying') {
    await cashAutos(host, round, multiplierAt(now - startsAt));
    if (now >= crashesAt) {
      const [crashed] = await db.query<RoundRow>(
        "UPDATE crash_rounds SET status = 'crashed' WHERE id = $1 AND status = 'flying' RETURNING *",
        [round.id],
      );
      if (crashed) {
        round = crashed;
        publish(host, CRASH_PUSH_EVENTS.crashed, { round: publicRound(round), serverTime: now });
      }
    }
  }
  if (round.status === 'crashed') {
    // this round once its grace is over, and any earlier one whose settlement failed part-way
    const unsettled = await db.query<RoundRow>(
      `SELECT * FROM crash_rounds WHERE table_code = $1 AND status = 'crashed' AND NOT settled AND crashes_at <= $2 ORDER BY round_no`,
      [CRASH_TABLE, now - crashTiming.graceMs],
    );
    for (const r of unsettled) await finishRound(host, r);
    if (unsettled.some((r) => r.id === round!.id)) {
      const [fresh] = await db.query<RoundRow>('SELECT * FROM crash_rounds WHERE id = $1', [round.id]);
      round = fresh ?? round;
    }
    if (now >= crashesAt + crashTiming.pauseMs) {
      const next = await openRound(host, round, now);
      if (next) return { round: next, nextAt: Number(next.starts_at) };
      return { round: await latestRound(host), nextAt: now + 250 };
    }
    return {
      round,
      nextAt:
        round.settled || now >= crashesAt + crashTiming.graceMs
          ? crashesAt + crashTiming.pauseMs
          : crashesAt + crashTiming.graceMs,
    };
  }
  if (round.status === 'betting') return { round, nextAt: startsAt };
  // flying: the next auto target still open, or the crash, whichever comes first
  const [nextAuto] = await db.query<{ x: string | null }>(
    "SELECT min(auto_x100) AS x FROM crash_bets WHERE round_id = $1 AND status = 'open' AND auto_x100 <= $2",
    [round.id, Number(round.crash_x100)],
  );
  const autoAt = nextAuto?.x ? startsAt + msToReach(Number(nextAuto.x)) : Infinity;
  return { round, nextAt: Math.min(crashesAt, autoAt) };
}
