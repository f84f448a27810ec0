import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { system } from '@tala/contract/system';
import { help } from '@tala/contract/help';
import { api } from '../../../shared/api/client.ts';
import { helpKeys } from './keys.ts';

/** Every category with its articles, in the reader's language (a help centre is small: one call). */
export function useHelpCentre() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: helpKeys.centre(language),
    queryFn: async ({ signal }) => (await api(system.helpCenter, { language }, { signal })).categories,
    staleTime: 10 * 60_000,
  });
}

/** Articles matching the search text; nothing is asked for an empty text. */
export function useHelpSearch(q: string) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: helpKeys.search(q, language),
    queryFn: async ({ signal }) => (await api(help.search, { q, language }, { signal })).hits,
    enabled: q.trim().length > 0,
    staleTime: 10 * 60_000,
  });
}

/** Records whether an article helped (one vote per reader; a second one replaces the first). */
export function voteHelpful(articleId: number, helpful: boolean) {
  return api(help.vote, { articleId, helpful });
}
