/** Generated artwork (SVG): brand logo and banners. Deterministic; nothing is fetched. */

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

export function bannerSvg(opts: { id: number; headline: string; sub: string; cta: string; theme: string }): string {
  const [from, to, accent, glow] = palettes[opts.theme] ?? palettes.gold!;
  const rand = rng(opts.id * 7919);
  const ctaWidth = Math.max(170, Math.round(opts.cta.length * 14 + 64));
  const sparkles = Array.from({ length: 14 }, () => {
    const x = 620 + rand() * 560;
    const y = 30 + rand() * 340;
    const r = 4 + rand() * 14;
    return `<polygon points="${star(x, y, r)}" fill="${glow}" opacity="${(0.35 + rand() * 0.6).toFixed(2)}"/>`;
  }).join('');
  const coins = Array.from({ length: 5 }, (_, i) => {
    const x = 820 + i * 70 + rand() * 30;
    const y = 250 - rand() * 120;
    return `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)})"><ellipse rx="34" ry="34" fill="${accent}"/><ellipse rx="26" ry="26" fill="none" stroke="${from}" stroke-opacity=".35" stroke-width="4"/><text y="11" text-anchor="middle" font-size="30" font-weight="800" fill="${from}" fill-opacity=".55" font-family="Arial, sans-serif">$</text></g>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" role="img" aria-label="${esc(opts.headline)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="halo" cx=".78" cy=".45" r=".45"><stop offset="0" stop-color="${glow}" stop-opacity=".55"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient></defs>
<rect width="1200" height="400" fill="url(#bg)"/><rect width="1200" height="400" fill="url(#halo)"/>
<polygon points="${star(930, 190, 150)}" fill="${accent}" opacity=".9"/><polygon points="${star(930, 190, 110)}" fill="${glow}" opacity=".55"/>
${coins}${sparkles}
<text x="64" y="170" font-family="Montserrat, 'Segoe UI', Arial, sans-serif" font-size="58" font-weight="800" fill="#ffffff">${esc(opts.headline)}</text>
<text x="64" y="230" font-family="'Segoe UI', Arial, sans-serif" font-size="28" fill="#ffffff" fill-opacity=".85">${esc(opts.sub)}</text>
<rect x="64" y="270" width="${ctaWidth}" height="54" rx="27" fill="${accent}"/><rect x="64" y="270" width="${ctaWidth}" height="54" rx="27" fill="none" stroke="#fff" stroke-opacity=".4"/>
<text x="${64 + ctaWidth / 2}" y="305" text-anchor="middle" font-family="Montserrat, 'Segoe UI', Arial, sans-serif" font-size="22" font-weight="800" fill="${from}">${esc(opts.cta)}</text>
</svg>`;
}

export function logoSvg(brandName: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 56" width="220" height="56" role="img" aria-label="${esc(brandName)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffe08a"/><stop offset="1" stop-color="#f0a91e"/></linearGradient></defs>
<polygon points="${star(28, 28, 24)}" fill="url(#g)"/><circle cx="28" cy="29" r="6" fill="#fff" opacity=".8"/>
<text x="62" y="39" font-family="Montserrat, 'Segoe UI', Arial, sans-serif" font-size="32" font-weight="800" fill="url(#g)" letter-spacing="1">${esc(brandName.toUpperCase())}</text>
</svg>`;
}
