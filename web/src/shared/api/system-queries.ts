import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModuleCode } from '@tala/contract/core/modules';
import { api } from './client.ts';
import { endpoints } from './endpoints.ts';

/**
 * Start-up data every feature may read (the start-up gate loads both before any screen shows):
 * the permission (whitelabel modules, register rules, location) and the brand configuration.
 * Keys and fetchers are the same as app/api/system.ts, so both share one cache entry.
 */
export const startupKeys = {
  permission: ['system', 'permission'] as const,
  siteConfig: ['system', 'siteConfig'] as const,
};

export const permissionQuery = () =>
  queryOptions({
    queryKey: startupKeys.permission,
    queryFn: ({ signal }) => api(endpoints.system.permission, { url: window.location.host }, { signal, quiet: true }),
    staleTime: Infinity,
  });

export const siteConfigQuery = () =>
  queryOptions({
    queryKey: startupKeys.siteConfig,
    queryFn: ({ signal }) => api(endpoints.system.siteConfig, {}, { signal, quiet: true }),
    staleTime: Infinity,
  });

export function usePermission() {
  return useQuery(permissionQuery()).data;
}

export function useSiteConfig() {
  return useQuery(siteConfigQuery()).data;
}

/** Whether a whitelabel module (spec §3 feature flags: FREEPLAY3, MOBILEVERCODELOGIN3 …) is on. */
export function useModule(code: ModuleCode): boolean {
  return usePermission()?.info.whitelabel[code] === '1';
}
