import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { onCdn } from '@tala/contract/cdn';
import { encodeServicePath } from '@tala/contract/customer-service';
import { isLocalePack, packForBrandLanguage, type LocalePack } from '@tala/contract/languages';
import {
  startup,
  system,
  type CustomerService,
  type NoticeAnswer,
  type Permission,
  type SiteConfig,
  type StartupAnswer,
} from '@tala/contract/system';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Domain } from '../../http/app.ts';
import { AppError } from '../../http/app-error.ts';
import { requestCookie } from '../../http/page-render.ts';
import { isApiPath } from '../../http/static.ts';
import { isMaintenance } from './flags.ts';
import { gateState } from './gate.ts';
import { artVersion } from './artwork.ts';
import { defaultCta, registerMedia } from './media.ts';
import { registerWebManifest } from './web-manifest.ts';
import { activeBanners, activeNotices, currentPromotions, getModules, listCountries, noticePage } from './queries.ts';
import { countryOf, isRegionBlocked } from './region.ts';
import { allowDomainRoutesToConnect } from './route-origins.ts';
import { readBrandSettings, readSetting, type BrandSettings } from './settings.ts';
import { formatDateTime, pick, resolveLanguage } from './text.ts';

function absolute(url: string, base: string): string {
  try {
    return new URL(url, base).toString();
  } catch {
    return url;
  }
}

/**
 * Brand customer-service entries as stored (plain URLs, absolute or site-relative), encoded for the
 * client. The key is derived from the URL, not drawn at random: the encoding only obfuscates, and a
 * stable answer keeps its ETag, so a returning browser gets 304 for the start-up calls.
 */
function encodeCustomerService(stored: BrandSettings['customerService'], base: string): CustomerService {
  const encode = (url: string) => {
    const full = absolute(url, base);
    return encodeServicePath(full, createHash('sha256').update(full).digest('base64url').slice(0, 8));
  };
  return {
    version: { pathList: stored.entries.map((e) => ({ type: e.type, path: encode(e.url) })) },
    ...(stored.telegram ? { telegram: stored.telegram } : {}),
    ...(stored.vipUrl ? { vipPath: encode(stored.vipUrl) } : {}),
  };
}

/**
 * The start-up permission for this request (its IP and country decide the region block). `url` is
 * the address the client says it is served from; without it, the request's own host.
 */
async function permissionFor(req: FastifyRequest, config: Config, db: Db, url?: string): Promise<Permission> {
  const [settings, modules, maintenance, countryCode] = await Promise.all([
    readBrandSettings(db),
    getModules(db),
    isMaintenance(db),
    countryOf(req, config, db),
  ]);
  const base = url && /^https?:\/\//.test(url) ? url : `${req.protocol}://${req.host}`;
  return {
    info: {
      whitelabel: Object.fromEntries(modules.map((m): [string, '0' | '1'] => [m.code, m.enabled ? '1' : '0'])),
      registerRules: settings.registerRules,
      resources: settings.resources,
      customerService: encodeCustomerService(settings.customerService, base),
      gtagId: settings.gtagId,
      imageCDNs: settings.imageCDNs,
      launchGameCDNs: settings.launchGameCDNs,
    },
    location: { ip: req.ip, countryCode },
    maintenance,
    regionRestriction: !maintenance && (await isRegionBlocked(req.ip, countryCode, db)),
  };
}

async function siteConfigOf(db: Db): Promise<SiteConfig> {
  const [site, timeZone] = await Promise.all([readSetting(db, 'site'), readSetting(db, 'timeZone')]);
  if (!site) throw new AppError('UNKNOWN', { message: 'brand is not configured' });
  return { ...site, timeZone };
}

/** Notices, banners and promotions in one language (`types`: the notice types, comma-separated). */
async function noticeFor(db: Db, lang: LocalePack, typesCsv: string) {
  const types = typesCsv
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const [notices, banners, promos] = await Promise.all([activeNotices(db, types), activeBanners(db), currentPromotions(db)]);
  const toNotice = (n: (typeof notices)[number]) => ({
    id: n.id,
    type: n.type,
    title: pick(n.title, lang),
    content: pick(n.content, lang),
    createTime: formatDateTime(n.created_at),
  });
  return {
    player: notices.filter((n) => !n.popup).map(toNotice),
    popup: notices.filter((n) => n.popup).map(toNotice),
    banners: banners.map((b) => {
      // an operator's own picture carries its own words; generated artwork has none, the site lays them over it
      const own = Boolean(b.image_url);
      return {
        bannerId: b.id,
        url: own ? b.image_url : `/media/banner/${b.id}.webp?v=${artVersion}`,
        phoneUrl: own ? '' : `/media/banner/${b.id}.webp?crop=phone&v=${artVersion}`,
        groupName: b.group_name,
        linkageType: b.linkage_type,
        link: b.link,
        title: pick(b.title, lang),
        headline: own ? '' : pick(b.art.headline, lang),
        subline: own ? '' : pick(b.art.sub, lang),
        cta: own ? '' : b.art.cta ? pick(b.art.cta, lang) : defaultCta[lang],
      };
    }),
    promotion: promos.map((p) => ({
      id: p.id,
      category: p.category,
      promoType: p.promo_type,
      title: pick(p.title, lang),
      content: pick(p.content, lang),
    })),
  };
}

/**
 * The image CDN every visitor's page will use, or undefined when the brand lists several (the client
 * picks one at random per page, so a preload could fetch a picture the page then asks for elsewhere).
 */
function singleImageBase(cdns: readonly string[]): string | undefined {
  const bases = new Set((cdns.length ? cdns : ['']).map((cdn) => cdn.replace(/\/+$/, '')));
  return bases.size === 1 ? [...bases][0] : undefined;
}

async function startupFor(req: FastifyRequest, config: Config, db: Db, url?: string): Promise<StartupAnswer> {
  const [permission, site] = await Promise.all([permissionFor(req, config, db, url), siteConfigOf(db)]);
  return { permission, site };
}

/** System paths stay reachable during maintenance and region blocks, so the client can show why. */
const alwaysOpen = ['/wps/system/', '/api/', '/ops/', '/media/'];

export const systemDomain: Domain = {
  name: 'system',
  register({ app, platform, bind, embedInPage }) {
    const { db, config } = platform;
    registerMedia(app, db);
    registerWebManifest(app, db);
    allowDomainRoutesToConnect(app, db);

    // Gate every other API call while the site is in maintenance or the visitor's region is blocked.
    app.addHook('onRequest', async (req) => {
      const url = req.url.split('?')[0] ?? '/';
      if (!isApiPath(url) || alwaysOpen.some((p) => url.startsWith(p))) return;
      const gate = await gateState(db);
      if (gate.maintenance) throw new AppError('SYSTEM_MAINTENANCE');
      if (gate.anyRegionBlocked && (await isRegionBlocked(req.ip, await countryOf(req, config, db), db))) {
        throw new AppError('ACCESS_RESTRICTED');
      }
    });

    // Read from the gate's state (cached a second per process, dropped at once by the operator
    // commands that change it), so the status agrees with what the gate does, and the usual answer —
    // no maintenance, no region blocked — costs no query at all.
    bind(system.status, async ({ req, ip }) => {
      const gate = await gateState(db);
      if (gate.maintenance) return { status: 1 as const, ip };
      if (!gate.anyRegionBlocked) return { status: 0 as const, ip };
      const blocked = await isRegionBlocked(ip, await countryOf(req, config, db), db);
      return { status: blocked ? (2 as const) : (0 as const), ip };
    });

    bind(system.location, async ({ req, ip }) => ({ ip, countryCode: await countryOf(req, config, db) }));

    bind(system.permission, ({ req, input }) => permissionFor(req, config, db, input.url));

    bind(system.siteConfig, () => siteConfigOf(db));

    // both in one answer; maintenance and a region block are flags of the answer, never a refusal
    // (system paths stay open), so the client shows its page for them from this answer alone
    bind(system.startup, ({ req, input }) => startupFor(req, config, db, input.url));

    // the same answer, computed for this visitor, carried by the app's page itself: the start-up gate
    // renders on the first pass without waiting for the calls (ADR 0023). Checked against the
    // contract here, where zod is loaded anyway: the page's first download has no zod, so the client
    // only checks the shape its first render reads.
    embedInPage('tala-startup', async (req) => startup.parse(await startupFor(req, config, db)));

    bind(system.whitelabel, async () =>
      (await getModules(db)).map((m) => ({ code: m.code, name: m.name, enabled: m.enabled ? ('1' as const) : ('0' as const) })),
    );

    bind(system.domainRoute, async () => {
      const urls = await readSetting(db, 'domainRoutes');
      return { routers: urls.map((url) => ({ url, speed: 0 })) };
    });

    bind(system.countries, async () => ({ countries: await listCountries(db) }));

    bind(system.notice, ({ input }) => noticeFor(db, resolveLanguage(input.language), input.types));

    // the notice answer rides in the page too, in the visitor's language (the `lang` cookie the app
    // keeps, else the brand's): the banner region draws its first slide on the first render, and the
    // page's head preloads that slide's picture, so the largest paint of a lobby waits for neither a
    // call nor the carousel's code. The server's render draws the page in the same language.
    embedInPage(
      'tala-notice',
      async (req) => {
        const chosen = requestCookie(req, 'lang');
        const language = isLocalePack(chosen) ? chosen : packForBrandLanguage((await siteConfigOf(db)).defaultLanguage);
        const defaults = system.notice.input.parse({});
        return { language, notice: system.notice.output.parse(await noticeFor(db, language, defaults.types)) };
      },
      async (value, path) => {
        const { notice } = value as { notice: NoticeAnswer };
        const segment = path.split('/')[1] ?? '';
        const group = segment === '' || segment === 'index.html' ? 'home' : segment;
        const first = notice.banners.find((banner) => banner.groupName === group);
        if (!first) return [];
        const base = singleImageBase((await readBrandSettings(db)).imageCDNs);
        if (base === undefined) return [];
        const at = (url: string) => onCdn(base, url);
        return first.phoneUrl
          ? [
              { href: at(first.phoneUrl), media: '(max-width: 599.98px)' },
              { href: at(first.url), media: '(min-width: 600px)' },
            ]
          : [{ href: at(first.url) }];
      },
    );

    bind(system.announcements, async ({ input }) => {
      const lang = resolveLanguage(input.language);
      const { total, rows } = await noticePage(db, input);
      return {
        total,
        totalPages: Math.max(1, Math.ceil(total / input.pageSize)),
        list: rows.map((n) => ({
          id: n.id,
          type: n.type,
          title: pick(n.title, lang),
          content: pick(n.content, lang),
          createTime: formatDateTime(n.created_at),
        })),
      };
    });
  },
};
