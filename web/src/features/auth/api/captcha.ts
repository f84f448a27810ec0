import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { authKeys } from './keys.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';

export const captchaQuery = () =>
  queryOptions({
    queryKey: authKeys.captcha,
    queryFn: ({ signal }) => api(endpoints.session.captcha, {}, { signal }),
    // single use on the server: never shown from cache to a later form
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** A captcha image and its id, fetched only while `enabled` (after a failed login asked for one). */
export function useCaptcha(enabled: boolean) {
  return useQuery({ ...captchaQuery(), enabled });
}
