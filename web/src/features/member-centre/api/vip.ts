import { useQuery } from '@tanstack/react-query';
import { vip } from '@tala/contract/vip';
import { api } from '../../../shared/api/client.ts';
import { useSessionStore } from '../../../shared/state/session.ts';
import { memberCentreKeys } from './keys.ts';

export function usePlayerRank() {
  const account = useSessionStore((s) => s.account) ?? '';
  return useQuery({ queryKey: memberCentreKeys.rank(account), queryFn: ({ signal }) => api(vip.rank, {}, { signal }) });
}
