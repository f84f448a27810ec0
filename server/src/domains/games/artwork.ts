/**
 * Generated game and vendor artwork (SVG). Deterministic from the catalogue's art parameters, so the
 * same game always looks the same, on every node; nothing is fetched from outside.
 */

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

/** The central emblem of a tile, by classification or (slots) by motif. */
function emblem(kind: string, motif: number, accent: string, light: string, dark: string): string {
  const c = 'translate(150 118)';
  switch (kind) {
    case 'TABLE':
    case 'CARD':
      return `<g transform="${c}"><rect x="-62" y="-52" width="70" height="98" rx="9" fill="#fff" transform="rotate(-14)"/><rect x="-8" y="-56" width="70" height="98" rx="9" fill="#fff" stroke="${dark}" stroke-opacity=".2" transform="rotate(10)"/><text x="30" y="4" font-size="44" text-anchor="middle" fill="#d22" font-family="Georgia,serif" transform="rotate(10)">&#9829;</text><text x="-28" y="8" font-size="40" text-anchor="middle" fill="#222" font-family="Georgia,serif" transform="rotate(-14)">A</text></g>`;
    case 'DICE':
      return `<g transform="${c}"><rect x="-66" y="-40" width="72" height="72" rx="14" fill="#fff" transform="rotate(-12)"/><rect x="-2" y="-50" width="72" height="72" rx="14" fill="${light}" transform="rotate(14)"/>${[
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
        .join('')}</g>`;
    case 'FISH':
      return `<g transform="${c}"><path d="M-70 0 C-30 -60 40 -50 62 0 C40 50 -30 60 -70 0 Z" fill="${accent}"/><path d="M56 0 L96 -34 L90 0 L96 34 Z" fill="${light}"/><circle cx="-36" cy="-8" r="9" fill="#fff"/><circle cx="-34" cy="-8" r="4" fill="${dark}"/></g>`;
    case 'SPORT':
      return `<g transform="${c}"><circle r="62" fill="#fff"/><polygon points="${star(0, 0, 24, 5, 0.8)}" fill="${dark}"/>${[0, 72, 144, 216, 288].map((a) => `<circle cx="${(50 * Math.cos(((a - 90) * Math.PI) / 180)).toFixed(1)}" cy="${(50 * Math.sin(((a - 90) * Math.PI) / 180)).toFixed(1)}" r="12" fill="${dark}"/>`).join('')}</g>`;
    case 'LOTTERY':
      return `<g transform="${c}">${[
        [-50, 10, accent, 7],
        [0, -22, light, 3],
        [50, 10, '#fff', 9],
      ]
        .map(
          ([x, y, f, n]) =>
            `<circle cx="${x}" cy="${y}" r="34" fill="${f}"/><circle cx="${x}" cy="${y}" r="19" fill="#fff" opacity=".9"/><text x="${x}" y="${Number(y) + 9}" text-anchor="middle" font-size="26" font-weight="800" fill="${dark}" font-family="Arial,sans-serif">${n}</text>`,
        )
        .join('')}</g>`;
  }
  switch (motif % 8) {
    case 0: // coin
      return `<g transform="${c}"><circle r="64" fill="${accent}"/><circle r="50" fill="none" stroke="${dark}" stroke-opacity=".35" stroke-width="6"/><text y="22" text-anchor="middle" font-size="64" font-weight="900" fill="${dark}" fill-opacity=".6" font-family="Arial,sans-serif">$</text></g>`;
    case 1: // gem
      return `<g transform="${c}"><polygon points="-60,-20 -30,-58 30,-58 60,-20 0,62" fill="${accent}"/><polygon points="-60,-20 60,-20 0,62" fill="${light}" opacity=".55"/><polygon points="-30,-58 0,-20 30,-58" fill="#fff" opacity=".45"/></g>`;
    case 2: // star
      return `<g transform="${c}"><polygon points="${star(0, 0, 70)}" fill="${accent}"/><polygon points="${star(0, 0, 42)}" fill="${light}" opacity=".7"/></g>`;
    case 3: // crown
      return `<g transform="${c}"><path d="M-66 40 L-72 -36 L-32 -6 L0 -58 L32 -6 L72 -36 L66 40 Z" fill="${accent}"/><rect x="-66" y="36" width="132" height="18" rx="5" fill="${light}"/>${[-40, 0, 40].map((x) => `<circle cx="${x}" cy="14" r="9" fill="#fff" opacity=".85"/>`).join('')}</g>`;
    case 4: // clover
      return `<g transform="${c}">${[0, 90, 180, 270].map((a) => `<circle cx="${(30 * Math.cos((a * Math.PI) / 180)).toFixed(1)}" cy="${(30 * Math.sin((a * Math.PI) / 180)).toFixed(1)}" r="32" fill="${accent}"/>`).join('')}<circle r="16" fill="${light}"/></g>`;
    case 5: // lantern
      return `<g transform="${c}"><rect x="-10" y="-74" width="20" height="14" rx="3" fill="${light}"/><ellipse rx="54" ry="62" fill="#e2362f"/><ellipse rx="54" ry="62" fill="none" stroke="${accent}" stroke-width="5"/><ellipse rx="22" ry="62" fill="none" stroke="${accent}" stroke-width="4"/><rect x="-8" y="60" width="16" height="22" fill="${accent}"/></g>`;
    case 6: // seven
      return `<g transform="${c}"><text y="48" text-anchor="middle" font-size="150" font-weight="900" fill="${accent}" stroke="#fff" stroke-width="5" font-family="Arial Black,Arial,sans-serif">7</text></g>`;
    default: // cherries
      return `<g transform="${c}"><path d="M-20 -60 C0 -30 -10 0 -30 20 M-20 -60 C10 -40 30 -10 34 14" stroke="${light}" stroke-width="7" fill="none"/><circle cx="-32" cy="34" r="30" fill="#e2362f"/><circle cx="34" cy="28" r="30" fill="#c81e3a"/><circle cx="-42" cy="24" r="8" fill="#fff" opacity=".6"/></g>`;
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
  vendor: string;
  classify: string;
  art: { hue?: number; motif?: number; seed?: number };
}): string {
  const hue = g.art.hue ?? 200;
  const seed = g.art.seed ?? 1;
  const [from, to] = [hsl(hue, 62, 24), hsl(hue + 40, 70, 42)];
  const accent = hsl(hue + 180 > 360 ? 45 : 48, 95, 60);
  const light = hsl(hue + 20, 90, 75);
  const dark = hsl(hue, 55, 16);
  const sparkles = Array.from({ length: 7 }, (_, i) => {
    const x = ((seed >> (i * 3)) % 260) + 20;
    const y = ((seed >> (i * 2 + 1)) % 160) + 20;
    return `<polygon points="${star(x, y, 5 + (i % 3) * 3, 4, 0.3)}" fill="#fff" opacity="${(0.35 + (i % 4) * 0.15).toFixed(2)}"/>`;
  }).join('');
  const titleLines = lines(g.name, 17);
  const size = g.name.length > 26 ? 20 : 24;
  const title = titleLines
    .map(
      (l, i) =>
        `<text x="150" y="${titleLines.length === 1 ? 262 : 248 + i * (size + 4)}" text-anchor="middle" font-size="${size}" font-weight="800" fill="#fff" font-family="Montserrat,'Segoe UI',Arial,sans-serif">${esc(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300" role="img" aria-label="${esc(g.name)}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="h" cx=".5" cy=".38" r=".5"><stop offset="0" stop-color="${light}" stop-opacity=".55"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>
<linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".7"/></linearGradient></defs>
<rect width="300" height="300" fill="url(#b)"/><rect width="300" height="300" fill="url(#h)"/>${sparkles}
${emblem(g.classify, g.art.motif ?? 0, accent, light, dark)}
<rect y="196" width="300" height="104" fill="url(#f)"/>${title}
<rect x="12" y="12" width="${14 + g.vendor.length * 9}" height="24" rx="12" fill="#000" fill-opacity=".45"/><text x="${19}" y="29" font-size="13" font-weight="700" fill="#fff" font-family="Arial,sans-serif" letter-spacing=".5">${esc(g.vendor)}</text>
</svg>`;
}

export function vendorSvg(v: { code: string; name: string; hue: number }): string {
  const initials =
    v.name
      .split(/\s+/)
      .filter((w) => /^[A-Za-z0-9]/.test(w))
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || v.code.slice(0, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img" aria-label="${esc(v.name)}">
<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(v.hue, 75, 55)}"/><stop offset="1" stop-color="${hsl(v.hue + 35, 70, 32)}"/></linearGradient></defs>
<rect width="160" height="160" rx="36" fill="url(#v)"/><polygon points="${star(124, 36, 14, 4, 0.35)}" fill="#fff" opacity=".7"/>
<circle cx="80" cy="72" r="44" fill="#fff" fill-opacity=".16"/>
<text x="80" y="90" text-anchor="middle" font-size="48" font-weight="900" fill="#fff" font-family="Montserrat,'Segoe UI',Arial,sans-serif">${esc(initials)}</text>
<text x="80" y="140" text-anchor="middle" font-size="15" font-weight="700" fill="#fff" fill-opacity=".9" font-family="Arial,sans-serif" letter-spacing="1">${esc(v.code.replace(/_/g, ' ').slice(0, 14))}</text>
</svg>`;
}
