import { isAgentCode } from '@tala/contract/core/roles';
import type { Sql } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Member } from '../../http/context.ts';
import { assertRealAccount } from '../session/guards.ts';

/**
 * The member tree: every member has at most one upline (members.upline_id); an agent's team is every
 * member below him, at any depth. Trees are walked with recursive queries over the upline index: a
 * member's chain of uplines is as long as his depth, and a team is read breadth-first. MAX_DEPTH
 * bounds both walks, so even a cycle written by hand into the table cannot make a query run forever
 * (`agent move` refuses to create one).
 */
export const MAX_DEPTH = 32;

/**
 * The members of an agent's team as a CTE named `team(id, level)`, level 1 being his direct members.
 * `$agent` is the placeholder that holds the agent's id.
 */
export function teamCte(agent: string): string {
  return `RECURSIVE team(id, level) AS (
      SELECT id, 1 FROM members WHERE upline_id = ${agent}
      UNION ALL
      SELECT m.id, t.level + 1 FROM members m JOIN team t ON m.upline_id = t.id WHERE t.level < ${MAX_DEPTH}
    )`;
}

/** The agent centre is for agents (role codes 1, 2, 41, 42): trial accounts and players are refused. */
export function assertAgent(member: Member | null): asserts member is Member {
  assertRealAccount(member);
  if (!isAgentCode(member.isAgent)) throw new AppError('NON_AGENT');
}

/** The level of `memberId` below `agentId` (1 = direct), or null when he is not in the agent's team. */
export async function downlineLevel(sql: Sql, agentId: number, memberId: number): Promise<number | null> {
  const [row] = await sql.query<{ depth: number }>(
    `WITH RECURSIVE up(id, upline_id, depth) AS (
       SELECT id, upline_id, 1 FROM members WHERE id = $2
       UNION ALL
       SELECT m.id, m.upline_id, u.depth + 1 FROM members m JOIN up u ON m.id = u.upline_id
        WHERE u.upline_id <> $1 AND u.depth < ${MAX_DEPTH}
     )
     SELECT depth FROM up WHERE upline_id = $1 LIMIT 1`,
    [agentId, memberId],
  );
  return row ? Number(row.depth) : null;
}

/**
 * THE guard of every agent call that takes a member id: the member must be below the agent. Anyone
 * else — the agent himself, his upline, another agent's member, an id that does not exist — is
 * NOT_FOUND, one answer for all, so an agent cannot learn which ids exist outside his team.
 */
export async function assertDownline(sql: Sql, agentId: number, memberId: number): Promise<number> {
  const level = await downlineLevel(sql, agentId, memberId);
  if (level === null) throw new AppError('NOT_FOUND', { field: 'memberId' });
  return level;
}
