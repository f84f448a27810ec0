import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSetting } from '../src/domains/system/settings.ts';
import { apiPrefixes } from '../src/http/static.ts';
import { runOps } from '../src/ops/commands.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

async function manifest() {
  const res = await t.app.inject({ url: '/manifest.webmanifest' });
  return { res, body: res.json<Manifest>() };
}

describe('web app manifest', () => {
  it("is the brand's: its name, language, theme colours and an icon with its initial", async () => {
    const site = await readSetting(t.db, 'site');
    const { res, body } = await manifest();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(body).toMatchObject({ name: site?.brandName, short_name: site?.brandName, start_url: '/', display: 'standalone' });
    expect(body.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(body.icons.map((i) => i.src)).toContain('/media/app-icon.svg');
    expect(body.icons.some((i) => i.sizes === '512x512' && i.purpose === 'maskable')).toBe(true);

    const icon = await t.app.inject({ url: '/media/app-icon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.body).toContain(`>${(site?.brandName ?? 'T')[0]!.toUpperCase()}</text>`);
  });

  it('follows the brand settings at once: a new name, a dark theme, another default language', async () => {
    const before = await readSetting(t.db, 'site');
    try {
      await runOps(t.platform, ['setting', 'site.brandName', '"Zebra Lucky Games <PH>"']);
      await runOps(t.platform, ['setting', 'site.defaultTheme', '"dark"']);
      await runOps(t.platform, ['setting', 'site.defaultLanguage', '"PH"']);
      const { body } = await manifest();
      expect(body.name).toBe('Zebra Lucky Games <PH>');
      expect([...body.short_name].length).toBeLessThanOrEqual(12);
      expect(body.short_name).toBe('Zebra Lucky');
      expect(body).toMatchObject({ theme_color: '#0b1030', background_color: '#0b1030', lang: 'fil' });
      expect(body.description).toBe('Lotto, slots, live casino at marami pang iba.');
      const icon = await t.app.inject({ url: '/media/app-icon.svg' });
      // the name is escaped where the SVG repeats it
      expect(icon.body).toContain('aria-label="Zebra Lucky Games &#60;PH&#62;"');
      expect(icon.body).toContain('>Z</text>');
    } finally {
      for (const key of ['brandName', 'defaultTheme', 'defaultLanguage'] as const) {
        await runOps(t.platform, ['setting', `site.${key}`, JSON.stringify(before?.[key])]);
      }
    }
  });
});

describe('service worker', () => {
  it('leaves every API prefix of the server alone (its list of paths it never answers)', () => {
    const worker = readFileSync(new URL('../../web/build/worker/sw.js', import.meta.url), 'utf8');
    const never = JSON.parse((/const NEVER = (\[[^\]]*\]);/.exec(worker)?.[1] ?? '[]').replace(/'/g, '"')) as string[];
    for (const prefix of apiPrefixes) expect(never).toContain(prefix);
  });
});
