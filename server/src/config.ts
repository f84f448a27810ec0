import { createHash } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  BRAND_FILE: z.string().min(1).optional(),
  WEB_DIST: z.string().min(1).optional(),
  TRUSTED_COUNTRY_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/i, 'must be an HTTP header name')
    .optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9:_.-]{1,64}$/i, 'letters, digits and : _ . - (at most 64)')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEV_OUTBOX: bool.optional(),
  RUN_JOBS: bool.default(true),
  SERVER_RENDER: bool.default(true),
  // real delivery of e-mail and SMS (docs/operator.md); unset → the development outbox only
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SMTP_FROM: z.string().min(3).max(320).optional(),
  SMS_GATEWAY_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+/, 'must be an http:// or https:// URL')
    .optional(),
  SMS_GATEWAY_TEMPLATE: z.string().min(1).max(4000).optional(),
  SMS_GATEWAY_AUTHORIZATION: z.string().min(1).max(1000).optional(),
  DELIVERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).optional(),
});

export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges, accepted in the list as Fastify accepts them. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: unset/0/false → off; a number → that many hops; else a comma list of addresses/CIDRs. */
function parseTrustProxy(raw: string | undefined): TrustProxy | string {
  const v = (raw ?? '').trim().toLowerCase();
  if (v === '' || ['0', 'false', 'off', 'no'].includes(v)) return false;
  if (/^\d+$/.test(v)) return Math.min(Number(v), 32);
  if (['true', 'on', 'yes', '*'].includes(v))
    return 'trusting every hop lets a client forge its address: give the number of proxies (e.g. 1) or their addresses/CIDRs';
  const items = v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  for (const item of items) {
    const [addr, bits, more] = item.split('/');
    const family = net.isIP(addr ?? '');
    const okBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!(RANGE_NAMES.has(item) || (family && okBits && more === undefined)))
      return `"${item}" is neither a hop count, an address, a CIDR nor loopback/linklocal/uniquelocal`;
  }
  return items;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  brandFile: string;
  webDist: string;
  trustedCountryHeader: string | undefined;
  /**
   * Which hops may tell the client's address (Fastify's trustProxy): false (the socket's address),
   * a hop count, or proxy addresses/CIDRs. Never "trust everything": the client writes the left-most
   * X-Forwarded-For value itself.
   */
  trustProxy: TrustProxy;
  /** Prepended to every Redis key and channel, so deployments sharing one Redis never meet. */
  redisPrefix: string;
  logLevel: string;
  devOutbox: boolean;
  runJobs: boolean;
  /** Send public pages drawn (the build's render bundle, when it has one) for the browser to hydrate. */
  serverRender: boolean;
  /** SMTP server of outgoing e-mail and its From address; undefined → e-mail stays in the outbox. */
  smtp: { url: string; from: string } | undefined;
  /**
   * HTTP SMS gateway: the URL (may hold {to} and {text}), an optional body template (the same
   * placeholders; JSON when it parses as JSON, else a form) and Authorization header; undefined → the outbox.
   */
  smsGateway: { url: string; template: string | undefined; authorization: string | undefined } | undefined;
  /** How long one e-mail or SMS hand-over may take before it counts as failed and is retried. */
  deliveryTimeoutMs: number;
  /** On SIGTERM, how long /readyz answers 503 while requests are still served (the load balancer's check interval). */
  shutdownDelayMs: number;
};

const repoRoot = path.resolve(import.meta.dirname, '../..');

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads the environment into a typed config, or throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message} (got ${JSON.stringify(env[String(i.path[0])])})`),
    );
  }
  const c = parsed.data;
  const problems: string[] = [];
  // the outbox shows login codes and temporary passwords: never in production, and behind a proxy
  // (where every client may arrive from loopback) only when explicitly asked for on a loopback-only listener
  if (c.DEV_OUTBOX && c.NODE_ENV === 'production') problems.push('DEV_OUTBOX: never on in production (it shows login codes)');
  if (c.DEV_OUTBOX && c.TRUST_PROXY !== false && !LOOPBACK_HOSTS.has(c.HOST))
    problems.push(
      'DEV_OUTBOX: behind a proxy (TRUST_PROXY) only with HOST=127.0.0.1, since proxied clients arrive from loopback',
    );
  if (c.SMTP_URL && !c.SMTP_FROM && c.NODE_ENV === 'production')
    problems.push('SMTP_FROM: needed with SMTP_URL in production (the From address of the e-mails)');
  if (c.SMS_GATEWAY_TEMPLATE && !c.SMS_GATEWAY_URL) problems.push('SMS_GATEWAY_TEMPLATE: needs SMS_GATEWAY_URL');
  if (problems.length) throw new ConfigError(problems);
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir,
    databaseUrl: c.DATABASE_URL,
    redisUrl: c.REDIS_URL,
    brandFile: path.resolve(c.BRAND_FILE ?? path.join(repoRoot, 'server/seed/demo-brand.json')),
    webDist: path.resolve(c.WEB_DIST ?? path.join(repoRoot, 'web/dist')),
    trustedCountryHeader: c.TRUSTED_COUNTRY_HEADER?.toLowerCase(),
    trustProxy: c.TRUST_PROXY,
    redisPrefix: c.REDIS_PREFIX ?? defaultRedisPrefix(c.DATABASE_URL, dataDir),
    logLevel: c.LOG_LEVEL,
    devOutbox: c.DEV_OUTBOX ?? (c.NODE_ENV !== 'production' && c.TRUST_PROXY === false),
    runJobs: c.RUN_JOBS,
    serverRender: c.SERVER_RENDER,
    smtp: c.SMTP_URL ? { url: c.SMTP_URL, from: c.SMTP_FROM ?? 'Tala <no-reply@localhost>' } : undefined,
    smsGateway: c.SMS_GATEWAY_URL
      ? { url: c.SMS_GATEWAY_URL, template: c.SMS_GATEWAY_TEMPLATE, authorization: c.SMS_GATEWAY_AUTHORIZATION }
      : undefined,
    deliveryTimeoutMs: c.DELIVERY_TIMEOUT_MS,
    shutdownDelayMs: c.SHUTDOWN_DELAY_MS ?? (c.NODE_ENV === 'production' ? 5_000 : 0),
  };
}

/**
 * One deployment = one database: its nodes share the database's address, another brand has its own.
 * The password is left out so rotating it does not move the keys.
 */
function defaultRedisPrefix(databaseUrl: string | undefined, dataDir: string): string {
  let where = `pglite:${dataDir}`;
  if (databaseUrl) {
    const u = new URL(databaseUrl);
    where = `pg:${u.hostname}:${u.port || '5432'}${u.pathname}`;
  }
  return `tala:${createHash('sha256').update(where).digest('hex').slice(0, 10)}:`;
}
