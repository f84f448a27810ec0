import type { PlayKind } from '@tala/contract/lottery';

/**
 * The demo brand's lottery catalogue: families with their play types and odds, games with schedules,
 * lobby menus. Seeded once (seeder.ts); afterwards the database is the configuration.
 * Stakes are minor units. Odds are payout multipliers including the stake (a 2D pays 95× against a
 * 1-in-100 chance, keeping a 5% margin).
 */

type T = { en: string; fil: string; id: string; vi: string; zh: string };

export interface PlayTypeSeed {
  code: string;
  name: T;
  kind: PlayKind;
  digits: number;
  odds: number;
  min: number;
  max: number;
}

const digitsPlay = (code: string, kind: 'last' | 'first', digits: number, odds: number, max: number, name: T): PlayTypeSeed => ({
  code,
  name,
  kind,
  digits,
  odds,
  min: 100,
  max,
});

const n2: T = { en: '2D (last 2)', fil: '2D (huling 2)', id: '2D (2 terakhir)', vi: '2D (2 số cuối)', zh: '2D（后二）' };
const n3: T = { en: '3D (last 3)', fil: '3D (huling 3)', id: '3D (3 terakhir)', vi: '3D (3 số cuối)', zh: '3D（后三）' };
const n4: T = { en: '4D (last 4)', fil: '4D (huling 4)', id: '4D (4 terakhir)', vi: '4D (4 số cuối)', zh: '4D（后四）' };
const h2: T = { en: '2D (first 2)', fil: '2D (unang 2)', id: '2D (2 depan)', vi: '2D (2 số đầu)', zh: '2D（前二）' };
const bs: T = { en: 'Big / Small', fil: 'Malaki / Maliit', id: 'Besar / Kecil', vi: 'Tài / Xỉu', zh: '大 / 小' };
const oe: T = { en: 'Odd / Even', fil: 'Odd / Even', id: 'Ganjil / Genap', vi: 'Lẻ / Chẵn', zh: '单 / 双' };

const bigSmall = (odds: number): PlayTypeSeed => ({ code: 'BS', name: bs, kind: 'bigSmall', digits: 1, odds, min: 100, max: 5_000_000 });
const oddEven = (odds: number): PlayTypeSeed => ({ code: 'OE', name: oe, kind: 'oddEven', digits: 1, odds, min: 100, max: 5_000_000 });

function standard(o2: number, o3: number, o4: number, oBs: number, extra: PlayTypeSeed[] = []): PlayTypeSeed[] {
  return [
    digitsPlay('2D', 'last', 2, o2, 1_000_000, n2),
    digitsPlay('3D', 'last', 3, o3, 200_000, n3),
    digitsPlay('4D', 'last', 4, o4, 50_000, n4),
    ...extra,
    bigSmall(oBs),
    oddEven(oBs),
  ];
}

export const families: { code: string; name: T; playTypes: PlayTypeSeed[] }[] = [
  { code: 'LOTT', name: { en: 'Lotto', fil: 'Lotto', id: 'Lotto', vi: 'Xổ số', zh: '彩票' }, playTypes: standard(95, 950, 9500, 1.95) },
  { code: 'ZY', name: { en: 'ZY Lottery', fil: 'ZY Lottery', id: 'Lotere ZY', vi: 'Xổ số ZY', zh: 'ZY彩' }, playTypes: standard(96, 960, 9600, 1.96) },
  { code: 'ELOTT', name: { en: 'E-Lottery', fil: 'E-Lottery', id: 'E-Lotere', vi: 'Xổ số điện tử', zh: '电子彩' }, playTypes: standard(95, 950, 9500, 1.95) },
  {
    code: 'SEA',
    name: { en: 'SEA Lottery', fil: 'SEA Lottery', id: 'Lotere SEA', vi: 'Xổ số Đông Nam Á', zh: '东南亚彩' },
    playTypes: standard(95, 950, 9500, 1.95, [digitsPlay('HEAD2D', 'first', 2, 95, 1_000_000, h2)]),
  },
  {
    code: 'VN',
    name: { en: 'Vietnam Lottery', fil: 'Vietnam Lottery', id: 'Lotere Vietnam', vi: 'Xổ số Việt Nam', zh: '越南彩' },
    playTypes: standard(97, 970, 9700, 1.97, [digitsPlay('HEAD2D', 'first', 2, 97, 1_000_000, h2)]),
  },
];

export interface GameSeed {
  code: string;
  family: string;
  prizeMode: 'Lott' | 'ZY' | 'Elott' | 'SEA';
  vn?: boolean;
  name: T;
  days?: number[];
  times?: string[];
  interval?: number;
  lock: number;
  hot?: boolean;
  /** Default: the brand's zone. */
  timeZone?: string;
}

const all = [1, 2, 3, 4, 5, 6, 7];
const same = (name: string, vi = name, zh = name): T => ({ en: name, fil: name, id: name, vi, zh });

const gameList: GameSeed[] = [
  { code: 'LOTT1M', family: 'LOTT', prizeMode: 'Lott', name: same('Lucky 1 Minute', 'May mắn 1 phút', '幸运1分彩'), interval: 60, lock: 10, hot: true },
  { code: 'LOTT5M', family: 'LOTT', prizeMode: 'Lott', name: same('Lucky 5 Minutes', 'May mắn 5 phút', '幸运5分彩'), interval: 300, lock: 30 },
  { code: 'LOTTHOUR', family: 'LOTT', prizeMode: 'Lott', name: same('Lucky Hourly', 'May mắn hằng giờ', '幸运时时彩'), interval: 3600, lock: 60 },
  { code: 'LOTTNIGHT', family: 'LOTT', prizeMode: 'Lott', name: same('Manila Night Draw', 'Xổ số đêm Manila', '马尼拉夜场'), times: ['21:00'], lock: 300, hot: true },
  { code: 'ZY3M', family: 'ZY', prizeMode: 'ZY', name: same('ZY 3 Minutes', 'ZY 3 phút', 'ZY 3分彩'), interval: 180, lock: 20, hot: true },
  { code: 'ZY5M', family: 'ZY', prizeMode: 'ZY', name: same('ZY 5 Minutes', 'ZY 5 phút', 'ZY 5分彩'), interval: 300, lock: 30 },
  { code: 'ZYDAILY', family: 'ZY', prizeMode: 'ZY', name: same('ZY Evening', 'ZY buổi tối', 'ZY 晚场'), times: ['20:00'], lock: 300 },
  { code: 'ELOTT1M', family: 'ELOTT', prizeMode: 'Elott', name: same('E-Lotto 1 Minute', 'E-Lotto 1 phút', '电子1分彩'), interval: 60, lock: 10 },
  { code: 'ELOTT3M', family: 'ELOTT', prizeMode: 'Elott', name: same('E-Lotto 3 Minutes', 'E-Lotto 3 phút', '电子3分彩'), interval: 180, lock: 20 },
  { code: 'ELOTTHOUR', family: 'ELOTT', prizeMode: 'Elott', name: same('E-Lotto Hourly', 'E-Lotto hằng giờ', '电子时时彩'), interval: 3600, lock: 60 },
  { code: 'SEA3M', family: 'SEA', prizeMode: 'SEA', name: same('SEA 3 Minutes', 'Đông Nam Á 3 phút', '东南亚3分彩'), interval: 180, lock: 20, hot: true },
  { code: 'SEA5M', family: 'SEA', prizeMode: 'SEA', name: same('SEA 5 Minutes', 'Đông Nam Á 5 phút', '东南亚5分彩'), interval: 300, lock: 30 },
  {
    code: 'SEA6D',
    family: 'SEA',
    prizeMode: 'SEA',
    name: { en: 'SEA 6D Evening', fil: 'SEA 6D Gabi', id: 'SEA 6D Malam', vi: 'SEA 6D buổi tối', zh: '东南亚6D晚场' },
    days: [3, 5, 7],
    times: ['21:00'],
    lock: 600,
  },
  { code: 'VNFAST1M', family: 'VN', prizeMode: 'Lott', vn: true, name: same('Vietnam Fast 1 Minute', 'Siêu tốc 1 phút', '越南极速1分彩'), interval: 60, lock: 10, hot: true },
  { code: 'VNFAST5M', family: 'VN', prizeMode: 'Lott', vn: true, name: same('Vietnam Fast 5 Minutes', 'Siêu tốc 5 phút', '越南极速5分彩'), interval: 300, lock: 30 },
  { code: 'VNNORTH', family: 'VN', prizeMode: 'Lott', vn: true, name: same('Northern (Hanoi)', 'Miền Bắc (Hà Nội)', '越南北部（河内）'), times: ['18:15'], lock: 900, timeZone: 'Asia/Ho_Chi_Minh' },
  { code: 'VNHCM', family: 'VN', prizeMode: 'Lott', vn: true, name: same('Ho Chi Minh City', 'TP. Hồ Chí Minh', '胡志明市'), days: [2, 7], times: ['16:15'], lock: 900, timeZone: 'Asia/Ho_Chi_Minh' },
  { code: 'VNDONGTHAP', family: 'VN', prizeMode: 'Lott', vn: true, name: same('Dong Thap', 'Đồng Tháp', '同塔'), days: [2], times: ['16:15'], lock: 900, timeZone: 'Asia/Ho_Chi_Minh' },
  { code: 'VNVUNGTAU', family: 'VN', prizeMode: 'Lott', vn: true, name: same('Vung Tau', 'Vũng Tàu', '头顿'), days: [3], times: ['16:15'], lock: 900, timeZone: 'Asia/Ho_Chi_Minh' },
  { code: 'VNCANTHO', family: 'VN', prizeMode: 'Lott', vn: true, name: same('Can Tho', 'Cần Thơ', '芹苴'), days: [4], times: ['16:15'], lock: 900, timeZone: 'Asia/Ho_Chi_Minh' },
  { code: 'VNTAYNINH', family: 'VN', prizeMode: 'Lott', vn: true, name: same('Tay Ninh', 'Tây Ninh', '西宁'), days: [5], times: ['16:15'], lock: 900, timeZone: 'Asia/Ho_Chi_Minh' },
  { code: 'VNBINHDUONG', family: 'VN', prizeMode: 'Lott', vn: true, name: same('Binh Duong', 'Bình Dương', '平阳'), days: [6], times: ['16:15'], lock: 900, timeZone: 'Asia/Ho_Chi_Minh' },
  { code: 'VNDANANG', family: 'VN', prizeMode: 'Lott', vn: true, name: same('Da Nang', 'Đà Nẵng', '岘港'), days: [4, 7], times: ['17:15'], lock: 900, timeZone: 'Asia/Ho_Chi_Minh' },
  { code: 'VNDALAT', family: 'VN', prizeMode: 'Lott', vn: true, name: same('Da Lat', 'Đà Lạt', '大叻'), days: [1], times: ['16:15'], lock: 900, timeZone: 'Asia/Ho_Chi_Minh' },
];

export const games: (GameSeed & { days: number[] })[] = gameList.map((g) => ({ days: all, ...g }));

export interface MenuSeed {
  tag: string;
  label: T;
  games: string[];
}

export const menus: MenuSeed[] = [
  {
    tag: 'FAST',
    label: { en: 'Fast games', fil: 'Mabilis na laro', id: 'Permainan cepat', vi: 'Trò chơi nhanh', zh: '极速彩' },
    games: ['LOTT1M', 'ELOTT1M', 'VNFAST1M', 'ZY3M', 'ELOTT3M', 'SEA3M'],
  },
  {
    tag: 'MINUTES',
    label: { en: 'Every 5 minutes', fil: 'Bawat 5 minuto', id: 'Setiap 5 menit', vi: 'Mỗi 5 phút', zh: '5分钟彩' },
    games: ['LOTT5M', 'ZY5M', 'SEA5M', 'VNFAST5M'],
  },
  {
    tag: 'HOURLY',
    label: { en: 'Hourly', fil: 'Bawat oras', id: 'Setiap jam', vi: 'Hằng giờ', zh: '时时彩' },
    games: ['LOTTHOUR', 'ELOTTHOUR'],
  },
  {
    tag: 'DAILY',
    label: { en: 'Evening draws', fil: 'Bola sa gabi', id: 'Undian malam', vi: 'Xổ buổi tối', zh: '晚间开奖' },
    games: ['LOTTNIGHT', 'ZYDAILY', 'SEA6D'],
  },
  {
    tag: 'VN_NORTH',
    label: { en: 'Northern Vietnam', fil: 'Hilagang Vietnam', id: 'Vietnam Utara', vi: 'Miền Bắc', zh: '越南北部' },
    games: ['VNNORTH'],
  },
  {
    tag: 'VN_CENTRAL',
    label: { en: 'Central Vietnam', fil: 'Gitnang Vietnam', id: 'Vietnam Tengah', vi: 'Miền Trung', zh: '越南中部' },
    games: ['VNDANANG'],
  },
  {
    tag: 'VN_SOUTH',
    label: { en: 'Southern Vietnam', fil: 'Timog Vietnam', id: 'Vietnam Selatan', vi: 'Miền Nam', zh: '越南南部' },
    games: ['VNHCM', 'VNDONGTHAP', 'VNVUNGTAU', 'VNCANTHO', 'VNTAYNINH', 'VNBINHDUONG', 'VNDALAT'],
  },
  {
    tag: 'VN_FAST',
    label: { en: 'Vietnam fast', fil: 'Mabilis na Vietnam', id: 'Vietnam cepat', vi: 'Siêu tốc', zh: '越南极速' },
    games: ['VNFAST1M', 'VNFAST5M'],
  },
];
