import { z } from 'zod';
import { decimalNumber, whole } from './numbers.ts';
import { endpoint, noInput } from './endpoint.ts';

const tags = ['games'] as const;

/**
 * Game categories in the order the server lists them. The side menu shows the first eight (spec §2);
 * MINI holds the mini-game vendors (siteConfig.miniGameCodes: SPB, GM, XGS, KM) that the menu inserts
 * right after FISH. SPORTS vendors listed in siteConfig.esportsVendors are shown under ESPORTS by the client.
 */
export const gameCategories = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'MINI'] as const;
export type GameCategory = (typeof gameCategories)[number];

/** Lottery vendors/types go to the lottery route instead of a third-party launch (spec §4). */
export const lotteryLaunchVendors = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'] as const;

/** Classifications inside a category (filters of the lobby). */
export const gameClassifies = [
  'SLOT',
  'TABLE',
  'ARCADE',
  'SCRATCH',
  'VIDEO_POKER',
  'JACKPOT',
  'BINGO',
  'CARD',
  'FISH',
  'SPORT',
  'LOTTERY',
  'CRASH',
  'DICE',
] as const;

const page = {
  pageNo: whole(z.number().int().min(1).max(10_000)).default(1),
  pageSize: whole(z.number().int().min(1).max(200)).default(42),
};
const language = z.string().max(8).optional();
const vendorCode = z.string().regex(/^[A-Z0-9_]{1,32}$/, 'must be a vendor code');
const optionalText = (max: number) => z.string().max(max).optional();

export const game = z.object({
  nodeId: z.number().int(),
  /** Vendor's own game code (gameCode / gameId of a launch). */
  gameId: z.string(),
  vassalage: z.string(),
  gameType: z.string(),
  gameName: z.string(),
  gameClassify: z.string(),
  /** Minimum stake, "0.20" (2 decimals). */
  minBet: z.string(),
  minLineNum: z.number().int(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  /** Artwork path, relative: prefix with an image CDN from permission.info.imageCDNs. */
  icon: z.string(),
  maintenance: z.boolean(),
  /** 'VASSALAGE' opens a popup game list (vendor entry), 'GAME' launches the game. */
  isGame: z.enum(['GAME', 'VASSALAGE']),
});
export type Game = z.infer<typeof game>;

export const vendorCard = z.object({
  vassalage: z.string(),
  name: z.string(),
  gameCategory: z.string(),
  /** Vendor icon path, relative (image CDN prefix). */
  smallIcon: z.string(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  /** 'VASSALAGE': the card opens the vendor's game list; 'GAME': the card launches `nodeId` directly. */
  isGame: z.enum(['GAME', 'VASSALAGE']),
  nodeId: z.number().int().nullable(),
  gameCount: z.number().int(),
  maintenance: z.boolean(),
  /** Seamless vendors open on /seamless, others on /game (spec §2). */
  seamless: z.boolean(),
});
export type VendorCard = z.infer<typeof vendorCard>;

export const vendorGroup = z.object({ gameCategory: z.string(), vendors: z.array(vendorCard) });
export type VendorGroup = z.infer<typeof vendorGroup>;

export const pvpRoom = z.object({
  roomId: z.number().int(),
  name: z.string(),
  vassalage: z.string(),
  nodeId: z.number().int(),
  gameName: z.string(),
  minBet: z.string(),
  players: z.number().int(),
  maxPlayers: z.number().int(),
  status: z.enum(['open', 'full']),
});

export const rankEntry = z.object({
  rank: z.number().int(),
  /** Masked account, e.g. "de***o". */
  account: z.string(),
  nodeId: z.number().int(),
  gameName: z.string(),
  vassalage: z.string(),
  winAmount: z.string(),
  winAmountMinor: z.number().int(),
  winTime: z.string(),
});

const favouriteBody = z.object({
  nodeId: whole(z.number().int().min(1)),
  vendor: vendorCode,
  gameType: z.string().max(16),
});

export const games = {
  gameMenus: endpoint({
    id: 'games.gameMenus',
    method: 'GET',
    path: '/lgw/games/game_menus',
    auth: 'none',
    summary: 'Vendor groups per category, in server order (categories with no vendor are left out).',
    tags,
    input: z.object({ language }),
    output: z.array(vendorGroup),
  }),
  hotGames: endpoint({
    id: 'games.hotGames',
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    auth: 'none',
    summary: 'Hot games, optionally of one vendor (vassalage).',
    tags,
    input: z.object({
      merchantCode: optionalText(32),
      isPlatform: whole(z.number().int()).optional(),
      vassalage: vendorCode.optional().or(z.literal('')),
      platform: optionalText(64),
      language,
      size: whole(z.number().int().min(1).max(100)).default(24),
    }),
    output: z.array(game),
  }),
  gameList: endpoint({
    id: 'games.gameList',
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    // spec §6 lists the game list among token calls; visitors may browse too (§1, §6 "may browse"),
    // so the token is optional: nothing member-specific is in the answer.
    auth: 'optional',
    summary: 'Game list with filters; defaults pageNo 1, pageSize 42. Empty filters mean "any".',
    tags,
    input: z.object({
      clientType: whole(z.number().int()).optional(),
      platform: optionalText(64),
      channel: optionalText(32),
      merchant: optionalText(32),
      gameType: optionalText(16),
      vassalage: vendorCode.optional().or(z.literal('')),
      gameClassify: optionalText(32),
      gameName: optionalText(64),
      /** Only games whose minimum bet is at most this ("0.50"); empty for any. */
      minBet: z.union([z.literal(''), decimalNumber(z.number().min(0).max(1_000_000))]).optional(),
      /** Only games with at least this many lines; empty for any. */
      minLineNum: z.union([z.literal(''), whole(z.number().int().min(0).max(10_000))]).optional(),
      language,
      ...page,
    }),
    output: z.object({
      games: z.array(game),
      totalPages: z.number().int(),
      total: z.number().int(),
      pageNo: z.number().int(),
      pageSize: z.number().int(),
    }),
  }),
  vassGameType: endpoint({
    id: 'games.vassGameType',
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    auth: 'optional',
    summary: 'Per vendor and category: the classifications and minimum bets present (lobby filters).',
    tags,
    input: z.object({ vassalage: vendorCode.optional().or(z.literal('')), gameType: optionalText(16) }),
    output: z.array(
      z.object({
        vassalage: z.string(),
        gameType: z.string(),
        classifies: z.array(z.string()),
        minBets: z.array(z.string()),
        gameCount: z.number().int(),
      }),
    ),
  }),
  gameVendor: endpoint({
    id: 'games.gameVendor',
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameVendor',
    auth: 'none',
    summary: 'Every vendor of the merchant (cached in session storage by the client).',
    tags,
    input: z.object({ merchantCode: optionalText(32), language }),
    output: z.array(vendorCard),
  }),
  jackpot: endpoint({
    id: 'games.jackpot',
    method: 'GET',
    path: '/lgw/games/jackpot',
    auth: 'none',
    summary:
      'The in-house slots’ progressive jackpot: the pool now (minor units, and as a 2-decimal amount). ' +
      'Cached for a few seconds; 1% of every in-house slot stake feeds it.',
    tags,
    input: noInput,
    output: z.object({ pool: z.string(), amountMinor: z.number().int(), amount: z.string() }),
  }),
  favoriteIds: endpoint({
    id: 'games.favoriteIds',
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    auth: 'member',
    summary: 'nodeIds of the member’s favourite games.',
    tags,
    input: noInput,
    output: z.array(z.number().int()),
  }),
  favoriteList: endpoint({
    id: 'games.favoriteList',
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    auth: 'member',
    summary: 'Favourite games, newest first, paged; gameType filters (empty: all).',
    tags,
    input: z.object({
      clientType: whole(z.number().int()).optional(),
      platform: optionalText(64),
      language,
      gameType: optionalText(16),
      ...page,
    }),
    output: z.object({ content: z.array(game), totalPages: z.number().int(), total: z.number().int() }),
  }),
  addFavorite: endpoint({
    id: 'games.addFavorite',
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGame',
    auth: 'member',
    summary: 'Adds a favourite (idempotent). Returns the new id list.',
    tags,
    input: favouriteBody,
    output: z.array(z.number().int()),
  }),
  removeFavorite: endpoint({
    id: 'games.removeFavorite',
    method: 'POST',
    path: '/wps/relay/MCSFE_removeFavoriteGame',
    auth: 'member',
    summary: 'Removes a favourite (idempotent). Returns the new id list.',
    tags,
    input: favouriteBody,
    output: z.array(z.number().int()),
  }),
  recentGames: endpoint({
    id: 'games.recentGames',
    method: 'GET',
    path: '/wps/relay/GCS_recentGame',
    auth: 'member',
    summary: 'Games the member launched, most recent first, paged.',
    tags,
    input: z.object({
      clientType: whole(z.number().int()).optional(),
      vassalage: vendorCode.optional().or(z.literal('')),
      language,
      ...page,
    }),
    output: z.object({
      list: z.array(game.extend({ lastPlayed: z.string() })),
      totalPages: z.number().int(),
      total: z.number().int(),
    }),
  }),
  roomList: endpoint({
    id: 'games.roomList',
    method: 'GET',
    path: '/wps/relay/GLS2_roomList',
    auth: 'member',
    summary: 'PvP rooms (card tables) with seats taken.',
    tags,
    input: z.object({ vassalage: vendorCode.optional().or(z.literal('')), language }),
    output: z.array(pvpRoom),
  }),
  launchGame: endpoint({
    id: 'games.launchGame',
    method: 'POST',
    path: '/wps/game/launchGame',
    auth: 'member',
    summary:
      'Launches a game: returns game_url (relative; prefix a launch CDN). Refused with GAME_MAINTENANCE, ' +
      'GAME_NOT_FOUND, VENDOR_NOT_FOUND, TRIAL_ACCOUNT for vendors that need a real account.',
    tags,
    input: z.object({
      gameId: optionalText(64),
      nodeId: whole(z.number().int().min(1)).optional(),
      roomId: whole(z.number().int().min(1)).optional(),
      accountType: whole(z.number().int()).optional(),
      confirmTrans: whole(z.number().int()).optional(),
      vassalage: vendorCode,
      launchMode: optionalText(16),
      platform: optionalText(64),
      clientType: whole(z.number().int()).optional(),
      username: optionalText(64),
      merchantCode: optionalText(32),
      language,
    }),
    output: z.object({
      game_url: z.string(),
      game_url2: z.string().optional(),
      /** Where the client shows it: the /game iframe page or /seamless. */
      seamless: z.boolean(),
      nodeId: z.number().int(),
      gameName: z.string(),
    }),
  }),
  rankList: endpoint({
    id: 'games.rankList',
    method: 'GET',
    path: '/wps/relay/GCSGAME_getRankList',
    auth: 'none',
    summary: 'Winner board: biggest recent wins (accounts masked).',
    tags,
    input: z.object({
      period: z.enum(['day', 'week', 'month']).default('week'),
      size: whole(z.number().int().min(1).max(50)).default(20),
      language,
    }),
    output: z.array(rankEntry),
  }),
} as const;
