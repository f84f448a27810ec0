import type { Words } from './names.ts';

/**
 * The demo brand's game vendors, in lobby order. Names are fictional studios (no real brand is
 * implied) except the codes the spec names (TCG_SEA, TCG_LOTTO_VN, TFG, IMES, SPB, GM, XGS, KM).
 *
 * provider: who runs the games.
 *   'demo'    — the in-house vendor served by this server (/vendor/demo): its engines run every game
 *               whose `engine` is set (slot, baccarat, dice, fish, bingo, poker, scratch, crash, and the
 *               provably fair wheel, plinko, keno).
 *   'lottery' — lottery games; the client opens the lottery route (spec §4).
 *   'none'    — no integration on this platform (sportsbooks, fish shooters): seeded under maintenance,
 *               so the lobby shows them as such and a launch answers GAME_MAINTENANCE.
 */
export type Provider = 'demo' | 'lottery' | 'none';

export interface VendorSeed {
  code: string;
  name: string;
  /** Translated names where the studio has one. */
  names?: Partial<Record<'fil' | 'id' | 'vi' | 'zh', string>>;
  category: string;
  provider: Provider;
  hot?: boolean;
  /** Stakes from the vendor's own wallet when the brand's wallet is not single. */
  transfer?: boolean;
  /** Games to generate (non-lottery vendors). */
  games?: number;
  /** Vendor lane card launches its single game directly. */
  direct?: boolean;
  /** Whether the studio ships translated game names. */
  translated?: boolean;
  /** The in-house studio's own titles, instead of generated ones. */
  titles?: { code: string; name: Words; classify: string; engine: 'fish' | 'bingo'; minBet: number }[];
  hue: number;
}

export const vendorSeeds: VendorSeed[] = [
  // e-lottery and lottery: games mirror the lottery domain's catalogue (seeder.ts)
  {
    code: 'ELOTT',
    name: 'Tala E-Lottery',
    names: { zh: 'Tala 电子彩', vi: 'Xổ số điện tử Tala' },
    category: 'ELOTT',
    provider: 'lottery',
    hot: true,
    hue: 45,
  },
  {
    code: 'TCG_SEA',
    name: 'TCG SEA Lottery',
    names: { zh: 'TCG 东南亚彩', vi: 'Xổ số Đông Nam Á TCG' },
    category: 'LOTT',
    provider: 'lottery',
    hot: true,
    hue: 28,
  },
  {
    code: 'TCG_LOTTO_VN',
    name: 'TCG Vietnam Lotto',
    names: { zh: 'TCG 越南彩', vi: 'Xổ số Việt Nam TCG' },
    category: 'LOTT',
    provider: 'lottery',
    hue: 0,
  },
  // live tables (baccarat engine)
  {
    code: 'AUR',
    name: 'Aurora Live',
    names: { zh: '极光真人' },
    category: 'LIVE',
    provider: 'demo',
    hot: true,
    games: 24,
    translated: true,
    hue: 280,
  },
  {
    code: 'MGL',
    name: 'Mango Live',
    names: { zh: '芒果真人' },
    category: 'LIVE',
    provider: 'demo',
    games: 20,
    translated: true,
    hue: 35,
    transfer: true,
  },
  {
    code: 'DRL',
    name: 'Dragon Lounge',
    names: { zh: '龙厅真人', vi: 'Sảnh Rồng' },
    category: 'LIVE',
    provider: 'demo',
    games: 18,
    translated: true,
    hue: 350,
  },
  { code: 'OPL', name: 'Opal Casino Live', category: 'LIVE', provider: 'demo', games: 16, hue: 190, transfer: true },
  // sportsbooks: TFG and IMES are esports books (siteConfig.esportsVendors), shown under ESPORTS by the client
  {
    code: 'KSP',
    name: 'Kickoff Sports',
    names: { zh: '开球体育' },
    category: 'SPORTS',
    provider: 'none',
    hot: true,
    direct: true,
    games: 1,
    hue: 120,
  },
  { code: 'ARS', name: 'Arena Sportsbook', category: 'SPORTS', provider: 'none', direct: true, games: 1, hue: 210 },
  {
    code: 'TFG',
    name: 'TF Gaming',
    names: { zh: 'TF 电竞' },
    category: 'SPORTS',
    provider: 'none',
    direct: true,
    games: 1,
    hue: 300,
  },
  {
    code: 'IMES',
    name: 'IM Esports',
    names: { zh: 'IM 电竞' },
    category: 'SPORTS',
    provider: 'none',
    direct: true,
    games: 1,
    hue: 260,
  },
  // fish shooters
  {
    code: 'OCN',
    name: 'Ocean King Studio',
    names: { zh: '海王工作室' },
    category: 'FISH',
    provider: 'none',
    games: 12,
    translated: true,
    hue: 195,
  },
  { code: 'RFH', name: 'Reef Hunters', category: 'FISH', provider: 'none', games: 10, hue: 170 },
  // slots and RNG (slot engine; TABLE classify → baccarat engine)
  {
    code: 'TALA',
    name: 'Tala Originals',
    names: { zh: 'Tala 原创', vi: 'Tala Nguyên bản', id: 'Tala Orisinal', fil: 'Tala Orihinal' },
    category: 'RNG',
    provider: 'demo',
    hot: true,
    hue: 42,
  },
  {
    code: 'PXG',
    name: 'Pixel Gold',
    names: { zh: '像素黄金' },
    category: 'RNG',
    provider: 'demo',
    hot: true,
    games: 240,
    translated: true,
    hue: 48,
  },
  { code: 'JLY', name: 'Jolly Reels', category: 'RNG', provider: 'demo', hot: true, games: 220, hue: 330 },
  {
    code: 'NBL',
    name: 'Nebula Play',
    names: { zh: '星云游戏' },
    category: 'RNG',
    provider: 'demo',
    games: 200,
    translated: true,
    hue: 250,
  },
  {
    code: 'LTS',
    name: 'Lotus Spin',
    names: { zh: '莲花旋转', vi: 'Hoa Sen Quay' },
    category: 'RNG',
    provider: 'demo',
    games: 190,
    translated: true,
    hue: 320,
    transfer: true,
  },
  {
    code: 'RDG',
    name: 'Red Dragon Gaming',
    names: { zh: '赤龙游戏', vi: 'Rồng Đỏ' },
    category: 'RNG',
    provider: 'demo',
    games: 190,
    translated: true,
    hue: 5,
  },
  { code: 'SUN', name: 'Sunrise Slots', category: 'RNG', provider: 'demo', games: 170, hue: 30 },
  { code: 'CRY', name: 'Crystal Forge', category: 'RNG', provider: 'demo', games: 160, hue: 180 },
  { code: 'THN', name: 'Thunder Bay', category: 'RNG', provider: 'demo', games: 150, hue: 220, transfer: true },
  {
    code: 'MYS',
    name: 'Mystic Owl',
    names: { id: 'Burung Hantu Mistis' },
    category: 'RNG',
    provider: 'demo',
    games: 140,
    hue: 270,
  },
  {
    code: 'FRT',
    name: 'Fortune Factory',
    names: { zh: '财富工厂' },
    category: 'RNG',
    provider: 'demo',
    games: 130,
    translated: true,
    hue: 90,
  },
  // player-versus-player card tables (rooms, baccarat engine)
  {
    code: 'KPV',
    name: 'Kingdom Cards',
    names: { zh: '王国棋牌' },
    category: 'PVP',
    provider: 'demo',
    hot: true,
    games: 8,
    translated: true,
    hue: 15,
  },
  { code: 'BLP', name: 'Blue Pine Cards', category: 'PVP', provider: 'demo', games: 6, hue: 205 },
  // a native esports book
  { code: 'VTX', name: 'Vortex Esports', category: 'ESPORTS', provider: 'none', direct: true, games: 1, hue: 285 },
  // mini games (siteConfig.miniGameCodes): SPB dice, its first title the multiplayer crash game; GM wheel,
  // XGS plinko, KM keno (provably fair, generate.ts)
  { code: 'SPB', name: 'Spribe Minis', category: 'MINI', provider: 'demo', hot: true, games: 6, hue: 355 },
  { code: 'GM', name: 'GM Instant', category: 'MINI', provider: 'demo', games: 5, hue: 150 },
  { code: 'XGS', name: 'XG Speed', category: 'MINI', provider: 'demo', games: 5, hue: 60 },
  {
    code: 'KM',
    name: 'Kingmaker Minis',
    names: { zh: '造王者' },
    category: 'MINI',
    provider: 'demo',
    games: 5,
    translated: true,
    hue: 230,
  },
  // in-house studios (appended, so the generated catalogue keeps its node ids): fish shooters whose
  // theme is the end of the game code (engines/fish.ts), and 75-ball bingo, shown only to brands whose
  // language list carries TY (domains/games/visibility.ts)
  {
    code: 'TFH',
    name: 'Tala Fishing',
    names: { zh: 'Tala 捕鱼', vi: 'Tala Bắn Cá', id: 'Tala Tembak Ikan', fil: 'Tala Pangingisda' },
    category: 'FISH',
    provider: 'demo',
    hot: true,
    titles: [
      {
        code: 'tfh-reef',
        name: { en: 'Reef Bounty', zh: '珊瑚宝藏', vi: 'Kho Báu Rạn San Hô', id: 'Harta Karang', fil: 'Yaman ng Bahura' },
        classify: 'FISH',
        engine: 'fish',
        minBet: 10,
      },
      {
        code: 'tfh-dragon',
        name: { en: 'Dragon Tide', zh: '龙潮捕鱼', vi: 'Thủy Triều Rồng', id: 'Pasang Naga', fil: 'Alon ng Dragon' },
        classify: 'FISH',
        engine: 'fish',
        minBet: 20,
      },
      {
        code: 'tfh-arctic',
        name: { en: 'Arctic Catch', zh: '极地捕获', vi: 'Săn Cá Bắc Cực', id: 'Tangkapan Arktik', fil: 'Huli sa Arctic' },
        classify: 'FISH',
        engine: 'fish',
        minBet: 10,
      },
      {
        code: 'tfh-lagoon',
        name: { en: 'Lagoon Fortune', zh: '泻湖财富', vi: 'Vận May Đầm Phá', id: 'Rezeki Laguna', fil: 'Suwerte sa Lawa' },
        classify: 'FISH',
        engine: 'fish',
        minBet: 50,
      },
    ],
    hue: 190,
  },
  {
    code: 'TBG',
    name: 'Tala Bingo Hall',
    names: { zh: 'Tala 宾果厅', vi: 'Sảnh Bingo Tala', id: 'Aula Bingo Tala', fil: 'Tala Bingo Hall' },
    category: 'RNG',
    provider: 'demo',
    titles: [
      {
        code: 'tbg-75',
        name: { en: 'Bingo 75', zh: '宾果 75', vi: 'Bingo 75', id: 'Bingo 75', fil: 'Bingo 75' },
        classify: 'BINGO',
        engine: 'bingo',
        minBet: 100,
      },
      {
        code: 'tbg-75-gold',
        name: { en: 'Bingo 75 Gold', zh: '宾果 75 黄金', vi: 'Bingo 75 Vàng', id: 'Bingo 75 Emas', fil: 'Bingo 75 Ginto' },
        classify: 'BINGO',
        engine: 'bingo',
        minBet: 500,
      },
    ],
    hue: 300,
  },
  // the in-house card and scratch studio (poker and scratch engines); last in the list so the node
  // ids of every vendor above stay as they were
  {
    code: 'TCP',
    name: 'Tala Card Parlour',
    names: { zh: 'Tala 纸牌馆', vi: 'Phòng Bài Tala', id: 'Ruang Kartu Tala', fil: 'Tala Card Parlour' },
    category: 'RNG',
    provider: 'demo',
    translated: true,
    hue: 160,
  },
];
