import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memberCentre } from '@tala/contract/member-centre';
import { api } from '../../../shared/api/client.ts';
import { useSessionStore } from '../../../shared/state/session.ts';
import { periodRange, type Period } from '../model/period.ts';
import { memberCentreKeys } from './keys.ts';

const useAccount = () => useSessionStore((s) => s.account) ?? '';

/** Profit and loss over a period, by the player's own calendar days. */
export function useProfit(period: Period) {
  const account = useAccount();
  return useQuery({
    queryKey: memberCentreKeys.profit(account, period),
    queryFn: ({ signal }) =>
      api(memberCentre.profit, { ...periodRange(period), utcOffsetMinutes: 0 - new Date().getTimezoneOffset() }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReferral() {
  const account = useAccount();
  return useQuery({
    queryKey: memberCentreKeys.referral(account),
    queryFn: ({ signal }) => api(memberCentre.referral, {}, { signal }),
  });
}
