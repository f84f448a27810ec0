import type { ModuleCode } from '@tala/contract/core/modules';
import type { Sql } from '../../db/client.ts';

export async function getSettings<T = unknown>(sql: Sql, key: string): Promise<T | undefined> {
  const rows = await sql.query<{ value: T }>('SELECT value FROM brand_settings WHERE key = $1', [key]);
  return rows[0]?.value;
}

export async function getAllSettings(sql: Sql): Promise<Record<string, unknown>> {
  const rows = await sql.query<{ key: string; value: unknown }>('SELECT key, value FROM brand_settings');
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** The brand's modules; the brand file is checked against the known codes when it is seeded. */
export async function getModules(sql: Sql) {
  return sql.query<{ code: ModuleCode; name: string; enabled: boolean }>(
    'SELECT code, name, enabled FROM whitelabel_modules ORDER BY sort, code',
  );
}

export async function isModuleEnabled(sql: Sql, code: string): Promise<boolean> {
  const rows = await sql.query<{ enabled: boolean }>('SELECT enabled FROM whitelabel_modules WHERE code = $1', [code]);
  return rows[0]?.enabled ?? false;
}
