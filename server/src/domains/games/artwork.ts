/**
 * Generated game and vendor artwork (SVG). Deterministic from the catalogue's art parameters, so the
 * same game always looks the same, on every node; nothing is fetched from outside.
 */

import { hashString, prng } from './catalogue/generate.ts';

/** Raise when the drawing changes: tile addresses carry it, so browsers keep a tile for a week and never an old one. */
export const gameArtVersion = 2;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)} ${s}% ${l}%)`;

function star(cx: number, cy: number, r: number, points = 5, inner = 0.45): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const a = (Math.PI / points) * i - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * inner;
    pts.push(`${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}

/** Motifs drawn at the tile's centre (0, 0), about 150 px across. */
type Paint = { accent: string; light: string; dark: string; rand: () => number };
const motifArt: Record<string, (p: Paint) => string> = {
  cards: ({ dark }) =>
    `<rect x="-62" y="-52" width="70" height="98" rx="9" fill="#fff" transform="rotate(-14)"/><rect x="-8" y="-56" width="70" height="98" rx="9" fill="#fff" stroke="${dark}" stroke-opacity=".2" transform="rotate(10)"/><path d="M30 18 C4 0 10 -26 30 -12 C50 -26 56 0 30 18Z" fill="#d22" transform="rotate(10)"/><path d="M-28 -28 L-10 8 L-46 8Z" fill="#222" transform="rotate(-14)"/>`,
  dice: ({ light, dark }) =>
    `<rect x="-66" y="-40" width="72" height="72" rx="14" fill="#fff" transform="rotate(-12)"/><rect x="-2" y="-50" width="72" height="72" rx="14" fill="${light}" transform="rotate(14)"/>${[
      [-48, -20],
      [-30, -2],
      [-12, 16],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${dark}" transform="rotate(-12)"/>`)
      .join('')}${[
      [18, -32],
      [50, -32],
      [18, 0],
      [50, 0],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="#fff" transform="rotate(14)"/>`)
      .join('')}`,
  fish: ({ accent, light, dark }) =>
    `<path d="M-70 0 C-30 -60 40 -50 62 0 C40 50 -30 60 -70 0 Z" fill="${accent}"/><path d="M56 0 L96 -34 L90 0 L96 34 Z" fill="${light}"/><path d="M-10 -40 C0 -20 0 20 -10 40" stroke="${dark}" stroke-opacity=".3" stroke-width="5" fill="none"/><circle cx="-36" cy="-8" r="9" fill="#fff"/><circle cx="-34" cy="-8" r="4" fill="${dark}"/>`,
  shark: ({ light, dark }) =>
    `<path d="M-84 10 C-40 -40 40 -40 80 0 L100 -30 L96 10 L100 44 L80 20 C40 44 -40 44 -84 10Z" fill="#9fb3c8"/><path d="M-10 -30 L10 -70 L26 -28Z" fill="#7f93a8"/><path d="M-84 10 C-40 30 40 30 80 16" fill="${light}" opacity=".5"/><circle cx="-50" cy="-2" r="6" fill="${dark}"/><path d="M-74 16 l8 6 l6 -6 l6 6 l6 -6" stroke="#fff" stroke-width="3" fill="none"/>`,
  ball: ({ dark }) =>
    `<circle r="62" fill="#fff"/><polygon points="${star(0, 0, 24, 5, 0.8)}" fill="${dark}"/>${[0, 72, 144, 216, 288].map((a) => `<circle cx="${(50 * Math.cos(((a - 90) * Math.PI) / 180)).toFixed(1)}" cy="${(50 * Math.sin(((a - 90) * Math.PI) / 180)).toFixed(1)}" r="12" fill="${dark}"/>`).join('')}`,
  controller: ({ accent, dark }) =>
    `<path d="M-80 -10 C-80 -40 -50 -44 -30 -34 H30 C50 -44 80 -40 80 -10 L88 40 C90 60 66 66 54 48 L40 28 H-40 L-54 48 C-66 66 -90 60 -88 40Z" fill="#fff"/><rect x="-56" y="-14" width="30" height="10" rx="3" fill="${dark}"/><rect x="-46" y="-24" width="10" height="30" rx="3" fill="${dark}"/>${[
      [40, -18, accent],
      [56, -4, '#e2362f'],
      [24, -4, '#2f8be2'],
    ]
      .map(([x, y, f]) => `<circle cx="${x}" cy="${y}" r="8" fill="${f}"/>`)
      .join('')}`,
  balls: ({ accent, light, dark, rand }) =>
    [
      [-50, 10, accent],
      [0, -22, light],
      [50, 10, '#fff'],
    ]
      .map(
        ([x, y, f]) =>
          `<circle cx="${x}" cy="${y}" r="34" fill="${f}"/><circle cx="${x}" cy="${y}" r="19" fill="#fff" opacity=".9"/><text x="${x}" y="${Number(y) + 9}" text-anchor="middle" font-size="26" font-weight="800" fill="${dark}" font-family="Arial,sans-serif">${Math.floor(rand() * 10)}</text>`,
      )
      .join(''),
  coin: ({ accent, dark }) =>
    `<circle cx="-30" cy="30" r="44" fill="${accent}" opacity=".75"/><circle r="64" fill="${accent}"/><circle r="50" fill="none" stroke="${dark}" stroke-opacity=".35" stroke-width="6"/><rect x="-14" y="-14" width="28" height="28" fill="none" stroke="${dark}" stroke-opacity=".55" stroke-width="7"/>`,
  chest: ({ accent, dark }) =>
    `<path d="M-70 -10 C-70 -60 70 -60 70 -10Z" fill="#8a4b1f"/><rect x="-70" y="-10" width="140" height="70" rx="6" fill="#a35a24"/><rect x="-70" y="-14" width="140" height="12" fill="${accent}"/><rect x="-12" y="-20" width="24" height="30" rx="4" fill="${accent}"/><circle cy="-4" r="4" fill="${dark}"/>${[
      -40, -10, 22, 46,
    ]
      .map(
        (x, i) =>
          `<circle cx="${x}" cy="${-44 - (i % 2) * 10}" r="12" fill="${accent}" stroke="${dark}" stroke-opacity=".3" stroke-width="2"/>`,
      )
      .join('')}`,
  gem: ({ accent, light }) =>
    `<polygon points="-60,-20 -30,-58 30,-58 60,-20 0,62" fill="${accent}"/><polygon points="-60,-20 60,-20 0,62" fill="${light}" opacity=".55"/><polygon points="-30,-58 0,-20 30,-58" fill="#fff" opacity=".45"/>`,
  star: ({ accent, light }) =>
    `<polygon points="${star(0, 0, 70)}" fill="${accent}"/><polygon points="${star(0, 0, 42)}" fill="${light}" opacity=".7"/>`,
  galaxy: ({ accent, light }) =>
    `<circle r="46" fill="${light}"/><ellipse rx="84" ry="18" fill="none" stroke="${accent}" stroke-width="8" transform="rotate(-18)"/><circle cx="-20" cy="-14" r="10" fill="#fff" opacity=".5"/><polygon points="${star(62, -50, 12)}" fill="#fff"/><polygon points="${star(-66, 48, 8)}" fill="#fff"/>`,
  crown: ({ accent, light }) =>
    `<path d="M-66 40 L-72 -36 L-32 -6 L0 -58 L32 -6 L72 -36 L66 40 Z" fill="${accent}"/><rect x="-66" y="36" width="132" height="18" rx="5" fill="${light}"/>${[-40, 0, 40].map((x) => `<circle cx="${x}" cy="14" r="9" fill="#fff" opacity=".85"/>`).join('')}`,
  lotus: ({ accent, light }) =>
    `${[-60, -30, 0, 30, 60]
      .map(
        (a) =>
          `<path d="M0 40 C-26 0 -20 -40 0 -64 C20 -40 26 0 0 40Z" fill="${a === 0 ? light : accent}" opacity="${a === 0 ? 1 : 0.85}" transform="rotate(${a} 0 40)"/>`,
      )
      .join('')}<ellipse cy="44" rx="70" ry="12" fill="#2e8b57"/>`,
  fruit: ({ light }) =>
    `<path d="M-20 -60 C0 -30 -10 0 -30 20 M-20 -60 C10 -40 30 -10 34 14" stroke="${light}" stroke-width="7" fill="none"/><circle cx="-32" cy="34" r="30" fill="#e2362f"/><circle cx="34" cy="28" r="30" fill="#c81e3a"/><circle cx="-42" cy="24" r="8" fill="#fff" opacity=".6"/><path d="M-20 -60 C-50 -70 -70 -50 -60 -40 C-40 -40 -30 -50 -20 -60Z" fill="#3fae49"/>`,
  lantern: ({ accent, light }) =>
    `<rect x="-10" y="-74" width="20" height="14" rx="3" fill="${light}"/><ellipse rx="54" ry="62" fill="#e2362f"/><ellipse rx="54" ry="62" fill="none" stroke="${accent}" stroke-width="5"/><ellipse rx="22" ry="62" fill="none" stroke="${accent}" stroke-width="4"/><rect x="-8" y="60" width="16" height="22" fill="${accent}"/>`,
  clover: ({ accent, light }) =>
    `${[0, 90, 180, 270].map((a) => `<circle cx="${(30 * Math.cos((a * Math.PI) / 180)).toFixed(1)}" cy="${(30 * Math.sin((a * Math.PI) / 180)).toFixed(1)}" r="32" fill="${accent}"/>`).join('')}<circle r="16" fill="${light}"/>`,
  seven: ({ accent }) =>
    `<text y="48" text-anchor="middle" font-size="150" font-weight="900" fill="${accent}" stroke="#fff" stroke-width="5" font-family="Arial Black,Arial,sans-serif">7</text>`,
  dragon: ({ accent, light, dark }) =>
    `<path d="M-80 40 C-60 -10 -20 40 0 0 C20 -40 50 0 70 -30" stroke="${accent}" stroke-width="26" fill="none" stroke-linecap="round"/><path d="M-80 40 C-60 -10 -20 40 0 0 C20 -40 50 0 70 -30" stroke="${light}" stroke-width="8" fill="none" stroke-dasharray="6 10" stroke-linecap="round"/><path d="M56 -40 L96 -56 L84 -30 L100 -16 L64 -14Z" fill="${accent}"/><path d="M70 -52 L66 -76 L80 -56 M84 -50 L90 -74 L94 -50" stroke="${light}" stroke-width="5" fill="none"/><circle cx="78" cy="-36" r="5" fill="${dark}"/><path d="M96 -30 C110 -30 112 -10 104 -4" stroke="#ff6a3d" stroke-width="4" fill="none"/>`,
  tiger: ({ dark }) =>
    `<path d="M-54 -44 L-64 -78 L-28 -60Z M54 -44 L64 -78 L28 -60Z" fill="#f08a24"/><ellipse rx="66" ry="60" fill="#f5922a"/><ellipse cy="26" rx="40" ry="28" fill="#fff"/><path d="M-60 -10 L-34 -4 M-62 10 L-36 8 M60 -10 L34 -4 M62 10 L36 8 M0 -58 L0 -36 M-14 -56 L-8 -38 M14 -56 L8 -38" stroke="${dark}" stroke-width="6" stroke-linecap="round"/><circle cx="-24" cy="-14" r="8" fill="${dark}"/><circle cx="24" cy="-14" r="8" fill="${dark}"/><path d="M-10 14 L10 14 L0 26Z" fill="${dark}"/>`,
  lion: ({ accent, dark }) =>
    `<polygon points="${star(0, 0, 84, 14, 0.72)}" fill="#c0661d"/><circle r="60" fill="#d9822b"/><ellipse cy="6" rx="46" ry="50" fill="${accent}"/><ellipse cy="30" rx="26" ry="18" fill="#fff3d6"/><circle cx="-18" cy="-8" r="7" fill="${dark}"/><circle cx="18" cy="-8" r="7" fill="${dark}"/><path d="M-10 18 L10 18 L0 28Z" fill="${dark}"/>`,
  panda: ({ dark }) =>
    `<circle cx="-50" cy="-48" r="22" fill="#1d1d1d"/><circle cx="50" cy="-48" r="22" fill="#1d1d1d"/><ellipse rx="66" ry="60" fill="#fff"/><ellipse cx="-24" cy="-6" rx="16" ry="20" fill="#1d1d1d" transform="rotate(-20 -24 -6)"/><ellipse cx="24" cy="-6" rx="16" ry="20" fill="#1d1d1d" transform="rotate(20 24 -6)"/><circle cx="-22" cy="-8" r="5" fill="#fff"/><circle cx="22" cy="-8" r="5" fill="#fff"/><ellipse cy="22" rx="12" ry="8" fill="${dark}"/>`,
  wolf: () =>
    `<path d="M-56 -20 L-60 -80 L-16 -50Z M56 -20 L60 -80 L16 -50Z" fill="#6c7a89"/><path d="M-62 -30 C-62 -64 62 -64 62 -30 L30 50 L0 66 L-30 50Z" fill="#8a99a8"/><path d="M-24 20 L0 66 L24 20Z" fill="#e6ecf1"/><circle cx="-22" cy="-12" r="7" fill="#ffd23f"/><circle cx="22" cy="-12" r="7" fill="#ffd23f"/><ellipse cy="48" rx="9" ry="6" fill="#1d1d1d"/>`,
  buffalo: ({ light }) =>
    `<path d="M-40 -40 C-90 -40 -100 -90 -70 -96 C-78 -70 -60 -56 -30 -56Z M40 -40 C90 -40 100 -90 70 -96 C78 -70 60 -56 30 -56Z" fill="${light}"/><ellipse rx="56" ry="62" fill="#5a3a22"/><ellipse cy="34" rx="34" ry="24" fill="#7b5236"/><circle cx="-12" cy="34" r="5" fill="#2a1a10"/><circle cx="12" cy="34" r="5" fill="#2a1a10"/><circle cx="-24" cy="-10" r="7" fill="#fff"/><circle cx="24" cy="-10" r="7" fill="#fff"/>`,
  bird: ({ accent, light, dark }) =>
    `<path d="M0 10 C-40 -60 -90 -40 -100 -70 C-80 -10 -40 10 0 30 C40 10 80 -10 100 -70 C90 -40 40 -60 0 10Z" fill="${accent}"/><path d="M0 10 C-30 -30 -60 -20 -70 -40 C-50 -10 -20 0 0 20 C20 0 50 -10 70 -40 C60 -20 30 -30 0 10Z" fill="${light}"/><ellipse cy="20" rx="14" ry="34" fill="${accent}"/><circle cy="-16" r="14" fill="${accent}"/><path d="M10 -16 L26 -10 L10 -6Z" fill="#ffb020"/><circle cx="4" cy="-18" r="3" fill="${dark}"/><path d="M-10 50 L0 80 L10 50" fill="${light}"/>`,
  pyramid: ({ accent, light, dark }) =>
    `<circle cx="54" cy="-50" r="24" fill="${light}"/><polygon points="-90,60 0,-66 90,60" fill="${accent}"/><polygon points="0,-66 90,60 20,60" fill="${dark}" opacity=".25"/>${[-30, 0, 30].map((y) => `<line x1="${-90 + (y + 66) * 0.71}" y1="${y}" x2="${90 - (y + 66) * 0.71}" y2="${y}" stroke="${dark}" stroke-opacity=".25" stroke-width="3"/>`).join('')}`,
  temple: ({ accent, light, dark }) =>
    `<polygon points="-90,-30 0,-76 90,-30" fill="${accent}"/><rect x="-84" y="-30" width="168" height="12" fill="${light}"/>${[-64, -32, 0, 32, 64].map((x) => `<rect x="${x - 8}" y="-18" width="16" height="66" fill="${light}"/>`).join('')}<rect x="-94" y="48" width="188" height="14" fill="${accent}"/><rect x="-94" y="48" width="188" height="14" fill="${dark}" opacity=".2"/>`,
  volcano: ({ accent }) =>
    `<path d="M-100 60 L-30 -30 L30 -30 L100 60Z" fill="#5b3a2e"/><path d="M-30 -30 C-20 -10 -6 -20 0 0 C10 -20 20 -6 30 -30Z" fill="#ff5a1f"/><path d="M-16 -36 C-40 -80 -10 -90 0 -60 C10 -96 40 -80 16 -36Z" fill="${accent}"/><circle cx="-30" cy="-80" r="8" fill="#ff8a3d"/><circle cx="36" cy="-88" r="6" fill="#ff8a3d"/>`,
  pearl: ({ accent, light }) =>
    `<path d="M-80 20 C-80 -60 80 -60 80 20Z" fill="${accent}"/>${[-60, -30, 0, 30, 60].map((x) => `<line x1="0" y1="20" x2="${x}" y2="-40" stroke="${light}" stroke-width="4"/>`).join('')}<path d="M-80 20 C-80 60 80 60 80 20Z" fill="${light}"/><circle cy="16" r="22" fill="#fff"/><circle cx="-7" cy="9" r="6" fill="#fff" opacity=".9"/>`,
  mermaid: ({ accent, light }) =>
    `<path d="M-10 -20 C-40 20 -10 50 -40 80 L-10 70 L10 80 C0 50 30 20 10 -20Z" fill="${accent}"/><circle cy="-44" r="22" fill="#f1c7a0"/><path d="M-22 -50 C-40 -10 -30 10 -40 30 M22 -50 C30 -20 40 0 30 20" stroke="${light}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  sword: ({ accent, light, dark }) =>
    `${[-35, 35]
      .map(
        (a) =>
          `<g transform="rotate(${a})"><rect x="-5" y="-84" width="10" height="120" fill="${light}"/><rect x="-22" y="34" width="44" height="8" rx="3" fill="${accent}"/><rect x="-5" y="42" width="10" height="34" fill="${dark}"/></g>`,
      )
      .join('')}`,
  jackpot: ({ accent, dark }) =>
    `<rect x="-80" y="-50" width="160" height="100" rx="16" fill="${accent}"/>${[-48, 0, 48].map((x) => `<rect x="${x - 20}" y="-32" width="40" height="64" rx="6" fill="#fff"/><text x="${x}" y="16" text-anchor="middle" font-size="40" font-weight="900" fill="#e2362f" font-family="Arial Black,Arial,sans-serif">7</text>`).join('')}<rect x="-80" y="-50" width="160" height="100" rx="16" fill="none" stroke="${dark}" stroke-opacity=".3" stroke-width="6"/>`,
};

/** Words in a game's English name that choose its motif (the first match wins). */
const nameMotifs: [RegExp, string][] = [
  [/baccarat|blackjack|poker|card|room/i, 'cards'],
  [/dice|roll|sic bo/i, 'dice'],
  [/shark/i, 'shark'],
  [/fish|koi|ocean|sea|coral/i, 'fish'],
  [/esport/i, 'controller'],
  [/sportsbook|sport|football|soccer/i, 'ball'],
  [/dragon/i, 'dragon'],
  [/tiger/i, 'tiger'],
  [/lion/i, 'lion'],
  [/panda/i, 'panda'],
  [/wolf/i, 'wolf'],
  [/buffalo/i, 'buffalo'],
  [/phoenix|eagle/i, 'bird'],
  [/pharaoh/i, 'pyramid'],
  [/temple/i, 'temple'],
  [/volcano/i, 'volcano'],
  [/pearl/i, 'pearl'],
  [/mermaid/i, 'mermaid'],
  [/samurai/i, 'sword'],
  [/lotus/i, 'lotus'],
  [/lantern/i, 'lantern'],
  [/empress|royal|king|queen/i, 'crown'],
  [/gem|diamond|jade|emerald/i, 'gem'],
  [/fruit|cherry/i, 'fruit'],
  [/galaxy/i, 'galaxy'],
  [/star/i, 'star'],
  [/treasure|riches/i, 'chest'],
  [/fortune|gold|coin/i, 'coin'],
  [/jackpot|megaways/i, 'jackpot'],
  [/lucky|clover/i, 'clover'],
];
const fallbackMotifs = ['coin', 'gem', 'star', 'crown', 'clover', 'lantern', 'seven', 'fruit'];

/** The motif a game's tile shows: from its name's words, else by class, else by its seed. */
export function motifFor(englishName: string, classify: string, motif: number): string {
  if (classify === 'LOTTERY') return 'balls';
  for (const [re, name] of nameMotifs) if (re.test(englishName)) return name;
  if (classify === 'TABLE' || classify === 'CARD' || classify === 'VIDEO_POKER') return 'cards';
  if (classify === 'DICE') return 'dice';
  if (classify === 'FISH') return 'fish';
  if (classify === 'SPORT') return 'ball';
  return fallbackMotifs[motif % fallbackMotifs.length]!;
}

/** Colour words in a name set the tile's hue, so "Jade Tiger" is green and "Crimson Tiger" red. */
const nameHues: [RegExp, number][] = [
  [/golden|gold|sacred|shining/i, 44],
  [/jade|emerald/i, 150],
  [/crimson|blazing|volcano|lucky/i, 356],
  [/silver|frozen/i, 205],
  [/diamond/i, 190],
  [/mystic|magic|thunder|galaxy/i, 275],
  [/royal|eternal|empress/i, 255],
  [/ancient|pharaoh|temple/i, 32],
  [/ocean|sea|koi|pearl|mermaid|shark|coral/i, 200],
  [/wild|hidden/i, 110],
];

/** Background patterns: one of them per game, by its seed. */
function pattern(kind: number, light: string, rand: () => number): string {
  switch (kind % 5) {
    case 0: // rays from the centre
      return Array.from(
        { length: 12 },
        (_, i) =>
          `<polygon points="150,118 ${(150 + 260 * Math.cos((i * Math.PI) / 6)).toFixed(0)},${(118 + 260 * Math.sin((i * Math.PI) / 6)).toFixed(0)} ${(150 + 260 * Math.cos(((i + 0.5) * Math.PI) / 6)).toFixed(0)},${(118 + 260 * Math.sin(((i + 0.5) * Math.PI) / 6)).toFixed(0)}" fill="${light}" opacity=".12"/>`,
      ).join('');
    case 1: // rings
      return [60, 95, 130, 165]
        .map((r) => `<circle cx="150" cy="118" r="${r}" fill="none" stroke="${light}" stroke-opacity=".16" stroke-width="10"/>`)
        .join('');
    case 2: // diagonal stripes
      return Array.from(
        { length: 9 },
        (_, i) =>
          `<rect x="${i * 44 - 80}" y="-40" width="16" height="400" fill="${light}" opacity=".1" transform="rotate(30 150 150)"/>`,
      ).join('');
    case 3: // dots
      return Array.from(
        { length: 24 },
        () =>
          `<circle cx="${(rand() * 300).toFixed(0)}" cy="${(rand() * 220).toFixed(0)}" r="${(3 + rand() * 9).toFixed(1)}" fill="${light}" opacity=".22"/>`,
      ).join('');
    default: // waves
      return [40, 90, 140, 190]
        .map(
          (y) =>
            `<path d="M0 ${y} C50 ${y - 24} 100 ${y + 24} 150 ${y} C200 ${y - 24} 250 ${y + 24} 300 ${y}" stroke="${light}" stroke-opacity=".18" stroke-width="8" fill="none"/>`,
        )
        .join('');
  }
}

/** Breaks a title into at most two lines of about `width` characters. */
function lines(text: string, width: number): string[] {
  const words = text.split(' ');
  if (words.length === 1) return [text];
  const out: string[] = [''];
  for (const word of words) {
    const cur = out[out.length - 1]!;
    if (cur && (cur + ' ' + word).length > width && out.length < 2) out.push(word);
    else out[out.length - 1] = cur ? `${cur} ${word}` : word;
  }
  return out;
}

export function gameSvg(g: {
  name: string;
  /** The English name: its words choose the motif and colour, whatever language the title is in. */
  englishName?: string;
  vendor: string;
  vendorHue?: number;
  classify: string;
  art: { hue?: number; motif?: number; seed?: number };
}): string {
  const english = g.englishName ?? g.name;
  const seed = g.art.seed ?? 1;
  const rand = prng(seed || 1);
  const named = nameHues.find(([re]) => re.test(english));
  const hue = named ? named[1] + Math.floor(rand() * 16) - 8 : (g.art.hue ?? 200);
  const [from, to] = [hsl(hue, 62, 22), hsl(hue + 30 + Math.floor(rand() * 30), 70, 40)];
  const accent = hsl(hue > 20 && hue < 70 ? 12 : 46, 95, 60);
  const light = hsl(hue + 20, 90, 75);
  const dark = hsl(hue, 55, 16);
  const motif = motifFor(english, g.classify, g.art.motif ?? 0);
  const tilt = Math.floor(rand() * 13) - 6;
  const scale = (0.92 + rand() * 0.16).toFixed(2);
  const titleLines = lines(g.name, 17);
  const size = g.name.length > 26 ? 20 : 24;
  // lettering by seed: sans, a serif for old-world names, or a condensed heavy face
  const face = /ancient|pharaoh|temple|sacred|empress|royal|samurai/i.test(english)
    ? "Georgia,'Times New Roman',serif"
    : seed % 3 === 0
      ? "'Arial Narrow','Roboto Condensed',Arial,sans-serif"
      : "Montserrat,'Segoe UI',Arial,sans-serif";
  const title = titleLines
    .map(
      (l, i) =>
        `<text x="150" y="${titleLines.length === 1 ? 262 : 248 + i * (size + 4)}" text-anchor="middle" font-size="${size}" font-weight="800" fill="#fff" stroke="${dark}" stroke-width="3" paint-order="stroke" font-family="${face}">${esc(l)}</text>`,
    )
    .join('');
  const frame = hsl(g.vendorHue ?? hue + 180, 80, 60);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300" role="img" aria-label="${esc(g.name)}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="h" cx=".5" cy=".38" r=".5"><stop offset="0" stop-color="${light}" stop-opacity=".55"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>
<linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".7"/></linearGradient></defs>
<rect width="300" height="300" fill="url(#b)"/>${pattern(Math.floor(seed / 7), light, rand)}<rect width="300" height="300" fill="url(#h)"/>
<g transform="translate(150 118) rotate(${tilt}) scale(${scale})">${(motifArt[motif] ?? motifArt.coin!)({ accent, light, dark, rand })}</g>
<rect y="196" width="300" height="104" fill="url(#f)"/>${title}
<rect x="3" y="3" width="294" height="294" rx="14" fill="none" stroke="${frame}" stroke-opacity=".7" stroke-width="6"/>
<rect x="12" y="12" width="${14 + g.vendor.length * 9}" height="24" rx="12" fill="#000" fill-opacity=".45"/><text x="${19}" y="29" font-size="13" font-weight="700" fill="#fff" font-family="Arial,sans-serif" letter-spacing=".5">${esc(g.vendor)}</text>
</svg>`;
}

const wordmarkFaces = [
  { family: "Montserrat,'Segoe UI',Arial,sans-serif", weight: 900, style: 'normal', spacing: 0 },
  { family: "Georgia,'Times New Roman',serif", weight: 700, style: 'italic', spacing: 0 },
  { family: "'Arial Narrow','Roboto Condensed',Arial,sans-serif", weight: 800, style: 'normal', spacing: 3 },
  { family: "'Trebuchet MS',Verdana,sans-serif", weight: 700, style: 'italic', spacing: 1 },
];

/** Glyphs a wordmark may carry above its name. */
function markGlyph(kind: number, colour: string): string {
  switch (kind % 5) {
    case 0:
      return `<polygon points="${star(80, 46, 20)}" fill="${colour}"/>`;
    case 1:
      return `<polygon points="80,24 102,46 80,68 58,46" fill="${colour}"/>`;
    case 2:
      return `<circle cx="80" cy="46" r="20" fill="none" stroke="${colour}" stroke-width="7"/>`;
    case 3:
      return `<polygon points="${Array.from({ length: 6 }, (_, i) => `${(80 + 22 * Math.cos((i * Math.PI) / 3)).toFixed(1)},${(46 + 22 * Math.sin((i * Math.PI) / 3)).toFixed(1)}`).join(' ')}" fill="${colour}"/>`;
    default:
      return `<path d="M56 58 L70 30 L80 50 L90 30 L104 58Z" fill="${colour}"/>`;
  }
}

/**
 * A provider's mark: its name as a wordmark (a face, glyph and colour of its own, from its code),
 * not initials in a tile, so providers in a lane tell apart at a glance.
 */
export function vendorSvg(v: { code: string; name: string; hue: number }): string {
  const h = hashString(v.code);
  const face = wordmarkFaces[h % wordmarkFaces.length]!;
  const words = v.name.replace(/\b(Gaming|Games|Studio|Studios|Entertainment)\b/gi, '').trim() || v.name;
  const parts = words.split(/\s+/);
  const [line1, line2] =
    parts.length > 1 && words.length > 9
      ? [parts.slice(0, Math.ceil(parts.length / 2)).join(' '), parts.slice(Math.ceil(parts.length / 2)).join(' ')]
      : [words, ''];
  const longest = Math.max(line1.length, line2.length);
  // capitals of a heavy face run about 0.7 em wide: the longest line fits the 136 px inside the tile
  const size = Math.max(14, Math.min(32, Math.floor(136 / (Math.max(longest, 3) * (0.7 + face.spacing / 40)))));
  const dark = (h >> 3) % 2 === 0;
  const bg = dark ? hsl(v.hue, 45, 16) : hsl(v.hue, 70, 94);
  const ink = dark ? '#fff' : hsl(v.hue, 70, 28);
  const mark = hsl(v.hue + 20, 85, dark ? 62 : 48);
  const fit = (t: string) => (t.length * size * 0.7 > 136 ? ' textLength="136" lengthAdjust="spacingAndGlyphs"' : '');
  const text = (t: string, y: number) =>
    `<text x="80" y="${y}"${fit(t)} text-anchor="middle" font-size="${size}" font-weight="${face.weight}" font-style="${face.style}" letter-spacing="${face.spacing}" fill="${ink}" font-family="${face.family}">${esc(t.toUpperCase())}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img" aria-label="${esc(v.name)}">
<rect width="160" height="160" rx="36" fill="${bg}"/>${markGlyph(h >> 5, mark)}
${line2 ? text(line1, 104) + text(line2, 104 + size + 4) : text(line1, 112)}
<rect x="48" y="${line2 ? 112 + size + 8 : 124}" width="64" height="4" rx="2" fill="${mark}"/>
</svg>`;
}
