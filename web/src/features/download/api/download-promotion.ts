import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { system } from '@tala/contract/system';
import { api } from '../../../shared/api/client.ts';

/** The promotion type (spec §6) of the download page's promotion. */
const appDownloadType = 'app download';

/** The brand's running app-download promotion (spec §1), or null when it runs none. */
export function useDownloadPromotion() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: ['download', 'promotion', language],
    queryFn: async ({ signal }) => {
      const { promotion } = await api(system.notice, { types: 'PR', language }, { signal });
      return promotion.find((p) => p.promoType === appDownloadType) ?? null;
    },
    staleTime: 5 * 60_000,
  });
}
