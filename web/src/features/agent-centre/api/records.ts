import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agentRecords, agentTransfers, type IncomeKind } from '@tala/contract/agent';
import { payout } from '@tala/contract/payout';
import type { RecordType } from '@tala/contract/wallet';
import { isApiError } from '../../../shared/api/api-error.ts';
import { api } from '../../../shared/api/client.ts';
import { useBrand } from '../../../shared/api/system-queries.ts';
import { useSessionStore } from '../../../shared/state/session.ts';
import { periodRange, type Period } from '../model/period.ts';
import { agentKeys } from './keys.ts';
import { RECORD_PAGE_SIZE } from './team.ts';

const useAgent = () => useSessionStore((s) => s.account) ?? '';

export interface IncomeFilter {
  period: Period;
  kind: IncomeKind | 'all';
  page: number;
}

/** My income: what the agent was paid himself (commission, wages, dividends) over a period. */
export function useIncome(filter: IncomeFilter) {
  const who = useAgent();
  const { timeZone } = useBrand();
  return useQuery({
    queryKey: agentKeys.income(who, filter),
    queryFn: ({ signal }) =>
      api(
        agentRecords.income,
        {
          ...periodRange(filter.period, timeZone),
          ...(filter.kind === 'all' ? {} : { kind: filter.kind }),
          pageNo: filter.page,
          pageSize: RECORD_PAGE_SIZE,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export interface TransactionFilter {
  period: Period;
  /** A team member's account; the whole team when empty. */
  account: string;
  type: RecordType | 'all';
  page: number;
}

/** Account details: the ledger lines of the team's wallets, or of one member's. */
export function useTeamTransactions(filter: TransactionFilter) {
  const who = useAgent();
  const { timeZone } = useBrand();
  return useQuery({
    queryKey: agentKeys.transactions(who, filter),
    queryFn: ({ signal }) =>
      api(
        agentRecords.transactions,
        {
          ...periodRange(filter.period, timeZone),
          ...(filter.account ? { account: filter.account } : {}),
          ...(filter.type === 'all' ? {} : { type: filter.type }),
          pageNo: filter.page,
          pageSize: RECORD_PAGE_SIZE,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export interface CreditFilter {
  period: Period;
  /** A team member's account; the whole team when empty. */
  account: string;
  page: number;
}

/** Credit report: per member, what the agent transferred to him and what came back, over a period. */
export function useCreditReport(filter: CreditFilter) {
  const who = useAgent();
  const { timeZone } = useBrand();
  return useQuery({
    queryKey: agentKeys.credit(who, filter),
    queryFn: ({ signal }) =>
      api(
        agentRecords.credit,
        {
          ...periodRange(filter.period, timeZone),
          ...(filter.account ? { account: filter.account } : {}),
          pageNo: filter.page,
          pageSize: RECORD_PAGE_SIZE,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The operator's announcements for agents, in the agent's language. */
export function useAgentAnnouncements(language: string) {
  const who = useAgent();
  return useQuery({
    queryKey: agentKeys.announcements(who, language),
    queryFn: ({ signal }) => api(agentRecords.announcements, { language }, { signal }),
    staleTime: 60_000,
  });
}

/** A transfer to a direct member; the team's lists and figures are asked again once money moved. */
export function useDownlineTransfer() {
  const who = useAgent();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { memberId: number; amountMinor: number; paymentPassword: string; requestId: string }) =>
      api(agentTransfers.transfer, input),
    onSuccess: () => void client.invalidateQueries({ queryKey: agentKeys.of(who) }),
    // the password was removed or never set since the form asked: the form then says where to set it
    onError: (error) => {
      if (isApiError(error) && error.code === 'PAYMENT_PASSWORD_NOT_SET')
        void client.invalidateQueries({ queryKey: agentKeys.paymentPassword(who) });
    },
  });
}

/** Whether the agent has a payment password: a transfer to his team needs it, and it is set in the member centre. */
export function usePaymentPasswordSet() {
  const who = useAgent();
  return useQuery({
    queryKey: agentKeys.paymentPassword(who),
    queryFn: async ({ signal }) => (await api(payout.passwordStatus, {}, { signal })).isSet,
    // set elsewhere (the member centre's security page) since last asked: every form asks again
    refetchOnMount: 'always',
  });
}
