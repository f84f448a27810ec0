import type { Sql } from '../src/db/client.ts';

let seq = 0;

/**
 * A game round of the member on the first in-house game, as the vendor callbacks leave it: placed at
 * `at` and, when settled, settled then too. Agent figures, rebates, commissions and promotion facts
 * all count these rows.
 */
export async function insertRound(
  sql: Sql,
  round: { memberId: number; at: Date | string; stake: number; payout?: number; status?: 'settled' | 'open' },
): Promise<void> {
  const [g] = await sql.query<{ node_id: number; vendor: string; engine: string }>(
    'SELECT node_id, vendor, engine FROM games WHERE engine IS NOT NULL ORDER BY node_id LIMIT 1',
  );
  const at = round.at instanceof Date ? round.at.toISOString() : round.at;
  await sql.query(
    `INSERT INTO game_rounds (id, member_id, node_id, vendor, engine, stake, payout, status, created_at, settled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $8 = 'settled' THEN $9::timestamptz END)`,
    [
      `test-${Date.now().toString(36)}-${++seq}`,
      round.memberId,
      g!.node_id,
      g!.vendor,
      g!.engine,
      round.stake,
      round.payout ?? 0,
      round.status ?? 'settled',
      at,
    ],
  );
}
