import type { Sql } from '../../db/client.ts';

/** The stored JSON of one brand setting, unchecked (read it through settings.ts, which validates it). */
export async function storedSetting(sql: Sql, key: string): Promise<unknown> {
  const rows = await sql.query<{ value: unknown }>('SELECT value FROM brand_settings WHERE key = $1', [key]);
  return rows[0]?.value;
}

/** Stores a brand setting (the whole value under its top-level key); settings.ts validates it first. */
export async function putSetting(sql: Sql, key: string, value: unknown): Promise<void> {
  await sql.query(
    `INSERT INTO brand_settings (key, value, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  );
}

/** Every stored brand setting, unchecked. */
export function storedSettings(sql: Sql): Promise<{ key: string; value: unknown }[]> {
  return sql.query<{ key: string; value: unknown }>('SELECT key, value FROM brand_settings');
}

export async function getModules(sql: Sql) {
  return sql.query<{ code: string; name: string; enabled: boolean }>(
    'SELECT code, name, enabled FROM whitelabel_modules ORDER BY sort, code',
  );
}

export async function isModuleEnabled(sql: Sql, code: string): Promise<boolean> {
  const rows = await sql.query<{ enabled: boolean }>('SELECT enabled FROM whitelabel_modules WHERE code = $1', [code]);
  return rows[0]?.enabled ?? false;
}
