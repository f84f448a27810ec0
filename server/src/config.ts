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
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEV_OUTBOX: bool.optional(),
  RUN_JOBS: bool.default(true),
});

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
  trustProxy: boolean;
  logLevel: string;
  devOutbox: boolean;
  runJobs: boolean;
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
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    redisUrl: c.REDIS_URL,
    brandFile: path.resolve(c.BRAND_FILE ?? path.join(repoRoot, 'server/seed/demo-brand.json')),
    webDist: path.resolve(c.WEB_DIST ?? path.join(repoRoot, 'web/dist')),
    trustedCountryHeader: c.TRUSTED_COUNTRY_HEADER?.toLowerCase(),
    trustProxy: c.TRUST_PROXY,
    logLevel: c.LOG_LEVEL,
    devOutbox: c.DEV_OUTBOX ?? c.NODE_ENV !== 'production',
    runJobs: c.RUN_JOBS,
  };
}
