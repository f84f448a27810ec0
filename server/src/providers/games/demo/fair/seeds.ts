import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Db, Sql } from '../../../../db/client.ts';
import { integerStream, type Int } from '../../../../../vendor-assets/demo/fair/fair.js';

/**
 * Commit–reveal seeds of the provably fair mini games. A member has one current pair: a secret
 * server seed (shown only as its SHA-256 until rotated), a client seed of his choosing and the nonce
 * the next round takes. A round takes its nonce exactly once, keyed by its round id, so a retried or
 * raced request draws the same outcome; rotating reveals the pair and commits a new one.
 */
export interface SeedPair {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  revealedAt: string | null;
}

type SeedRow = {
  id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  revealed_at: Date | string | null;
};

const pairOf = (r: SeedRow): SeedPair => ({
  id: Number(r.id),
  serverSeed: r.server_seed,
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  nonce: Number(r.nonce),
  revealedAt: r.revealed_at === null ? null : new Date(r.revealed_at).toISOString(),
});

/** What a member sees of a pair: the server seed only once revealed. */
export const publicPair = (p: SeedPair) => ({
  serverSeedHash: p.serverSeedHash,
  clientSeed: p.clientSeed,
  nonce: p.nonce,
  ...(p.revealedAt ? { serverSeed: p.serverSeed, revealedAt: p.revealedAt } : {}),
});

export const CLIENT_SEED_MAX = 64;
/** 1–64 printable ASCII characters, not only spaces (the HMAC message is the seed's UTF-8 = ASCII). */
export const clientSeedPattern = /^[\x20-\x7e]{1,64}$/;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const newServerSeed = () => randomBytes(32).toString('hex');
const newClientSeed = () => randomBytes(8).toString('hex');

/** The stream of uniform integers of one round (the same derivation the verify page runs). */
export function fairInts(serverSeed: string, clientSeed: string, nonce: number): Int {
  return integerStream((cursor) => createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest());
}

const columns = 'id, server_seed, server_seed_hash, client_seed, nonce, revealed_at';

async function ensureCurrent(sql: Sql, memberId: number, clientSeed = newClientSeed()): Promise<void> {
  const serverSeed = newServerSeed();
  await sql.query(
    `INSERT INTO demo_fair_seeds (member_id, server_seed, server_seed_hash, client_seed)
     VALUES ($1, $2, $3, $4) ON CONFLICT (member_id) WHERE revealed_at IS NULL DO NOTHING`,
    [memberId, serverSeed, sha256(serverSeed), clientSeed],
  );
}

/** The member's current pair (made at first use) and the last revealed one. */
export async function seedsOf(db: Db, memberId: number): Promise<{ current: SeedPair; previous: SeedPair | null }> {
  await ensureCurrent(db, memberId);
  const rows = await db.query<SeedRow>(
    `(SELECT ${columns} FROM demo_fair_seeds WHERE member_id = $1 AND revealed_at IS NULL)
     UNION ALL
     (SELECT ${columns} FROM demo_fair_seeds WHERE member_id = $1 AND revealed_at IS NOT NULL ORDER BY id DESC LIMIT 1)`,
    [memberId],
  );
  const current = rows.find((r) => r.revealed_at === null);
  const previous = rows.find((r) => r.revealed_at !== null);
  return { current: pairOf(current!), previous: previous ? pairOf(previous) : null };
}

/**
 * Reveals the current pair and commits a new server seed, with `clientSeed` or the old client seed.
 * Locks the current pair, so a round taking its nonce at the same moment lands wholly on one side.
 */
export async function rotate(db: Db, memberId: number, clientSeed?: string) {
  await ensureCurrent(db, memberId);
  await db.tx(async (sql) => {
    const [current] = await sql.query<SeedRow>(
      `SELECT ${columns} FROM demo_fair_seeds WHERE member_id = $1 AND revealed_at IS NULL FOR UPDATE`,
      [memberId],
    );
    if (current) await sql.query('UPDATE demo_fair_seeds SET revealed_at = now() WHERE id = $1', [current.id]);
    await ensureCurrent(sql, memberId, clientSeed ?? current?.client_seed ?? newClientSeed());
  });
  return seedsOf(db, memberId);
}

export interface Seat {
  seedId: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/**
 * The seeds and nonce of a round: the first call for a round id takes the current pair's nonce (and
 * moves it on); every later call, or a twin racing it, gets that same seat. The current pair's row
 * lock serialises a member's rounds and rotations; the second look at the round after the lock sees a
 * twin that committed meanwhile (READ COMMITTED takes a new snapshot per statement).
 */
export async function takeSeat(
  db: Db,
  round: { roundId: string; memberId: number; engine: string; params: unknown; stake: number },
): Promise<Seat> {
  const seatOf = async (sql: Sql) => {
    const [r] = await sql.query<SeedRow & { seat_nonce: number }>(
      `SELECT s.id, s.server_seed, s.server_seed_hash, s.client_seed, r.nonce AS seat_nonce, s.revealed_at
         FROM demo_fair_rounds r JOIN demo_fair_seeds s ON s.id = r.seed_id WHERE r.round_id = $1`,
      [round.roundId],
    );
    return r
      ? {
          seedId: Number(r.id),
          serverSeed: r.server_seed,
          serverSeedHash: r.server_seed_hash,
          clientSeed: r.client_seed,
          nonce: Number(r.seat_nonce),
        }
      : null;
  };
  const taken = await seatOf(db);
  if (taken) return taken;
  for (let attempt = 0; attempt < 3; attempt++) {
    await ensureCurrent(db, round.memberId);
    const seat = await db.tx(async (sql) => {
      const [current] = await sql.query<SeedRow>(
        `SELECT ${columns} FROM demo_fair_seeds WHERE member_id = $1 AND revealed_at IS NULL FOR UPDATE`,
        [round.memberId],
      );
      if (!current) return null; // rotated under us: take the new pair
      const twin = await seatOf(sql);
      if (twin) return twin;
      const nonce = Number(current.nonce);
      await sql.query('UPDATE demo_fair_seeds SET nonce = nonce + 1 WHERE id = $1', [current.id]);
      await sql.query(
        `INSERT INTO demo_fair_rounds (round_id, member_id, seed_id, nonce, engine, params, stake)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
        [round.roundId, round.memberId, current.id, nonce, round.engine, JSON.stringify(round.params), round.stake],
      );
      return {
        seedId: Number(current.id),
        serverSeed: current.server_seed,
        serverSeedHash: current.server_seed_hash,
        clientSeed: current.client_seed,
        nonce,
      };
    });
    if (seat) return seat;
  }
  throw new Error('fair: no current seed pair');
}

/** Records what a round drew and paid (idempotent: a replay writes the same). */
export async function recordOutcome(db: Db, roundId: string, payout: number, outcome: unknown): Promise<void> {
  await db.query('UPDATE demo_fair_rounds SET payout = $2, outcome = $3::jsonb WHERE round_id = $1', [
    roundId,
    payout,
    JSON.stringify(outcome),
  ]);
}

export async function markSettled(db: Db, roundId: string): Promise<void> {
  await db.query('UPDATE demo_fair_rounds SET settled_at = now() WHERE round_id = $1 AND settled_at IS NULL', [roundId]);
}

export interface FairRound {
  roundId: string;
  engine: string;
  params: unknown;
  stake: number;
  payout: number;
  outcome: unknown;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** Only once the pair was rotated. */
  serverSeed?: string;
  settledAt: string;
}

/** The member's settled rounds of one game, newest first, with their fairness data. */
export async function historyOf(db: Db, memberId: number, engine: string, limit: number): Promise<FairRound[]> {
  const rows = await db.query<{
    round_id: string;
    engine: string;
    params: unknown;
    stake: number;
    payout: number;
    outcome: unknown;
    server_seed: string;
    server_seed_hash: string;
    client_seed: string;
    nonce: number;
    revealed_at: Date | null;
    settled_at: Date | string;
  }>(
    `SELECT r.round_id, r.engine, r.params, r.stake, r.payout, r.outcome, r.nonce, r.settled_at,
            s.server_seed, s.server_seed_hash, s.client_seed, s.revealed_at
       FROM demo_fair_rounds r JOIN demo_fair_seeds s ON s.id = r.seed_id
      WHERE r.member_id = $1 AND r.engine = $2 AND r.settled_at IS NOT NULL
      ORDER BY r.created_at DESC, r.nonce DESC LIMIT $3`,
    [memberId, engine, limit],
  );
  return rows.map((r) => ({
    roundId: r.round_id,
    engine: r.engine,
    params: r.params,
    stake: Number(r.stake),
    payout: Number(r.payout),
    outcome: r.outcome,
    serverSeedHash: r.server_seed_hash,
    clientSeed: r.client_seed,
    nonce: Number(r.nonce),
    ...(r.revealed_at ? { serverSeed: r.server_seed } : {}),
    settledAt: new Date(r.settled_at).toISOString(),
  }));
}
