import { randomBytes } from 'node:crypto';
import { AGENT_CODES, isAgentCode } from '@tala/contract/core/roles';
import type { Sql } from '../../db/client.ts';
import { UsageError, type OpsCommand } from '../ops-command.ts';
import { forgetSessions } from '../session/tokens.ts';
import { fromLocal } from '../lottery/zoned-time.ts';
import { readSetting } from '../system/settings.ts';
import { MAX_REBATE_BPS, contractKinds, type ContractKind } from '@tala/contract/agent';
import { settleContracts } from './contracts.ts';
import { memberForOps, rebateOf, setRebate } from './queries.ts';
import { settleCommissions } from './commission.ts';
import { settleRebates } from './rebate.ts';
import { postAgentNotice } from './records.ts';
import { downlineLevel } from './tree.ts';

/** `agent settle <word>`: the contract kind each word settles. */
const settleKinds: Record<string, ContractKind> = Object.fromEntries(contractKinds.map((k) => [k.replace('Salary', ''), k]));

/** "1.25" → 125 basis points; null unless a percentage from 0 with at most 2 decimals. */
function percentToBps(text: string | undefined): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text?.trim() ?? '');
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

/** An invitation code for a new agent: 8 letters and digits, without the look-alikes 0/O and 1/I. */
async function newInvitationCode(sql: Sql): Promise<string> {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  for (;;) {
    const code = [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
    const [taken] = await sql.query('SELECT 1 FROM members WHERE lower(affiliate_code) = lower($1)', [code]);
    if (!taken) return code;
  }
}

async function member(sql: Sql, account: string | undefined) {
  if (!account) throw new UsageError('name the member');
  const row = await memberForOps(sql, account);
  if (!row) throw new UsageError(`no member ${account}`);
  return row;
}

/**
 * `agent make <username> <roleCode>`: gives a member an agent role (1, 2, 41 or 42), and an invitation
 * code when he has none; role 0 makes him a player again (his team stays below him).
 * `agent move <username> <newUpline>`: puts a member, with his whole team, below another agent.
 * `agent settle <daily|hourly|realtime|dividend> [day]`: pays that kind's contracts for every finished
 *   period not paid yet (those ending by the end of `day`, UTC, when given) — what its job does.
 * `agent rebate <username> <percent>`: sets a member's rebate (at most his upline's, and 3%); members
 *   below him with more come down to it. The way to give a top agent his own rebate.
 * `agent settle rebate`: pays every member his rebate for the finished days (the brand's, the last 7) not paid yet.
 * `agent settle commission`: pays every agent his commission on his team's bets for those days.
 * `agent notice <title> <text>`: posts an announcement every agent sees in his centre (players never do).
 */
export const agentOps: OpsCommand = {
  usage: `agent make <username> <${AGENT_CODES.join('|')}|0> | agent move <username> <newUpline> | agent rebate <username> <percent> | agent settle <daily|hourly|realtime|dividend> [yyyy-MM-dd] | agent settle rebate | agent settle commission | agent notice <title> <text>`,
  async run(platform, [action, account, arg]) {
    const { db } = platform;
    if (action === 'notice') {
      const title = account?.trim() ?? '';
      const text = arg?.trim() ?? '';
      if (!title || !text) throw new UsageError('give a title and a text, each quoted');
      if (title.length > 120) throw new UsageError('the title is at most 120 characters');
      if (text.length > 4000) throw new UsageError('the text is at most 4000 characters');
      return `announcement ${await postAgentNotice(db, title, text)} posted for agents`;
    }
    if (action === 'settle' && account === 'rebate') {
      const paid = await settleRebates(platform, Date.now());
      if (!paid.length) return 'nothing to pay: every finished day is settled';
      return paid.map((p) => `${p.day}\tmember ${p.memberId}\t${(p.amountMinor / 100).toFixed(2)}`).join('\n');
    }
    if (action === 'settle' && account === 'commission') {
      const paid = await settleCommissions(platform, Date.now());
      if (!paid.length) return 'nothing to pay: every finished day is settled';
      return paid.map((p) => `${p.day}\tagent ${p.agentId}\t${(p.amountMinor / 100).toFixed(2)}`).join('\n');
    }
    if (action === 'settle') {
      const kind = settleKinds[account ?? ''];
      if (!kind) throw new UsageError(`say settle ${Object.keys(settleKinds).join(', ')}, rebate or commission`);
      const day = arg === undefined ? undefined : /^(\d{4})-(\d{2})-(\d{2})$/.exec(arg);
      if (day === null || (day && Number.isNaN(Date.parse(`${arg}T00:00:00Z`))))
        throw new UsageError("the day is yyyy-MM-dd (the brand's calendar)");
      // through the end of that day on the brand's clock, the one its periods are counted on
      const through =
        day && fromLocal({ year: +day[1]!, month: +day[2]!, day: +day[3]! + 1 }, 0, await readSetting(db, 'timeZone'));
      const paid = await settleContracts(platform, kind, Date.now(), through);
      if (!paid.length) return 'nothing to pay: every finished period is settled';
      return paid.map((p) => `contract ${p.contractId}\t${p.periodStart}\t${(p.amount / 100).toFixed(2)}`).join('\n');
    }
    if (action === 'make') {
      const m = await member(db, account);
      const role = Number(arg);
      if (!(role === 0 || isAgentCode(role))) throw new UsageError(`role code must be ${AGENT_CODES.join(', ')} or 0`);
      if (m.is_agent === 4) throw new UsageError(`${m.account} is a trial account`);
      const code = role && !m.affiliate_code ? await newInvitationCode(db) : m.affiliate_code;
      await db.query('UPDATE members SET is_agent = $2, affiliate_code = $3 WHERE id = $1', [m.id, role, code]);
      // his sessions carry his role: this process reads them afresh (another within its trust window)
      forgetSessions(db, (session) => session?.id === m.id);
      return role ? `${m.account} is an agent (role ${role}), invitation code ${code}` : `${m.account} is a player`;
    }
    if (action === 'move') {
      const m = await member(db, account);
      const upline = await member(db, arg);
      if (!isAgentCode(upline.is_agent)) throw new UsageError(`${upline.account} is not an agent`);
      if (upline.id === m.id) throw new UsageError('a member cannot be his own upline');
      // below his own team, he would be his own upline's upline: the tree would become a loop
      if ((await downlineLevel(db, m.id, upline.id)) !== null)
        throw new UsageError(`${upline.account} is in ${m.account}'s own team`);
      await db.tx(async (sql) => {
        await sql.query('UPDATE members SET upline_id = $2 WHERE id = $1', [m.id, upline.id]);
        // under his new upline his rebate (and his team's) is at most the new upline's
        const [mine] = await sql.query<{ rebate_bps: number }>('SELECT rebate_bps FROM members WHERE id = $1', [m.id]);
        const bound = await rebateOf(sql, upline.id);
        if (Number(mine!.rebate_bps) > bound) await setRebate(sql, m.id, bound);
      });
      return `${m.account} is now below ${upline.account}`;
    }
    if (action === 'rebate') {
      const m = await member(db, account);
      const bps = percentToBps(arg);
      const max = m.upline_id === null ? MAX_REBATE_BPS : Math.min(MAX_REBATE_BPS, await rebateOf(db, m.upline_id));
      if (bps === null || bps > max) throw new UsageError(`the rebate is a percentage from 0 to ${(max / 100).toFixed(2)}`);
      await db.tx((sql) => setRebate(sql, m.id, bps));
      return `${m.account}'s rebate is ${(bps / 100).toFixed(2)}%`;
    }
    throw new UsageError('say make, move, rebate, settle or notice');
  },
};
