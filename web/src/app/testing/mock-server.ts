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
  /**
   * Further endpoints by path: the value returned is the envelope's `value`, or a refusal made with
   * `refusal()`, or a promise of either (a route that decrypts an (enc) body). `body` is the request's
   * JSON body (undefined for GET).
   */
  routes: Record<string, (url: URL, body?: unknown) => unknown>;
}

class Refusal {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly field?: string,
    readonly value?: unknown,
  ) {}
}

/** A route's answer refusing the call with a catalogue code (and the field it names, and a value it carries). */
export const refusal = (code: string, status = 400, field?: string, value?: unknown) => new Refusal(code, status, field, value);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function readBody(init: RequestInit | undefined): unknown {
  // a raw upload: the route gets the file itself
  if (init?.body instanceof Blob) return init.body;
  if (typeof init?.body !== 'string') return undefined;
  try {
    return JSON.parse(init.body);
  } catch {
    return init.body; // a form-encoded body
  }
}

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
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
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
          if (route) {
            const body = readBody(init);
            const value: unknown = await route(url, body);
            if (value instanceof Refusal)
              return json({ success: false, code: value.code, field: value.field, value: value.value }, value.status);
            return json({ success: true, value });
          }
          return json({ success: false, code: 'NOT_FOUND' }, 404);
        }
      }
    }),
  );
  return state;
}
