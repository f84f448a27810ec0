import type { LocalePack } from '@tala/contract/languages';
import { AppError } from '../../http/app-error.ts';
import type { Member, Platform } from '../../http/context.ts';
import { enforce, rateLimiter } from '../../http/rate-limit.ts';
import { providerFor } from '../../providers/games/registry.ts';
import { assertNoBreak } from '../responsible/rules.ts';
import { pick } from '../system/text.ts';
import { walletForVendor } from '../wallet/settings.ts';
import { SEAT_HOLD } from './member-queries.ts';
import { gameColumns, getGame, getVendor, type GameRow } from './queries.ts';
import { hiddenClassifies } from './visibility.ts';

export interface LaunchInput {
  vassalage: string;
  nodeId?: number | undefined;
  gameId?: string | undefined;
  roomId?: number | undefined;
  language: LocalePack;
}

/** Launches per member per minute: plenty for a person, a wall for a script. */
export const launchLimit = { max: 60, windowSeconds: 60 };

async function resolveGame(
  platform: Platform,
  vendorCode: string,
  input: LaunchInput,
  defaultNode: number | null,
): Promise<GameRow> {
  const { db } = platform;
  let game: GameRow | null = null;
  if (input.roomId) {
    const [room] = await db.query<{ node_id: number }>('SELECT node_id FROM pvp_rooms WHERE id = $1', [input.roomId]);
    if (!room) throw new AppError('GAME_NOT_FOUND', { field: 'roomId' });
    if (input.nodeId && input.nodeId !== Number(room.node_id)) throw new AppError('GAME_NOT_FOUND', { field: 'roomId' });
    game = await getGame(db, Number(room.node_id));
  } else if (input.nodeId) {
    game = await getGame(db, input.nodeId);
  } else if (input.gameId) {
    [game = null] = await db.query<GameRow>(
      `SELECT ${gameColumns} FROM games g JOIN game_vendors v ON v.code = g.vendor WHERE g.vendor = $1 AND g.game_code = $2`,
      [vendorCode, input.gameId],
    );
  } else if (defaultNode) {
    game = await getGame(db, defaultNode);
  }
  if (!game || game.vendor !== vendorCode) throw new AppError('GAME_NOT_FOUND', { field: input.roomId ? 'roomId' : 'nodeId' });
  return game;
}

/**
 * Launches a game for a member: checks vendor, game and maintenance, hands over to the vendor's
 * provider, takes a PvP seat when launched into a room, and records the game as recently played.
 */
export async function launchGame(platform: Platform, member: Member, input: LaunchInput) {
  const { db } = platform;
  await enforce(rateLimiter(platform), `launch:${member.id}`, launchLimit);
  await assertNoBreak(db, member.id);
  const vendor = await getVendor(db, input.vassalage);
  if (!vendor) throw new AppError('VENDOR_NOT_FOUND', { field: 'vassalage' });
  const game = await resolveGame(
    platform,
    vendor.code,
    input,
    vendor.default_node_id === null ? null : Number(vendor.default_node_id),
  );
  // a game the brand does not show (visibility.ts) does not exist for its members
  if ((await hiddenClassifies(db)).includes(game.classify)) throw new AppError('GAME_NOT_FOUND', { field: 'nodeId' });
  if (vendor.maintenance || game.maintenance) throw new AppError('GAME_MAINTENANCE');
  const provider = providerFor(vendor.provider);
  if (!provider) throw new AppError('GAME_MAINTENANCE');

  if (input.roomId) {
    const [room] = await db.query<{ taken: number; max_players: number; seated: boolean }>(
      `SELECT r.max_players,
              (SELECT count(*)::int FROM pvp_seats s WHERE s.room_id = r.id AND s.seated_at > now() - ${SEAT_HOLD}) AS taken,
              EXISTS (SELECT 1 FROM pvp_seats s WHERE s.room_id = r.id AND s.member_id = $2) AS seated
         FROM pvp_rooms r WHERE r.id = $1`,
      [input.roomId, member.id],
    );
    if (room && !room.seated && room.taken >= room.max_players) {
      throw new AppError('VALIDATION_FAILED', { field: 'roomId', message: 'This room is full.' });
    }
  }

  const wallet = await walletForVendor(db, vendor);
  const result = await provider.launch({
    platform,
    member,
    game: { nodeId: Number(game.node_id), gameCode: game.game_code, engine: game.engine },
    vendor: { code: vendor.code, launchPage: vendor.launch_page },
    language: input.language,
    roomId: input.roomId,
    wallet,
  });

  await db.tx(async (sql) => {
    await sql.query(
      `INSERT INTO game_recent (member_id, node_id) VALUES ($1, $2)
       ON CONFLICT (member_id, node_id) DO UPDATE SET last_played = now(), launches = game_recent.launches + 1`,
      [member.id, game.node_id],
    );
    if (input.roomId) {
      await sql.query(
        `INSERT INTO pvp_seats (room_id, member_id) VALUES ($1, $2)
         ON CONFLICT (room_id, member_id) DO UPDATE SET seated_at = now()`,
        [input.roomId, member.id],
      );
    }
  });
  return {
    game_url: result.url,
    seamless: result.seamless,
    nodeId: Number(game.node_id),
    gameName: pick(game.name, input.language),
  };
}
