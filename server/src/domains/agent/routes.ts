import { agent, agentContracts, agentRecords, agentTransfers } from '@tala/contract/agent';
import type { Domain } from '../../http/app.ts';
import { AppError } from '../../http/app-error.ts';
import { enforce, rateLimiter } from '../../http/rate-limit.ts';
import { memberByAccount } from '../member/queries.ts';
import { pick, resolveLanguage } from '../system/text.ts';
import type { ContractKind } from '@tala/contract/agent';
import { contractKindFor, contractView, kindEnabled, offerContract, respondContract, terminateContract } from './contracts.ts';
import { downlinePage, memberProfitPage, setMemberStatus, teamBetPage, type Scope } from './queries.ts';
import { creditPage } from './credit.ts';
import { agentNotices, incomePage, teamTransactionPage } from './records.ts';
import { transferToDownline } from './transfer.ts';
import { createDownline, downlineDetail, setDownlineRebate, teamOverview } from './team.ts';
import { assertAgent, assertDownline, depthLimit } from './tree.ts';

const pages = (total: number, size: number) => Math.ceil(total / size);

/** Accounts one agent may register in an hour: a team grows by people, not by a script. */
const createLimit = { max: 30, windowSeconds: 3600 };

/**
 * The agent centre's calls. Each starts with assertAgent (players NON_AGENT, trial accounts
 * TRIAL_ACCOUNT); each member id it takes goes through assertDownline before anything is read or changed.
 */
export const agentDomain: Domain = {
  name: 'agent',
  register({ bind, platform }) {
    const { db } = platform;

    /** The whole team, or one member of it once he is proven to be in it. */
    async function scopeOf(
      agent: { id: number; isAgent: number },
      filter: { memberId?: number | undefined; account?: string | undefined },
    ): Promise<Scope> {
      const agentId = agent.id;
      let memberId = filter.memberId;
      if (memberId === undefined && filter.account) {
        const found = await memberByAccount(db, filter.account);
        if (!found) throw new AppError('NOT_FOUND', { field: 'account' });
        memberId = Number(found.id);
      }
      if (memberId === undefined) return { kind: 'team', agentId, maxDepth: await depthLimit(db, agent.isAgent) };
      await assertDownline(db, agentId, memberId);
      return { kind: 'member', memberId };
    }

    bind(agent.overview, async ({ member }) => {
      assertAgent(member);
      return teamOverview(db, member.id, await depthLimit(db, member.isAgent));
    });

    bind(agent.createDownline, async ({ member, input }) => {
      assertAgent(member);
      await enforce(rateLimiter(platform), `agent:create:${member.id}`, createLimit);
      const id = await createDownline(platform, member.id, input);
      const { month: _month, mustChangePassword: _must, ...created } = await downlineDetail(db, member.id, id, 1);
      return created;
    });

    bind(agent.downline, async ({ member, input }) => {
      assertAgent(member);
      const uplineId = input.uplineId ?? member.id;
      if (uplineId !== member.id) await assertDownline(db, member.id, uplineId);
      const maxDepth = await depthLimit(db, member.isAgent);
      const { list, total } = await downlinePage(db, member.id, { ...input, uplineId, maxDepth });
      return { list, total, totalPages: pages(total, input.pageSize) };
    });

    bind(agent.downlineDetail, async ({ member, input }) => {
      assertAgent(member);
      const level = await assertDownline(db, member.id, input.memberId);
      return downlineDetail(db, member.id, input.memberId, level);
    });

    bind(agent.setStatus, async ({ member, input }) => {
      assertAgent(member);
      const level = await assertDownline(db, member.id, input.memberId);
      await setMemberStatus(db, input.memberId, input.status);
      return downlineDetail(db, member.id, input.memberId, level);
    });

    bind(agent.setRebate, async ({ member, input }) => {
      assertAgent(member);
      await setDownlineRebate(db, member.id, input.memberId, input.rebateBps);
      return downlineDetail(db, member.id, input.memberId, 1);
    });

    bind(agent.teamBets, async ({ member, input }) => {
      assertAgent(member);
      const scope = await scopeOf(member, input);
      const language = resolveLanguage(input.language);
      const page = await teamBetPage(db, scope, { ...input, from: input.from ?? null, to: input.to ?? null }, (name) =>
        pick(name, language),
      );
      return {
        list: page.list,
        total: page.total,
        totalPages: pages(page.total, input.pageSize),
        stakeMinor: page.stake,
        payoutMinor: page.payout,
        validCount: page.validCount,
        validStakeMinor: page.validStake,
      };
    });

    bind(agent.memberProfit, async ({ member, input }) => {
      assertAgent(member);
      const scope = await scopeOf(member, input);
      const page = await memberProfitPage(db, scope, { ...input, from: input.from ?? null, to: input.to ?? null });
      return { list: page.list, total: page.total, totalPages: pages(page.total, input.pageSize), totals: page.totals };
    });

    /** A contract kind the brand switched off is not there: FUNCTION_DISABLED, nothing read or changed. */
    async function assertKindOn(kind: ContractKind | null) {
      if (kind && !(await kindEnabled(db, kind))) throw new AppError('FUNCTION_DISABLED');
    }

    bind(agentContracts.view, async ({ member, input }) => {
      assertAgent(member);
      await assertKindOn(input.kind);
      return contractView(db, member.id, input.kind);
    });

    bind(agentContracts.offer, async ({ member, input }) => {
      assertAgent(member);
      await assertKindOn(input.kind);
      await offerContract(db, member.id, input);
      return contractView(db, member.id, input.kind);
    });

    bind(agentContracts.respond, async ({ member, input }) => {
      assertAgent(member);
      await assertKindOn(await contractKindFor(db, member.id, input.contractId));
      const kind = await db.tx((sql) =>
        respondContract(sql, member.id, input.contractId, input.accept, new Date(), input.proceed ?? false),
      );
      return contractView(db, member.id, kind);
    });

    bind(agentContracts.terminate, async ({ member, input }) => {
      assertAgent(member);
      await assertKindOn(await contractKindFor(db, member.id, input.contractId));
      const kind = await db.tx((sql) => terminateContract(sql, member.id, input.contractId, input.answer));
      return contractView(db, member.id, kind);
    });

    bind(agentRecords.income, async ({ member, input }) => {
      assertAgent(member);
      const page = await incomePage(db, member.id, { ...input, from: input.from ?? null, to: input.to ?? null });
      return { ...page, totalPages: pages(page.total, input.pageSize) };
    });

    bind(agentRecords.transactions, async ({ member, input }) => {
      assertAgent(member);
      const scope = await scopeOf(member, input);
      const page = await teamTransactionPage(db, scope, { ...input, from: input.from ?? null, to: input.to ?? null });
      return { ...page, totalPages: pages(page.total, input.pageSize) };
    });

    bind(agentRecords.credit, async ({ member, input }) => {
      assertAgent(member);
      const scope = await scopeOf(member, input);
      const page = await creditPage(db, member.id, scope, { ...input, from: input.from ?? null, to: input.to ?? null });
      return { ...page, totalPages: pages(page.total, input.pageSize) };
    });

    bind(agentRecords.announcements, async ({ member, input }) => {
      assertAgent(member);
      return { list: await agentNotices(db, resolveLanguage(input.language)) };
    });

    bind(agentTransfers.transfer, async ({ member, input }) => {
      assertAgent(member);
      return transferToDownline(platform, member.id, input);
    });
  },
};
