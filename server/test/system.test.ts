import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeServicePath } from '@tala/contract/customer-service';
import type { Db } from '../src/db/client.ts';
import { catalogueChanged } from '../src/domains/games/cache.ts';
import { putSetting } from '../src/domains/system/queries.ts';
import { readBrandSettings, readSetting } from '../src/domains/system/settings.ts';
import { runOps } from '../src/ops/commands.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ trustedCountryHeader: 'x-country' });
});
afterAll(() => t.close());

describe('system status', () => {
  it('is normal by default and reports the visitor IP', async () => {
    const res = await t.call<{ status: number; ip: string }>({ url: '/wps/system/status', remoteAddress: '198.51.100.7' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, value: { status: 0, ip: '198.51.100.7' } });
  });

  it('reports maintenance (1) over region restriction (2), and takes effect without restart', async () => {
    await runOps(t.platform, ['region', 'block', 'PH']);
    const blocked = await t.call<{ status: number }>({ url: '/wps/system/status', remoteAddress: '198.51.100.7' });
    expect(blocked.body.value?.status).toBe(2);
    await runOps(t.platform, ['maintenance', 'on']);
    const maint = await t.call<{ status: number }>({ url: '/wps/system/status', remoteAddress: '198.51.100.7' });
    expect(maint.body.value?.status).toBe(1);
    await runOps(t.platform, ['maintenance', 'off']);
    await runOps(t.platform, ['region', 'allow', 'PH']);
    const normal = await t.call<{ status: number }>({ url: '/wps/system/status', remoteAddress: '198.51.100.7' });
    expect(normal.body.value?.status).toBe(0);
  });

  it('blocks by CIDR and by trusted country header', async () => {
    await runOps(t.platform, ['region', 'block', '203.0.113.0/24']);
    expect(
      (await t.call<{ status: number }>({ url: '/wps/system/status', remoteAddress: '203.0.113.9' })).body.value?.status,
    ).toBe(2);
    expect((await t.call<{ status: number }>({ url: '/wps/system/status', remoteAddress: '192.0.2.1' })).body.value?.status).toBe(
      0,
    );
    await runOps(t.platform, ['region', 'allow', '203.0.113.0/24']);
    await runOps(t.platform, ['region', 'block', 'VN']);
    const viaHeader = await t.call<{ status: number }>({
      url: '/wps/system/status',
      remoteAddress: '192.0.2.1',
      headers: { 'x-country': 'vn' },
    });
    expect(viaHeader.body.value?.status).toBe(2);
    await runOps(t.platform, ['region', 'allow', 'VN']);
  });

  it('refuses other API calls during maintenance with SYSTEM_MAINTENANCE, system calls stay open', async () => {
    await runOps(t.platform, ['maintenance', 'on']);
    const other = await t.call({ url: '/wps/relay/MCSFE_getListAnnouncements' });
    expect(other.status).toBe(503);
    expect(other.body.code).toBe('SYSTEM_MAINTENANCE');
    expect((await t.call({ url: '/wps/system/permission' })).body.success).toBe(true);
    await runOps(t.platform, ['maintenance', 'off']);
  });

  it('rejects bad operator arguments', async () => {
    await expect(runOps(t.platform, ['region', 'block', '300.1.1.1/8'])).rejects.toThrow(/not a two-letter/);
    await expect(runOps(t.platform, ['maintenance', 'maybe'])).rejects.toThrow(/on, off or status/);
    await expect(runOps(t.platform, ['nope'])).rejects.toThrow(/unknown command/);
  });
});

describe('brand settings', () => {
  it('are read once per node for a few seconds, again at once after a write, and never from the copy in a transaction', async () => {
    let reads = 0;
    // the test database, counting the statements that read the settings table
    const db: Db = {
      ...t.db,
      query: (text, params) => {
        if (/FROM brand_settings/.test(text)) reads++;
        return t.db.query(text, params);
      },
    };
    const before = await readSetting(db, 'gtagId');
    expect(await readSetting(db, 'gtagId')).toBe(before);
    await readBrandSettings(db);
    await readBrandSettings(db);
    expect(reads).toBe(2);
    // shared by every request of the node: a reader cannot change it for the next one
    const site = await readSetting(db, 'site');
    expect(Object.isFrozen(site) && Object.isFrozen(site?.languages)).toBe(true);
    expect(() => site?.languages.push('VN')).toThrow(TypeError);
    try {
      await putSetting(db, 'gtagId', 'G-CACHED');
      expect(await readSetting(db, 'gtagId')).toBe('G-CACHED');
      // a transaction reads its own writes, whatever the node keeps
      const inside = await db.tx(async (sql) => {
        await sql.query(`UPDATE brand_settings SET value = '"G-INSIDE"'::jsonb WHERE key = 'gtagId'`);
        return readSetting(sql, 'gtagId');
      });
      expect(inside).toBe('G-INSIDE');
    } finally {
      await putSetting(db, 'gtagId', before);
    }
    expect(await readSetting(db, 'gtagId')).toBe(before);
  });

  it('are read anew after a write inside a transaction, once it has written', async () => {
    const before = await readSetting(t.db, 'gtagId');
    try {
      await t.db.tx((sql) => putSetting(sql, 'gtagId', 'G-IN-TX'));
      expect(await readSetting(t.db, 'gtagId')).toBe('G-IN-TX');
    } finally {
      await putSetting(t.db, 'gtagId', before);
    }
  });

  it('are read typed, with the default when a key is not stored', async () => {
    const all = await readBrandSettings(t.db);
    expect(all.site?.languages).toEqual(['EN', 'PH', 'ID', 'VI', 'CN', 'TY']);
    expect(all.passwordMaxAgeDays).toBe(90);
    expect(await readSetting(t.db, 'registerRules')).toEqual(all.registerRules);
    await t.db.query("DELETE FROM brand_settings WHERE key = 'gtagId'");
    // written around putSetting: this node's settings cache is told, as an operator's write tells it
    catalogueChanged(t.db);
    try {
      expect(await readSetting(t.db, 'gtagId')).toBe('');
    } finally {
      await putSetting(t.db, 'gtagId', all.gtagId);
    }
  });

  it('refuse a stored value that does not fit its schema, naming the key', async () => {
    await putSetting(t.db, 'passwordMaxAgeDays', 'ninety');
    try {
      await expect(readSetting(t.db, 'passwordMaxAgeDays')).rejects.toThrow(/brand setting passwordMaxAgeDays is not valid/);
    } finally {
      await t.db.query("DELETE FROM brand_settings WHERE key = 'passwordMaxAgeDays'");
      catalogueChanged(t.db);
    }
  });

  it('are shown and changed by the operator one key or site field at a time, validated first', async () => {
    expect(JSON.parse(await runOps(t.platform, ['setting', 'site.defaultTheme']))).toMatch(/^(light|dark)$/);
    const before = await readSetting(t.db, 'site');
    expect(await runOps(t.platform, ['setting', 'site.brandName', '"Tala Test"'])).toBe('site.brandName = "Tala Test"');
    try {
      expect(await readSetting(t.db, 'site')).toEqual({ ...before, brandName: 'Tala Test' });
      await expect(runOps(t.platform, ['setting', 'site.defaultTheme', '"purple"'])).rejects.toThrow(/invalid site.defaultTheme/);
      await expect(runOps(t.platform, ['setting', 'site.nope', '1'])).rejects.toThrow(/unknown field/);
      await expect(runOps(t.platform, ['setting', 'gtagId', 'G-1'])).rejects.toThrow(/is not JSON/);
      // wallet mode has a command of its own; the password age is not an operator setting
      await expect(runOps(t.platform, ['setting', 'merchantWallet', '{"isSingle":false}'])).rejects.toThrow(/unknown setting/);
      await expect(runOps(t.platform, ['setting', 'passwordMaxAgeDays', '30'])).rejects.toThrow(/unknown setting/);
      expect(await readSetting(t.db, 'site')).toEqual({ ...before, brandName: 'Tala Test' });
    } finally {
      await runOps(t.platform, ['setting', 'site.brandName', JSON.stringify(before?.brandName)]);
    }
  });
});

describe('start-up permission', () => {
  it('returns modules, rules, resources, CDNs, location and decodable customer service', async () => {
    // the demo brand has no outside service (the in-house support room answers): give it one here
    await runOps(t.platform, [
      'setting',
      'customerService',
      JSON.stringify({ entries: [{ type: '3', url: '/helpmc?topic=contact' }], telegram: 'https://t.me/tala_support' }),
    ]);
    const res = await t.call<{
      info: {
        whitelabel: Record<string, string>;
        registerRules: Record<string, unknown>;
        customerService: { version: { pathList: { type: string; path: string }[] } };
        imageCDNs: string[];
      };
      location: { ip: string; countryCode: string | null };
      maintenance: boolean;
      regionRestriction: boolean;
    }>({ url: '/wps/system/permission?url=https://tala.example', remoteAddress: '198.51.100.7' });
    const v = res.body.value!;
    expect(v.info.whitelabel.MOBILENUMREG3).toBe('1');
    expect(v.info.whitelabel.TGLOGIN3).toBe('0');
    expect(v.info.registerRules.username).toMatchObject({ enabled: true, required: true });
    expect(v.location).toEqual({ ip: '198.51.100.7', countryCode: 'PH' });
    expect(v.maintenance).toBe(false);
    const cs = v.info.customerService.version.pathList.find((p) => p.type === '3')!;
    expect(decodeServicePath(cs.path)).toBe('https://tala.example/helpmc?topic=contact');
  });

  it('serves site config, whitelabel list, domain routes with speed 0 and countries', async () => {
    const site = (await t.call<{ languages: string[]; timeZone: string }>({ url: '/wps/system/siteConfig' })).body.value;
    expect(site?.languages).toEqual(['EN', 'PH', 'ID', 'VI', 'CN', 'TY']);
    // the brand's clock travels with its configuration: the agent centre counts its days on it
    expect(site?.timeZone).toBe(await readSetting(t.db, 'timeZone'));
    const before = site!.timeZone;
    await runOps(t.platform, ['setting', 'timeZone', '"Asia/Jakarta"']);
    try {
      const after = await t.call<{ timeZone: string }>({ url: '/wps/system/siteConfig' });
      expect(after.body.value?.timeZone).toBe('Asia/Jakarta');
    } finally {
      await runOps(t.platform, ['setting', 'timeZone', JSON.stringify(before)]);
    }
    const wl = await t.call<{ code: string }[]>({ url: '/wps/system/whitelabel' });
    expect(wl.body.value?.map((m) => m.code)).toContain('FREEPLAY3');
    const routes = await t.call<{ routers: { speed: number }[] }>({ url: '/wps/system/domainRoute' });
    expect(routes.body.value?.routers.length).toBeGreaterThan(0);
    expect(routes.body.value?.routers.every((r) => r.speed === 0)).toBe(true);
    const countries = await t.call<{ countries: { countryCode: string; countryDialingCode: string }[] }>({
      url: '/wps/system/countries',
    });
    expect(countries.body.value?.countries[0]).toMatchObject({ countryCode: 'PH', countryDialingCode: '63' });
  });
});

describe('content', () => {
  it('returns banners for every route group with generated artwork', async () => {
    const res = await t.call<{ banners: { groupName: string; url: string; phoneUrl: string }[]; popup: unknown[] }>({
      url: '/wps/system/notice?language=PH',
    });
    const groups = new Set(res.body.value?.banners.map((b) => b.groupName));
    for (const g of [
      'home',
      'rng',
      'live',
      'fish',
      'pvp',
      'sports',
      'esports',
      'elott',
      'down',
      'promotions',
      'pointMall',
      'help',
      'w_reg',
    ]) {
      expect(groups.has(g)).toBe(true);
    }
    expect(res.body.value?.popup.length).toBeGreaterThan(0);
    const home = res.body.value!.banners.find((b) => b.groupName === 'home')!;
    // browsers get a bitmap of the drawing, at its size: 3:1, and 2:1 for phones
    const sharp = (await import('sharp')).default;
    const wide = await t.app.inject({ url: home.url });
    expect(wide.headers['content-type']).toBe('image/webp');
    expect(await sharp(wide.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 400 });
    const phone = await t.app.inject({ url: home.phoneUrl });
    expect(await sharp(phone.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800, height: 400 });
    // the drawing carries no words: they come translated beside it, laid over it by the site
    const svg = await t.app.inject({ url: home.url.replace('.webp', '.svg') });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).not.toContain('<text');
    expect(svg.body).toContain('viewBox="0 0 1200 400"');
    expect(home).toMatchObject({ headline: 'Welcome bonus 100%', subline: 'Hanggang $500 sa unang deposito', cta: 'Kunin na' });
  });

  it('gives every banner of the demo brand its words in every language, in the brand currency only', async () => {
    for (const language of ['en', 'fil', 'id', 'vi', 'zh']) {
      const res = await t.call<{ banners: { groupName: string; headline: string; subline: string }[] }>({
        url: `/wps/system/notice?language=${language}`,
      });
      for (const b of res.body.value!.banners) {
        expect(b.headline, `${b.groupName} in ${language}`).not.toBe('');
        expect(b.subline, `${b.groupName} in ${language}`).not.toBe('');
      }
      const english = await t.call<{ banners: { headline: string }[] }>({ url: '/wps/system/notice?language=en' });
      if (language !== 'en')
        expect(res.body.value!.banners.map((b) => b.headline)).not.toEqual(english.body.value!.banners.map((b) => b.headline));
    }
    // the notices too: a player reading Vietnamese never meets an English announcement
    for (const language of ['fil', 'id', 'vi', 'zh']) {
      const notices = await t.call<{ player: { title: string }[]; popup: { title: string }[] }>({
        url: `/wps/system/notice?language=${language}`,
      });
      const english = await t.call<{ player: { title: string }[] }>({ url: '/wps/system/notice?language=en' });
      const titles = new Set(english.body.value!.player.map((n) => n.title));
      expect(
        notices.body.value!.player.filter((n) => titles.has(n.title)),
        language,
      ).toEqual([]);
    }
    const brandText = JSON.stringify((await import('../seed/demo-brand.json', { with: { type: 'json' } })).default);
    // one currency per brand: the demo brand counts in dollars, so no text may speak of another
    expect(brandText).not.toMatch(/baht|泰铢|₱|฿|\bPHP\b|peso/i);
  });

  it('pages announcements with dates as yyyy-MM-dd hh:mm:ss', async () => {
    const res = await t.call<{ list: { createTime: string }[]; totalPages: number; total: number }>({
      url: '/wps/relay/MCSFE_getListAnnouncements?pageNo=1&pageSize=9',
    });
    expect(res.body.value?.list).toHaveLength(9);
    expect(res.body.value?.totalPages).toBe(Math.ceil(res.body.value!.total / 9));
    expect(res.body.value?.list[0]?.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('serves help-centre articles in the requested language', async () => {
    const res = await t.call<{ categories: { code: string; title: string; articles: unknown[] }[] }>({
      url: '/wps/system/helpCenter?language=fil',
    });
    expect(res.body.value?.categories.find((c) => c.code === 'agreement')?.title).toBe('Mga kasunduan at patakaran');
  });
});

describe('HTTP layer', () => {
  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.call({ url: '/wps/does/not/exist' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/ops/run',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
  });

  it('answers a schema failure with 400 VALIDATION_FAILED naming the field', async () => {
    const res = await t.call({ url: '/wps/relay/MCSFE_getListAnnouncements?pageNo=0' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'pageNo' });
  });

  it('sets security headers with a CSP that has no unsafe-inline script', async () => {
    const res = await t.app.inject({ url: '/wps/system/status' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeTruthy();
  });

  it('serves an OpenAPI document generated from the contract, and a browsable page', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/wps/system/status'].get.operationId).toBe('system.status');
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.body).toContain('/wps/system/permission');
  });

  it('refuses /ops/run without the operator token', async () => {
    const res = await t.call({ method: 'POST', url: '/ops/run', payload: { argv: ['maintenance', 'on'] } });
    expect(res.status).toBe(404);
  });
});

describe('revalidation of public answers', () => {
  it('tags what everyone gets with an ETag and answers 304 with no body when it did not change', async () => {
    const first = await t.app.inject({ url: '/wps/system/siteConfig' });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json()).toMatchObject({ success: true });

    const again = await t.app.inject({ url: '/wps/system/siteConfig', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const listed = await t.app.inject({ url: '/wps/system/siteConfig', headers: { 'if-none-match': `"other", ${etag}` } });
    expect(listed.statusCode).toBe(304);

    const stale = await t.app.inject({ url: '/wps/system/siteConfig', headers: { 'if-none-match': 'W/"stale"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('changes the tag when the answer changes', async () => {
    const before = await t.app.inject({ url: '/lgw/games/game_menus?language=en' });
    await runOps(t.platform, ['games', 'maintenance', 'PXG', 'on']);
    const after = await t.app.inject({
      url: '/lgw/games/game_menus?language=en',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    await runOps(t.platform, ['games', 'maintenance', 'PXG', 'off']);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('never tags a member answer, which no cache may keep', async () => {
    const res = await t.app.inject({ url: '/wps/relay/GCSGAME_gameList?pageSize=1' });
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
