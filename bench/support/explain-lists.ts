/**
 * The scale bench's plan records: on a database bench/support/prepare-scale.ts grew, calls every list
 * the API and the operator commands serve — the game list with each filter, sort and search, the
 * lottery lists, a member's records, messages, promotions, the agent centre's lists, the operator's
 * queues — through the server's own routes (Fastify's inject, the real domains and hooks), with the
 * database observed (observeQueries), so the statements recorded are the ones the server sends, with
 * the parameters it sent. Each read is then explained: EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) on
 * PostgreSQL, (ANALYZE, FORMAT JSON) on PGlite. Writes the records as JSON to BENCH_EXPLAIN_OUT.
 * Run with `node --import tsx bench/support/explain-lists.ts` and DATA_DIR or DATABASE_URL set.
 */
import fs from 'node:fs';
import { loadConfig } from '../../server/src/config.ts';
import { observeQueries, openDatabase } from '../../server/src/db/client.ts';
import { createPlatform } from '../../server/src/platform.ts';
import { buildApp } from '../../server/src/http/app.ts';
import { bindHooks, domains } from '../../server/src/domains/index.ts';
import { opsDomain } from '../../server/src/ops/routes.ts';
import { runOps } from '../../server/src/ops/commands.ts';
import { createSession } from '../../server/src/domains/session/tokens.ts';

const out = process.env.BENCH_EXPLAIN_OUT;
if (!out) throw new Error('BENCH_EXPLAIN_OUT names the file the records go to');
// a table this large or larger is one a sequential scan must not read on a request's path
const largeRows = Number(process.env.BENCH_LARGE_TABLE_ROWS ?? 10_000);

type Captured = { text: string; params: readonly unknown[]; call: string; caller: string };
const captured: Captured[] = [];
let current: string | null = null;

/**
 * The server function that sent a statement: the first frame under server/src/domains, by name; an
 * unnamed one (a callback) by its line, with the next named function of its file (the one it is in).
 */
function callerOf(stack: string | undefined): string {
  let unnamed: { file: string; at: string } | null = null;
  for (const line of (stack ?? '').split('\n').slice(2)) {
    const m = /at (?:async )?(?:(\S+) \()?.*server\/src\/(domains\/[^:]+):(\d+):\d+\)?$/.exec(line);
    if (!m) continue;
    const name = m[1]?.replace(/^Object\./, '');
    const file = m[2]!;
    if (!unnamed && name && name !== '<anonymous>') return `${file} ${name}`;
    if (!unnamed) unnamed = { file, at: `${file}:${m[3]}` };
    else if (file === unnamed.file && name && name !== '<anonymous>') return `${unnamed.at} in ${name}`;
  }
  return unnamed?.at ?? 'unknown';
}

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', RUN_JOBS: 'false', NODE_ENV: 'production' });
const db = observeQueries(await openDatabase(config), (text, params) => {
  if (current) captured.push({ text, params, call: current, caller: callerOf(new Error().stack) });
});
const platform = await createPlatform(config, db);
const app = await buildApp(platform, { domains: [...domains, opsDomain], hooks: bindHooks, serveWeb: false });
await app.ready();

const one = async <T>(sql: string, params: unknown[] = []) => (await db.query<T & Record<string, unknown>>(sql, params))[0];
const idOf = async (account: string) =>
  Number((await one<{ id: number }>('SELECT id FROM members WHERE account = $1', [account]))!.id);
const demoId = await idOf('demo');
const agentId = await idOf('agent01');
const subAgentId = await idOf('subagent01');
const demo = await createSession(db, demoId, { userAgent: 'bench/explain' });
const agent = await createSession(db, agentId, { userAgent: 'bench/explain' });
const lotteryCode = (await one<{ code: string }>('SELECT code FROM lottery_games WHERE enabled ORDER BY sort, id LIMIT 1'))!.code;
const vendor = (await one<{ vendor: string }>(
  "SELECT vendor FROM games WHERE game_type = 'RNG' GROUP BY vendor ORDER BY count(*) DESC LIMIT 1",
))!.vendor;
const missionId = (await one<{ id: number }>('SELECT id FROM missions ORDER BY id LIMIT 1'))?.id;
const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
const now = new Date().toISOString();
const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString();

/** Every list, by the name the records carry: an API call (path and query, whose token) or an operator command. */
const calls: { name: string; url?: string; as?: 'demo' | 'agent'; ops?: string[] }[] = [
  // the lobby: first page, each filter alone and together, the search, a deep page
  { name: 'gameList first page', url: '/wps/relay/GCSGAME_gameList' },
  { name: 'gameList by type', url: '/wps/relay/GCSGAME_gameList?gameType=RNG' },
  { name: 'gameList by type and classify', url: '/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=SLOT' },
  { name: 'gameList rare classify', url: '/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=BINGO' },
  { name: 'gameList by vendor', url: `/wps/relay/GCSGAME_gameList?vassalage=${vendor}` },
  { name: 'gameList by vendor and type', url: `/wps/relay/GCSGAME_gameList?vassalage=${vendor}&gameType=RNG` },
  { name: 'gameList minimum bet', url: '/wps/relay/GCSGAME_gameList?gameType=RNG&minBet=0.5' },
  { name: 'gameList lines', url: '/wps/relay/GCSGAME_gameList?gameType=RNG&minLineNum=20' },
  { name: 'gameList search', url: '/wps/relay/GCSGAME_gameList?gameName=dragon' },
  { name: 'gameList search, no match', url: '/wps/relay/GCSGAME_gameList?gameName=zzqx' },
  {
    name: 'gameList filtered search',
    url: '/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=SLOT&gameName=dragon&minBet=0.5&pageSize=42',
  },
  { name: 'gameList deep page', url: '/wps/relay/GCSGAME_gameList?pageNo=40&pageSize=42' },
  { name: 'gameList member token', url: '/wps/relay/GCSGAME_gameList?gameType=RNG', as: 'demo' },
  { name: 'hot games', url: '/wps/relay/GCSGAME_hotGamesV2?size=20' },
  { name: 'game menus', url: '/lgw/games/game_menus' },
  { name: 'game vendors', url: '/wps/relay/GCSGAME_gameVendor' },
  { name: 'vendor game types', url: `/wps/relay/GCSGAME_getVassGameType?vassalage=${vendor}` },
  { name: 'rank list', url: '/wps/relay/GCSGAME_getRankList?period=week&size=20' },
  { name: 'favourite games', url: '/wps/relay/MCSFE_getFavoriteGamesList', as: 'demo' },
  { name: 'recent games', url: '/wps/relay/GCS_recentGame', as: 'demo' },
  { name: 'pvp rooms', url: `/wps/relay/GLS2_roomList?vassalage=${vendor}`, as: 'demo' },
  // lottery
  { name: 'lottery menu', url: '/lgw/vn/games/game_menu' },
  { name: 'lottery popular', url: '/lgw/games/popular?count=8' },
  { name: 'lottery opened numeros', url: `/lgw/vn/numeros/opened/game?gameCode=${lotteryCode}&count=10` },
  { name: 'lottery draw history', url: `/lgw/lotto/draws?gameCode=${lotteryCode}` },
  { name: 'lottery draw history deep page', url: `/lgw/lotto/draws?gameCode=${lotteryCode}&pageNo=50` },
  { name: 'lottery recent games', url: '/lgw/vn/games/game_menu/recent', as: 'demo' },
  { name: 'lottery bet records', url: '/lgw/lotto/bets', as: 'demo' },
  {
    name: 'lottery bet records by game and period',
    url: `/lgw/lotto/bets?gameCode=${lotteryCode}&from=${monthAgo}&to=${now}`,
    as: 'demo',
  },
  { name: 'lottery bet records by status', url: '/lgw/lotto/bets?status=WON', as: 'demo' },
  // a member's records
  { name: 'wallet balance', url: '/wps/v2/wallets/balance', as: 'demo' },
  { name: 'wallet transactions', url: '/wps/relay/ODSFE2_MemTransDet', as: 'demo' },
  {
    name: 'wallet transactions by period and type',
    url: `/wps/relay/ODSFE2_MemTransDet?from=${monthAgo}&to=${now}&type=bet`,
    as: 'demo',
  },
  { name: 'wallet per vendor', url: '/wps/relay/GCS_merchantWallet', as: 'demo' },
  { name: 'game rounds', url: '/wps/member/game-rounds', as: 'demo' },
  { name: 'game rounds by period', url: `/wps/member/game-rounds?from=${monthAgo}&to=${now}`, as: 'demo' },
  { name: 'bet totals', url: '/wps/member/bets/totals?product=games', as: 'demo' },
  { name: 'bet vendors', url: '/wps/member/bets/vendors', as: 'demo' },
  { name: 'deposit orders', url: '/wps/deposit/orders', as: 'demo' },
  { name: 'withdrawals', url: '/wps/withdraw/requests', as: 'demo' },
  { name: 'points history', url: '/wps/points/history', as: 'demo' },
  { name: 'points items', url: '/wps/points/items', as: 'demo' },
  { name: 'member profit', url: `/wps/member/profit?from=${monthAgo}&to=${now}`, as: 'demo' },
  { name: 'member sessions', url: '/wps/member/sessions', as: 'demo' },
  { name: 'feedback', url: '/wps/feedback/mine', as: 'demo' },
  // messages, notices, promotions, chat, missions
  { name: 'messages', url: '/wps/messages', as: 'demo' },
  { name: 'messages unread', url: '/wps/messages?filter=unread', as: 'demo' },
  { name: 'messages unread count', url: '/wps/relay/CSP_unreadCount', as: 'demo' },
  { name: 'announcements', url: '/wps/relay/MCSFE_getListAnnouncements' },
  { name: 'notices', url: '/wps/system/notice' },
  { name: 'help search', url: '/wps/help/search?q=deposit' },
  { name: 'promotions', url: '/wps/promotions' },
  { name: 'promotions signed in', url: '/wps/promotions', as: 'demo' },
  { name: 'promotion bonuses', url: '/wps/promotions/bonuses', as: 'demo' },
  { name: 'chat rooms', url: '/wps/chat/rooms', as: 'demo' },
  { name: 'chat history', url: '/wps/chat/messages?room=lobby', as: 'demo' },
  { name: 'missions', url: '/wps/missions', as: 'demo' },
  ...(missionId ? [{ name: 'mission leaderboard', url: `/wps/missions/leaderboard?id=${missionId}`, as: 'demo' as const }] : []),
  // the agent centre
  { name: 'agent overview', url: '/wps/agent/team/overview', as: 'agent' },
  { name: 'agent downline', url: '/wps/agent/downline', as: 'agent' },
  { name: 'agent downline search', url: '/wps/agent/downline?search=scale12', as: 'agent' },
  { name: 'agent downline locked', url: '/wps/agent/downline?status=locked', as: 'agent' },
  { name: 'agent downline of a sub-agent', url: `/wps/agent/downline?uplineId=${subAgentId}`, as: 'agent' },
  { name: 'agent downline detail', url: `/wps/agent/downline/detail?memberId=${demoId}`, as: 'agent' },
  { name: 'agent team bets', url: `/wps/agent/team/bets?from=${monthAgo}&to=${now}`, as: 'agent' },
  { name: 'agent team bets, one member', url: `/wps/agent/team/bets?memberId=${demoId}`, as: 'agent' },
  { name: 'agent member profit', url: `/wps/agent/team/profit?from=${monthAgo}&to=${now}`, as: 'agent' },
  { name: 'agent member profit, a year', url: `/wps/agent/team/profit?from=${yearAgo}&to=${now}`, as: 'agent' },
  { name: 'agent income', url: `/wps/agent/income?from=${monthAgo}&to=${now}`, as: 'agent' },
  { name: 'agent team transactions', url: `/wps/agent/team/transactions?from=${monthAgo}&to=${now}`, as: 'agent' },
  { name: 'agent credit', url: `/wps/agent/team/credit?from=${monthAgo}&to=${now}`, as: 'agent' },
  { name: 'agent announcements', url: '/wps/agent/announcements', as: 'agent' },
  { name: 'agent contracts', url: '/wps/agent/contracts?kind=dailySalary', as: 'agent' },
  // the operator's lists
  { name: 'ops cashier receipts', ops: ['cashier', 'receipts'] },
  { name: 'ops cashier pending', ops: ['cashier', 'pending'] },
  { name: 'ops cashier channels', ops: ['cashier', 'channels'] },
  { name: 'ops feedback list', ops: ['feedback', 'list'] },
  { name: 'ops promo list', ops: ['promo', 'list'] },
  { name: 'ops promo applications', ops: ['promo', 'applications'] },
  { name: 'ops points items', ops: ['points', 'items'] },
  { name: 'ops missions list', ops: ['missions', 'list'] },
  { name: 'ops chat support', ops: ['chat', 'support'] },
  { name: 'ops uploads list', ops: ['uploads', 'list', 'demo'] },
  { name: 'ops region list', ops: ['region', 'list'] },
  { name: 'ops lottery games', ops: ['lottery', 'games'] },
  { name: 'ops help votes', ops: ['help', 'votes'] },
];

const answered: { name: string; status: number | 'ok' | 'failed'; ms: number; statements: number; error?: string }[] = [];
for (const c of calls) {
  const first = captured.length;
  current = c.name;
  const t0 = performance.now();
  let status: number | 'ok' | 'failed';
  let error: string | undefined;
  try {
    if (c.ops) {
      await runOps(platform, c.ops);
      status = 'ok';
    } else {
      const headers: Record<string, string> = {};
      if (c.as) headers.token = c.as === 'demo' ? demo : agent;
      const res = await app.inject({ method: 'GET', url: c.url!, headers });
      status = res.statusCode;
      if (res.statusCode !== 200) error = res.body.slice(0, 300);
    }
  } catch (err) {
    status = 'failed';
    error = err instanceof Error ? err.message : String(err);
  }
  current = null;
  answered.push({
    name: c.name,
    status,
    ms: Math.round(performance.now() - t0),
    statements: captured.length - first,
    ...(error ? { error } : {}),
  });
}

// the tables' sizes, for telling a sequential scan of a large table from one of a small table
const sizes = new Map(
  (
    await db.query<{ name: string; rows: number }>(
      `SELECT relname AS name, reltuples::bigint AS rows FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace`,
    )
  ).map((r) => [r.name, Math.max(0, Number(r.rows))]),
);

// one record per distinct statement (whitespace aside): a read, which EXPLAIN ANALYZE may run again safely
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const isRead = (text: string) =>
  /^(SELECT|WITH)\b/i.test(text) &&
  !/\b(INSERT|UPDATE|DELETE|MERGE)\b|FOR (NO KEY )?UPDATE|FOR SHARE|pg_advisory|nextval|set_config/i.test(text);
const distinct = new Map<string, { text: string; params: readonly unknown[]; callers: Set<string>; calls: Set<string> }>();
for (const c of captured) {
  const key = collapse(c.text);
  if (!isRead(key)) continue;
  const d = distinct.get(key) ?? { text: c.text, params: c.params, callers: new Set(), calls: new Set() };
  d.callers.add(c.caller);
  d.calls.add(c.call);
  distinct.set(key, d);
}

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };
type ExplainResult = { Plan: PlanNode; 'Planning Time': number; 'Execution Time': number };

/** A plan node with what reading it needs (the rest of EXPLAIN's fields left out, to keep the record small). */
const planKeys = [
  'Node Type',
  'Strategy',
  'Join Type',
  'Relation Name',
  'Alias',
  'Index Name',
  'Scan Direction',
  'Index Cond',
  'Recheck Cond',
  'Hash Cond',
  'Merge Cond',
  'Join Filter',
  'Filter',
  'Rows Removed by Filter',
  'Sort Key',
  'Sort Method',
  'Group Key',
  'Plan Rows',
  'Total Cost',
  'Actual Rows',
  'Actual Loops',
  'Actual Total Time',
  'Shared Hit Blocks',
  'Shared Read Blocks',
  'Subplan Name',
  'Parent Relationship',
];
function compact(node: PlanNode): PlanNode {
  const out: PlanNode = {};
  for (const k of planKeys) if (node[k] !== undefined) out[k] = node[k];
  if (node.Plans?.length) out.Plans = node.Plans.map(compact);
  return out;
}
function walk(node: PlanNode, visit: (n: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}
const shortParam = (v: unknown): unknown =>
  Buffer.isBuffer(v) || v instanceof Uint8Array
    ? `<bytea ${v.length}>`
    : typeof v === 'string' && v.length > 1000
      ? `${v.slice(0, 997)}…`
      : v instanceof Date
        ? v.toISOString()
        : v;

const explainOptions = db.kind === 'postgres' ? 'ANALYZE, BUFFERS, FORMAT JSON' : 'ANALYZE, FORMAT JSON';
const records = [];
for (const [sql, d] of distinct) {
  const record: Record<string, unknown> = {
    name: [...d.callers].join(', '),
    calls: [...d.calls],
    sql,
    params: d.params.map(shortParam),
  };
  try {
    const explainOnce = async () => {
      const [row] = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (${explainOptions}) ${d.text}`, d.params);
      const raw = row!['QUERY PLAN'];
      return ((typeof raw === 'string' ? JSON.parse(raw) : raw) as [ExplainResult])[0];
    };
    // twice: the first run may read its pages from disk, the second is what a busy server sees
    const cold = await explainOnce();
    const plan = await explainOnce();
    const nodeTypes = new Set<string>();
    // a scan that keeps most of a large table (an agent's team of most of the tree) is the right plan;
    // one that keeps a few rows of it is the one an index would spare
    const seqScans: {
      table: string;
      tableRows: number;
      actualRows: number | null;
      keptOfTable: number | null;
      large: boolean;
    }[] = [];
    const sorts: { key: unknown; rows: number | null; method: unknown; underIndex: boolean }[] = [];
    const indexes = new Set<string>();
    walk(plan.Plan, (n) => {
      nodeTypes.add(String(n['Node Type']));
      if (typeof n['Index Name'] === 'string') indexes.add(n['Index Name']);
      if (n['Node Type'] === 'Seq Scan') {
        const table = String(n['Relation Name']);
        const tableRows = sizes.get(table) ?? 0;
        const actualRows = typeof n['Actual Rows'] === 'number' ? n['Actual Rows'] : null;
        seqScans.push({
          table,
          tableRows,
          actualRows: actualRows === null ? null : actualRows * Number(n['Actual Loops'] ?? 1),
          keptOfTable: actualRows === null || tableRows === 0 ? null : Number((actualRows / tableRows).toFixed(3)),
          large: tableRows >= largeRows,
        });
      }
      if (n['Node Type'] === 'Sort' || n['Node Type'] === 'Incremental Sort') {
        const input = n.Plans?.[0];
        sorts.push({
          key: n['Sort Key'],
          rows: typeof input?.['Actual Rows'] === 'number' ? input['Actual Rows'] : null,
          method: n['Sort Method'] ?? null,
          underIndex: n['Node Type'] === 'Incremental Sort',
        });
      }
    });
    const top = plan.Plan;
    Object.assign(record, {
      nodeTypes: [...nodeTypes],
      indexes: [...indexes],
      seqScans,
      seqScanOfLargeTable: seqScans.some((s) => s.large),
      sorts,
      largeSort: sorts.some((s) => (s.rows ?? 0) >= largeRows),
      estimatedRows: top['Plan Rows'],
      actualRows: top['Actual Rows'] ?? null,
      estimatedCost: top['Total Cost'],
      planningMs: plan['Planning Time'],
      executionMs: plan['Execution Time'],
      firstExecutionMs: cold['Execution Time'],
      ...(db.kind === 'postgres'
        ? { buffers: { sharedHit: top['Shared Hit Blocks'] ?? 0, sharedRead: top['Shared Read Blocks'] ?? 0 } }
        : {}),
      // the whole plan where there is something to read in it; the summary above for the rest
      ...(seqScans.some((x) => x.large) || sorts.some((x) => (x.rows ?? 0) >= largeRows) || plan['Execution Time'] >= 5
        ? { plan: compact(top) }
        : {}),
    });
  } catch (err) {
    record.error = err instanceof Error ? err.message : String(err);
  }
  records.push(record);
}

fs.writeFileSync(
  out,
  JSON.stringify({
    database: db.kind,
    explain: `EXPLAIN (${explainOptions})`,
    largeTableRows: largeRows,
    tables: Object.fromEntries([...sizes].filter(([, n]) => n >= 1_000).sort((a, b) => b[1] - a[1])),
    calls: answered,
    queries: records,
  }),
);
await app.close();
await platform.push?.close();
await db.close();
