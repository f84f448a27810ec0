import type { Sql } from '../../db/client.ts';

export async function getFlag<T>(sql: Sql, key: string, fallback: T): Promise<T> {
  const rows = await sql.query<{ value: T }>('SELECT value FROM system_flags WHERE key = $1', [key]);
  return rows.length ? (rows[0]!.value as T) : fallback;
}

export async function setFlag(sql: Sql, key: string, value: unknown): Promise<void> {
  await sql.query(
    `INSERT INTO system_flags (key, value, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  );
}

export const isMaintenance = (sql: Sql) => getFlag(sql, 'maintenance', false);
