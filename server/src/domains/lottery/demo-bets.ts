import type { Sql } from '../../db/client.ts';
import type { Seeder } from '../../seed/seed.ts';
import { playRulesOf, writeOrderTx, type OrderLine } from './bets.ts';
import { normaliseBetNumber } from './play.ts';
import { SETTLE_BATCH_BETS, settleDrawBatchTx } from './settle.ts';

// oldest first: a record lists bets in the order they were placed, newest first
const orders: { game: string; daysBack: number; lines: [play: string, bet: string, stakeMinor: number][] }[] = [
  {
    game: 'ZYDAILY',
    daysBack: 5,
    lines: [
      ['2D', '88', 300],
      ['OE', 'even', 500],
    ],
  },
  {
    game: 'LOTTNIGHT',
    daysBack: 4,
    lines: [
      ['3D', '508', 100],
      ['BS', 'small', 1_000],
    ],
  },
  { game: 'ZYDAILY', daysBack: 3, lines: [['OE', 'odd', 500]] },
  {
    game: 'LOTTNIGHT',
    daysBack: 2,
    lines: [
      ['BS', 'big', 1_000],
      ['2D', '27', 200],
    ],
  },
];

const DAY = 86_400_000;

/**
 * The demo player's lottery bets, so his betting record opens on bets to read (each with its draw's
 * seed, hash and a link to verify it) and his lottery history, profit and loss and his agent's team
 * figures include some. Placed on past draws of the daily games, two days ago and more (today's
 * missions and yesterday's agent periods stay as the other seeders leave them), through the same
 * writes as a bet from the site — the stake debited through the ledger, the order and its lines —
 * and settled by the same settlement as a live draw against the draw's verifiable result: some win,
 * some lose, as the seeds fall.
 */
export const seedDemoLotteryBets: Seeder = async (sql: Sql) => {
  const [demo] = await sql.query<{ id: number }>(`SELECT id FROM members WHERE account = 'demo'`);
  if (!demo) return; // a brand without the demo player
  const memberId = Number(demo.id);
  const now = Date.now();
  for (const [i, o] of orders.entries()) {
    const [draw] = await sql.query<{
      id: number;
      game_id: number;
      family_code: string;
      numero: string;
      lock_at: Date;
      draw_at: Date;
    }>(
      `SELECT d.id, d.game_id, g.family_code, d.numero, d.lock_at, d.draw_at
         FROM lottery_draws d JOIN lottery_games g ON g.id = d.game_id
        WHERE g.code = $1 AND g.enabled AND d.status = 'SETTLED' AND d.open_number IS NOT NULL AND d.draw_at <= $2
        ORDER BY d.draw_at DESC LIMIT 1`,
      [o.game, new Date(now - o.daysBack * DAY)],
    );
    if (!draw) continue; // a brand whose catalogue has no such game, or no draw that far back
    const rules = await playRulesOf(sql, draw.family_code);
    const lines: OrderLine[] = [];
    for (const [play, bet, stake] of o.lines) {
      const rule = rules.get(play);
      const betNumber = rule && normaliseBetNumber(rule, bet);
      if (rule && betNumber && stake >= rule.minStake && stake <= rule.maxStake) lines.push({ rule, betNumber, stake });
    }
    if (!lines.length) continue;
    // the seeded history draws were settled with no bets: this one takes the demo's order, then is
    // settled again the way the engine settles a drawn numero
    await sql.query(`UPDATE lottery_draws SET status = 'DRAWN', settled_at = NULL WHERE id = $1`, [draw.id]);
    const placedAt = new Date(draw.lock_at).getTime() - (20 + i * 7) * 60_000;
    await writeOrderTx(sql, {
      memberId,
      gameId: Number(draw.game_id),
      gameCode: o.game,
      drawId: Number(draw.id),
      numero: draw.numero,
      requestId: `seed-demo-lottery-${i}`,
      lines,
      now: placedAt,
    });
    const drawAt = new Date(draw.draw_at).getTime();
    for (let after = 0, done = false; !done;) {
      const step = await settleDrawBatchTx(sql, Number(draw.id), drawAt, SETTLE_BATCH_BETS.pglite, after);
      if (!step) break;
      done = step.done;
      after = step.lastMember;
    }
  }
};
