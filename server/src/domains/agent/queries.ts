import type { DownlineMember, MemberProfit, TeamBet, TeamFigures } from '@tala/contract/agent';
import type { Sql } from '../../db/client.ts';
import { forgetSessions } from '../session/tokens.ts';
import { teamCte } from './tree.ts';

/**
 * The agent centre's SQL. Every query is scoped by a CTE `scope(id)` whose `$1` is either the agent
 * (his whole team, at every depth) or one member of it (that member alone); callers have checked the
 * member with assertDownline first.
 *
 * What the figures count, from the tables the product writes:
 * - deposits: ledger postings of kind 'deposit' (money into the member's wallets);
 * - withdrawals: what withdrawal requests took from the member's wallets (the hold, kind 'withdrawal')
 *   less what rejected ones gave back ('withdrawal.return');
 * - valid bets: lottery bets settled WON or LOST and game rounds settled, by settlement time (open and
 *   refunded bets are not valid); profit and loss is their payout minus their stake, the players'
 *   side (negative when the team lost);
 * - active players: members who placed a bet (lottery or game) in the period.
 */
export type Scope =
  /** maxDepth: the levels the agent's role reaches (depthLimit); absent or null, every level. */
  { kind: 'team'; agentId: number; maxDepth?: number | null } | { kind: 'member'; memberId: number };

function scopeSql(scope: Scope): { cte: string; id: number } {
  return scope.kind === 'team'
    ? { cte: `WITH ${teamCte('$1', scope.maxDepth ?? null)}, scope AS (SELECT id FROM team)`, id: scope.agentId }
    : { cte: 'WITH scope AS (SELECT $1::bigint AS id)', id: scope.memberId };
}

const num = (v: unknown) => Number(v ?? 0);

type FigureRow = {
  i: number;
  new_members: number;
  active_players: number;
  deposits: number;
  withdrawals: number;
  valid_bet: number;
  profit_loss: number;
};

/**
 * Figures of a scope over several half-open ranges [from, to) at once: the team is read once and
 * each table once over the union of the ranges (the overview asks for today, yesterday and the month).
 */
export async function periodFigures(sql: Sql, scope: Scope, ranges: readonly (readonly [Date, Date])[]): Promise<TeamFigures[]> {
  const { cte, id } = scopeSql(scope);
  const from = new Date(Math.min(...ranges.map(([f]) => f.getTime())));
  const to = new Date(Math.max(...ranges.map(([, t]) => t.getTime())));
  const rows = await sql.query<FigureRow>(
    `${cte},
     ranges AS (SELECT i, f, t FROM unnest($4::timestamptz[], $5::timestamptz[]) WITH ORDINALITY AS r(f, t, i)),
     settled AS (
       SELECT b.stake, b.payout, b.settled_at AS at FROM lottery_bets b JOIN scope s ON s.id = b.member_id
        WHERE b.status IN ('WON', 'LOST') AND b.settled_at >= $2 AND b.settled_at < $3
       UNION ALL
       SELECT r.stake, r.payout, r.settled_at FROM game_rounds r JOIN scope s ON s.id = r.member_id
        WHERE r.status = 'settled' AND r.settled_at >= $2 AND r.settled_at < $3
     ),
     placed AS (
       SELECT b.member_id, b.created_at AS at FROM lottery_bets b JOIN scope s ON s.id = b.member_id
        WHERE b.created_at >= $2 AND b.created_at < $3
       UNION ALL
       SELECT r.member_id, r.created_at FROM game_rounds r JOIN scope s ON s.id = r.member_id
        WHERE r.created_at >= $2 AND r.created_at < $3
     ),
     money AS (
       SELECT p.kind, e.amount, p.created_at AS at FROM ledger_postings p
         JOIN ledger_entries e ON e.posting_id = p.id
         JOIN ledger_accounts a ON a.id = e.account_id
         JOIN scope s ON s.id = a.member_id
        WHERE p.kind IN ('deposit', 'withdrawal', 'withdrawal.return') AND p.created_at >= $2 AND p.created_at < $3
     ),
     joined AS (SELECT m.created_at AS at FROM members m JOIN scope s ON s.id = m.id WHERE m.created_at >= $2 AND m.created_at < $3)
     SELECT r.i,
       (SELECT count(*) FROM joined WHERE at >= r.f AND at < r.t) AS new_members,
       (SELECT count(DISTINCT member_id) FROM placed WHERE at >= r.f AND at < r.t) AS active_players,
       (SELECT COALESCE(sum(amount), 0) FROM money WHERE kind = 'deposit' AND at >= r.f AND at < r.t) AS deposits,
       (SELECT COALESCE(-sum(amount), 0) FROM money WHERE kind <> 'deposit' AND at >= r.f AND at < r.t) AS withdrawals,
       (SELECT COALESCE(sum(stake), 0) FROM settled WHERE at >= r.f AND at < r.t) AS valid_bet,
       (SELECT COALESCE(sum(payout - stake), 0) FROM settled WHERE at >= r.f AND at < r.t) AS profit_loss
     FROM ranges r ORDER BY r.i`,
    [id, from, to, ranges.map(([f]) => f.toISOString()), ranges.map(([, t]) => t.toISOString())],
  );
  return rows.map((row) => ({
    newMembers: num(row.new_members),
    activePlayers: num(row.active_players),
    depositsMinor: num(row.deposits),
    withdrawalsMinor: num(row.withdrawals),
    validBetMinor: num(row.valid_bet),
    profitLossMinor: num(row.profit_loss),
  }));
}

/**
 * A team's valid bet and profit/loss (players' side) in each of several ranges [from, to): the
 * contract settlement's figures, one query however many 5-minute periods a run catches up.
 */
export async function periodBets(
  sql: Sql,
  agentId: number,
  ranges: readonly (readonly [Date, Date])[],
): Promise<{ validBetMinor: number; profitLossMinor: number }[]> {
  const { cte, id } = scopeSql({ kind: 'team', agentId });
  const rows = await sql.query<{ i: number; valid_bet: number; profit_loss: number }>(
    `${cte},
     ranges AS (SELECT i, f, t FROM unnest($4::timestamptz[], $5::timestamptz[]) WITH ORDINALITY AS r(f, t, i)),
     settled AS (
       SELECT b.stake, b.payout, b.settled_at AS at FROM lottery_bets b JOIN scope s ON s.id = b.member_id
        WHERE b.status IN ('WON', 'LOST') AND b.settled_at >= $2 AND b.settled_at < $3
       UNION ALL
       SELECT r.stake, r.payout, r.settled_at FROM game_rounds r JOIN scope s ON s.id = r.member_id
        WHERE r.status = 'settled' AND r.settled_at >= $2 AND r.settled_at < $3
     )
     SELECT r.i, COALESCE(sum(s.stake), 0) AS valid_bet, COALESCE(sum(s.payout - s.stake), 0) AS profit_loss
       FROM ranges r LEFT JOIN settled s ON s.at >= r.f AND s.at < r.t GROUP BY r.i ORDER BY r.i`,
    [id, ranges[0]![0], ranges.at(-1)![1], ranges.map(([f]) => f.toISOString()), ranges.map(([, t]) => t.toISOString())],
  );
  return rows.map((r) => ({ validBetMinor: num(r.valid_bet), profitLossMinor: num(r.profit_loss) }));
}

/** Valid bet and profit/loss per day over [dayStarts[0], to), keyed by the day's index in `dayStarts`. */
export async function dailyBets(
  sql: Sql,
  agentId: number,
  dayStarts: Date[],
  to: Date,
  maxDepth: number | null = null,
): Promise<Map<number, { validBetMinor: number; profitLossMinor: number }>> {
  const { cte, id } = scopeSql({ kind: 'team', agentId, maxDepth });
  // each bet falls in the day whose start is the last one at or before it: the days' own midnights,
  // so a day of 23 or 25 hours counts as it is
  const rows = await sql.query<{ bucket: number; valid_bet: number; profit_loss: number }>(
    `${cte},
     settled AS (
       SELECT b.stake, b.payout, b.settled_at FROM lottery_bets b JOIN scope s ON s.id = b.member_id
        WHERE b.status IN ('WON', 'LOST') AND b.settled_at >= $2 AND b.settled_at < $3
       UNION ALL
       SELECT r.stake, r.payout, r.settled_at FROM game_rounds r JOIN scope s ON s.id = r.member_id
        WHERE r.status = 'settled' AND r.settled_at >= $2 AND r.settled_at < $3
     )
     SELECT width_bucket(settled_at, $4::timestamptz[]) AS bucket,
            sum(stake) AS valid_bet, sum(payout - stake) AS profit_loss
       FROM settled GROUP BY 1`,
    [id, dayStarts[0], to, dayStarts.map((d) => d.toISOString())],
  );
  return new Map(rows.map((r) => [num(r.bucket) - 1, { validBetMinor: num(r.valid_bet), profitLossMinor: num(r.profit_loss) }]));
}

/** Team size, direct members and sub-agents of an agent. */
export async function teamCounts(
  sql: Sql,
  agentId: number,
  maxDepth: number | null = null,
): Promise<{ teamSize: number; direct: number; agents: number }> {
  const [row] = await sql.query<{ size: number; direct: number; agents: number }>(
    `WITH ${teamCte('$1', maxDepth)}
     SELECT count(*) AS size, count(*) FILTER (WHERE t.level = 1) AS direct,
            count(*) FILTER (WHERE m.is_agent = ANY('{1,2,41,42}'::int[])) AS agents
       FROM team t JOIN members m ON m.id = t.id`,
    [agentId],
  );
  return { teamSize: num(row?.size), direct: num(row?.direct), agents: num(row?.agents) };
}

type DownlineRow = {
  id: number;
  account: string;
  nickname: string;
  is_agent: number;
  level: number;
  upline: string;
  status: 'active' | 'locked' | 'closed';
  balance: number;
  team_size: number;
  last_login_at: Date | null;
  created_at: Date;
  password_must_change: boolean;
  rebate_bps: number;
};

/**
 * A member's columns; `level` is the SQL of his level below the agent and `reach` that of the levels
 * the agent's role reaches (NULL: every level), so his own team size counts only whom the agent sees.
 */
const downlineColumns = (level: string, reach: string) => `m.id, m.account, m.nickname, m.is_agent, ${level} AS level,
  u.account AS upline, m.status,
  (SELECT COALESCE(sum(a.balance), 0) FROM ledger_accounts a WHERE a.member_id = m.id) AS balance,
  (SELECT count(*) FROM member_tree mt WHERE mt.ancestor_id = m.id
      AND (${reach}::int IS NULL OR mt.depth <= ${reach}::int - ${level})) AS team_size,
  m.last_login_at, m.created_at, m.password_must_change, m.rebate_bps`;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toDownline(r: DownlineRow): DownlineMember {
  return {
    id: num(r.id),
    account: r.account,
    nickname: r.nickname || r.account,
    isAgent: num(r.is_agent),
    level: num(r.level),
    upline: r.upline,
    status: r.status,
    balanceMinor: num(r.balance),
    teamSize: num(r.team_size),
    lastLoginAt: iso(r.last_login_at),
    createdAt: iso(r.created_at)!,
    rebateBps: num(r.rebate_bps),
  };
}

export interface DownlineFilter {
  /** Direct members of this member (the agent or one of his team); ignored when searching. */
  uplineId: number;
  search?: string | undefined;
  status?: 'active' | 'locked' | undefined;
  pageNo: number;
  pageSize: number;
  /** The levels the agent's role reaches; null: every level. */
  maxDepth: number | null;
}

/**
 * A page of the agent's team: the direct members of `uplineId`, or every member whose account
 * contains `search` (at any depth). Newest first.
 */
export async function downlinePage(
  sql: Sql,
  agentId: number,
  filter: DownlineFilter,
): Promise<{ list: DownlineMember[]; total: number }> {
  const search = filter.search ? `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = `WHERE ($2::text IS NOT NULL AND lower(m.account) LIKE $2) OR ($2::text IS NULL AND m.upline_id = $3)`;
  const statusFilter = `AND ($4::text IS NULL OR m.status = $4)`;
  const from = `FROM team t JOIN members m ON m.id = t.id JOIN members u ON u.id = m.upline_id`;
  const params = [agentId, search, filter.uplineId, filter.status ?? null];
  const [count] = await sql.query<{ n: number }>(
    `WITH ${teamCte('$1', filter.maxDepth)} SELECT count(*) AS n ${from} ${where} ${statusFilter}`,
    params,
  );
  const rows = await sql.query<DownlineRow>(
    `WITH ${teamCte('$1', filter.maxDepth)} SELECT ${downlineColumns('t.level', '$7')} ${from} ${where} ${statusFilter}
      ORDER BY m.created_at DESC, m.id DESC LIMIT $5 OFFSET $6`,
    [...params, filter.pageSize, (filter.pageNo - 1) * filter.pageSize, filter.maxDepth],
  );
  return { list: rows.map(toDownline), total: num(count?.n) };
}

/** One member of the agent's team (the caller checked he is in it). */
export async function downlineMember(
  sql: Sql,
  memberId: number,
  level: number,
  maxDepth: number | null = null,
): Promise<(DownlineMember & { mustChangePassword: boolean }) | null> {
  const [row] = await sql.query<DownlineRow>(
    `SELECT ${downlineColumns('$2::int', '$3')}
       FROM members m JOIN members u ON u.id = m.upline_id WHERE m.id = $1`,
    [memberId, level, maxDepth],
  );
  return row ? { ...toDownline(row), mustChangePassword: row.password_must_change } : null;
}

/** A member's own rebate, in basis points. */
export async function rebateOf(sql: Sql, memberId: number): Promise<number> {
  const [row] = await sql.query<{ rebate_bps: number }>('SELECT rebate_bps FROM members WHERE id = $1', [memberId]);
  return num(row?.rebate_bps);
}

/**
 * Sets a member's rebate and brings everyone below him who has more down to it: nobody's rebate is
 * ever above his upline's, however it was reached (a lower rate here, a move to another team).
 */
export async function setRebate(sql: Sql, memberId: number, rebateBps: number): Promise<void> {
  const changed = await sql.query<{ id: number }>(
    `UPDATE members SET rebate_bps = $2
      WHERE rebate_bps <> $2
        AND (id = $1 OR (rebate_bps > $2 AND id IN (SELECT member_id FROM member_tree WHERE ancestor_id = $1)))
      RETURNING id`,
    [memberId, rebateBps],
  );
  // the history the payout reads: each day is paid at the rate in force at its end
  if (changed.length)
    await sql.query('INSERT INTO rebate_changes (member_id, rate_bps) SELECT unnest($1::bigint[]), $2', [
      changed.map((r) => num(r.id)),
      rebateBps,
    ]);
}

/** Locks or unlocks a member; a locked member's sessions stop at once (the session resolver reads the status). */
export async function setMemberStatus(sql: Sql, memberId: number, status: 'active' | 'locked'): Promise<void> {
  await sql.query(`UPDATE members SET status = $2 WHERE id = $1 AND status <> 'closed'`, [memberId, status]);
  // locked: his sessions end here at once; unlocked: his tokens this node found dead work again
  forgetSessions(sql, (member) => member === null || member.id === memberId);
}

export async function createMember(
  sql: Sql,
  input: { account: string; nickname: string; passwordHash: string; uplineId: number; language: string },
): Promise<number> {
  const [row] = await sql.query<{ id: number }>(
    `INSERT INTO members (account, nickname, password_hash, upline_id, password_must_change, language, profile)
     VALUES ($1, $2, $3, $4, true, $5, '{"registerMethod":"AGENT"}'::jsonb) RETURNING id`,
    [input.account, input.nickname, input.passwordHash, input.uplineId, input.language],
  );
  return num(row!.id);
}

type BetRow = {
  id: string;
  source: 'lottery' | 'game';
  account: string;
  game_name: unknown;
  round: string;
  stake: number;
  payout: number;
  status: string;
  created_at: Date;
};

export interface PeriodFilter {
  from: string | null;
  to: string | null;
  pageNo: number;
  pageSize: number;
}

/** Lottery bets and game rounds of a scope, newest first, with the count and sums over the filter. */
export async function teamBetPage(
  sql: Sql,
  scope: Scope,
  filter: PeriodFilter,
  name: (text: unknown) => string,
): Promise<{ list: TeamBet[]; total: number; stake: number; payout: number; validCount: number; validStake: number }> {
  const { cte, id } = scopeSql(scope);
  const bets = `${cte},
    bets AS (
      SELECT 'L' || b.id AS id, 'lottery' AS source, b.member_id, g.name AS game_name, d.numero AS round, b.stake, b.payout,
             CASE b.status WHEN 'OPEN' THEN 'open' WHEN 'WON' THEN 'won' WHEN 'LOST' THEN 'lost' ELSE 'refunded' END AS status,
             b.created_at
        FROM lottery_bets b JOIN scope s ON s.id = b.member_id
        JOIN lottery_games g ON g.id = b.game_id JOIN lottery_draws d ON d.id = b.draw_id
       WHERE ($2::timestamptz IS NULL OR b.created_at >= $2) AND ($3::timestamptz IS NULL OR b.created_at < $3)
      UNION ALL
      SELECT 'G' || r.id, 'game', r.member_id, gm.name, r.id, r.stake, r.payout,
             CASE WHEN r.status IN ('open', 'refunded') THEN r.status WHEN r.payout > 0 THEN 'won' ELSE 'lost' END,
             r.created_at
        FROM game_rounds r JOIN scope s ON s.id = r.member_id JOIN games gm ON gm.node_id = r.node_id
       WHERE ($2::timestamptz IS NULL OR r.created_at >= $2) AND ($3::timestamptz IS NULL OR r.created_at < $3)
    )`;
  const params = [id, filter.from, filter.to];
  const [sum] = await sql.query<{ n: number; stake: number; payout: number; valid_n: number; valid_stake: number }>(
    `${bets} SELECT count(*) AS n, COALESCE(sum(stake), 0) AS stake,
       COALESCE(sum(payout) FILTER (WHERE status IN ('won', 'lost')), 0) AS payout,
       count(*) FILTER (WHERE status IN ('won', 'lost')) AS valid_n,
       COALESCE(sum(stake) FILTER (WHERE status IN ('won', 'lost')), 0) AS valid_stake FROM bets`,
    params,
  );
  const rows = await sql.query<BetRow>(
    `${bets} SELECT b.id, b.source, m.account, b.game_name, b.round, b.stake, b.payout, b.status, b.created_at
       FROM bets b JOIN members m ON m.id = b.member_id
      ORDER BY b.created_at DESC, b.id DESC LIMIT $4 OFFSET $5`,
    [...params, filter.pageSize, (filter.pageNo - 1) * filter.pageSize],
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      source: r.source,
      account: r.account,
      gameName: name(r.game_name),
      round: String(r.round),
      stakeMinor: num(r.stake),
      payoutMinor: num(r.payout),
      status: r.status as TeamBet['status'],
      createdAt: iso(r.created_at)!,
    })),
    total: num(sum?.n),
    stake: num(sum?.stake),
    payout: num(sum?.payout),
    validCount: num(sum?.valid_n),
    validStake: num(sum?.valid_stake),
  };
}

type ProfitRow = {
  member_id: number;
  account: string;
  bet_count: number;
  valid_bet: number;
  payout: number;
  deposits: number;
  withdrawals: number;
};

function toProfit(r: ProfitRow): MemberProfit {
  return {
    memberId: num(r.member_id),
    account: r.account,
    betCount: num(r.bet_count),
    validBetMinor: num(r.valid_bet),
    payoutMinor: num(r.payout),
    profitLossMinor: num(r.payout) - num(r.valid_bet),
    depositsMinor: num(r.deposits),
    withdrawalsMinor: num(r.withdrawals),
  };
}

/**
 * Profit and loss per member of a scope over a period (by settlement time for bets, posting time for
 * money): only members with something in the period, by account.
 */
export async function memberProfitPage(
  sql: Sql,
  scope: Scope,
  filter: PeriodFilter,
): Promise<{ list: MemberProfit[]; total: number; totals: Omit<MemberProfit, 'memberId' | 'account'> }> {
  const { cte, id } = scopeSql(scope);
  const rowsCte = `${cte},
    settled AS (
      SELECT b.member_id, b.stake, b.payout FROM lottery_bets b JOIN scope s ON s.id = b.member_id
       WHERE b.status IN ('WON', 'LOST') AND ($2::timestamptz IS NULL OR b.settled_at >= $2) AND ($3::timestamptz IS NULL OR b.settled_at < $3)
      UNION ALL
      SELECT r.member_id, r.stake, r.payout FROM game_rounds r JOIN scope s ON s.id = r.member_id
       WHERE r.status = 'settled' AND ($2::timestamptz IS NULL OR r.settled_at >= $2) AND ($3::timestamptz IS NULL OR r.settled_at < $3)
    ),
    bet_sums AS (SELECT member_id, count(*) AS bet_count, sum(stake) AS valid_bet, sum(payout) AS payout FROM settled GROUP BY member_id),
    money AS (
      SELECT a.member_id,
             COALESCE(sum(e.amount) FILTER (WHERE p.kind = 'deposit'), 0) AS deposits,
             COALESCE(-sum(e.amount) FILTER (WHERE p.kind <> 'deposit'), 0) AS withdrawals
        FROM ledger_postings p JOIN ledger_entries e ON e.posting_id = p.id
        JOIN ledger_accounts a ON a.id = e.account_id JOIN scope s ON s.id = a.member_id
       WHERE p.kind IN ('deposit', 'withdrawal', 'withdrawal.return')
         AND ($2::timestamptz IS NULL OR p.created_at >= $2) AND ($3::timestamptz IS NULL OR p.created_at < $3)
       GROUP BY a.member_id
    ),
    per_member AS (
      SELECT m.id AS member_id, m.account, COALESCE(b.bet_count, 0) AS bet_count, COALESCE(b.valid_bet, 0) AS valid_bet,
             COALESCE(b.payout, 0) AS payout, COALESCE(y.deposits, 0) AS deposits, COALESCE(y.withdrawals, 0) AS withdrawals
        FROM scope s JOIN members m ON m.id = s.id
        LEFT JOIN bet_sums b ON b.member_id = s.id LEFT JOIN money y ON y.member_id = s.id
       WHERE b.member_id IS NOT NULL OR y.member_id IS NOT NULL
    )`;
  const params = [id, filter.from, filter.to];
  const [sum] = await sql.query<ProfitRow & { n: number }>(
    `${rowsCte} SELECT count(*) AS n, 0 AS member_id, '' AS account, COALESCE(sum(bet_count), 0) AS bet_count,
       COALESCE(sum(valid_bet), 0) AS valid_bet, COALESCE(sum(payout), 0) AS payout,
       COALESCE(sum(deposits), 0) AS deposits, COALESCE(sum(withdrawals), 0) AS withdrawals FROM per_member`,
    params,
  );
  const rows = await sql.query<ProfitRow>(
    `${rowsCte} SELECT * FROM per_member ORDER BY lower(account), member_id LIMIT $4 OFFSET $5`,
    [...params, filter.pageSize, (filter.pageNo - 1) * filter.pageSize],
  );
  const { memberId: _id, account: _account, ...totals } = toProfit(sum!);
  return { list: rows.map(toProfit), total: num(sum?.n), totals };
}

/** The member's account and upline, for operator commands. */
export async function memberForOps(
  sql: Sql,
  account: string,
): Promise<{ id: number; account: string; is_agent: number; upline_id: number | null; affiliate_code: string | null } | null> {
  const [row] = await sql.query<{
    id: number;
    account: string;
    is_agent: number;
    upline_id: number | null;
    affiliate_code: string | null;
  }>(`SELECT id, account, is_agent, upline_id, affiliate_code FROM members WHERE lower(account) = lower($1)`, [account]);
  return row ? { ...row, id: num(row.id), upline_id: row.upline_id === null ? null : num(row.upline_id) } : null;
}
