import { z } from 'zod';
import { whole } from './numbers.ts';
import { MODULE_CODES } from './core/modules.ts';
import { endpoint, noInput } from './endpoint.ts';

const tags = ['system'] as const;

/** 0 normal, 1 maintenance, 2 region restricted (maintenance wins). */
export const systemStatusCode = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SystemStatusCode = z.infer<typeof systemStatusCode>;

export const location = z.object({ ip: z.string(), countryCode: z.string().nullable() });
export type Location = z.infer<typeof location>;

/** A registration rule for one field (spec §3, §5). acceptedPattern '*' means any. */
export const registerRule = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.number().int().min(0).max(23),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
});
export type RegisterRule = z.infer<typeof registerRule>;

export const resource = z.object({
  resourceType: z.string(),
  url: z.string(),
  qrCodeUrl: z.string(),
  labelNameEn: z.string(),
});
export type Resource = z.infer<typeof resource>;

/** Customer-service links: the client picks type '3' and decodes its path (see customer-service.ts). */
export const customerService = z.object({
  version: z.object({ pathList: z.array(z.object({ type: z.string(), path: z.string() })) }),
  telegram: z.string().optional(),
  vipPath: z.string().optional(),
});
export type CustomerService = z.infer<typeof customerService>;

const moduleCode = z.enum(MODULE_CODES);
const moduleSwitch = z.enum(['0', '1']);

/** Whitelabel modules by code; a code the brand does not list is off. */
export const whitelabelModules = z.partialRecord(moduleCode, moduleSwitch);
export type WhitelabelModules = z.infer<typeof whitelabelModules>;

export const permissionInfo = z.object({
  whitelabel: whitelabelModules,
  registerRules: z.record(z.string(), registerRule),
  resources: z.array(resource),
  customerService,
  gtagId: z.string(),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
});

export const permission = z.object({
  info: permissionInfo,
  location,
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});
export type Permission = z.infer<typeof permission>;

/** Brand configuration (spec §1) as the operator sets it: the `site` setting. */
export const siteSettings = z.object({
  brandName: z.string(),
  merchantCode: z.string(),
  platform: z.string(),
  lotteryType: z.string(),
  device: z.string(),
  defaultLanguage: z.string(),
  languages: z.array(z.string()),
  prizeModes: z.array(z.string()),
  announcementTypes: z.string(),
  defaultExecution: z.string(),
  miniGameCodes: z.array(z.string()),
  esportsVendors: z.array(z.string()),
  currencySymbol: z.string(),
  defaultTheme: z.enum(['light', 'dark']),
  loginedToHomePage: z.boolean(),
  logoUrl: z.string(),
  copyrightHolder: z.string(),
  /** The footer's trust marks, each shown only when the brand sets it: the gaming licence … */
  licence: z.object({ authority: z.string(), number: z.string(), url: z.string().optional() }).optional(),
  /** … the payment methods the cashier takes, as wordmarks (e.g. "GCash", "Visa") … */
  paymentMarks: z.array(z.string()).optional(),
  /** … and the brand's social pages. */
  socialLinks: z.array(z.object({ network: z.string(), url: z.string() })).optional(),
});
export type SiteSettings = z.infer<typeof siteSettings>;

/** What the front end reads of the brand: its site settings and its clock. */
export const siteConfig = siteSettings.extend({
  /** The brand's IANA time zone: where its days begin for limits, rewards, agents' periods and pay. */
  timeZone: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfig>;

/** Both start-up answers at once: what the app's page carries (ADR 0023) and what a client may fetch in one call. */
export const startup = z.object({ permission, site: siteConfig });
export type StartupAnswer = z.infer<typeof startup>;

export const country = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  name: z.string(),
});
export type Country = z.infer<typeof country>;

/** What a generated banner draws beside its words (brand data names one per banner; coins by default). */
export const bannerMotifs = ['coins', 'balls', 'reels', 'cards', 'fish', 'phone', 'trophy', 'gift'] as const;

export const banner = z.object({
  bannerId: z.number().int(),
  url: z.string(),
  groupName: z.string(),
  /** Empty: not clickable. 'url': opens link in a new tab. 'route': navigates to link inside the site. */
  linkageType: z.string(),
  link: z.string(),
  title: z.string(),
  /** The banner's words, laid over the artwork as text (translated); empty when the picture carries its own. */
  headline: z.string().default(''),
  subline: z.string().default(''),
  /** The call to action's label; the site shows it only on a banner that links somewhere. */
  cta: z.string().default(''),
  /** The artwork cropped for narrow screens; empty when one picture serves every width. */
  phoneUrl: z.string().default(''),
});
export type Banner = z.infer<typeof banner>;

export const notice = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  /** Server-provided HTML: sanitise before rendering. */
  content: z.string(),
  createTime: z.string(),
});
export type Notice = z.infer<typeof notice>;

export const promotionSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  category: z.string(),
  /** The promotion type (spec §6), e.g. 'app download' for the download page's promotion. */
  promoType: z.string(),
});

/** `slug` is the article's stable name for deep links (`/help?article=privacy-policy`); content is sanitised HTML. */
export const helpArticle = z.object({ id: z.number().int(), slug: z.string(), title: z.string(), content: z.string() });
export const helpCategory = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  articles: z.array(helpArticle),
});
export type HelpCategory = z.infer<typeof helpCategory>;

const languageInput = z.object({ language: z.string().max(8).optional() });

export const system = {
  status: endpoint({
    id: 'system.status',
    method: 'GET',
    path: '/wps/system/status',
    auth: 'none',
    summary: 'System status: 0 normal, 1 maintenance, 2 region restricted (maintenance wins).',
    tags,
    input: noInput,
    output: z.object({ status: systemStatusCode, ip: z.string() }),
  }),
  permission: endpoint({
    id: 'system.permission',
    method: 'GET',
    path: '/wps/system/permission',
    auth: 'none',
    summary: 'Start-up permissions and settings; `url` is the host the site is served from.',
    tags,
    input: z.object({ url: z.string().max(2048).optional() }),
    output: permission,
  }),
  startup: endpoint({
    id: 'system.startup',
    method: 'GET',
    path: '/wps/system/startup',
    auth: 'none',
    summary:
      'Start-up permissions and brand configuration in one answer, the same as `permission` and `siteConfig`; the app page embeds it.',
    tags,
    input: z.object({ url: z.string().max(2048).optional() }),
    output: startup,
  }),
  siteConfig: endpoint({
    id: 'system.siteConfig',
    method: 'GET',
    path: '/wps/system/siteConfig',
    auth: 'none',
    summary: 'Brand configuration.',
    tags,
    input: noInput,
    output: siteConfig,
  }),
  location: endpoint({
    id: 'system.location',
    method: 'GET',
    path: '/wps/system/location',
    auth: 'none',
    summary: "The visitor's IP and country.",
    tags,
    input: noInput,
    output: location,
  }),
  whitelabel: endpoint({
    id: 'system.whitelabel',
    method: 'GET',
    path: '/wps/system/whitelabel',
    auth: 'none',
    summary: 'Whitelabel modules and their on/off values.',
    tags,
    input: noInput,
    output: z.array(z.object({ code: moduleCode, name: z.string(), enabled: moduleSwitch })),
  }),
  domainRoute: endpoint({
    id: 'system.domainRoute',
    method: 'GET',
    path: '/wps/system/domainRoute',
    auth: 'none',
    summary: 'Alternative domains of the brand (speed 0 until measured by the client).',
    tags,
    input: noInput,
    output: z.object({ routers: z.array(z.object({ url: z.string(), speed: z.number() })) }),
  }),
  countries: endpoint({
    id: 'system.countries',
    method: 'GET',
    path: '/wps/system/countries',
    auth: 'none',
    summary: 'Country dialing codes.',
    tags,
    input: noInput,
    output: z.object({ countries: z.array(country) }),
  }),
  helpCenter: endpoint({
    id: 'system.helpCenter',
    method: 'GET',
    path: '/wps/system/helpCenter',
    auth: 'none',
    summary: 'Help-centre categories and articles (HTML content).',
    tags,
    input: languageInput,
    output: z.object({ categories: z.array(helpCategory) }),
  }),
  notice: endpoint({
    id: 'system.notice',
    method: 'GET',
    path: '/wps/system/notice',
    auth: 'optional',
    summary: 'Announcements with banners: player notices, banners, popup notices and promotions.',
    tags,
    input: z.object({
      types: z.string().max(64).default('B,PL,PU,PR'),
      platform: z.string().max(8).default('W'),
      execution: z.string().max(8).default('B'),
      language: z.string().max(8).optional(),
    }),
    output: z.object({
      player: z.array(notice),
      banners: z.array(banner),
      popup: z.array(notice),
      promotion: z.array(promotionSummary),
    }),
  }),
  announcements: endpoint({
    id: 'system.announcements',
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    auth: 'none',
    summary: 'Announcement list, paged (9 per page on the web).',
    tags,
    input: z.object({
      pageNo: whole(z.number().int().min(1).max(10_000)).default(1),
      pageSize: whole(z.number().int().min(1).max(100)).default(9),
      language: z.string().max(8).optional(),
    }),
    output: z.object({ list: z.array(notice), totalPages: z.number().int(), total: z.number().int() }),
  }),
} as const;

/** The notice call's answer: player and popup notices, banners, promotions. */
export type NoticeAnswer = z.infer<typeof system.notice.output>;
