import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPgliteMemory } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { readBrandFile } from '../src/seed/brand-file.ts';
import { seeders } from '../src/domains/index.ts';
import { testConfig } from './config.ts';

/**
 * Opening a new PGlite takes seconds; migrating and seeding more. Do it once per run and hand every
 * test file a tarball of the prepared database (loaded in about half a second).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') return;
  const db = await openPgliteMemory();
  await migrate(db);
  await seedIfEmpty(db, readBrandFile(testConfig().brandFile), seeders);
  const blob = await db.dump();
  await db.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tala-pglite-'));
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
