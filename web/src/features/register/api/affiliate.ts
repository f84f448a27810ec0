import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { registerKeys } from './keys.ts';

/** Checks an invitation code with the server: resolves true (valid) or rejects (AFFILIATE_INVALID). */
export function checkAffiliateCode(code: string, signal?: AbortSignal): Promise<boolean> {
  return api(endpoints.register.affiliate, { code, domain: window.location.host }, { signal, quiet: true }).then((r) => r.valid);
}

export const affiliateQuery = (code: string) =>
  queryOptions({
    queryKey: registerKeys.affiliate(code),
    queryFn: ({ signal }) => checkAffiliateCode(code, signal),
    staleTime: Infinity,
    retry: false,
  });

/** The URL's invitation code, checked once: 'checking' | 'valid' | 'invalid' | 'none'. */
export function useUrlAffiliate(code: string | null): 'checking' | 'valid' | 'invalid' | 'none' {
  const query = useQuery({ ...affiliateQuery(code ?? ''), enabled: Boolean(code) });
  if (!code) return 'none';
  if (query.isPending) return 'checking';
  return query.isSuccess ? 'valid' : 'invalid';
}
