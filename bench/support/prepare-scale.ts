/**
 * Prepares a database for the scale bench (bench/scale.mjs) at one size, growing it when it is
 * smaller: migrates and seeds (first run), copies the catalogue until it holds BENCH_GAMES games,
 * adds members until there are BENCH_MEMBERS, each with the rows a player leaves behind (a session,
 * his wallet and a deposit, game rounds, a lottery bet on a past draw, a deposit order, messages),
 * a fifth of them in agent01's team. Every table is grown by a few set-based statements, never a
 * statement per row. Then it gathers planner statistics and opens a session for the demo member.
 * Prints one JSON line: the sizes, the token, and the search terms and filter values the bench
 * times the game list with. Run with `node --import tsx bench/support/prepare-scale.ts` and DATA_DIR
 * (embedded) or DATABASE_URL set, while no server has the database open (PGlite has one user).
 */
import { loadConfig } from '../../server/src/config.ts';
import { createPlatform } from '../../server/src/platform.ts';
import { createSession } from '../../server/src/domains/session/tokens.ts';
import { reorderCatalogue } from '../../server/src/domains/games/seeder.ts';
import type { Db } from '../../server/src/db/client.ts';

const targetGames = Number(process.env.BENCH_GAMES ?? 0);
const targetMembers = Number(process.env.BENCH_MEMBERS ?? 0);
// days of past draws of every lottery game: the draw history and the bets' draws (the same at every size)
const historyDays = Number(process.env.BENCH_HISTORY_DAYS ?? 14);

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', RUN_JOBS: 'false' });
const platform = await createPlatform(config);
const { db } = platform;
const count = async (sql: string, params: unknown[] = []) => Number((await db.query<{ n: number }>(sql, params))[0]!.n);
const timings: Record<string, number> = {};
async function step(name: string, fn: () => Promise<unknown>) {
  const t0 = performance.now();
  await fn();
  timings[name] = Math.round(performance.now() - t0);
}

/** Copies the seeded catalogue (node ids below a million) until it holds `target` games, each copy a distinct game. */
async function growCatalogue(sql: Db, target: number) {
  for (let k = 1; ; k++) {
    const missing = target - (await count('SELECT count(*)::int AS n FROM games'));
    if (missing <= 0) return;
    // a copy already made (an earlier, smaller run) is skipped by its node ids
    await sql.query(
      `INSERT INTO games (node_id, game_code, vendor, game_type, name, name_search, classify, min_bet, min_line_num, is_hot, sort, engine, art, maintenance)
       SELECT node_id + $1 * 1000000, game_code || '-copy' || $1, vendor, game_type,
              (SELECT jsonb_object_agg(key, value || ' ' || $1) FROM jsonb_each_text(name)),
              name_search || ' ' || $1, classify, min_bet, min_line_num, false, sort + $1 * 100000, engine, art, maintenance
         FROM games g
        WHERE node_id < 1000000 AND NOT EXISTS (SELECT 1 FROM games c WHERE c.node_id = g.node_id + $1 * 1000000)
        ORDER BY node_id LIMIT $2`,
      [k, missing],
    );
  }
}

/** Past settled draws of every lottery game over the last BENCH_HISTORY_DAYS, each at its own pace, once. */
async function ensureDrawHistory(sql: Db) {
  if ((await count(`SELECT count(*)::int AS n FROM lottery_draws WHERE numero LIKE 'H%'`)) > 0) return;
  await sql.query(
    `INSERT INTO lottery_draws (game_id, numero, status, local_date, open_at, lock_at, draw_at, seed, seed_hash, open_number, drawn_at, settled_at)
     SELECT g.id, 'H' || to_char(t.at, 'YYYYMMDDHH24MI'), 'SETTLED', t.at::date, t.at - make_interval(secs => t.pace),
            t.at - interval '10 seconds', t.at, s.seed, encode(sha256(convert_to(s.seed, 'UTF8')), 'hex'),
            lpad((floor(random() * 1000000))::int::text, 6, '0'), t.at, t.at + interval '5 seconds'
       FROM lottery_games g
      CROSS JOIN LATERAL (SELECT k, p.pace, date_trunc('minute', now()) - interval '10 minutes' - k * make_interval(secs => p.pace) AS at
                            FROM (SELECT GREATEST(60, COALESCE(g.interval_seconds, 86400)) AS pace) p,
                                 generate_series(0, ($1 * 86400) / p.pace - 1) k) t
      CROSS JOIN LATERAL (SELECT md5(g.id || ':' || t.k) || md5(t.k || ':' || g.id) AS seed) s`,
    [historyDays],
  );
}

/** Members up to `target`, with their rows; the new ones are those with an id above `before`. */
async function growMembers(sql: Db, target: number) {
  // each insert timed under the table it fills
  const q = (text: string, params: unknown[] = []) =>
    step(`members:${/INSERT INTO (\w+)/.exec(text)?.[1] ?? 'query'}`, () => sql.query(text, params));
  const missing = target - (await count('SELECT count(*)::int AS n FROM members'));
  if (missing <= 0) return;
  const [{ before }] = (await sql.query<{ before: number }>('SELECT max(id)::bigint AS before FROM members')) as [
    { before: number },
  ];
  const upline = async (account: string) =>
    Number((await sql.query<{ id: number }>('SELECT id FROM members WHERE account = $1', [account]))[0]!.id);
  const agent = await upline('agent01');
  const subAgent = await upline('subagent01');
  // a tenth below agent01, a tenth below his sub-agent; joined over the last year in id order (as
  // rows are written), each one's money and play in the hours after he joined
  await q(
    `INSERT INTO members (account, nickname, password_hash, upline_id, language, created_at, last_login_at)
     SELECT 'scale' || ($1 + g), '', 'x',
            CASE g % 10 WHEN 0 THEN $3::bigint WHEN 1 THEN $4::bigint END, 'en',
            now() - interval '1 day' - (($2 - g)::float8 / $2) * interval '364 days',
            now() - ((g * 104729) % 43200) * interval '1 minute'
       FROM generate_series(1::bigint, $2::bigint) g`,
    [before, missing, agent, subAgent],
  );
  const fresh = `m.id > ${Number(before)} AND m.account LIKE 'scale%'`;
  await q(
    `INSERT INTO sessions (member_id, token_hash, expires_at, idle_seconds, last_seen_at)
     SELECT m.id, sha256(convert_to('scale:' || m.id || ':' || random(), 'UTF8')), now() + interval '7 days', 7200, m.last_login_at
       FROM members m WHERE ${fresh}`,
  );
  await q(
    `INSERT INTO ledger_accounts (member_id, wallet, balance, created_at)
     SELECT m.id, 'MAIN', 10000, m.created_at FROM members m WHERE ${fresh}`,
  );
  await q(
    `INSERT INTO ledger_postings (idem_key, op, kind, member_id, amount, ref, created_at)
     SELECT 'scale:' || m.id, 'credit', 'deposit', m.id, 10000, 'SC' || m.id, m.created_at + interval '30 minutes'
       FROM members m WHERE ${fresh} ORDER BY m.id`,
  );
  // both sides of every posting in one statement: the ledger checks each posting balances at commit
  await q(
    `INSERT INTO ledger_entries (posting_id, account_id, amount, balance_after)
     SELECT p.id, a.id, 10000, 10000 FROM members m
       JOIN ledger_postings p ON p.idem_key = 'scale:' || m.id
       JOIN ledger_accounts a ON a.member_id = m.id AND a.wallet = 'MAIN'
      WHERE ${fresh}
     UNION ALL
     SELECT p.id, (SELECT id FROM ledger_accounts WHERE member_id IS NULL AND wallet = 'BANK'), -10000, NULL FROM members m
       JOIN ledger_postings p ON p.idem_key = 'scale:' || m.id
      WHERE ${fresh}
     ORDER BY 1, 3 DESC`,
  );
  await q(
    `INSERT INTO deposit_orders (order_no, member_id, request_id, channel, provider, amount_minor, fee_minor, credit_minor,
                                 status, created_at, expires_at, paid_at, closed_at)
     SELECT 'SC' || m.id, m.id, 'scale', c.code, c.provider, 10000, 0, 10000, 'paid', m.created_at + interval '25 minutes',
            m.created_at + interval '55 minutes', m.created_at + interval '30 minutes', m.created_at + interval '30 minutes'
       FROM members m CROSS JOIN (SELECT code, provider FROM deposit_channels ORDER BY sort, code LIMIT 1) c
      WHERE ${fresh} ORDER BY m.id`,
  );
  // three settled rounds each, on the seeded in-house games
  await q(
    `WITH g AS (SELECT node_id, vendor, engine, row_number() OVER (ORDER BY node_id) - 1 AS i
                  FROM games WHERE engine IS NOT NULL AND node_id < 1000000)
     INSERT INTO game_rounds (id, member_id, node_id, vendor, engine, stake, payout, status, created_at, settled_at)
     SELECT 'scale-' || m.id || '-' || k, m.id, g.node_id, g.vendor, g.engine, 100, CASE WHEN k = 2 THEN 250 ELSE 0 END, 'settled',
            m.created_at + interval '1 hour' + k * interval '10 minutes',
            m.created_at + interval '1 hour' + k * interval '10 minutes' + interval '2 seconds'
       FROM members m CROSS JOIN generate_series(1, 3) k
       JOIN g ON g.i = (m.id + k) % (SELECT count(*) FROM g)
      WHERE ${fresh}`,
  );
  // one lottery order and bet each, settled, on the past draws in time order (the draws cover fewer
  // days than the members' year: the bets of a day are denser at 100k members than at 1k, as they would be)
  await q(
    `WITH h AS (SELECT id, open_at, row_number() OVER (ORDER BY draw_at, id) - 1 AS i FROM lottery_draws WHERE numero LIKE 'H%'),
          j AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS j FROM members m WHERE ${fresh})
     INSERT INTO lottery_orders (member_id, request_id, draw_id, total_stake, balance_after, created_at)
     SELECT j.id, 'scale', h.id, 100, 10000, h.open_at + interval '1 second'
       FROM j JOIN h ON h.i = floor(j.j::numeric * (SELECT count(*) FROM h) / $1)::bigint ORDER BY j.id`,
    [missing],
  );
  await q(
    `INSERT INTO lottery_bets (order_id, member_id, game_id, draw_id, play_code, play_kind, play_digits, bet_number, stake,
                               odds_milli, status, payout, created_at, settled_at)
     SELECT o.id, o.member_id, d.game_id, d.id, p.code, p.kind, p.digits,
            CASE p.kind WHEN 'bigSmall' THEN 'BIG' WHEN 'oddEven' THEN 'ODD'
                        ELSE lpad((o.member_id % power(10, p.digits)::bigint)::text, p.digits, '0') END,
            100, p.odds_milli, 'LOST', 0, o.created_at, d.settled_at
       FROM lottery_orders o JOIN members m ON m.id = o.member_id
       JOIN lottery_draws d ON d.id = o.draw_id
       JOIN lottery_games lg ON lg.id = d.game_id
       JOIN LATERAL (SELECT t.code, t.kind, t.digits, t.odds_milli FROM lottery_play_types t
                      WHERE t.family_code = lg.family_code ORDER BY t.sort, t.id LIMIT 1) p ON true
      WHERE o.request_id = 'scale' AND ${fresh} ORDER BY o.id`,
  );
  await q(
    `INSERT INTO member_messages (member_id, kind, title, body, created_at, read_at)
     SELECT m.id, 'system', 'Welcome', 'Welcome to the site', m.created_at, CASE WHEN k = 1 THEN m.created_at END
       FROM members m CROSS JOIN generate_series(1, 2) k WHERE ${fresh} ORDER BY m.id, k`,
  );
}

await step('drawHistory', () => ensureDrawHistory(db));
if (targetGames > 0)
  await step('catalogue', async () => {
    const before = await count('SELECT count(*)::int AS n FROM games');
    await growCatalogue(db, targetGames);
    // the lobby order of the new games, as an operator's catalogue change recomputes it
    if ((await count('SELECT count(*)::int AS n FROM games')) !== before) await reorderCatalogue(db);
  });
if (targetMembers > 0) await step('members', () => growMembers(db, targetMembers));
// what autovacuum does after a bulk load on PostgreSQL (statistics, and the visibility map that lets
// an index answer alone); PGlite has no autovacuum, so there only the statistics, as the seeder does
await step('analyze', () => db.exec(db.kind === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE'));

const [demo] = await db.query<{ id: number }>("SELECT id FROM members WHERE account = 'demo'");
if (!demo) throw new Error('the demo member was not seeded');
const token = await createSession(db, demo.id, { userAgent: 'bench/scale' });

// words of the seeded games' English names, for searches that each miss the server's answer cache
const words = await db.query<{ w: string }>(
  `SELECT w FROM (SELECT lower(regexp_split_to_table(name ->> 'en', '[^A-Za-z]+')) AS w FROM games WHERE node_id < 1000000) x
    WHERE length(w) >= 4 GROUP BY w ORDER BY count(*) DESC, w LIMIT 300`,
);
const classifies = await db.query<{ classify: string }>(
  `SELECT classify FROM games WHERE game_type = 'RNG' GROUP BY classify ORDER BY count(*) DESC`,
);
const tables = await db.query<{ name: string; rows: number }>(
  `SELECT relname AS name, reltuples::bigint AS rows FROM pg_class
    WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace AND reltuples >= 1000 ORDER BY reltuples DESC`,
);
process.stdout.write(
  `${JSON.stringify({
    database: db.kind,
    games: await count('SELECT count(*)::int AS n FROM games'),
    members: await count('SELECT count(*)::int AS n FROM members'),
    agentTeam: await count(
      "SELECT count(*)::int AS n FROM member_tree WHERE ancestor_id = (SELECT id FROM members WHERE account = 'agent01')",
    ),
    token,
    searchTerms: words.map((r) => r.w),
    classifies: classifies.map((r) => r.classify),
    tables: Object.fromEntries(tables.map((t) => [t.name, Number(t.rows)])),
    prepareMs: timings,
  })}\n`,
);
await platform.push?.close();
await db.close();
