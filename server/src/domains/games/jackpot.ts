import { z } from 'zod';
import type { Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { JACKPOT_SEED, SLOT_JACKPOT_POOL } from '../../providers/games/demo/engines/jackpot.ts';
import { creditMember, lockMemberWallet, postBetweenHouses } from '../wallet/ledger.ts';

/**
 * Progressive jackpots, on the platform's side of a vendor's settle (the vendor decides from its
 * round's random stream whether the spin hit and how much of the stake feeds the pool; the platform
 * holds the money and pays whatever the pool holds at that moment).
 *
 * Double entry (docs/decisions/0005): the pool's money is the JACKPOT house account.
 *  - contribution: GAMES → JACKPOT, key `round:<vendor>:<round>:jackpot-in`;
 *  - win: JACKPOT → the member's wallet, key `round:<vendor>:<round>:jackpot`;
 *  - reseed (a new pool, and after every win): GAMES → JACKPOT, key `jackpot:<pool>:seed:<cycle>`.
 * It all runs inside the settle's transaction, under the round's lock, so a round contributes and
 * wins at most once however often its settle is retried. The pool row is locked by the update that
 * adds the contribution: two spins that both hit are serialised on it, the first takes the pool and
 * reseeds it, the second wins the new pool (the seed plus its own contribution), never the same
 * money twice, and the amount cannot go below zero (and has a CHECK).
 */

/** The platform's pools and their seeds (minor units): 1,000.00 for the in-house slots. */
export const jackpotSeeds: Readonly<Record<string, number>> = { [SLOT_JACKPOT_POOL]: JACKPOT_SEED };

export interface JackpotClaim {
  pool: string;
  /** Minor units of the stake that feed the pool (at most the stake). */
  contribution: number;
  /** The round's random stream hit the jackpot. */
  hit: boolean;
}

const claimSchema = z.object({
  pool: z.string().min(1).max(32),
  contribution: z.number().int().min(0),
  hit: z.boolean(),
});

/** The jackpot part of a settle's detail; null when there is none, CALLBACK_REJECTED when malformed. */
export function jackpotClaim(value: unknown): JackpotClaim | null {
  if (value === undefined) return null;
  const r = claimSchema.safeParse(value);
  if (!r.success) throw new AppError('CALLBACK_REJECTED', { message: 'The jackpot part of the settle is not valid.' });
  return r.data;
}

/** Creates the pool with its seed on first use (the seed's posting is keyed by cycle 0). */
async function ensurePool(sql: Sql, pool: string, memberId: number): Promise<void> {
  const seed = jackpotSeeds[pool];
  if (!seed) throw new AppError('CALLBACK_REJECTED', { message: 'Unknown jackpot pool.' });
  const created = await sql.query(
    'INSERT INTO jackpot_pools (id, amount, seed) VALUES ($1, $2, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
    [pool, seed],
  );
  if (created.length)
    await postBetweenHouses(sql, {
      key: `jackpot:${pool}:seed:0`,
      kind: 'jackpot.seed',
      from: 'GAMES',
      to: 'JACKPOT',
      amount: seed,
      memberId,
      ref: pool,
    });
}

/**
 * Applies a settling round's jackpot part; returns what the member won (0 when no hit). Call it in
 * the settle's transaction, once per round (while the round is still open under its lock).
 */
export async function settleJackpot(
  sql: Sql,
  round: { vendor: string; roundId: string; memberId: number; wallet: string; stake: number },
  claim: JackpotClaim,
): Promise<number> {
  if (!Number.isSafeInteger(claim.contribution) || claim.contribution < 0 || claim.contribution > round.stake)
    throw new AppError('CALLBACK_REJECTED', { message: 'The jackpot contribution is not part of the stake.' });
  await ensurePool(sql, claim.pool, round.memberId);
  const key = (what: string) => `round:${round.vendor}:${round.roundId}:${what}`;
  if (claim.hit) {
    // the member's account before the pool, the order every settle takes them in (a line win credits
    // the member first): two settles of one member never wait on each other crosswise
    await lockMemberWallet(sql, round.memberId, round.wallet);
  }
  if (claim.contribution > 0)
    await postBetweenHouses(sql, {
      key: key('jackpot-in'),
      kind: 'jackpot.contribution',
      from: 'GAMES',
      to: 'JACKPOT',
      amount: claim.contribution,
      memberId: round.memberId,
      ref: round.roundId,
    });
  const [pool] = await sql.query<{ amount: number; seed: number; cycle: number }>(
    'UPDATE jackpot_pools SET amount = amount + $2, updated_at = now() WHERE id = $1 RETURNING amount, seed, cycle',
    [claim.pool, claim.contribution],
  );
  if (!claim.hit) return 0;
  const amount = Number(pool!.amount);
  const cycle = Number(pool!.cycle);
  await creditMember(sql, {
    key: key('jackpot'),
    memberId: round.memberId,
    amount,
    kind: 'jackpot.win',
    ref: round.roundId,
    wallet: round.wallet,
    house: 'JACKPOT',
    meta: { pool: claim.pool, cycle },
  });
  await sql.query('INSERT INTO jackpot_wins (round_id, pool, cycle, member_id, amount) VALUES ($1, $2, $3, $4, $5)', [
    round.roundId,
    claim.pool,
    cycle,
    round.memberId,
    amount,
  ]);
  await postBetweenHouses(sql, {
    key: `jackpot:${claim.pool}:seed:${cycle + 1}`,
    kind: 'jackpot.seed',
    from: 'GAMES',
    to: 'JACKPOT',
    amount: Number(pool!.seed),
    memberId: round.memberId,
    ref: claim.pool,
  });
  await sql.query('UPDATE jackpot_pools SET amount = seed, cycle = cycle + 1, updated_at = now() WHERE id = $1', [claim.pool]);
  return amount;
}

/** The pool's current amount (minor units); a pool nobody fed yet shows its seed. */
export async function jackpotAmount(sql: Sql, pool: string): Promise<number> {
  const [row] = await sql.query<{ amount: number }>('SELECT amount FROM jackpot_pools WHERE id = $1', [pool]);
  return row ? Number(row.amount) : (jackpotSeeds[pool] ?? 0);
}
