import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMinor } from '@tala/contract/core/money';
import { responsible, type BreakChoice, type PlayLimitKind, type PlayLimitPeriod } from '@tala/contract/responsible';
import { api } from '../../../shared/api/client.ts';
import { useSessionStore } from '../../../shared/state/session.ts';
import { memberCentreKeys } from './keys.ts';

const useAccount = () => useSessionStore((s) => s.account) ?? '';

export function useResponsibleState() {
  const account = useAccount();
  return useQuery({
    queryKey: memberCentreKeys.responsible(account),
    queryFn: ({ signal }) => api(responsible.state, {}, { signal }),
  });
}

/** Sets one loss or stake limit (null removes it); the answer is the settings as they now stand. */
export function useSetPlayLimit() {
  const client = useQueryClient();
  const account = useAccount();
  return useMutation({
    mutationFn: (v: { kind: PlayLimitKind; period: PlayLimitPeriod; limitMinor: number | null }) =>
      api(responsible.setLimit, {
        kind: v.kind,
        period: v.period,
        limit: v.limitMinor === null ? null : formatMinor(v.limitMinor),
      }),
    onSuccess: (answer) => client.setQueryData(memberCentreKeys.responsible(account), answer),
  });
}

export function useSetReminder() {
  const client = useQueryClient();
  const account = useAccount();
  return useMutation({
    mutationFn: (minutes: 15 | 30 | 60 | null) => api(responsible.setReminder, { minutes }),
    onSuccess: (answer) => {
      client.setQueryData(memberCentreKeys.responsible(account), answer);
      // the reality check reschedules with the new interval
      void client.invalidateQueries({ queryKey: memberCentreKeys.realityCheck(account) });
    },
  });
}

/** Starts a break; the server ends every session of the member with it. */
export function useTakeBreak() {
  return useMutation({ mutationFn: (choice: BreakChoice) => api(responsible.takeBreak, { choice }) });
}

/** The current session's reality check (time played, net result, the chosen interval). */
export function useRealityCheck() {
  const account = useAccount();
  return useQuery({
    queryKey: memberCentreKeys.realityCheck(account),
    queryFn: ({ signal }) => api(responsible.realityCheck, {}, { signal }),
    retry: false,
  });
}
