import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { registerKeys } from './keys.ts';

export const registerSettingsQuery = () =>
  queryOptions({
    queryKey: registerKeys.settings,
    queryFn: ({ signal }) => api(endpoints.register.settings, {}, { signal }),
    staleTime: 5 * 60_000,
  });

/** Rules per field and the registration switches (username / mobile, SMS verification, mobile password). */
export function useRegisterSettings() {
  return useQuery(registerSettingsQuery());
}
