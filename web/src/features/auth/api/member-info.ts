import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberInfo } from '@tala/contract/member';
import { api } from '../../../shared/api/client.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { syncSession, useSessionStore } from '../../../shared/state/session.ts';
import { authKeys } from './keys.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';

/** Keeps the spec §3 session keys in step with the member info (other screens read them). */
export function storeMemberKeys(info: MemberInfo): void {
  sessionStore.set('account', info.account);
  sessionStore.set('username', info.account);
  sessionStore.set('nickname', info.nickname);
  sessionStore.set('customerId', String(info.id));
  sessionStore.set('isAgent', String(info.isAgent));
  sessionStore.set('toUpline', info.toUpline ? '1' : '0');
  sessionStore.setJson('memberLabel', info.memberLabel);
  if (info.clubLabel) {
    sessionStore.set('memberLabelColor', info.clubLabel.color);
    sessionStore.set('memberLabelBgColor', info.clubLabel.color2);
  } else {
    sessionStore.remove('memberLabelColor');
    sessionStore.remove('memberLabelBgColor');
  }
  syncSession();
}

export async function fetchMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  const info = await api(endpoints.member.info, {}, { signal });
  storeMemberKeys(info);
  return info;
}

export const memberInfoQuery = () =>
  queryOptions({
    queryKey: authKeys.memberInfo,
    queryFn: ({ signal }) => fetchMemberInfo(signal),
    staleTime: 60_000,
  });

/** The logged-in member; loads only with a usable session (not while a password change is due). */
export function useMemberInfo() {
  const usable = useSessionStore((s) => s.token !== null && !s.mustChangePassword);
  return useQuery({ ...memberInfoQuery(), enabled: usable });
}
