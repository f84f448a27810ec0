import { z } from 'zod';
import { whole } from './numbers.ts';
import { endpoint, noInput } from './endpoint.ts';
import type { ModuleCode } from './core/modules.ts';
import { recordTypes } from './wallet.ts';

const tags = ['agent'] as const;

/**
 * The agent centre (spec §2 "Agent centre", §6): an agent sees and acts on his own downline only —
 * every member below him, at any depth. Every call refuses non-agents with NON_AGENT and trial
 * accounts with TRIAL_ACCOUNT; a member id outside the caller's downline is NOT_FOUND (the same answer
 * as an id that does not exist, so ids cannot be probed).
 */

/** Figures of one period over the whole team (every member below the agent), in minor units. */
export const teamFigures = z.object({
  /** Members who joined the team in the period. */
  newMembers: z.number().int(),
  /** Members with at least one bet placed in the period. */
  activePlayers: z.number().int(),
  depositsMinor: z.number().int(),
  withdrawalsMinor: z.number().int(),
  /** Stakes of bets settled in the period (won or lost; refunded bets are not valid). */
  validBetMinor: z.number().int(),
  /** What the team's players won minus what they staked, over those bets (negative: the team lost). */
  profitLossMinor: z.number().int(),
});
export type TeamFigures = z.infer<typeof teamFigures>;

export const teamDay = z.object({
  /** The calendar day, yyyy-MM-dd, in the caller's time zone. */
  date: z.string(),
  validBetMinor: z.number().int(),
  profitLossMinor: z.number().int(),
});
export type TeamDay = z.infer<typeof teamDay>;

export const teamOverview = z.object({
  /** Members below the agent, at every depth. */
  teamSize: z.number().int(),
  /** Members directly below the agent. */
  directMembers: z.number().int(),
  /** Agents in the team. */
  subAgents: z.number().int(),
  today: teamFigures,
  yesterday: teamFigures,
  month: teamFigures,
  /** The last 14 days, oldest first. */
  days: z.array(teamDay),
});
export type TeamOverview = z.infer<typeof teamOverview>;

const memberId = whole(z.number().int().positive());
const optionalMemberId = whole(z.number().int().positive()).optional();
const pageNo = whole(z.number().int().min(1).max(10_000)).default(1);
const pageSize = whole(z.number().int().min(1).max(100)).default(20);
const instant = z.iso.datetime({ offset: true }).optional();

export const memberStatuses = ['active', 'locked'] as const;
export type DownlineStatus = (typeof memberStatuses)[number] | 'closed';

export const downlineMember = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  /** Role code (spec §6). */
  isAgent: z.number().int(),
  /** 1 = directly below the agent, 2 = below one of those … */
  level: z.number().int(),
  /** The member's own upline's account. */
  upline: z.string(),
  status: z.enum(['active', 'locked', 'closed']),
  balanceMinor: z.number().int(),
  /** Members below this one (0 for a player). */
  teamSize: z.number().int(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  /** His rebate on valid bets, in basis points (100 = 1%): at most his upline's own, set by his upline. */
  rebateBps: z.number().int(),
});
export type DownlineMember = z.infer<typeof downlineMember>;

export const downlinePage = z.object({
  list: z.array(downlineMember),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type DownlinePage = z.infer<typeof downlinePage>;

export const downlineDetail = downlineMember.extend({
  /** A forced password change is pending (the agent's initial password is still in use). */
  mustChangePassword: z.boolean(),
  /** The member's own figures, this month. */
  month: teamFigures,
  /** The caller's own rebate: the most he may set for a member directly below him. */
  maxRebateBps: z.number().int(),
});
export type DownlineDetail = z.infer<typeof downlineDetail>;

export const teamBet = z.object({
  /** 'L<id>' for a lottery bet, 'G<id>' for a game round: unique over both. */
  id: z.string(),
  source: z.enum(['lottery', 'game']),
  account: z.string(),
  gameName: z.string(),
  /** The lottery draw number, or the game round's id. */
  round: z.string(),
  stakeMinor: z.number().int(),
  payoutMinor: z.number().int(),
  status: z.enum(['open', 'won', 'lost', 'refunded']),
  createdAt: z.string(),
});
export type TeamBet = z.infer<typeof teamBet>;

export const teamBetPage = z.object({
  list: z.array(teamBet),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Over every bet the filter matches, not only this page. */
  stakeMinor: z.number().int(),
  payoutMinor: z.number().int(),
  /**
   * The settled ones among them (won or lost): what the overview and the rebates count as valid
   * bets. Open and refunded bets are in the count and the stake above but not here.
   */
  validCount: z.number().int(),
  validStakeMinor: z.number().int(),
});
export type TeamBetPage = z.infer<typeof teamBetPage>;

export const memberProfit = z.object({
  memberId: z.number().int(),
  account: z.string(),
  betCount: z.number().int(),
  validBetMinor: z.number().int(),
  payoutMinor: z.number().int(),
  /** payout − valid bet: the member's own result (negative: he lost). */
  profitLossMinor: z.number().int(),
  depositsMinor: z.number().int(),
  withdrawalsMinor: z.number().int(),
});
export type MemberProfit = z.infer<typeof memberProfit>;

export const memberProfitPage = z.object({
  list: z.array(memberProfit),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** The sum over every member the filter matches. */
  totals: memberProfit.omit({ memberId: true, account: true }),
});
export type MemberProfitPage = z.infer<typeof memberProfitPage>;

/** The highest rebate anyone may have (the operator's bound for top agents): 3% of valid bets. */
export const MAX_REBATE_BPS = 300;

/** The initial password an agent gives a new downline; the member must change it at first login. */
const newAccount = z.object({
  username: z.string().max(64),
  password: z.string().max(64),
  confirmPassword: z.string().max(64),
  nickname: z.string().max(32).optional(),
});

export const agent = {
  overview: endpoint({
    id: 'agent.overview',
    method: 'GET',
    path: '/wps/agent/team/overview',
    auth: 'member',
    summary:
      "Team overview: size, and new members, active players, deposits, withdrawals, valid bets and profit/loss for today, yesterday and this month (the brand's calendar), with 14 days of bets.",
    tags,
    input: noInput,
    output: teamOverview,
  }),
  createDownline: endpoint({
    id: 'agent.createDownline',
    method: 'POST',
    path: '/wps/agent/downline',
    auth: 'member',
    encrypted: true,
    summary: 'Registers a player directly below the agent with an initial password he must change at his first login.',
    tags,
    input: newAccount,
    output: downlineMember,
  }),
  downline: endpoint({
    id: 'agent.downline',
    method: 'GET',
    path: '/wps/agent/downline',
    auth: 'member',
    summary:
      'The members directly below `uplineId` (the agent himself by default; any member of his team), or with `search` every team member whose account contains it; paged.',
    tags,
    input: z.object({
      uplineId: optionalMemberId,
      search: z.string().trim().max(64).optional(),
      status: z.enum(['active', 'locked']).optional(),
      pageNo,
      pageSize,
    }),
    output: downlinePage,
  }),
  downlineDetail: endpoint({
    id: 'agent.downlineDetail',
    method: 'GET',
    path: '/wps/agent/downline/detail',
    auth: 'member',
    summary: "One member of the agent's team: account, status, balance, last login, team size and this month's figures.",
    tags,
    input: z.object({ memberId }),
    output: downlineDetail,
  }),
  setStatus: endpoint({
    id: 'agent.setStatus',
    method: 'POST',
    path: '/wps/agent/downline/status',
    auth: 'member',
    summary: 'Locks (his sessions end at once, he cannot log in) or unlocks a member of the agent’s team.',
    tags,
    input: z.object({ memberId, status: z.enum(memberStatuses) }),
    output: downlineDetail,
  }),
  setRebate: endpoint({
    id: 'agent.setRebate',
    method: 'POST',
    path: '/wps/agent/downline/rebate',
    auth: 'member',
    summary:
      "Sets the rebate of a member directly below the agent, from 0 up to the agent's own (RATE_ABOVE_OWN above it); " +
      'members further down with a higher rebate are brought down to it.',
    tags,
    input: z.object({ memberId, rebateBps: z.number().int().min(0).max(MAX_REBATE_BPS) }),
    output: downlineDetail,
  }),
  teamBets: endpoint({
    id: 'agent.teamBets',
    method: 'GET',
    path: '/wps/agent/team/bets',
    auth: 'member',
    summary:
      'Team betting: lottery bets and game rounds of the whole team, or of one member of it (by id or account), newest first.',
    tags,
    input: z.object({
      memberId: optionalMemberId,
      account: z.string().trim().max(64).optional(),
      from: instant,
      to: instant,
      pageNo,
      pageSize,
      language: z.string().max(8).optional(),
    }),
    output: teamBetPage,
  }),
  memberProfit: endpoint({
    id: 'agent.memberProfit',
    method: 'GET',
    path: '/wps/agent/team/profit',
    auth: 'member',
    summary:
      'User loss: per team member (or one, by id or account) over a period, bets, valid bet, payout, profit/loss, deposits and withdrawals; with the totals.',
    tags,
    input: z.object({
      memberId: optionalMemberId,
      account: z.string().trim().max(64).optional(),
      from: instant,
      to: instant,
      pageNo,
      pageSize,
    }),
    output: memberProfitPage,
  }),
};

/**
 * The four contract kinds of spec §7: daily salary (MCS2_processDailySalContract), hourly salary
 * (MCS2_processContractHourSalary), real-time salary (MCSFE_processRealTimeSalaryContract, settled
 * every 5 minutes) and dividend (MCS2_processDividendReq, per pay period).
 */
export const contractKinds = ['dailySalary', 'hourlySalary', 'realtimeSalary', 'dividend'] as const;
export type ContractKind = (typeof contractKinds)[number];

/** A dividend's pay periods (spec §4), on the brand's calendar: a day, Monday to Sunday, the 1st–15th and 16th–end, a month. */
export const payPeriods = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type PayPeriod = (typeof payPeriods)[number];

/**
 * What a kind's rate applies to over a period: salaries to the downline agent's team valid bet; the
 * real-time salary and the dividend to the team's loss (what its players lost, net of their wins; a
 * period the team won earns nothing) — spec §1: "a player loss counts as a loss wage".
 */
export const contractBasis: Record<ContractKind, 'validBet' | 'loss'> = {
  dailySalary: 'validBet',
  hourlySalary: 'validBet',
  realtimeSalary: 'loss',
  dividend: 'loss',
};

/**
 * The brand switch (whitelabel module) of each kind (spec §2): off, its agent-centre page is absent,
 * its calls are FUNCTION_DISABLED and its settlement pays nothing until it is on again. The dividend's
 * is the consolidated call's enableContract, the daily salary's its enableSalary.
 */
export const contractModule: Record<ContractKind, ModuleCode> = {
  dividend: 'AGENTCONTRACT3',
  dailySalary: 'AGENTSALARY3',
  hourlySalary: 'AGENTHOURSALARY3',
  realtimeSalary: 'AGENTREALTIMESALARY3',
};

/** The highest rate an agent may offer of a kind when he has no approved contract of it himself. */
export const MAX_RATE_BPS: Record<ContractKind, number> = {
  dailySalary: 300,
  hourlySalary: 300,
  realtimeSalary: 1_000,
  dividend: 5_000,
};
export const MAX_TIERS = 5;

export const salaryTier = z.object({
  /** The period's basis (team valid bet, or team loss — contractBasis) from which this tier pays. */
  minBasisMinor: z.number().int().min(0).max(100_000_000_000),
  /** Basis points of that basis (100 = 1%). */
  rateBps: z.number().int().min(1).max(10_000),
});
export type SalaryTier = z.infer<typeof salaryTier>;

export const contractStatuses = ['process', 'approved', 'rejected', 'terminated'] as const;

export const salaryContract = z.object({
  id: z.number().int(),
  kind: z.enum(contractKinds),
  /** The agent who pays the salary's terms (the upline) and the one who earns it. */
  upline: z.string(),
  member: z.string(),
  tiers: z.array(salaryTier),
  /** A dividend's pay period; null for the salaries. */
  payPeriod: z.enum(payPeriods).nullable(),
  status: z.enum(contractStatuses),
  createdAt: z.string(),
  /** The first instant paid for (the start of the first whole period after acceptance), once approved. */
  startsAt: z.string().nullable(),
  /** Once terminated: the end of the last period paid. */
  endsAt: z.string().nullable(),
  /** The account of the side that asked to end this approved contract, waiting for the other's answer. */
  terminationRequestedBy: z.string().nullable(),
});
export type SalaryContract = z.infer<typeof salaryContract>;

export const salaryPayment = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  member: z.string(),
  /** The period paid for: [periodStart, periodEnd), ISO instants. */
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The team's valid bet in the period. */
  validBetMinor: z.number().int(),
  /** What the rate applied to (the valid bet, or the team's loss). */
  basisMinor: z.number().int(),
  rateBps: z.number().int(),
  amountMinor: z.number().int(),
});
export type SalaryPayment = z.infer<typeof salaryPayment>;

export const contractView = z.object({
  kind: z.enum(contractKinds),
  /** The contract of this kind offered to the caller by his upline (in process or approved), if any. */
  mine: salaryContract.nullable(),
  /** Contracts of this kind the caller offered to his downline agents, newest first. */
  offered: z.array(salaryContract),
  /** The caller's own payments of this kind and those of his downline agents' contracts, newest first. */
  payments: z.array(salaryPayment),
  /** The highest rate the caller may offer (his own best rate of the kind, or MAX_RATE_BPS). */
  maxRateBps: z.number().int(),
  /** The brand's IANA time zone: periods are its days, weeks and months, and are shown on its clock. */
  timeZone: z.string(),
});
export type ContractView = z.infer<typeof contractView>;

const kind = z.enum(contractKinds);

export const agentContracts = {
  view: endpoint({
    id: 'agent.contracts',
    method: 'GET',
    path: '/wps/agent/contracts',
    auth: 'member',
    summary:
      'Contracts of one kind (MCS2_processDailySalContract, MCS2_processContractHourSalary, MCSFE_processRealTimeSalaryContract, ' +
      'MCS2_processDividendReq): the one offered to the caller, those he offered, and the payments.',
    tags,
    input: z.object({ kind }),
    output: contractView,
  }),
  offer: endpoint({
    id: 'agent.offerContract',
    method: 'POST',
    path: '/wps/agent/contracts',
    auth: 'member',
    summary:
      'Offers a contract of a kind with tiers (a dividend with its pay period) to an agent directly below the caller; he accepts or rejects it.',
    tags,
    input: z.object({
      kind,
      account: z.string().trim().min(1).max(64),
      tiers: z.array(salaryTier).min(1).max(MAX_TIERS),
      payPeriod: z.enum(payPeriods).optional(),
    }),
    output: contractView,
  }),
  respond: endpoint({
    id: 'agent.respondContract',
    method: 'POST',
    path: '/wps/agent/contracts/respond',
    auth: 'member',
    summary: 'The downline agent accepts (approved: paid from the next whole period) or rejects a contract offered to him.',
    tags,
    input: z.object({
      contractId: z.number().int().positive(),
      accept: z.boolean(),
      /**
       * Accept even though agents below the caller hold a higher rate of this kind than it gives him
       * (spec §8): their contracts end automatically. Without it such an acceptance is refused with
       * HIGHER_RATE_DOWNLINE, whose value names them: `{ members: string[] }`.
       */
      proceed: z.boolean().optional(),
    }),
    output: contractView,
  }),
  terminate: endpoint({
    id: 'agent.terminateContract',
    method: 'POST',
    path: '/wps/agent/contracts/terminate',
    auth: 'member',
    summary:
      'Ends a contract by agreement: either side of an approved contract asks, the other confirms (it ends with the ' +
      'current period, which is still paid) or either side declines the request. An offer not yet answered: the ' +
      'upline withdraws it.',
    tags,
    input: z.object({
      contractId: z.number().int().positive(),
      /** Without: ask (or withdraw an offer). confirm / decline: answer the other side's request. */
      answer: z.enum(['confirm', 'decline']).optional(),
    }),
    output: contractView,
  }),
};

/** What an agent earns from the platform: his own postings of these kinds, paid by the house's AGENT account. */
export const incomeKinds = ['commission', 'wage', 'dividend'] as const;
export type IncomeKind = (typeof incomeKinds)[number];

export const incomeLine = z.object({
  /** The ledger posting that paid it. */
  id: z.number().int(),
  kind: z.enum(incomeKinds),
  /** The posting's own kind, e.g. 'agent.dailySalary': which wage or commission it was. */
  source: z.string(),
  amountMinor: z.number().int(),
  /** The period it paid for (yyyy-MM-dd) when the payment names one. */
  period: z.string().nullable(),
  createdAt: z.string(),
});
export type IncomeLine = z.infer<typeof incomeLine>;

export const incomePage = z.object({
  list: z.array(incomeLine),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Over every payment of the period, not only this page. */
  totals: z.object({ commissionMinor: z.number().int(), wageMinor: z.number().int(), dividendMinor: z.number().int() }),
});
export type IncomePage = z.infer<typeof incomePage>;

export const teamTransaction = z.object({
  /** The ledger entry's id. */
  id: z.number().int(),
  account: z.string(),
  type: z.enum(recordTypes),
  /** 'MAIN' or a vendor code. */
  wallet: z.string(),
  /** Signed: positive into the member's wallet. */
  amountMinor: z.number().int(),
  balanceAfterMinor: z.number().int(),
  ref: z.string().nullable(),
  createdAt: z.string(),
});
export type TeamTransaction = z.infer<typeof teamTransaction>;

export const teamTransactionPage = z.object({
  list: z.array(teamTransaction),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TeamTransactionPage = z.infer<typeof teamTransactionPage>;

export const agentNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type AgentNotice = z.infer<typeof agentNotice>;

/** One member's credit from the agent over a period: what the agent sent him and what he sent back. */
export const creditLine = z.object({
  memberId: z.number().int(),
  account: z.string(),
  /** Transfers from the agent to the member. */
  sentMinor: z.number().int(),
  /** Transfers from the member back up to the agent. */
  returnedMinor: z.number().int(),
  /** sent − returned: the credit still out with him (negative: he sent more back than he got). */
  netMinor: z.number().int(),
  transfers: z.number().int(),
  lastAt: z.string(),
});
export type CreditLine = z.infer<typeof creditLine>;

export const creditReport = z.object({
  list: z.array(creditLine),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Over every member the filter matches, not only this page. */
  totals: z.object({ sentMinor: z.number().int(), returnedMinor: z.number().int(), netMinor: z.number().int() }),
});
export type CreditReport = z.infer<typeof creditReport>;

export const agentRecords = {
  income: endpoint({
    id: 'agent.income',
    method: 'GET',
    path: '/wps/agent/income',
    auth: 'member',
    summary:
      'My income: the commissions, wages and dividends paid to the agent himself over a period, newest first, with the totals per kind.',
    tags,
    input: z.object({ from: instant, to: instant, kind: z.enum(incomeKinds).optional(), pageNo, pageSize }),
    output: incomePage,
  }),
  transactions: endpoint({
    id: 'agent.transactions',
    method: 'GET',
    path: '/wps/agent/team/transactions',
    auth: 'member',
    summary:
      "Account details: the ledger lines (deposits, withdrawals, bets, wins, transfers, bonuses …) of the team's wallets, or of one member of it, newest first.",
    tags,
    input: z.object({
      memberId: optionalMemberId,
      account: z.string().trim().max(64).optional(),
      type: z.enum(recordTypes).optional(),
      from: instant,
      to: instant,
      pageNo,
      pageSize,
    }),
    output: teamTransactionPage,
  }),
  credit: endpoint({
    id: 'agent.credit',
    method: 'GET',
    path: '/wps/agent/team/credit',
    auth: 'member',
    summary:
      'Credit report: per member of the team (or one, by id or account) over a period, the money the agent transferred ' +
      'to him and what he transferred back, with the net credit and the totals; largest net credit first.',
    tags,
    input: z.object({
      memberId: optionalMemberId,
      account: z.string().trim().max(64).optional(),
      from: instant,
      to: instant,
      pageNo,
      pageSize,
    }),
    output: creditReport,
  }),
  announcements: endpoint({
    id: 'agent.announcements',
    method: 'GET',
    path: '/wps/agent/announcements',
    auth: 'member',
    summary: 'Announcements the operator posted for agents (notice type AGENT), newest first; players never see them.',
    tags,
    input: z.object({ language: z.string().max(8).optional() }),
    output: z.object({ list: z.array(agentNotice) }),
  }),
};

/** The result of a transfer to a downline (the same answer when a request is repeated). */
export const downlineTransfer = z.object({
  requestId: z.string(),
  memberId: z.number().int(),
  account: z.string(),
  amountMinor: z.number().int(),
  /** The agent's main wallet right after the transfer. */
  balanceAfterMinor: z.number().int(),
  /** True when this request id had already moved the money: nothing moved again. */
  replayed: z.boolean(),
});
export type DownlineTransfer = z.infer<typeof downlineTransfer>;

export const agentTransfers = {
  transfer: endpoint({
    id: 'agent.transfer',
    method: 'POST',
    path: '/wps/agent/transfer',
    auth: 'member',
    encrypted: true,
    summary:
      "Moves money from the agent's main wallet to the main wallet of a member directly below him, with the payment " +
      'password. requestId makes retries safe: the same id moves the money once; with another member or amount it is ' +
      'DUPLICATE_REQUEST.',
    tags,
    input: z.object({
      memberId,
      amountMinor: z.number().int().min(1).max(10_000_000_000),
      paymentPassword: z.string().max(32),
      requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 letters, digits, _ or -'),
    }),
    output: downlineTransfer,
  }),
};
