import type { Db, Sql } from '../db/client.ts';
import type { BrandFile } from './brand-file.ts';

/** One domain's first-run data (brand settings, games catalogue, lottery games, demo members …). */
export type Seeder = (sql: Sql, brand: BrandFile) => Promise<void>;

/**
 * Seeds the brand on first run (no brand settings yet) with the registry's seeders, in their order
 * (the system domain's brand data first), all in one transaction, so a crash leaves an empty
 * database that seeds again. Returns true when it seeded.
 */
export async function seedIfEmpty(db: Db, brand: BrandFile, seeders: readonly Seeder[]): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM brand_settings');
  if ((row?.n ?? 0) > 0) return false;
  await db.tx(async (sql) => {
    for (const seeder of seeders) await seeder(sql, brand);
  });
  return true;
}
