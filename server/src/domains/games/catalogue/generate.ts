import {
  adjectives,
  composeName,
  diceNames,
  fishNames,
  kenoNames,
  nouns,
  plinkoNames,
  suffixes,
  tableNames,
  wheelNames,
  type Name,
  type Words,
} from './names.ts';
import { vendorSeeds, type VendorSeed } from './vendors.ts';

/** The engines of the in-house vendor. */
export type Engine =
  'slot' | 'baccarat' | 'dice' | 'wheel' | 'plinko' | 'keno' | 'fish' | 'bingo' | 'poker' | 'scratch' | 'crash';

/** Mini-game vendors whose games run a provably fair engine (the others run dice). */
const fairMinis: Record<string, { engine: Engine; names: Words[] }> = {
  GM: { engine: 'wheel', names: wheelNames },
  XGS: { engine: 'plinko', names: plinkoNames },
  KM: { engine: 'keno', names: kenoNames },
};

export interface GameSeedRow {
  nodeId: number;
  code: string;
  vendor: string;
  gameType: string;
  name: Name;
  classify: string;
  /** Minor units. */
  minBet: number;
  minLineNum: number;
  isHot: boolean;
  sort: number;
  engine: Engine | null;
  art: { hue: number; motif: number; seed: number };
  maintenance: boolean;
}

/** Small deterministic PRNG (mulberry32): the same catalogue on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const same = (text: string): Words => ({ en: text, zh: text, vi: text, id: text, fil: text });
const asName = (words: Words, translated: boolean, serial = 1): Name => {
  const tail = serial > 1 ? ` ${serial}` : '';
  return translated
    ? { en: words.en + tail, zh: words.zh + tail, vi: words.vi + tail, id: words.id + tail, fil: words.fil + tail }
    : { en: words.en + tail };
};

/** The in-house studio's own titles. */
const originals: { code: string; name: Words; classify: string; engine: Engine; minBet: number; lines: number }[] = [
  {
    code: 'lucky-lanterns',
    name: { en: 'Lucky Lanterns', zh: '幸运灯笼', vi: 'Đèn Lồng May Mắn', id: 'Lentera Beruntung', fil: 'Maswerteng Parol' },
    classify: 'SLOT',
    engine: 'slot',
    minBet: 20,
    lines: 20,
  },
  {
    code: 'tala-baccarat',
    name: { en: 'Tala Baccarat', zh: 'Tala 百家乐', vi: 'Baccarat Tala', id: 'Baccarat Tala', fil: 'Tala Baccarat' },
    classify: 'TABLE',
    engine: 'baccarat',
    minBet: 100,
    lines: 0,
  },
  {
    code: 'tala-dice',
    name: { en: 'Tala Dice', zh: 'Tala 骰子', vi: 'Xúc Xắc Tala', id: 'Dadu Tala', fil: 'Tala Dais' },
    classify: 'DICE',
    engine: 'dice',
    minBet: 10,
    lines: 0,
  },
];

/** A vendor's own titles (VendorSeed.titles): every one translated, every one hot. */
function ownTitles(v: VendorSeed): Omit<GameSeedRow, 'nodeId' | 'sort'>[] {
  return (v.titles ?? []).map((o, i) => ({
    code: o.code,
    vendor: v.code,
    gameType: v.category,
    name: asName(o.name, true),
    classify: o.classify,
    minBet: o.minBet,
    minLineNum: 0,
    isHot: true,
    engine: o.engine,
    art: { hue: (v.hue + i * 47) % 360, motif: i, seed: hashString(o.code) },
    maintenance: false,
  }));
}
/**
 * The card parlour's titles: video poker (Jacks or Better 9/6, the poker engine) and scratch cards
 * (the scratch engine; `lines` is the card's ticket design, see engines/scratch.ts).
 */
const parlour: typeof originals = [
  {
    code: 'jacks-or-better',
    name: { en: 'Jacks or Better', zh: '对J以上', vi: 'Jacks or Better', id: 'Jacks or Better', fil: 'Jacks or Better' },
    classify: 'VIDEO_POKER',
    engine: 'poker',
    minBet: 10,
    lines: 0,
  },
  {
    code: 'royal-jacks',
    name: { en: 'Royal Jacks', zh: '皇家对J', vi: 'Jacks Hoàng Gia', id: 'Jacks Kerajaan', fil: 'Royal Jacks' },
    classify: 'VIDEO_POKER',
    engine: 'poker',
    minBet: 100,
    lines: 0,
  },
  {
    code: 'midnight-poker',
    name: { en: 'Midnight Poker', zh: '午夜扑克', vi: 'Poker Nửa Đêm', id: 'Poker Tengah Malam', fil: 'Poker sa Hatinggabi' },
    classify: 'VIDEO_POKER',
    engine: 'poker',
    minBet: 50,
    lines: 0,
  },
  {
    code: 'lucky-match-3',
    name: { en: 'Lucky Match 3', zh: '幸运三连', vi: 'Ba Ô May Mắn', id: 'Cocok 3 Beruntung', fil: 'Swerteng Tatlo' },
    classify: 'SCRATCH',
    engine: 'scratch',
    minBet: 50,
    lines: 1,
  },
  {
    code: 'golden-scratch',
    name: { en: 'Golden Scratch', zh: '黄金刮刮乐', vi: 'Cào Vàng', id: 'Gosok Emas', fil: 'Gintong Kaskas' },
    classify: 'SCRATCH',
    engine: 'scratch',
    minBet: 100,
    lines: 2,
  },
  {
    code: 'jade-fortune-scratch',
    name: { en: 'Jade Fortune', zh: '翡翠财富', vi: 'Ngọc Bích Tài Lộc', id: 'Keberuntungan Giok', fil: 'Suwerte ng Jade' },
    classify: 'SCRATCH',
    engine: 'scratch',
    minBet: 200,
    lines: 3,
  },
];

const slotLines = [10, 20, 25];
const slotMinBets = [10, 20, 50, 100];
const tableMinBets = [100, 500, 1000];

function vendorGames(v: VendorSeed, rand: () => number): Omit<GameSeedRow, 'nodeId' | 'sort'>[] {
  const count = v.games ?? 0;
  const translated = Boolean(v.translated);
  const out: Omit<GameSeedRow, 'nodeId' | 'sort'>[] = [];
  const used = new Map<string, number>();
  const base = (i: number) => ({
    code: `${v.code.toLowerCase()}-${String(i + 1).padStart(4, '0')}`,
    vendor: v.code,
    gameType: v.category,
    isHot: v.hot ? i < 6 : i < 2 && rand() < 0.5,
    art: {
      hue: (v.hue + Math.floor(rand() * 80) - 40 + 360) % 360,
      motif: Math.floor(rand() * 8),
      seed: Math.floor(rand() * 1e9),
    },
    maintenance: v.provider === 'none',
  });
  for (let i = 0; i < count; i++) {
    if (v.category === 'RNG') {
      // a slot studio's lobby holds slots and jackpots: baccarat tables belong to live casino and card games
      const classify = rand() < 0.12 ? 'JACKPOT' : 'SLOT';
      const adj = pick(rand, adjectives);
      const noun = pick(rand, nouns);
      const suffix = classify === 'JACKPOT' ? suffixes[suffixes.length - 1]! : pick(rand, suffixes);
      const key = `${adj.en}|${noun.en}|${suffix?.en ?? ''}`;
      const n = (used.get(key) ?? 0) + 1;
      used.set(key, n);
      out.push({
        ...base(i),
        name: composeName(adj, noun, suffix, translated, n),
        classify,
        minBet: pick(rand, slotMinBets),
        minLineNum: pick(rand, slotLines),
        engine: 'slot',
      });
    } else if (v.category === 'LIVE' || v.category === 'PVP') {
      const words = tableNames[i % tableNames.length]!;
      const serial = Math.floor(i / tableNames.length) + 1;
      out.push({
        ...base(i),
        name: asName(v.category === 'PVP' ? { ...words, en: `${words.en} Room` } : words, translated, serial),
        classify: v.category === 'PVP' ? 'CARD' : 'TABLE',
        minBet: pick(rand, tableMinBets),
        minLineNum: 0,
        engine: 'baccarat',
      });
    } else if (v.category === 'MINI' && v.code === 'SPB' && i === 0) {
      // the studio's shared multiplayer title runs on the crash engine (one shared table, see demo/crash)
      out.push({
        ...base(i),
        name: asName(same('Rocket'), translated),
        classify: 'DICE',
        minBet: 10,
        minLineNum: 0,
        engine: 'crash',
      });
    } else if (v.category === 'MINI' && fairMinis[v.code]) {
      const { engine, names } = fairMinis[v.code]!;
      out.push({
        ...base(i),
        name: asName(names[i % names.length]!, translated, Math.floor(i / names.length) + 1),
        classify: 'ARCADE',
        minBet: 10,
        minLineNum: 0,
        engine,
      });
    } else if (v.category === 'MINI') {
      out.push({
        ...base(i),
        name: asName(diceNames[i % diceNames.length]!, translated),
        classify: 'DICE',
        minBet: 10,
        minLineNum: 0,
        engine: 'dice',
      });
    } else if (v.category === 'FISH') {
      const words = fishNames[i % fishNames.length]!;
      out.push({
        ...base(i),
        name: asName(words, translated, Math.floor(i / fishNames.length) + 1),
        classify: 'FISH',
        minBet: 10,
        minLineNum: 0,
        engine: null,
      });
    } else if (v.category === 'SPORTS' || v.category === 'ESPORTS') {
      const label = v.category === 'ESPORTS' || ['TFG', 'IMES'].includes(v.code) ? 'Esports' : 'Sportsbook';
      out.push({
        ...base(i),
        name: asName(same(`${v.name} ${label}`), false),
        classify: 'SPORT',
        minBet: 100,
        minLineNum: 0,
        engine: null,
      });
    }
  }
  return out;
}

/**
 * The whole catalogue, deterministic: vendor order, node ids (from 10001) and every field are the
 * same on every run. Lottery vendors get their games from the lottery domain at seed time.
 */
export function generateCatalogue(): GameSeedRow[] {
  const rows: GameSeedRow[] = [];
  let nodeId = 10_001;
  for (const v of vendorSeeds) {
    const rand = prng(hashString(v.code));
    const own = v.code === 'TALA' ? originals : v.code === 'TCP' ? parlour : null;
    const list = own
      ? own.map((o, i) => ({
          code: o.code,
          vendor: v.code,
          // the studio's own baccarat is a card game, its dice a mini game: only its slot stays in Slots
          // (video poker and scratch cards are RNG games, under their own lobby filters)
          gameType: o.classify === 'DICE' ? 'MINI' : o.classify === 'TABLE' ? 'PVP' : v.category,
          name: asName(o.name, true),
          classify: o.classify,
          minBet: o.minBet,
          minLineNum: o.lines,
          isHot: own === originals || i === 0,
          engine: o.engine,
          art: { hue: (v.hue + i * 120) % 360, motif: i, seed: hashString(o.code) },
          maintenance: false,
        }))
      : v.titles
        ? ownTitles(v)
        : vendorGames(v, rand);
    list.forEach((g, i) => {
      // a few titles are under maintenance, as on any live catalogue (GAME_MAINTENANCE path)
      const maintenance = g.maintenance || (v.provider === 'demo' && !own && !v.titles && i % 97 === 50);
      rows.push({ ...g, nodeId: nodeId++, sort: i, maintenance });
    });
  }
  return rows;
}
