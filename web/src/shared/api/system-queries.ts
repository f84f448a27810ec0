import { createContext, use } from 'react';
import { queryOptions } from '@tanstack/react-query';
import type { ModuleCode } from '@tala/contract/core/modules';
import type { Permission, SiteConfig } from '@tala/contract/system';
import { api } from './client.ts';
import { endpoints } from './endpoints.ts';

/**
 * Start-up data every feature may read: the permission (whitelabel modules, register rules,
 * location) and the brand configuration. The start-up gate loads both before any screen shows and
 * hands them down through StartupContext, so below the gate they are never missing. Keys and fetchers
 * are the same as app/api/system.ts, so both share one cache entry.
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

export interface Startup {
  permission: Permission;
  site: SiteConfig;
}

/** Provided by the start-up gate once both start-up calls answered (tests provide it themselves). */
export const StartupContext = createContext<Startup | null>(null);

/** The start-up data. Only below the start-up gate: elsewhere it does not exist yet. */
export function useStartup(): Startup {
  const startup = use(StartupContext);
  if (!startup) {
    throw new Error(
      'useStartup / useBrand / useModule read the start-up data, which exists only below <StartupGate> ' +
        '(in a test, render inside <StartupContext value={…}>).',
    );
  }
  return startup;
}

/** The brand configuration (name, languages, currency symbol …). */
export function useBrand(): SiteConfig {
  return useStartup().site;
}

/** Whether a whitelabel module (a feature flag: FREEPLAY3, MOBILEVERCODELOGIN3 …) is on. */
export function useModule(code: ModuleCode): boolean {
  return useStartup().permission.info.whitelabel[code] === '1';
}
