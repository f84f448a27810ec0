import { vi } from 'vitest';
import type { Banner, Permission, SiteConfig } from '@tala/contract/system';
import { permissionFixture, siteConfigFixture } from './fixtures.ts';

export interface MockServer {
  permission: Permission;
  siteConfig: SiteConfig;
  banners: Banner[];
  /** When set, every call fails as if the network were down. */
  offline: boolean;
  calls: string[];
  /** Further endpoints by path: the value returned is the envelope's `value`. */
  routes: Record<string, (url: URL) => unknown>;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Stubs fetch at the boundary with the platform's system answers; tests edit the returned state. */
export function mockServer(patch: Partial<MockServer> = {}): MockServer {
  const state: MockServer = {
    permission: permissionFixture(),
    siteConfig: siteConfigFixture(),
    banners: [],
    offline: false,
    calls: [],
    routes: {},
    ...patch,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      state.calls.push(url.pathname);
      if (state.offline) throw new TypeError('Failed to fetch');
      switch (url.pathname) {
        case '/wps/system/permission':
          return json({ success: true, value: state.permission });
        case '/wps/system/siteConfig':
          return json({ success: true, value: state.siteConfig });
        case '/wps/system/notice':
          return json({ success: true, value: { player: [], banners: state.banners, popup: [], promotion: [] } });
        default: {
          const route = state.routes[url.pathname];
          if (route) return json({ success: true, value: route(url) });
          return json({ success: false, code: 'NOT_FOUND' }, 404);
        }
      }
    }),
  );
  return state;
}
