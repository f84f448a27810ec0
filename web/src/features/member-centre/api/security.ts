import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { member, type Profile, type SecurityOverview } from '@tala/contract/member';
import { api } from '../../../shared/api/client.ts';
import { useSessionStore } from '../../../shared/state/session.ts';
import { memberCentreKeys } from './keys.ts';

const useAccount = () => useSessionStore((s) => s.account) ?? '';

/** The account area's member info query (its nickname shows in the header): asked again after a profile change. */
const MEMBER_INFO_KEY = ['member', 'info'] as const;

export function useSecurityOverview() {
  const account = useAccount();
  return useQuery({
    queryKey: memberCentreKeys.security(account),
    queryFn: ({ signal }) => api(member.security, {}, { signal }),
  });
}

export function useProfile() {
  const account = useAccount();
  return useQuery({ queryKey: memberCentreKeys.profile(account), queryFn: ({ signal }) => api(member.profile, {}, { signal }) });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  const account = useAccount();
  return useMutation({
    mutationFn: (changes: Partial<Profile>) => api(member.updateProfile, changes),
    onSuccess: (profile) => {
      client.setQueryData(memberCentreKeys.profile(account), profile);
      void client.invalidateQueries({ queryKey: MEMBER_INFO_KEY });
    },
  });
}

export const sendMobileCode = async (input: { mobileNum: string; countryDialingCode: string }) =>
  (await api(member.sendMobileCode, input)).expirationTime;
export const sendEmailCode = async (input: { email: string }) => (await api(member.sendEmailCode, input)).expirationTime;

/** Binding answers with the new overview; the member info (masked mobile and e-mail) is asked again. */
function useBind<I>(call: (input: I) => Promise<SecurityOverview>) {
  const client = useQueryClient();
  const account = useAccount();
  return useMutation({
    mutationFn: call,
    onSuccess: (overview) => {
      client.setQueryData(memberCentreKeys.security(account), overview);
      void client.invalidateQueries({ queryKey: MEMBER_INFO_KEY });
    },
  });
}

export const useBindMobile = () =>
  useBind((input: { mobileNum: string; countryDialingCode: string; verificationCode: string }) => api(member.bindMobile, input));
export const useBindEmail = () => useBind((input: { email: string; verificationCode: string }) => api(member.bindEmail, input));

export function useSessions() {
  const account = useAccount();
  return useQuery({
    queryKey: memberCentreKeys.sessions(account),
    queryFn: ({ signal }) => api(member.sessions, {}, { signal }),
  });
}

export function useEndOtherSessions() {
  const client = useQueryClient();
  const account = useAccount();
  return useMutation({
    mutationFn: () => api(member.endOtherSessions, {}),
    onSuccess: (list) => client.setQueryData(memberCentreKeys.sessions(account), list),
  });
}
