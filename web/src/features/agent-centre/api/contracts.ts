import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agentContracts, type ContractKind, type ContractView, type PayPeriod, type SalaryTier } from '@tala/contract/agent';
import { api } from '../../../shared/api/client.ts';
import { useSessionStore } from '../../../shared/state/session.ts';
import { agentKeys } from './keys.ts';

const useAgent = () => useSessionStore((s) => s.account) ?? '';

/** The contract of a kind offered to the agent, those he offered, and the payments. */
export function useContracts(kind: ContractKind) {
  const who = useAgent();
  return useQuery({
    queryKey: agentKeys.contracts(who, kind),
    queryFn: ({ signal }) => api(agentContracts.view, { kind }, { signal }),
  });
}

function useViewMutation<I>(call: (input: I) => Promise<ContractView>) {
  const who = useAgent();
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (view) => client.setQueryData(agentKeys.contracts(who, view.kind), view),
  });
}

export const useOfferContract = (kind: ContractKind) =>
  useViewMutation((input: { account: string; tiers: SalaryTier[]; payPeriod?: PayPeriod }) =>
    api(agentContracts.offer, { kind, ...input }),
  );

/** Accept or reject; `proceed` accepts over the higher-rate-downline warning (their contracts end). */
export const useRespondContract = () =>
  useViewMutation((input: { contractId: number; accept: boolean; proceed?: boolean }) => api(agentContracts.respond, input));

/** Ask to end a contract, answer the other side's request, or withdraw an unanswered offer. */
export const useTerminateContract = () =>
  useViewMutation((input: { contractId: number; answer?: 'confirm' | 'decline' }) => api(agentContracts.terminate, input));
