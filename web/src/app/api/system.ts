import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import { endpoints } from '../../shared/api/endpoints.ts';

/**
 * Shell calls. The start-up data (permission, site configuration) lives in shared/api/system-queries.ts
 * so features can read it too; the banner region's notice call is the shell's own.
 * Schema-free endpoints: this module is on the start-up path (see shared/api/endpoints.ts).
 */
export { permissionQuery, siteConfigQuery, StartupContext, useBrand, useStartup } from '../../shared/api/system-queries.ts';

export const noticeKeys = {
  notice: (language: string) => ['system', 'notice', language] as const,
};

export const noticeQuery = (language: string) =>
  queryOptions({
    queryKey: noticeKeys.notice(language),
    queryFn: ({ signal }) => api(endpoints.system.notice, { language }, { signal, quiet: true }),
    staleTime: 5 * 60_000,
  });
