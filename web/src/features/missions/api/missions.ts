import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { missions, type MissionClaimResult, type SignInResult } from '@tala/contract/missions';
import { applyBalanceSnapshot, refetchBalance } from '../../../shared/api/balance.ts';
import { api } from '../../../shared/api/client.ts';
import { useSessionStore } from '../../../shared/state/session.ts';
import { missionKeys } from './keys.ts';

const useAccount = () => useSessionStore((s) => s.account) ?? '';

/** The member's missions with his progress in each one's current period. */
export function useMissions() {
  const account = useAccount();
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: missionKeys.list(account, language),
    queryFn: ({ signal }) => api(missions.summary, { language }, { signal }),
  });
}

/**
 * Marks the running missions seen: the unread badge comes with the balance call, so that call is
 * asked again once the server has written the marks.
 */
export function useMarkMissionsSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(missions.seen, {}),
    onSuccess: () => refetchBalance(client),
  });
}

/** One mission's leaderboard (accounts come masked from the server). */
export function useLeaderboard(id: number) {
  const account = useAccount();
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: missionKeys.leaderboard(account, language, id),
    queryFn: ({ signal }) => api(missions.leaderboard, { id, language }, { signal }),
  });
}

/**
 * A fresh idempotency key. A claim or sign-in button keeps one, so pressing again after a lost
 * answer sends the same key and the server answers what it already did.
 */
export const newRequestId = () => `mc_${crypto.randomUUID().replace(/-/g, '')}`;

/** Claims a mission's reward; the balance takes the answer's snapshot and the missions are read again. */
export function useClaimMission() {
  const client = useQueryClient();
  const account = useAccount();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: ({ id, requestId }: { id: number; requestId: string }): Promise<MissionClaimResult> =>
      api(missions.claim, { id, requestId, language: i18n.language }),
    onSuccess: async (result) => {
      await applyBalanceSnapshot(client, result.balance);
      await client.invalidateQueries({ queryKey: missionKeys.all(account) });
    },
    // a refusal may mean the state changed meanwhile (claimed elsewhere, ended): read it again
    onError: () => void client.invalidateQueries({ queryKey: missionKeys.all(account) }),
  });
}

/** The daily sign-in calendar. */
export function useSignInCalendar() {
  const account = useAccount();
  return useQuery({
    queryKey: missionKeys.signIn(account),
    queryFn: ({ signal }) => api(missions.signInStatus, {}, { signal }),
  });
}

/** Signs in for today; the answer carries the new calendar and the balance after the reward. */
export function useSignIn() {
  const client = useQueryClient();
  const account = useAccount();
  return useMutation({
    mutationFn: (requestId: string): Promise<SignInResult> => api(missions.signIn, { requestId }),
    onSuccess: async (result) => {
      client.setQueryData(missionKeys.signIn(account), result.calendar);
      await applyBalanceSnapshot(client, result.balance);
    },
    onError: () => void client.invalidateQueries({ queryKey: missionKeys.signIn(account) }),
  });
}
