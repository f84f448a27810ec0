import type { FastifyInstance } from 'fastify';
import { packForBrandLanguage, type LocalePack } from '@tala/contract/languages';
import type { SiteSettings } from '@tala/contract/system';
import type { Db } from '../../db/client.ts';
import { readSetting } from './settings.ts';

/**
 * The web app manifest (/manifest.webmanifest) and its icon, made from the brand's settings: a new
 * brand, or a renamed one, installs under its own name, colours and initial without a web build.
 */

/** What the manifest says the app is, in the brand's default language. */
const description: Record<LocalePack, string> = {
  en: 'Lottery, slots, live casino and more.',
  fil: 'Lotto, slots, live casino at marami pang iba.',
  id: 'Lotre, slot, kasino langsung, dan lainnya.',
  vi: 'Xổ số, slot, casino trực tiếp và nhiều hơn nữa.',
  zh: '彩票、老虎机、真人娱乐场等。',
};

/** The page colours of each theme (web/src/shared/theme/tokens.css): the window and splash screen. */
const themeColours = {
  light: { theme: '#ffffff', background: '#f5f6fb' },
  dark: { theme: '#0b1030', background: '#0b1030' },
} as const;

/** At most 12 characters: what launchers show under the icon without cutting it. */
function shortName(name: string): string {
  const chars = [...name.trim()];
  return chars.length <= 12 ? chars.join('') : chars.slice(0, 12).join('').trimEnd();
}

export function webManifest(site: SiteSettings | null): Record<string, unknown> {
  const name = site?.brandName || 'Tala';
  const lang = packForBrandLanguage(site?.defaultLanguage ?? 'EN');
  const colours = themeColours[site?.defaultTheme ?? 'light'];
  return {
    name,
    short_name: shortName(name),
    description: description[lang],
    lang,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: colours.background,
    theme_color: colours.theme,
    icons: [
      { src: '/media/app-icon.svg', sizes: 'any', type: 'image/svg+xml' },
      // launchers that take no SVG use the site's own mark
      { src: '/app-icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/app-icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/app-icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The brand's initial on the site's navy, in the gold of its mark. */
export function appIconSvg(brandName: string): string {
  const initial = ([...brandName.trim()][0] ?? 'T').toLocaleUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512" role="img" aria-label="${esc(brandName)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a2f86"/><stop offset="1" stop-color="#0b1030"/></linearGradient>
<linearGradient id="fg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe08a"/><stop offset="1" stop-color="#f0a818"/></linearGradient></defs>
<rect width="512" height="512" rx="112" fill="url(#bg)"/>
<text x="256" y="256" dy=".35em" text-anchor="middle" font-family="Montserrat, 'Segoe UI', Arial, 'Noto Sans', sans-serif" font-size="300" font-weight="800" fill="url(#fg)">${esc(initial)}</text>
</svg>`;
}

export function registerWebManifest(app: FastifyInstance, db: Db): void {
  app.get('/manifest.webmanifest', async (_req, reply) => {
    const site = await readSetting(db, 'site');
    // revalidated on each visit: a renamed brand shows on the next install
    return reply
      .headers({ 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'no-cache' })
      .send(JSON.stringify(webManifest(site)));
  });
  app.get('/media/app-icon.svg', async (_req, reply) => {
    const site = await readSetting(db, 'site');
    return reply
      .headers({ 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' })
      .send(appIconSvg(site?.brandName || 'Tala'));
  });
}
