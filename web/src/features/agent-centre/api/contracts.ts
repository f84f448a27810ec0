import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agentContracts, type DailySalaryView, type SalaryTier } from '@tala/contract/agent';
import { api } from '../../../shared/api/client.ts';
import { useSessionStore } from '../../../shared/state/session.ts';
import { agentKeys } from './keys.ts';

const useAgent = () => useSessionStore((s) => s.account) ?? '';

/** The daily salary offered to the agent, those he offered, and the payments. */
export function useDailySalary() {
  const who = useAgent();
  return useQuery({
    queryKey: agentKeys.dailySalary(who),
    queryFn: ({ signal }) => api(agentContracts.dailySalary, {}, { signal }),
  });
}

function useViewMutation<I>(call: (input: I) => Promise<DailySalaryView>) {
  const who = useAgent();
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (view) => client.setQueryData(agentKeys.dailySalary(who), view),
  });
}

export const useOfferDailySalary = () =>
  useViewMutation((input: { account: string; tiers: SalaryTier[] }) => api(agentContracts.offerDailySalary, input));

export const useRespondDailySalary = () =>
  useViewMutation((input: { contractId: number; accept: boolean }) => api(agentContracts.respondDailySalary, input));
