import { randomBytes } from 'node:crypto';
import { system } from '@tala/contract/system';
import { encodeServicePath } from '@tala/contract/customer-service';
import type { CustomerService, RegisterRule, Resource, SiteConfig } from '@tala/contract/system';
import type { Domain } from '../../http/app.ts';
import { AppError } from '../../http/app-error.ts';
import { isApiPath } from '../../http/static.ts';
import { isMaintenance } from './flags.ts';
import { gateState } from './gate.ts';
import { registerMedia } from './media.ts';
import { getAllSettings, getModules, getSettings, isModuleEnabled } from './queries.ts';
import { countryOf, isRegionBlocked } from './region.ts';
import { formatDateTime, pick, resolveLanguage } from './text.ts';

/** Brand customer-service entries as stored: plain URLs, absolute or site-relative. */
interface StoredCustomerService {
  entries: { type: string; url: string }[];
  telegram?: string;
  vipUrl?: string;
}

function absolute(url: string, base: string): string {
  try {
    return new URL(url, base).toString();
  } catch {
    return url;
  }
}

function encodeCustomerService(stored: StoredCustomerService | undefined, base: string): CustomerService {
  const key = () => randomBytes(6).toString('base64url').slice(0, 8);
  return {
    version: {
      pathList: (stored?.entries ?? []).map((e) => ({ type: e.type, path: encodeServicePath(absolute(e.url, base), key()) })),
    },
    ...(stored?.telegram ? { telegram: stored.telegram } : {}),
    ...(stored?.vipUrl ? { vipPath: encodeServicePath(absolute(stored.vipUrl, base), key()) } : {}),
  };
}

/** System paths stay reachable during maintenance and region blocks, so the client can show why. */
const alwaysOpen = ['/wps/system/', '/api/', '/ops/', '/media/'];

export const systemDomain: Domain = {
  name: 'system',
  register({ app, platform, bind, hooks }) {
    const { db, config } = platform;
    hooks.moduleEnabled = (code) => isModuleEnabled(db, code);
    registerMedia(app, db);

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

    bind(system.status, async ({ req, ip }) => {
      if (await isMaintenance(db)) return { status: 1 as const, ip };
      const blocked = await isRegionBlocked(ip, await countryOf(req, config, db), db);
      return { status: blocked ? (2 as const) : (0 as const), ip };
    });

    bind(system.location, async ({ req, ip }) => ({ ip, countryCode: await countryOf(req, config, db) }));

    bind(system.permission, async ({ req, ip, input }) => {
      const [settings, modules, maintenance, countryCode] = await Promise.all([
        getAllSettings(db),
        getModules(db),
        isMaintenance(db),
        countryOf(req, config, db),
      ]);
      const base = input.url && /^https?:\/\//.test(input.url) ? input.url : `${req.protocol}://${req.host}`;
      return {
        info: {
          whitelabel: Object.fromEntries(modules.map((m) => [m.code, m.enabled ? '1' : '0'])),
          registerRules: (settings.registerRules ?? {}) as Record<string, RegisterRule>,
          resources: (settings.resources ?? []) as Resource[],
          customerService: encodeCustomerService(settings.customerService as StoredCustomerService | undefined, base),
          gtagId: String(settings.gtagId ?? ''),
          imageCDNs: (settings.imageCDNs ?? []) as string[],
          launchGameCDNs: (settings.launchGameCDNs ?? []) as string[],
        },
        location: { ip, countryCode },
        maintenance,
        regionRestriction: !maintenance && (await isRegionBlocked(ip, countryCode, db)),
      };
    });

    bind(system.siteConfig, async () => {
      const site = await getSettings<SiteConfig>(db, 'site');
      if (!site) throw new AppError('UNKNOWN', { message: 'brand is not configured' });
      return site;
    });

    bind(system.whitelabel, async () =>
      (await getModules(db)).map((m) => ({ code: m.code, name: m.name, enabled: m.enabled ? ('1' as const) : ('0' as const) })),
    );

    bind(system.domainRoute, async () => {
      const urls = (await getSettings<string[]>(db, 'domainRoutes')) ?? [];
      return { routers: urls.map((url) => ({ url, speed: 0 })) };
    });

    bind(system.countries, async () => ({
      countries: await db.query<{ countryCode: string; countryDialingCode: string; name: string }>(
        `SELECT country_code AS "countryCode", dialing_code AS "countryDialingCode", name
           FROM countries ORDER BY sort, name`,
      ),
    }));

    bind(system.helpCenter, async ({ input }) => {
      const lang = resolveLanguage(input.language);
      const cats = await db.query<{ id: number; code: string; title: unknown }>(
        'SELECT id, code, title FROM help_categories ORDER BY sort, id',
      );
      const arts = await db.query<{ id: number; category_id: number; title: unknown; content: unknown }>(
        'SELECT id, category_id, title, content FROM help_articles ORDER BY sort, id',
      );
      return {
        categories: cats.map((c) => ({
          id: c.id,
          code: c.code,
          title: pick(c.title, lang),
          articles: arts
            .filter((a) => a.category_id === c.id)
            .map((a) => ({ id: a.id, title: pick(a.title, lang), content: pick(a.content, lang) })),
        })),
      };
    });

    bind(system.notice, async ({ input }) => {
      const lang = resolveLanguage(input.language);
      const types = input.types
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      const notices = await db.query<{
        id: number;
        type: string;
        title: unknown;
        content: unknown;
        popup: boolean;
        created_at: Date;
      }>(
        `SELECT id, type, title, content, popup, created_at FROM notices
          WHERE active AND type = ANY($1::text[]) ORDER BY created_at DESC, id DESC LIMIT 50`,
        [types],
      );
      const banners = await db.query<{
        id: number;
        group_name: string;
        image_url: string;
        linkage_type: string;
        link: string;
        title: unknown;
      }>('SELECT id, group_name, image_url, linkage_type, link, title FROM banners WHERE active ORDER BY group_name, sort, id');
      const promos = await db.query<{ id: number; category: string; title: unknown; content: unknown }>(
        `SELECT id, category, title, content FROM promotions
          WHERE active AND (starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR ends_at > now())
          ORDER BY sort, id`,
      );
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
        banners: banners.map((b) => ({
          bannerId: b.id,
          url: b.image_url || `/media/banner/${b.id}.svg?lang=${lang}`,
          groupName: b.group_name,
          linkageType: b.linkage_type,
          link: b.link,
          title: pick(b.title, lang),
        })),
        promotion: promos.map((p) => ({
          id: p.id,
          category: p.category,
          title: pick(p.title, lang),
          content: pick(p.content, lang),
        })),
      };
    });

    bind(system.announcements, async ({ input }) => {
      const lang = resolveLanguage(input.language);
      const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM notices WHERE active',
      );
      const rows = await db.query<{ id: number; type: string; title: unknown; content: unknown; created_at: Date }>(
        `SELECT id, type, title, content, created_at FROM notices WHERE active
          ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [input.pageSize, (input.pageNo - 1) * input.pageSize],
      );
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
