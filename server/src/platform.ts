import type { Config } from './config.ts';
import { openDatabase, type Db } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import type { Platform } from './http/context.ts';
import { readBrandFile } from './seed/brand-file.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { seeders } from './domains/index.ts';
import { createPushHub } from './domains/push/hub.ts';

/** Opens (or takes) the database, migrates it, seeds the brand on first run. */
export async function createPlatform(config: Config, db?: Db): Promise<Platform & { seeded: boolean }> {
  const brand = readBrandFile(config.brandFile);
  const database = db ?? (await openDatabase(config));
  await migrate(database);
  const seeded = await seedIfEmpty(database, brand, seeders);
  const push = createPushHub({
    redisUrl: config.redisUrl,
    prefix: config.redisPrefix,
    onError: (err) => console.error('push: redis', err instanceof Error ? err.message : err),
  });
  return { config, db: database, publish: (to, event) => push.publish(to, event), push, seeded };
}
