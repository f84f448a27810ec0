import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { registerKeys } from './keys.ts';

/** The registration captcha (when its rule is enabled): single use, so never served from cache. */
export function useRegisterCaptcha(enabled: boolean) {
  return useQuery({
    queryKey: registerKeys.captcha,
    queryFn: ({ signal }) => api(endpoints.session.captcha, {}, { signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
