import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import { allEndpoints } from '@tala/contract/api';
import type { Endpoint } from '@tala/contract/endpoint';
import { errorCodes } from '@tala/contract/errors';
import { encryptPayload, importPublicKey } from '@tala/contract/payload-crypto';
import type { Domain } from '../src/http/app.ts';
import { domains } from '../src/domains/index.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';

/**
 * Contract-driven fuzzer: every endpoint of the contract (whatever domains it holds when the suite
 * runs) gets hostile inputs — wrong types, missing and extra fields, NUL bytes and unpaired
 * surrogates, huge strings and numbers, arrays and prototype keys where objects go, bad JSON, wrong
 * content types, oversized bodies and query strings — with a valid member token where one is needed.
 * Every answer must be below 500 and, when refused, the envelope with a catalogued code. The routes
 * outside the contract that take a path parameter get hostile parameters too. Deterministic (seeded).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
/** A longer run: FUZZ_ROUNDS=10 npm run fuzz (each round draws other combinations). */
const ROUNDS = Number(process.env.FUZZ_ROUNDS ?? 1);

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Json = { type?: string | string[]; enum?: unknown[]; properties?: Record<string, Json>; anyOf?: Json[] };

function propertiesOf(ep: Endpoint): Record<string, Json> {
  try {
    const schema = z.toJSONSchema(ep.input, { io: 'input', unrepresentable: 'any' }) as Json;
    return schema.properties ?? Object.fromEntries((schema.anyOf ?? []).flatMap((s) => Object.entries(s.properties ?? {})));
  } catch {
    return {};
  }
}

/** A plausible value for a field, so the other fields get past validation while one is hostile. */
function plausible(s: Json): unknown {
  if (s.enum?.length) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type[0] : (s.type ?? s.anyOf?.[0]?.type);
  switch (type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return 'a';
  }
}

const HUGE = 'x'.repeat(200_000);
const hostileValues: unknown[] = [
  '',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'a\udfffb',
  HUGE,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 63,
  -(2 ** 63),
  2 ** 53 + 1,
  1.5,
  -1,
  0,
  '2147483648',
  '9223372036854775808',
  '1e400',
  true,
  null,
  [],
  ['a', 'b'],
  {},
  { nested: { deeper: [1] } },
  '<script>alert(1)</script>',
  "' OR 1=1 --",
];
const hostileQuery: string[] = [
  '',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%F0%28%8C%28',
  '2147483648',
  '9223372036854775808',
  '-2147483649',
  '1e400',
  'NaN',
  'x'.repeat(20_000),
  '%',
  '__proto__',
];

interface Outcome {
  status: number;
  where: string;
  code?: string;
}

describe('fuzz: hostile input on every endpoint of the contract', () => {
  let t: TestApp;
  let token = '';
  const paramRoutes: { method: string; url: string }[] = [];
  const histogram = new Map<number, number>();
  const failures: string[] = [];
  let count = 0;
  let publicKey: { kid: string; key: Awaited<ReturnType<typeof importPublicKey>> } | null = null;

  // sees every route registered after it, to reach the ones outside the contract that take parameters
  const collector: Domain = {
    name: 'fuzz-route-collector',
    register({ app }) {
      app.addHook('onRoute', (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods)
          if ((method === 'GET' || method === 'POST') && route.url.includes(':')) paramRoutes.push({ method, url: route.url });
      });
    },
  };

  beforeAll(async () => {
    t = await startTestApp({}, { domains: [collector, ...domains] });
    token = (await createTestMember(t.db)).token;
    const key = (await t.call<{ kid: string; publicKey: string }>({ url: '/wps/session/publicKey' })).body.value!;
    publicKey = { kid: key.kid, key: await importPublicKey(key.publicKey) };
  }, 60_000);
  afterAll(async () => {
    const summary = [...histogram.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}×${n}`);
    console.log(`fuzz: ${count} requests, seed ${SEED}, statuses ${summary.join(' ')}`);
    await t?.close();
  });

  let ipCounter = 0;
  async function send(where: string, opts: InjectOptions, memberCall: boolean, contract = true): Promise<Outcome> {
    count++;
    ipCounter++;
    const res = await t.app.inject({
      remoteAddress: `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
      ...opts,
      headers: { ...(memberCall && token ? { token } : {}), ...(opts.headers ?? {}) },
    });
    histogram.set(res.statusCode, (histogram.get(res.statusCode) ?? 0) + 1);
    const outcome: Outcome = { status: res.statusCode, where };
    if (res.statusCode >= 500) failures.push(`${res.statusCode} ${where}: ${res.body.slice(0, 300)}`);
    // pages for a browser outside the contract (the payment sandbox) may answer in HTML
    const page = !contract && String(res.headers['content-type']).startsWith('text/html');
    if (res.statusCode >= 400 && page && res.headers['x-content-type-options'] !== 'nosniff')
      failures.push(`${res.statusCode} ${where}: no security headers`);
    if (res.statusCode >= 400 && !page) {
      let body: { success?: unknown; code?: unknown } | null = null;
      try {
        body = res.json();
      } catch {
        failures.push(`${res.statusCode} ${where}: not JSON: ${res.body.slice(0, 200)}`);
      }
      if (body) {
        outcome.code = String(body.code);
        if (body.success !== false || !errorCodes.includes(body.code as never))
          failures.push(`${res.statusCode} ${where}: not the envelope with a catalogued code: ${res.body.slice(0, 200)}`);
      }
      if (res.headers['x-content-type-options'] !== 'nosniff') failures.push(`${res.statusCode} ${where}: no security headers`);
    }
    // a hostile call may log the member out (logout, password change): carry on with a new session
    if (memberCall && (outcome.code === 'SESSION_EXPIRED' || outcome.code === 'PASSWORD_CHANGE_REQUIRED'))
      token = (await createTestMember(t.db)).token;
    return outcome;
  }

  const asQuery = (input: Record<string, unknown>) =>
    Object.entries(input)
      .map(([k, v]) => {
        const text = typeof v === 'string' ? v : JSON.stringify(v);
        // lone surrogates cannot be percent-encoded: send them as raw invalid UTF-8
        let enc: string;
        try {
          enc = encodeURIComponent(text);
        } catch {
          enc = '%ED%A0%80';
        }
        return `${encodeURIComponent(k)}=${enc}`;
      })
      .join('&');

  async function call(ep: Endpoint, where: string, input: unknown, rawQuery?: string) {
    const member = ep.auth !== 'none';
    if (ep.method === 'GET' || ep.method === 'DELETE') {
      const query =
        rawQuery ??
        (input && typeof input === 'object' && !Array.isArray(input) ? asQuery(input as Record<string, unknown>) : 'x=1');
      return send(where, { method: ep.method, url: `${ep.path}?${query}` }, member);
    }
    let payload: string;
    try {
      payload =
        ep.encrypted && publicKey
          ? JSON.stringify(await encryptPayload(publicKey.key, publicKey.kid, input))
          : JSON.stringify(input);
    } catch {
      payload = JSON.stringify(input);
    }
    if (ep.form && input && typeof input === 'object' && !Array.isArray(input))
      return send(
        where,
        {
          method: ep.method,
          url: ep.path,
          payload: asQuery(input as Record<string, unknown>),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
        member,
      );
    return send(where, { method: ep.method, url: ep.path, payload, headers: { 'content-type': 'application/json' } }, member);
  }

  it('no 5xx, always the envelope with a catalogued code, on every endpoint', { timeout: 240_000 * ROUNDS }, async () => {
    const endpoints = allEndpoints();
    expect(endpoints.length).toBeGreaterThan(50);
    for (let round = 0; round < ROUNDS; round++) {
      const rand = mulberry32(SEED + round);
      const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
      for (const ep of endpoints) {
        const props = propertiesOf(ep);
        const names = Object.keys(props);
        const base = Object.fromEntries(names.map((n) => [n, plausible(props[n]!)]));
        const isGet = ep.method === 'GET' || ep.method === 'DELETE';
        const label = (what: string) => `${ep.method} ${ep.path} ${what}`;

        // each field in turn: every hostile value, the others plausible (or, on later rounds, hostile too)
        for (const name of names) {
          const values: unknown[] = isGet ? hostileQuery : hostileValues;
          for (const v of values) {
            const input: Record<string, unknown> = { ...base, [name]: v };
            if (round > 0) for (const other of names) if (other !== name && rand() < 0.3) input[other] = pick(values);
            if (isGet) await call(ep, label(`${name}=${String(v).slice(0, 20)}`), null, asQueryRaw(input));
            else await call(ep, label(`${name}=${JSON.stringify(v)?.slice(0, 20)}`), input);
          }
          const { [name]: _gone, ...missing } = base;
          await call(ep, label(`without ${name}`), missing);
        }

        // whole-input shapes
        await call(ep, label('plausible'), base);
        await call(ep, label('extra fields'), { ...base, extra: 'x', isAdmin: true, memberId: 1 });
        await call(ep, label('empty'), {});
        if (isGet) {
          await call(ep, label('array param'), null, names.map((n) => `${n}=1&${n}=2`).join('&') || 'a=1&a=2');
          await call(ep, label('bracket param'), null, names.map((n) => `${n}[x]=1`).join('&') || 'a[x]=1');
          await call(ep, label('__proto__ param'), null, '__proto__=1&constructor[prototype][x]=1');
          await call(ep, label('huge query'), null, `q=${'y'.repeat(64_000)}`);
        } else {
          await call(ep, label('array body'), [base]);
          await call(ep, label('number body'), 42);
          await call(ep, label('null body'), null);
          await call(ep, label('string body'), 'hello');
          const member = ep.auth !== 'none';
          const raw = (what: string, payload: string, type: string) =>
            send(label(what), { method: ep.method, url: ep.path, payload, headers: { 'content-type': type } }, member);
          await raw('__proto__ key', `{"__proto__":{"admin":true},${JSON.stringify(base).slice(1)}`, 'application/json');
          await raw('constructor.prototype key', '{"constructor":{"prototype":{"admin":true}}}', 'application/json');
          await raw('bad JSON', '{"a":', 'application/json');
          await raw('bad JSON 2', "{'a':1}", 'application/json');
          await raw('NUL in JSON', '{"a":"\\u0000"}', 'application/json');
          await raw('empty JSON body', '', 'application/json');
          await raw('text/plain', JSON.stringify(base), 'text/plain');
          await raw('xml', '<a/>', 'application/xml');
          await raw('multipart', '--b\r\n\r\n--b--', 'multipart/form-data; boundary=b');
          await raw('bad form', '%%%&&&==', 'application/x-www-form-urlencoded');
          await raw('oversized body', JSON.stringify({ a: 'z'.repeat(2 * 1024 * 1024) }), 'application/json');
          await raw('deep nesting', '['.repeat(5000) + ']'.repeat(5000), 'application/json');
        }
      }

      // routes outside the contract with path parameters (media, uploads, vendor APIs …)
      const params = [
        '2147483648',
        '9223372036854775808',
        '-1',
        '0',
        '%00',
        'a%00b',
        '%ED%A0%80',
        'x'.repeat(300),
        '..%2F..%2Fetc%2Fpasswd',
        '1.5',
        'NaN',
      ];
      for (const route of paramRoutes) {
        for (const p of params) {
          const url = route.url.replace(/:[A-Za-z0-9_]+/g, p).replace('*', p);
          await send(
            `${route.method} ${url.slice(0, 80)}`,
            { method: route.method as 'GET', url, ...(route.method === 'POST' ? { payload: {} } : {}) },
            true,
            false,
          );
        }
      }
    }

    // the server still answers
    const after = await t.call({ url: '/wps/system/status' });
    expect(after.status).toBe(200);
    expect(
      (await t.call({ url: '/wps/v2/wallets/balance', headers: { token: (await createTestMember(t.db)).token } })).status,
    ).toBe(200);
    expect(count).toBeGreaterThan(2000);
    expect(failures.slice(0, 40)).toEqual([]);
  });
});

/** GET inputs: hostile values are already query-encoded text (NUL and broken UTF-8 as %-escapes). */
function asQueryRaw(input: Record<string, unknown>): string {
  return Object.entries(input)
    .map(([k, v]) => `${encodeURIComponent(k)}=${typeof v === 'string' ? v : encodeURIComponent(JSON.stringify(v))}`)
    .join('&');
}
