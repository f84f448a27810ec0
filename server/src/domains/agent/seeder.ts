import type { Seeder } from '../../seed/seed.ts';
import { cryptoRng } from '../../providers/games/demo/engines/rng.ts';
import { playOne } from '../games/community-seed.ts';
import { offerDailySalary, respondDailySalary } from './contracts.ts';
import { hashPassword } from '../session/passwords.ts';
import { creditMember } from '../wallet/ledger.ts';

/**
 * agent01's team, so every agent-centre page has real figures on a new site: two more players below
 * him, a sub-agent (subagent01, who can log in and see his own team) with a player of his own. Money
 * and bets go the product's way: deposits as ledger postings (as the demo credit is), game rounds played by
 * the production engines through the ledger (the same code as the community players' rounds); and
 * a daily salary agent01 offered subagent01, accepted (paid by the job from the next day on).
 */
const team = [
  { account: 'team_ana', upline: 'agent01', isAgent: 0, deposit: 50_000, rounds: 10 },
  { account: 'team_ben', upline: 'agent01', isAgent: 0, deposit: 20_000, rounds: 6 },
  { account: 'subagent01', upline: 'agent01', isAgent: 2, deposit: 30_000, rounds: 3 },
  { account: 'team_cai', upline: 'subagent01', isAgent: 0, deposit: 40_000, rounds: 8 },
] as const;

export const seedAgentTeam: Seeder = async (sql) => {
  const hash = await hashPassword('Demo1234');
  const rng = cryptoRng();
  const games = await sql.query<{ node_id: number; vendor: string; engine: string; min_bet: number; min_line_num: number }>(
    `SELECT g.node_id, g.vendor, g.engine, g.min_bet, g.min_line_num FROM games g JOIN game_vendors v ON v.code = g.vendor
      WHERE g.engine IS NOT NULL AND NOT g.maintenance AND NOT v.maintenance AND NOT v.own_wallet AND g.is_hot`,
  );
  for (const m of team) {
    const [upline] = await sql.query<{ id: number }>('SELECT id FROM members WHERE account = $1', [m.upline]);
    if (!upline) return; // a brand without the demo agent gets no demo team
    const [row] = await sql.query<{ id: number }>(
      `INSERT INTO members (account, nickname, password_hash, is_agent, upline_id, affiliate_code, language)
       VALUES ($1, $1, $2, $3, $4, $5, 'EN') RETURNING id`,
      [m.account, hash, m.isAgent, upline.id, m.isAgent ? 'TALASUB1' : null],
    );
    const memberId = Number(row!.id);
    await creditMember(sql, {
      key: `seed:agent-team:${m.account}:deposit`,
      memberId,
      amount: m.deposit,
      kind: 'deposit',
      house: 'BANK',
      ref: 'demo-credit',
    });
    for (let i = 0; i < m.rounds && games.length; i++) {
      try {
        await playOne(sql, memberId, games[rng(games.length)]!, rng);
      } catch {
        break; // out of money: a real outcome too
      }
    }
  }
  // agent01 pays subagent01 a daily salary, offered and accepted the way the agent centre does it
  const [agent, sub] = await sql.query<{ id: number }>(
    `SELECT id FROM members WHERE account IN ('agent01', 'subagent01') ORDER BY account`,
  );
  if (!agent || !sub) return;
  await offerDailySalary(sql, Number(agent.id), {
    account: 'subagent01',
    tiers: [
      { minValidBetMinor: 0, rateBps: 100 },
      { minValidBetMinor: 100_000, rateBps: 150 },
    ],
  });
  const [contract] = await sql.query<{ id: number }>(`SELECT id FROM agent_contracts WHERE member_id = $1`, [sub.id]);
  await respondDailySalary(sql, Number(sub.id), Number(contract!.id), true);
};
