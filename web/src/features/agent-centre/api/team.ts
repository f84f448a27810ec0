import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agent, type DownlineDetail } from '@tala/contract/agent';
import { api } from '../../../shared/api/client.ts';
import { useBrand } from '../../../shared/api/system-queries.ts';
import { useSessionStore } from '../../../shared/state/session.ts';
import { periodRange, type Period } from '../model/period.ts';
import { agentKeys } from './keys.ts';

const useAgent = () => useSessionStore((s) => s.account) ?? '';

/** Team size and the figures of today, yesterday and this month on the brand's calendar. */
export function useTeamOverview() {
  const who = useAgent();
  return useQuery({
    queryKey: agentKeys.overview(who),
    queryFn: ({ signal }) => api(agent.overview, {}, { signal }),
    staleTime: 30_000,
  });
}

export const DOWNLINE_PAGE_SIZE = 10;

export interface DownlineFilter {
  /** Whose direct members: the agent himself when absent. */
  uplineId?: number | undefined;
  search: string;
  status: 'all' | 'active' | 'locked';
  page: number;
}

export function useDownline(filter: DownlineFilter, options: { enabled?: boolean } = {}) {
  const who = useAgent();
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: agentKeys.downline(who, filter),
    queryFn: ({ signal }) =>
      api(
        agent.downline,
        {
          ...(filter.uplineId ? { uplineId: filter.uplineId } : {}),
          ...(filter.search ? { search: filter.search } : {}),
          ...(filter.status === 'all' ? {} : { status: filter.status }),
          pageNo: filter.page,
          pageSize: DOWNLINE_PAGE_SIZE,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useDownlineDetail(memberId: number) {
  const who = useAgent();
  return useQuery({
    queryKey: agentKeys.detail(who, memberId),
    queryFn: ({ signal }) => api(agent.downlineDetail, { memberId }, { signal }),
  });
}

/** Locks or unlocks a member; the lists showing him are asked again. */
export function useSetMemberStatus(memberId: number) {
  const who = useAgent();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: 'active' | 'locked') => api(agent.setStatus, { memberId, status }),
    onSuccess: (detail: DownlineDetail) => {
      client.setQueryData(agentKeys.detail(who, memberId), detail);
      void client.invalidateQueries({ queryKey: [...agentKeys.of(who), 'downline'] });
    },
  });
}

/** Sets a direct member's rebate; his details and the lists showing him are asked again. */
export function useSetRebate(memberId: number) {
  const who = useAgent();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rebateBps: number) => api(agent.setRebate, { memberId, rebateBps }),
    onSuccess: (detail: DownlineDetail) => {
      client.setQueryData(agentKeys.detail(who, memberId), detail);
      void client.invalidateQueries({ queryKey: [...agentKeys.of(who), 'downline'] });
    },
  });
}

export interface NewDownline {
  username: string;
  nickname: string;
  password: string;
  confirmPassword: string;
}

/** Registers a player below the agent; the team's lists and figures are asked again. */
export function useCreateDownline() {
  const who = useAgent();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ nickname, ...input }: NewDownline) =>
      api(agent.createDownline, { ...input, ...(nickname ? { nickname } : {}) }),
    onSuccess: () => void client.invalidateQueries({ queryKey: agentKeys.of(who) }),
  });
}

export const RECORD_PAGE_SIZE = 10;

export interface RecordFilter {
  period: Period;
  /** A team member's account; the whole team when empty. */
  account: string;
  page: number;
}

function recordInput(filter: RecordFilter, timeZone: string) {
  return {
    ...periodRange(filter.period, timeZone),
    ...(filter.account ? { account: filter.account } : {}),
    pageNo: filter.page,
    pageSize: RECORD_PAGE_SIZE,
  };
}

/** Team betting: the bets of the team (or of one member) over a period. */
export function useTeamBets(filter: RecordFilter, language: string) {
  const who = useAgent();
  const { timeZone } = useBrand();
  return useQuery({
    queryKey: agentKeys.bets(who, { ...filter, language }),
    queryFn: ({ signal }) => api(agent.teamBets, { ...recordInput(filter, timeZone), language }, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** User loss: profit and loss per member over a period. */
export function useMemberProfit(filter: RecordFilter) {
  const who = useAgent();
  const { timeZone } = useBrand();
  return useQuery({
    queryKey: agentKeys.profit(who, filter),
    queryFn: ({ signal }) => api(agent.memberProfit, recordInput(filter, timeZone), { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
