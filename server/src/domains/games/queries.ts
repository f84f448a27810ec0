import { formatMinor } from '@tala/contract/core/money';
import type { Game, VendorCard } from '@tala/contract/games';
import type { Sql } from '../../db/client.ts';
import type { LocalePack } from '@tala/contract/languages';
import { pick } from '../system/text.ts';
import { catalogueCache } from './cache.ts';
import { gameArtVersion } from './artwork.ts';

export interface GameRow {
  node_id: number;
  game_code: string;
  vendor: string;
  game_type: string;
  name: Record<string, string>;
  classify: string;
  min_bet: number;
  min_line_num: number;
  is_hot: boolean;
  engine: string | null;
  art: { hue?: number; motif?: number; seed?: number };
  maintenance: boolean;
  vendor_maintenance: boolean;
  [key: string]: unknown;
}

export interface VendorRow {
  code: string;
  name: Record<string, string>;
  category: string;
  sort: number;
  is_hot: boolean;
  is_game: 'GAME' | 'VASSALAGE';
  default_node_id: number | null;
  own_wallet: boolean;
  launch_page: 'game' | 'seamless';
  provider: string;
  maintenance: boolean;
  art: { hue?: number };
  [key: string]: unknown;
}

export const gameColumns = `g.node_id, g.game_code, g.vendor, g.game_type, g.name, g.classify, g.min_bet, g.min_line_num,
  g.is_hot, g.engine, g.art, g.maintenance, v.maintenance AS vendor_maintenance`;

/**
 * The columns a list needs, with the name already in the wanted language ($langParam) so the
 * database hands over one short text instead of every translation.
 */
export const listColumns = (langParam: number) => `g.node_id, g.game_code, g.vendor, g.game_type,
  COALESCE(g.name ->> $${langParam}, g.name ->> 'en') AS game_name, g.classify, g.min_bet, g.min_line_num, g.is_hot,
  g.maintenance, v.maintenance AS vendor_maintenance`;

export type ListRow = {
  node_id: number;
  game_code: string;
  vendor: string;
  game_type: string;
  game_name: string;
  classify: string;
  min_bet: number;
  min_line_num: number;
  is_hot: boolean;
  maintenance: boolean;
  vendor_maintenance: boolean;
};

export function toGame(r: GameRow | ListRow, lang: LocalePack): Game {
  return {
    nodeId: Number(r.node_id),
    gameId: r.game_code,
    vassalage: r.vendor,
    gameType: r.game_type,
    gameName: typeof (r as ListRow).game_name === 'string' ? (r as ListRow).game_name : pick((r as GameRow).name, lang),
    gameClassify: r.classify,
    minBet: formatMinor(Number(r.min_bet)),
    minLineNum: Number(r.min_line_num),
    isHot: r.is_hot ? 1 : 0,
    icon: `/media/game/${r.node_id}.webp?v=${gameArtVersion}${lang === 'en' ? '' : `&lang=${lang}`}`,
    maintenance: r.maintenance || r.vendor_maintenance,
    isGame: 'GAME',
  };
}

export async function getVendor(sql: Sql, code: string): Promise<VendorRow | null> {
  const [row] = await sql.query<VendorRow>('SELECT * FROM game_vendors WHERE code = $1', [code]);
  return row ?? null;
}

export async function getGame(sql: Sql, nodeId: number): Promise<GameRow | null> {
  const [row] = await sql.query<GameRow>(
    `SELECT ${gameColumns} FROM games g JOIN game_vendors v ON v.code = g.vendor WHERE g.node_id = $1`,
    [nodeId],
  );
  return row ?? null;
}

/**
 * Vendor cards with their game count per category (a vendor shows in every category it has games in).
 * Games of a hidden classify (visibility.ts) are not counted, and a vendor with only such games is left out.
 */
export async function vendorCards(sql: Sql, lang: LocalePack, hidden: readonly string[] = []): Promise<VendorCard[]> {
  const rows = await sql.query<VendorRow & { game_type: string; n: number }>(
    `SELECT v.*, COALESCE(g.game_type, v.category) AS game_type, COALESCE(g.n, 0)::int AS n
       FROM game_vendors v
       LEFT JOIN (SELECT vendor, game_type, count(*) AS n FROM games WHERE NOT (classify = ANY($1::text[]))
                   GROUP BY vendor, game_type) g ON g.vendor = v.code
      WHERE g.vendor IS NOT NULL
         OR NOT EXISTS (SELECT 1 FROM games hg WHERE hg.vendor = v.code AND hg.classify = ANY($1::text[]))
      ORDER BY v.sort, v.code, (COALESCE(g.game_type, v.category) = v.category) DESC`,
    [[...hidden]],
  );
  return rows.map((v) => ({
    vassalage: v.code,
    name: pick(v.name, lang),
    gameCategory: v.game_type,
    smallIcon: `/media/vendor/${v.code}.webp?v=${gameArtVersion}`,
    isHot: v.is_hot ? 1 : 0,
    isGame: v.is_game,
    nodeId: v.default_node_id === null ? null : Number(v.default_node_id),
    gameCount: Number(v.n),
    maintenance: v.maintenance,
    seamless: v.launch_page === 'seamless',
  }));
}

export interface ListFilter {
  gameType?: string | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  gameName?: string | undefined;
  /** Minor units: games whose minimum bet is at most this. */
  maxMinBet?: number | undefined;
  minLineNum?: number | undefined;
  hotOnly?: boolean;
  /** Leave out games under maintenance (their own flag or their vendor's). */
  availableOnly?: boolean;
  /** Classifies the brand does not show (visibility.ts). */
  hiddenClassifies?: readonly string[];
}

/** WHERE clause and parameters for a game filter (alias g = games, v = game_vendors). */
export function whereOf(f: ListFilter, params: unknown[] = []): { where: string; params: unknown[] } {
  const parts: string[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    parts.push(sql.replace('?', `$${params.length}`));
  };
  if (f.gameType) add('g.game_type = ?', f.gameType);
  if (f.vassalage) add('g.vendor = ?', f.vassalage);
  if (f.gameClassify) add('g.classify = ?', f.gameClassify);
  if (f.gameName) add("g.name_search LIKE ? ESCAPE '\\'", `%${f.gameName.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (f.maxMinBet !== undefined) add('g.min_bet <= ?', f.maxMinBet);
  if (f.minLineNum !== undefined) add('g.min_line_num >= ?', f.minLineNum);
  if (f.hotOnly) parts.push('g.is_hot');
  if (f.hiddenClassifies?.length) add('NOT (g.classify = ANY(?::text[]))', [...f.hiddenClassifies]);
  if (f.availableOnly)
    parts.push('NOT g.maintenance AND NOT EXISTS (SELECT 1 FROM game_vendors mv WHERE mv.code = g.vendor AND mv.maintenance)');
  return { where: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

/** Per vendor and game type: its classifies, its minimum bets and how many games, in vendor order. */
export function gameTypeSummaries(sql: Sql, f: ListFilter) {
  const { where, params } = whereOf(f);
  return sql.query<{ vendor: string; game_type: string; classifies: string[]; min_bets: number[]; n: number }>(
    `SELECT g.vendor, g.game_type, array_agg(DISTINCT g.classify) AS classifies, array_agg(DISTINCT g.min_bet) AS min_bets,
            count(*)::int AS n
       FROM games g JOIN game_vendors v ON v.code = g.vendor ${where}
      GROUP BY g.vendor, g.game_type, v.sort ORDER BY v.sort, g.game_type`,
    params,
  );
}

/** Totals per filter change only with the catalogue: kept a few seconds (infinite scroll asks page after page). */
const totalsByDb = new WeakMap<object, ReturnType<typeof catalogueCache<number>>>();
function totalsOf(sql: Sql) {
  let cache = totalsByDb.get(sql);
  if (!cache) totalsByDb.set(sql, (cache = catalogueCache<number>(sql, 3_000)));
  return cache;
}

export async function listGames(
  sql: Sql,
  f: ListFilter,
  page: { pageNo: number; pageSize: number },
  lang: LocalePack,
): Promise<{ rows: ListRow[]; total: number }> {
  const { where, params } = whereOf(f);
  const total = await totalsOf(sql).get(`${where}|${JSON.stringify(params)}`, async () => {
    const [row] = await sql.query<{ total: number }>(`SELECT count(*)::int AS total FROM games g ${where}`, params);
    return Number(row?.total ?? 0);
  });
  const n = params.length;
  const rows = await sql.query<ListRow>(
    `SELECT ${listColumns(n + 3)} FROM games g JOIN game_vendors v ON v.code = g.vendor ${where}
      ORDER BY g.list_sort
      LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, page.pageSize, (page.pageNo - 1) * page.pageSize, lang],
  );
  return { rows, total };
}

/** A PvP room's name (translations), or null. */
export async function roomName(sql: Sql, roomId: number): Promise<Record<string, string> | null> {
  const [row] = await sql.query<{ name: Record<string, string> }>('SELECT name FROM pvp_rooms WHERE id = $1', [roomId]);
  return row?.name ?? null;
}

export type RoundRow<T> = {
  member_id: number;
  stake: number;
  payout: number;
  status: 'open' | 'settled' | 'refunded';
  detail: { outcome?: T };
};

/** The record of a vendor round, as the wallet callbacks left it. */
export async function getRound<T>(sql: Sql, roundId: string): Promise<RoundRow<T> | null> {
  const [row] = await sql.query<RoundRow<T>>('SELECT member_id, stake, payout, status, detail FROM game_rounds WHERE id = $1', [
    roundId,
  ]);
  return row ?? null;
}

/** Rounds of one provider's vendors still open after `olderThanSeconds`, oldest first (at most 500). */
export function openRoundsOf(sql: Sql, provider: string, olderThanSeconds: number) {
  return sql.query<{
    id: string;
    member_id: number;
    node_id: number;
    vendor: string;
    engine: string;
    wallet: string;
    stake: number;
  }>(
    `SELECT r.id, r.member_id, r.node_id, r.vendor, r.engine, r.wallet, r.stake
       FROM game_rounds r JOIN game_vendors v ON v.code = r.vendor
      WHERE r.status = 'open' AND v.provider = $2 AND r.created_at < now() - make_interval(secs => $1)
      ORDER BY r.created_at LIMIT 500`,
    [olderThanSeconds, provider],
  );
}
