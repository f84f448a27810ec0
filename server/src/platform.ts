import type { Config } from './config.ts';
import { openDatabase, type Db } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import type { Platform } from './http/context.ts';
import { readBrandFile } from './seed/brand-file.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { seeders } from './domains/index.ts';

/** Opens (or takes) the database, migrates it, seeds the brand on first run. */
export async function createPlatform(config: Config, db?: Db): Promise<Platform & { seeded: boolean }> {
  const brand = readBrandFile(config.brandFile);
  const database = db ?? (await openDatabase(config));
  await migrate(database);
  const seeded = await seedIfEmpty(database, brand, seeders);
  return { config, db: database, publish: () => undefined, seeded };
}
