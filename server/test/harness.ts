import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import pg from 'pg';
import type { Config } from '../src/config.ts';
import { openPgliteMemory, openPostgres, type Db } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { buildApp, type Domain } from '../src/http/app.ts';
import type { Platform } from '../src/http/context.ts';
import { bindHooks, domains, seeders } from '../src/domains/index.ts';
import { createPushHub } from '../src/domains/push/hub.ts';
import { opsDomain } from '../src/ops/routes.ts';
import { readBrandFile } from '../src/seed/brand-file.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { testConfig } from './config.ts';

export const usingPostgres = process.env.TEST_DB === 'postgres';

/**
 * A fresh, migrated and seeded database for one test file: a copy of the prepared PGlite, or (with
 * TEST_DB=postgres) a new database on TEST_DATABASE_URL's server, dropped again by `drop()`.
 */
export async function freshDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (!usingPostgres) {
    const tar = fs.readFileSync(inject('pgliteTemplate'));
    const db = await openPgliteMemory(new Blob([tar]));
    return { db, drop: () => db.close() };
  }
  const base = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `tala_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), 20);
  await migrate(db);
  await seedIfEmpty(db, readBrandFile(testConfig().brandFile), seeders);
  return {
    db,
    drop: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  platform: Platform;
  db: Db;
  /** app.inject that parses the envelope. */
  call<T = unknown>(
    opts: InjectOptions,
  ): Promise<{
    status: number;
    body: { success: boolean; code?: string; message?: string; field?: string; value?: T };
    headers: Record<string, unknown>;
  }>;
  close(): Promise<void>;
}

/**
 * `domains` replaces the registry's list (a test that plugs in a contribution of its own); `serveWeb`
 * serves the site from `overrides.webDist` as a deployment does.
 */
export async function startTestApp(
  overrides: Partial<Config> = {},
  registry: { domains?: readonly Domain[]; serveWeb?: boolean } = {},
): Promise<TestApp> {
  const { db, drop } = await freshDb();
  const config = testConfig(overrides);
  const push = createPushHub({ redisUrl: config.redisUrl, prefix: config.redisPrefix });
  const platform: Platform = { config, db, publish: (to, event) => push.publish(to, event), push };
  // composed as main.ts composes it: the registry's domains, the operator endpoint on top
  const app = await buildApp(platform, {
    domains: [...(registry.domains ?? domains), opsDomain],
    hooks: bindHooks,
    serveWeb: registry.serveWeb ?? false,
  });
  await app.ready();
  return {
    app,
    platform,
    db,
    async call(opts) {
      const res = await app.inject(opts);
      let body;
      try {
        body = res.json();
      } catch {
        body = { success: false, message: res.body };
      }
      return { status: res.statusCode, body, headers: res.headers };
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}
