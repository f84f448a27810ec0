import type { LocalePack } from '@tala/contract/languages';
import type { LotteryGame, LotteryGameDetail, LotteryMenu, PlayKind } from '@tala/contract/lottery';
import type { Db } from '../../db/client.ts';
import { pick } from '../system/text.ts';
import { choicesOf } from './play.ts';
import { drawColumns, gameSelect, toDraw, toGame, type DrawRow, type GameRow } from './queries.ts';

interface GameFilter {
  prizeMode?: string | undefined;
  accountType?: string | undefined;
}

/** prizeMode accepts one mode or a comma-separated list; matching ignores case (the brand writes 'Elott'). */
function modes(prizeMode: string | undefined): string[] | null {
  if (!prizeMode?.trim()) return null;
  return prizeMode
    .split(',')
    .map((m) => m.trim().toLowerCase())
    .filter(Boolean);
}

const filterSql = `($1::text[] IS NULL OR lower(g.prize_mode) = ANY($1::text[])) AND ($2::text IS NULL OR g.account_type = $2)`;

async function games(
  db: Db,
  where: string,
  params: unknown[],
  language: LocalePack,
  now: number,
): Promise<Map<number, LotteryGame>> {
  const rows = await db.query<GameRow>(`${gameSelect} WHERE g.enabled AND ${where} ORDER BY g.sort, g.id`, params);
  return new Map(rows.map((r) => [Number(r.id), toGame(r, language, now)]));
}

/** The lobby menus with their games, filtered by prize mode and account type; empty menus are left out. */
export async function lobbyMenus(db: Db, f: GameFilter, language: LocalePack, now: number): Promise<LotteryMenu[]> {
  const byId = await games(db, filterSql, [modes(f.prizeMode), f.accountType ?? null], language, now);
  const links = await db.query<{ tag: string; label: unknown; game_id: number }>(
    `SELECT m.tag, m.label, mg.game_id FROM lottery_menus m JOIN lottery_menu_games mg ON mg.menu_id = m.id
      ORDER BY m.sort, m.id, mg.sort, mg.game_id`,
  );
  const menus = new Map<string, LotteryMenu>();
  for (const l of links) {
    const game = byId.get(Number(l.game_id));
    if (!game) continue;
    let menu = menus.get(l.tag);
    if (!menu) menus.set(l.tag, (menu = { tag: l.tag, labelName: pick(l.label, language), gameMenus: [] }));
    menu.gameMenus.push(game);
  }
  return [...menus.values()];
}

/** The games the member bet on, most recent first. */
export async function recentGames(
  db: Db,
  memberId: number,
  f: GameFilter & { recentCount: number },
  language: LocalePack,
  now: number,
): Promise<LotteryGame[]> {
  const recent = await db.query<{ game_id: number }>(
    `SELECT game_id FROM lottery_bets WHERE member_id = $1 GROUP BY game_id ORDER BY max(id) DESC LIMIT $2`,
    [memberId, f.recentCount],
  );
  const ids = recent.map((r) => Number(r.game_id));
  if (!ids.length) return [];
  const byId = await games(
    db,
    `${filterSql} AND g.id = ANY($3::int[])`,
    [modes(f.prizeMode), f.accountType ?? null, ids],
    language,
    now,
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Hot games: most bets in the last 24 hours, then the games flagged hot; at most `count`. */
export async function popularGames(db: Db, count: number, language: LocalePack, now: number): Promise<LotteryGame[]> {
  const busy = await db.query<{ game_id: number }>(
    `SELECT game_id FROM lottery_bets WHERE created_at > $1 GROUP BY game_id ORDER BY count(*) DESC, game_id LIMIT $2`,
    [new Date(now - 86_400_000), count],
  );
  const all = await games(db, 'true', [], language, now);
  const ordered = [...busy.map((b) => Number(b.game_id)), ...[...all.values()].filter((g) => g.isHot).map((g) => g.gameId)];
  return [...new Set(ordered)].flatMap((id) => all.get(id) ?? []).slice(0, count);
}

type PlayRow = {
  code: string;
  name: unknown;
  kind: PlayKind;
  digits: number;
  odds_milli: number;
  min_stake: number;
  max_stake: number;
};

/** One game for the betting view. */
export async function gameDetail(db: Db, gameCode: string, language: LocalePack, now: number): Promise<LotteryGameDetail | null> {
  const [row] = await db.query<GameRow>(`${gameSelect} WHERE g.enabled AND g.code = $1`, [gameCode]);
  if (!row) return null;
  const plays = await db.query<PlayRow>(
    `SELECT code, name, kind, digits, odds_milli, min_stake, max_stake FROM lottery_play_types
      WHERE family_code = $1 AND enabled ORDER BY sort, id`,
    [row.family_code],
  );
  const draws = await db.query<DrawRow>(
    `SELECT ${drawColumns} FROM lottery_draws d JOIN lottery_games g ON g.id = d.game_id
      WHERE d.game_id = $1 AND d.numero IN ($2, $3)`,
    [row.id, row.cur_numero ?? '', row.last_numero ?? ''],
  );
  const draw = (numero: string | null) => {
    const d = numero ? draws.find((x) => x.numero === numero) : undefined;
    return d ? toDraw(d) : null;
  };
  return {
    game: toGame(row, language, now),
    playTypes: plays.map((p) => ({
      code: p.code,
      name: pick(p.name, language),
      kind: p.kind,
      digits: p.digits,
      odds: p.odds_milli / 1000,
      minStakeMinor: Number(p.min_stake),
      maxStakeMinor: Number(p.max_stake),
      choices: choicesOf(p.kind),
    })),
    current: draw(row.cur_numero),
    last: draw(row.last_numero),
  };
}
