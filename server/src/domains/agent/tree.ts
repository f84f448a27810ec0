import { isAgentCode } from '@tala/contract/core/roles';
import type { Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Member } from '../../http/context.ts';
import { assertRealAccount } from '../session/guards.ts';
import { readSetting } from '../system/settings.ts';

/**
 * The member tree: every member has at most one upline (members.upline_id); an agent's team is every
 * member below him, at any depth. The closure table member_tree (migration 0602, kept by triggers on
 * members) holds one row per member and each of his uplines with the depth between them, so a team
 * is one index range and "is he below me" one key lookup, at any size.
 */

/**
 * The members of an agent's team as a CTE named `team(id, level)`, level 1 being his direct members.
 * `agent` is the SQL expression (a placeholder such as `$1`) that holds the agent's id.
 */
export function teamCte(agent: string, maxDepth: number | null = null): string {
  // an integer from the validated brand setting, never user input
  const bound = maxDepth === null ? '' : ` AND depth <= ${Math.trunc(maxDepth)}`;
  return `team(id, level) AS (SELECT member_id, depth FROM member_tree WHERE ancestor_id = ${agent}${bound})`;
}

/**
 * How many levels below him an agent of this role code sees and acts on (brand setting agentDepth,
 * by role code: spec §6 names the codes, the brand decides their reach); null: every level.
 */
export async function depthLimit(sql: Sql, roleCode: number): Promise<number | null> {
  const limits = await readSetting(sql, 'agentDepth');
  return limits[String(roleCode) as keyof typeof limits] ?? null;
}

/** The agent centre is for agents (role codes 1, 2, 41, 42): trial accounts and players are refused. */
export function assertAgent(member: Member | null): asserts member is Member {
  assertRealAccount(member);
  if (!isAgentCode(member.isAgent)) throw new AppError('NON_AGENT');
}

/** The level of `memberId` below `agentId` (1 = direct), or null when he is not in the agent's team. */
export async function downlineLevel(sql: Sql, agentId: number, memberId: number): Promise<number | null> {
  const [row] = await sql.query<{ depth: number }>('SELECT depth FROM member_tree WHERE ancestor_id = $1 AND member_id = $2', [
    agentId,
    memberId,
  ]);
  return row ? Number(row.depth) : null;
}

/**
 * THE guard of every agent call that takes a member id: the member must be below the agent, within
 * the depth his role code reaches (depthLimit). Anyone else — the agent himself, his upline, another agent's member, an id that does not exist — is
 * NOT_FOUND, one answer for all, so an agent cannot learn which ids exist outside his team.
 */
export async function assertDownline(sql: Sql, agentId: number, memberId: number): Promise<number> {
  const [row] = await sql.query<{ depth: number; role: number }>(
    `SELECT t.depth, a.is_agent AS role FROM member_tree t JOIN members a ON a.id = t.ancestor_id
      WHERE t.ancestor_id = $1 AND t.member_id = $2`,
    [agentId, memberId],
  );
  // below the depth his role may reach, a member is as absent as one outside his team
  const limit = row ? await depthLimit(sql, Number(row.role)) : null;
  if (!row || (limit !== null && Number(row.depth) > limit)) throw new AppError('NOT_FOUND', { field: 'memberId' });
  return Number(row.depth);
}
