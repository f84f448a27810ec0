import { Suspense, type ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { MemoryRouter } from '../shared/router/react.tsx';
import { vi } from 'vitest';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { decryptPayload, generatePayloadKeyPair, importPrivateKey, isEncryptedBody } from '@tala/contract/payload-crypto';
import type { Permission, RegisterRule, SiteConfig } from '@tala/contract/system';
import { siteConfigFixture } from '../app/testing/fixtures.ts';
import { configureApi } from '../shared/api/client.ts';
import { StartupContext } from '../shared/api/system-queries.ts';
import { encryptBody } from '../shared/api/payload-encryption.ts';
import { translator } from '../shared/i18n/i18n.ts';

// bot check (proof of work) and RSA encryption run for real: slow on a busy CI machine
configure({ asyncUtilTimeout: 5000 });

/**
 * Test harness of the accounts features: a fake platform at the fetch boundary that speaks the real
 * wire formats (ALTCHA challenge, RSA-OAEP + AES-GCM bodies decrypted with a real key), and a render
 * with the providers the screens need. Each route answers `{ value }` or `{ error, field?, value? }`.
 */
export interface Reply {
  value?: unknown;
  error?: string;
  field?: string;
  status?: number;
}
export type Route = (body: Record<string, unknown>, url: URL) => Reply | Promise<Reply>;

export interface FakeCall {
  path: string;
  body: Record<string, unknown>;
}

const rule = (patch: Partial<RegisterRule>): RegisterRule => ({
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: 23,
  minLength: 0,
  maxLength: 64,
  ...patch,
});

/** The demo brand's rules (server/seed/demo-brand.json), enough for the forms. */
export const demoRules: Record<string, RegisterRule> = {
  username: rule({ required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 1, minLength: 6, maxLength: 16 }),
  password: rule({
    required: true,
    acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9!@#$%^&*._-]+$',
    patternId: 0,
    minLength: 8,
    maxLength: 20,
  }),
  confirmPassword: rule({ required: true, patternId: 0, minLength: 8, maxLength: 20 }),
  mobileNum: rule({ required: true, acceptedPattern: '^[0-9]+$', patternId: 2, minLength: 10, maxLength: 10 }),
  verificationCode: rule({ required: true, acceptedPattern: '^[0-9]+$', patternId: 2, minLength: 0, maxLength: 255 }),
  email: rule({ acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', patternId: 4, minLength: 5, maxLength: 64 }),
  affiliateCode: rule({ acceptedPattern: '^[A-Za-z0-9]+$', patternId: 0, minLength: 4, maxLength: 16 }),
};

export function permissionWith(modules: Record<string, '0' | '1'>, rules = demoRules): Permission {
  return {
    info: {
      whitelabel: modules,
      registerRules: rules,
      resources: [],
      customerService: { version: { pathList: [] } },
      gtagId: '',
      imageCDNs: [],
      launchGameCDNs: [],
    },
    location: { ip: '203.0.113.7', countryCode: 'PH' },
    maintenance: false,
    regionRestriction: false,
  };
}

export const countries = [
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'ID', countryDialingCode: '62', name: 'Indonesia' },
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Stubs fetch with the given routes plus challenge, public key and countries; bodies arrive decrypted. */
// one key pair per test file: the client keeps the public key it fetched, as a browser tab does
const keyPair = generatePayloadKeyPair();

export async function fakePlatform(routes: Record<string, Route>) {
  const keys = await keyPair;
  const privateKey = await importPrivateKey(keys.privateKey);
  const calls: FakeCall[] = [];
  configureApi({ encrypt: encryptBody });
  const base: Record<string, Route> = {
    '/wps/session/publicKey': () => ({ value: { kid: 'k1', publicKey: keys.publicKey, algorithm: 'RSA-OAEP-256+A256GCM' } }),
    '/wps/session/challenge': async () => ({
      value: await createChallenge({ algorithm: 'SHA-256', cost: 1, keyPrefix: '0', deriveKey, hmacSignatureSecret: 'test' }),
    }),
    '/wps/system/countries': () => ({ value: { countries } }),
  };
  const all = { ...base, ...routes };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      let body: Record<string, unknown> = Object.fromEntries(url.searchParams);
      if (typeof init?.body === 'string') {
        const parsed: unknown = init.body.startsWith('{')
          ? JSON.parse(init.body)
          : Object.fromEntries(new URLSearchParams(init.body));
        body = (isEncryptedBody(parsed) ? await decryptPayload(privateKey, parsed) : parsed) as Record<string, unknown>;
      }
      calls.push({ path: url.pathname, body });
      const route = all[url.pathname];
      if (!route) return json({ success: false, code: 'NOT_FOUND' }, 404);
      const reply = await route(body, url);
      if (reply.error) {
        return json({ success: false, code: reply.error, field: reply.field, value: reply.value }, reply.status ?? 400);
      }
      return json({ success: true, value: reply.value });
    }),
  );
  return { calls, paths: () => calls.map((c) => c.path) };
}

export interface RenderAccountsOptions {
  path?: string;
  /** Query cache entries by key path ('member/info' → ['member', 'info']). */
  cache?: Record<string, unknown>;
  /** The start-up data the gate would hand down: no modules and the demo rules unless given. */
  permission?: Permission;
  site?: SiteConfig;
}

/**
 * Renders below the start-up data (as the start-up gate would), with a fresh query cache (pre-filled
 * with `cache`), a memory router and loaded namespaces.
 */
export async function renderAccounts(
  ui: ReactElement,
  { path = '/', cache = {}, permission = permissionWith({}), site = siteConfigFixture() }: RenderAccountsOptions = {},
) {
  await translator.loadNamespaces(['auth', 'register', 'forms', 'errors']);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  for (const [key, value] of Object.entries(cache)) client.setQueryData(key.split('/'), value);
  const view = render(
    <QueryClientProvider client={client}>
      <StartupContext value={{ permission, site }}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={null}>{ui}</Suspense>
        </MemoryRouter>
      </StartupContext>
    </QueryClientProvider>,
  );
  return { ...view, client };
}
