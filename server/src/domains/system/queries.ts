import type { ModuleCode } from '@tala/contract/core/modules';
import type { Sql } from '../../db/client.ts';
import { catalogueChanged } from '../games/cache.ts';

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
  // settings shape catalogue answers (which games a brand shows): this node answers anew at once
  catalogueChanged(sql);
}

/** Every stored brand setting, unchecked. */
export function storedSettings(sql: Sql): Promise<{ key: string; value: unknown }[]> {
  return sql.query<{ key: string; value: unknown }>('SELECT key, value FROM brand_settings');
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

export function listCountries(sql: Sql) {
  return sql.query<{ countryCode: string; countryDialingCode: string; name: string }>(
    `SELECT country_code AS "countryCode", dialing_code AS "countryDialingCode", name
       FROM countries ORDER BY sort, name`,
  );
}

/** Whether a dialing code belongs to a country the brand lists. */
export async function isKnownDialingCode(sql: Sql, dialingCode: string): Promise<boolean> {
  return (await sql.query('SELECT 1 FROM countries WHERE dialing_code = $1 LIMIT 1', [dialingCode])).length > 0;
}

/**
 * Notices of type AGENT are for agents only (the agent centre reads them behind its own guard): the
 * public notice calls never return them, whatever types a caller asks for.
 */
const publicNotice = `active AND type <> 'AGENT'`;

/** The latest 50 active notices of the given types, newest first. */
export function activeNotices(sql: Sql, types: readonly string[]) {
  return sql.query<{ id: number; type: string; title: unknown; content: unknown; popup: boolean; created_at: Date }>(
    `SELECT id, type, title, content, popup, created_at FROM notices
      WHERE ${publicNotice} AND type = ANY($1::text[]) ORDER BY created_at DESC, id DESC LIMIT 50`,
    [types],
  );
}

export function activeBanners(sql: Sql) {
  return sql.query<{
    id: number;
    group_name: string;
    image_url: string;
    art: { headline?: unknown; sub?: unknown; cta?: unknown };
    linkage_type: string;
    link: string;
    title: unknown;
  }>('SELECT id, group_name, image_url, art, linkage_type, link, title FROM banners WHERE active ORDER BY group_name, sort, id');
}

/** Promotions running now. */
export function currentPromotions(sql: Sql) {
  return sql.query<{ id: number; category: string; promo_type: string; title: unknown; content: unknown }>(
    `SELECT id, category, promo_type, title, content FROM promotions
      WHERE active AND (starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR ends_at > now())
      ORDER BY sort, id`,
  );
}

/** One page of active notices, newest first, with the total count. */
export async function noticePage(sql: Sql, page: { pageNo: number; pageSize: number }) {
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    sql.query<{ total: number }>(`SELECT count(*)::int AS total FROM notices WHERE ${publicNotice}`),
    sql.query<{ id: number; type: string; title: unknown; content: unknown; created_at: Date }>(
      `SELECT id, type, title, content, created_at FROM notices WHERE ${publicNotice}
        ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
      [page.pageSize, (page.pageNo - 1) * page.pageSize],
    ),
  ]);
  return { total, rows };
}
