/**
 * Settlement bench, one database: seeds BENCH_BETS lottery bets (BENCH_BETS_PER_MEMBER each) on one
 * drawn numero, then in one run measures
 *   - the floor: the same volume of bare writes (every bet updated, one posting and two entries per
 *     member) on scratch tables without triggers, in one transaction;
 *   - the settlement itself (settleOne), while a probe runs `SELECT 1` every 5 ms through the same
 *     database handle and records the longest wait from when it was due (on PGlite requests share
 *     its one connection and the process's event loop).
 * Prints one JSON line. Run with `node --import tsx bench/support/settle-draw.ts` and DATA_DIR
 * (embedded) or DATABASE_URL set; bench/settlement.mjs drives it.
 */
import { loadConfig } from '../../server/src/config.ts';
import { createPlatform } from '../../server/src/platform.ts';
import { drawOne, openNextNumeros, settleOne } from '../../server/src/domains/lottery/engine.ts';
import { SETTLE_BATCH_BETS } from '../../server/src/domains/lottery/settle.ts';
import { ledgerAudit } from '../../server/src/domains/wallet/ledger.ts';

const bets = Number(process.env.BENCH_BETS ?? 100_000);
const perMember = Number(process.env.BENCH_BETS_PER_MEMBER ?? 5);
const members = Math.ceil(bets / perMember);
const gameCode = 'LOTT5M';
// bets per settlement transaction; unset: the engine's default (SETTLE_BATCH_BETS)
const batch = process.env.BENCH_BATCH ? Number(process.env.BENCH_BATCH) : undefined;

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const platform = await createPlatform(config);
platform.publish = () => undefined;
const db = platform.db;

const [{ first }] = (await db.query<{ first: number }>(
  `WITH m AS (
     INSERT INTO members (account, nickname, password_hash)
     SELECT 'sb' || $2 || '_' || g, '', 'x' FROM generate_series(1, $1) g RETURNING id)
   SELECT min(id)::bigint AS first FROM m`,
  [members, Date.now().toString(36)],
)) as [{ first: number }];
await openNextNumeros(platform, Date.now() + 86_400_000, gameCode);
const [draw] = await db.query<{ id: number; game_id: number }>(
  `SELECT d.id, d.game_id FROM lottery_draws d JOIN lottery_games g ON g.id = d.game_id
    WHERE g.code = $1 AND d.status IN ('OPEN', 'LOCKED')`,
  [gameCode],
);
// one order per member, then its bets spread over the family's play types with random numbers
await db.query(
  `INSERT INTO lottery_orders (member_id, request_id, draw_id, total_stake, balance_after)
   SELECT $1::bigint + g - 1, 'bench', $2, 100 * $3, 0 FROM generate_series(1, $4) g`,
  [first, draw!.id, perMember, members],
);
await db.query(
  `INSERT INTO lottery_bets (order_id, member_id, game_id, draw_id, play_code, play_kind, play_digits, bet_number, stake, odds_milli)
   SELECT o.id, o.member_id, $2, $1, p.code, p.kind, p.digits,
          CASE p.kind WHEN 'bigSmall' THEN (ARRAY['BIG','SMALL'])[1 + (random() * 1)::int % 2]
                      WHEN 'oddEven' THEN (ARRAY['ODD','EVEN'])[1 + (random() * 1)::int % 2]
                      ELSE lpad((floor(random() * power(10, p.digits)))::bigint::text, p.digits, '0') END,
          100, p.odds_milli
     FROM lottery_orders o
     CROSS JOIN generate_series(1, $3) k
     JOIN LATERAL (
       SELECT t.code, t.kind, t.digits, t.odds_milli FROM lottery_play_types t
        JOIN lottery_games gm ON gm.family_code = t.family_code AND gm.id = $2
       ORDER BY t.sort, t.id OFFSET (k % 5) LIMIT 1) p ON true
    WHERE o.draw_id = $1 AND o.request_id = 'bench'`,
  [draw!.id, draw!.game_id, perMember],
);
const [{ n }] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM lottery_bets WHERE draw_id = $1`, [draw!.id])) as [
  { n: number },
];
await drawOne(platform, Number(draw!.id), Date.now());

// the floor: the same number of rows written by bare set-based statements, no ledger rules
await db.exec(`
  CREATE TEMP TABLE floor_bets AS SELECT * FROM lottery_bets WHERE false;
  CREATE TEMP TABLE floor_postings (id bigserial PRIMARY KEY, idem_key text UNIQUE, member_id bigint, amount bigint);
  CREATE TEMP TABLE floor_entries (id bigserial PRIMARY KEY, posting_id bigint, account_id bigint, amount bigint);`);
await db.query(`INSERT INTO floor_bets SELECT * FROM lottery_bets WHERE draw_id = $1`, [draw!.id]);
const f0 = performance.now();
await db.tx(async (sql) => {
  await sql.query(`UPDATE floor_bets SET status = 'LOST', payout = 0, settled_at = now()`);
  await sql.query(
    `INSERT INTO floor_postings (idem_key, member_id, amount) SELECT 'f:' || g, g, 100 FROM generate_series(1, $1) g`,
    [members],
  );
  await sql.query(
    `INSERT INTO floor_entries (posting_id, account_id, amount)
     SELECT id, member_id, amount FROM floor_postings UNION ALL SELECT id, 0, -amount FROM floor_postings`,
  );
});
const floorMs = performance.now() - f0;

let probing = true;
let probeMax = 0;
let probes = 0;
const probe = (async () => {
  while (probing) {
    // the wait counts from when the probe was due: a settlement that holds the event loop (PGlite
    // runs in-process) delays it as surely as one that holds the connection
    const due = performance.now() + 5;
    await new Promise((r) => setTimeout(r, 5));
    await db.query('SELECT 1');
    probeMax = Math.max(probeMax, performance.now() - due);
    probes++;
  }
})();
// every settlement transaction timed from begin to commit: the longest is what the probe can wait
const txMs: number[] = [];
const timed = {
  ...platform,
  db: {
    ...db,
    tx: async <T>(fn: Parameters<typeof db.tx<T>>[0]) => {
      const t0 = performance.now();
      try {
        return await db.tx(fn);
      } finally {
        txMs.push(performance.now() - t0);
      }
    },
  },
};
const s0 = performance.now();
const settled = await settleOne(timed, Number(draw!.id), Date.now(), batch);
const settleMs = performance.now() - s0;
probing = false;
await probe;

const [left] = await db.query<{ n: number }>(
  `SELECT count(*)::int AS n FROM lottery_bets WHERE draw_id = $1 AND status = 'OPEN'`,
  [draw!.id],
);
const audit = await ledgerAudit(db);
console.log(
  JSON.stringify({
    database: db.kind,
    batchBets: batch ?? SETTLE_BATCH_BETS[db.kind],
    bets: n,
    members,
    membersSettled: settled?.length ?? 0,
    openBetsLeft: left!.n,
    audit,
    floorMs: Math.round(floorMs),
    settleMs: Math.round(settleMs),
    ratioToFloor: Math.round((settleMs / floorMs) * 10) / 10,
    longestProbeWaitMs: Math.round(probeMax),
    transactions: txMs.length,
    longestTransactionMs: Math.round(Math.max(...txMs)),
    medianTransactionMs: Math.round([...txMs].sort((a, b) => a - b)[Math.floor(txMs.length / 2)]!),
    probes,
  }),
);
await platform.push?.close();
await db.close();
