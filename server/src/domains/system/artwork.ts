/** Generated artwork (SVG): brand logo and banners. Deterministic; nothing is fetched. */

import type { bannerMotifs } from '@tala/contract/system';

const palettes: Record<string, [string, string, string, string]> = {
  // background from, background to, accent, glow
  gold: ['#2a1a55', '#5b2a86', '#f5c542', '#ffdf7e'],
  violet: ['#1b1f4b', '#4b2bb3', '#c6a2ff', '#8f6bff'],
  emerald: ['#062c2b', '#0f6b5c', '#4ee6b0', '#b7ffe6'],
  ruby: ['#2b0b1e', '#8a1538', '#ff8a8a', '#ffd1a1'],
  ocean: ['#061a3a', '#0f4c8a', '#54c7ff', '#c2ecff'],
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

function star(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push(`${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}

/** Raise when the drawing changes: banner addresses carry it, so a long-cached old picture is never reused. */
export const artVersion = 2;

type BannerMotif = (typeof bannerMotifs)[number];

type Palette = [string, string, string, string];

function coinsMotif([from, , accent, glow]: Palette, rand: () => number): string {
  const coins = Array.from({ length: 5 }, (_, i) => {
    const x = -110 + i * 70 + rand() * 30;
    const y = 60 - rand() * 120;
    return `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)})"><circle r="34" fill="${accent}"/><circle r="26" fill="none" stroke="${from}" stroke-opacity=".35" stroke-width="4"/><circle r="10" fill="${glow}" opacity=".6"/></g>`;
  }).join('');
  return `<polygon points="${star(0, 0, 150)}" fill="${accent}" opacity=".9"/><polygon points="${star(0, 0, 110)}" fill="${glow}" opacity=".55"/>${coins}`;
}

function ballsMotif([from, , accent, glow]: Palette): string {
  const balls: [number, number, number, string][] = [
    [-120, 40, 62, accent],
    [0, -50, 78, '#ffffff'],
    [120, 35, 66, glow],
    [30, 95, 46, accent],
  ];
  return balls
    .map(
      ([x, y, r, fill]) =>
        `<g transform="translate(${x} ${y})"><circle r="${r}" fill="${fill}"/><circle r="${Math.round(r * 0.55)}" fill="#ffffff" opacity=".9"/><circle r="${Math.round(r * 0.55)}" fill="none" stroke="${from}" stroke-opacity=".25" stroke-width="4"/><ellipse cx="${-r * 0.35}" cy="${-r * 0.45}" rx="${r * 0.22}" ry="${r * 0.12}" fill="#ffffff" opacity=".55"/></g>`,
    )
    .join('');
}

function reelsMotif([from, , accent, glow]: Palette): string {
  const reels = [-120, 0, 120]
    .map(
      (x) =>
        `<g transform="translate(${x} 0)"><rect x="-52" y="-110" width="104" height="220" rx="18" fill="#ffffff" opacity=".95"/><polygon points="${star(0, -55, 30)}" fill="${accent}"/><circle cy="0" r="26" fill="${glow}"/><rect x="-26" y="40" width="52" height="40" rx="8" fill="${from}" opacity=".7"/></g>`,
    )
    .join('');
  return `<rect x="-200" y="-140" width="400" height="280" rx="30" fill="${accent}" opacity=".9"/>${reels}<rect x="-200" y="-14" width="400" height="6" fill="${from}" opacity=".35"/>`;
}

function cardsMotif([from, , accent, glow]: Palette): string {
  const card = (angle: number, suit: string, colour: string) =>
    `<g transform="rotate(${angle}) translate(0 -10)"><rect x="-70" y="-100" width="140" height="200" rx="14" fill="#ffffff" stroke="${from}" stroke-opacity=".2" stroke-width="3"/><path d="${suit}" fill="${colour}"/></g>`;
  const heart = 'M0 30 C-45 0 -35 -40 0 -20 C35 -40 45 0 0 30Z';
  const spade = 'M0 -40 C40 -5 40 25 0 15 C-40 25 -40 -5 0 -40Z M-10 40 L10 40 L0 10Z';
  const diamond = 'M0 -40 L30 0 L0 40 L-30 0Z';
  return `<circle r="170" fill="${glow}" opacity=".18"/>${card(-22, spade, from)}${card(0, diamond, '#d8263a')}${card(22, heart, '#d8263a')}<circle cx="150" cy="-110" r="26" fill="${accent}"/>`;
}

function fishMotif([from, , accent, glow]: Palette, rand: () => number): string {
  const fish = (x: number, y: number, size: number, colour: string) =>
    `<g transform="translate(${x} ${y}) scale(${size})"><ellipse rx="60" ry="34" fill="${colour}"/><polygon points="52,0 96,-30 96,30" fill="${colour}"/><circle cx="-30" cy="-8" r="8" fill="#ffffff"/><circle cx="-30" cy="-8" r="4" fill="${from}"/></g>`;
  const bubbles = Array.from({ length: 9 }, () => {
    const x = -180 + rand() * 360;
    const y = -150 + rand() * 300;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(4 + rand() * 10).toFixed(1)}" fill="none" stroke="${glow}" stroke-width="3" opacity=".7"/>`;
  }).join('');
  return `${bubbles}${fish(-40, -40, 1.6, accent)}${fish(110, 70, 0.9, glow)}${fish(-150, 90, 0.7, '#ffffff')}`;
}

function phoneMotif([from, , accent, glow]: Palette): string {
  return `<circle r="160" fill="${glow}" opacity=".2"/><rect x="-85" y="-150" width="170" height="300" rx="26" fill="${from}" stroke="#ffffff" stroke-width="8"/><rect x="-68" y="-118" width="136" height="236" rx="10" fill="${accent}"/><polygon points="${star(0, -20, 46)}" fill="#ffffff"/><rect x="-44" y="50" width="88" height="26" rx="13" fill="#ffffff" opacity=".9"/><path d="M150 -40 v70 m-28 -28 l28 28 l28 -28" stroke="#ffffff" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function trophyMotif([from, , accent, glow]: Palette): string {
  return `<circle r="170" fill="${glow}" opacity=".2"/><path d="M-90 -120 H90 V-40 C90 30 40 60 0 60 C-40 60 -90 30 -90 -40Z" fill="${accent}"/><path d="M-90 -100 C-150 -100 -150 -10 -70 0 M90 -100 C150 -100 150 -10 70 0" stroke="${accent}" stroke-width="16" fill="none"/><rect x="-16" y="58" width="32" height="50" fill="${accent}"/><rect x="-70" y="105" width="140" height="30" rx="8" fill="${from}" stroke="${accent}" stroke-width="6"/><polygon points="${star(0, -40, 40)}" fill="#ffffff" opacity=".85"/>`;
}

function giftMotif([from, , accent, glow]: Palette): string {
  return `<circle r="170" fill="${glow}" opacity=".2"/><rect x="-120" y="-40" width="240" height="160" rx="12" fill="${accent}"/><rect x="-135" y="-80" width="270" height="50" rx="10" fill="${glow}"/><rect x="-18" y="-80" width="36" height="200" fill="${from}" opacity=".55"/><path d="M0 -80 C-60 -160 -120 -100 -60 -80 M0 -80 C60 -160 120 -100 60 -80" stroke="${from}" stroke-opacity=".55" stroke-width="14" fill="none"/>`;
}

const motifs: Record<BannerMotif, (p: Palette, rand: () => number) => string> = {
  coins: coinsMotif,
  balls: ballsMotif,
  reels: reelsMotif,
  cards: cardsMotif,
  fish: fishMotif,
  phone: phoneMotif,
  trophy: trophyMotif,
  gift: giftMotif,
};

/**
 * A banner's artwork without words: the site lays the translated headline, subline and button over
 * its left side as text, so they stay readable on a phone and translate. The motif sits on the
 * right; the left fades darker so white text reads on any theme. `phone` is a 2:1 crop for narrow
 * screens, the default a 3:1 one.
 */
export function bannerSvg(opts: { id: number; theme: string; motif?: string; crop?: 'wide' | 'phone' }): string {
  const palette = palettes[opts.theme] ?? palettes.gold!;
  const [from, to, , glow] = palette;
  const rand = rng(opts.id * 7919);
  const phone = opts.crop === 'phone';
  const width = phone ? 800 : 1200;
  const height = 400;
  const motif = motifs[(opts.motif as BannerMotif) ?? 'coins'] ?? coinsMotif;
  // the motif's centre and size: right-hand side, smaller on the phone crop so the words keep their half
  const cx = phone ? 680 : 930;
  const scale = phone ? 0.6 : 1;
  const sparkles = Array.from({ length: 14 }, () => {
    const x = width * (phone ? 0.62 : 0.52) + rand() * width * (phone ? 0.36 : 0.46);
    const y = 30 + rand() * 340;
    const r = 4 + rand() * 14;
    return `<polygon points="${star(x, y, r)}" fill="${glow}" opacity="${(0.3 + rand() * 0.5).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="halo" cx=".78" cy=".45" r=".45"><stop offset="0" stop-color="${glow}" stop-opacity=".55"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".35"/><stop offset=".6" stop-color="#000" stop-opacity="0"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/><rect width="${width}" height="${height}" fill="url(#halo)"/>
${sparkles}<g transform="translate(${cx} 200) scale(${scale})">${motif(palette, rand)}</g>
<rect width="${width}" height="${height}" fill="url(#shade)"/>
</svg>`;
}

export function logoSvg(brandName: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 56" width="220" height="56" role="img" aria-label="${esc(brandName)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffe08a"/><stop offset="1" stop-color="#f0a91e"/></linearGradient></defs>
<polygon points="${star(28, 28, 24)}" fill="url(#g)"/><circle cx="28" cy="29" r="6" fill="#fff" opacity=".8"/>
<text x="62" y="39" font-family="Montserrat, 'Segoe UI', Arial, sans-serif" font-size="32" font-weight="800" fill="url(#g)" letter-spacing="1">${esc(brandName.toUpperCase())}</text>
</svg>`;
}
