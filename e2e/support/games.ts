import type { Page } from '@playwright/test';
import lobby from '../../web/src/shared/i18n/locales/en/lobby.json' with { type: 'json' };
import game from '../../web/src/shared/i18n/locales/en/game.json' with { type: 'json' };

/** Text of the lobby / game namespaces with {{values}} filled in, so copy edits don't break the specs. */
function lookup(pack: unknown, path: string, values: Record<string, string | number>): string {
  const raw = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], pack);
  // {{name}} or {{name, number}} (i18next's Intl number format, English grouping)
  return String(raw).replace(/\{\{(\w+)(, number)?\}\}/g, (_, key: string, number?: string) =>
    number ? Number(values[key]).toLocaleString('en-US') : String(values[key]),
  );
}
export const lt = (path: string, values: Record<string, string | number> = {}) => lookup(lobby, path, values);
export const gt = (path: string, values: Record<string, string | number> = {}) => lookup(game, path, values);

/** "N games" as the lobby says it. */
export const gameCount = (count: number) => lt(count === 1 ? 'games.count_one' : 'games.count_other', { count });

interface Envelope<T> {
  success: boolean;
  code?: string;
  value?: T;
}

/** A GET on the platform API; the value of a successful envelope. */
export async function apiGet<T>(baseURL: string, path: string, token?: string): Promise<T> {
  const res = await fetch(baseURL + path, { headers: { accept: 'application/json', ...(token ? { token } : {}) } });
  const body = (await res.json()) as Envelope<T>;
  if (!body.success) throw new Error(`GET ${path} → ${res.status} ${body.code}`);
  return body.value as T;
}

export interface ApiGame {
  nodeId: number;
  gameName: string;
  vassalage: string;
  gameType: string;
  gameClassify: string;
}
export interface ApiVendorGroup {
  gameCategory: string;
  vendors: { vassalage: string; name: string; gameCount: number; maintenance: boolean }[];
}

/** The session token the page holds now (a handed-over token is exchanged for a new one). */
export function pageToken(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('token'));
}

/** "$1,234.50" → 123450 */
export function minor(text: string): number {
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}
