import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { wallet, type RecordType } from '@tala/contract/wallet';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { api } from '../../../shared/api/client.ts';
import { useSessionStore } from '../../../shared/state/session.ts';
import { periodRange, type Period } from '../model/period.ts';
import { memberCentreKeys } from './keys.ts';

const RECORD_PAGE_SIZE = 10;

export interface RecordFilter {
  period: Period;
  type: RecordType | 'all';
  /** A wallet code, or 'all'. */
  wallet: string;
  page: number;
}

/** One page of the member's account record; the previous page stays on screen while the next loads. */
export function useTransactions(filter: RecordFilter) {
  const account = useSessionStore((s) => s.account) ?? '';
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: memberCentreKeys.recordPage(account, language, filter),
    queryFn: ({ signal }) =>
      api(
        wallet.transactions,
        {
          ...periodRange(filter.period),
          ...(filter.type === 'all' ? {} : { type: filter.type }),
          ...(filter.wallet === 'all' ? {} : { wallet: filter.wallet }),
          language,
          pageNo: filter.page,
          pageSize: RECORD_PAGE_SIZE,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
