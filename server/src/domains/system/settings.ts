import { z } from 'zod';
import { siteSettings, type SiteSettings } from '@tala/contract/system';
import type { Sql } from '../../db/client.ts';
import { brandFile } from '../../seed/brand-file.ts';
import { catalogueCache } from '../games/cache.ts';
import { putSetting, storedSetting, storedSettings } from './queries.ts';

/** Every brand setting the platform reads (table brand_settings, one JSON value per key), typed. */
export interface BrandSettings {
  /** null until a brand is seeded. */
  site: SiteSettings | null;
  registerRules: z.output<typeof brandFile.shape.registerRules>;
  resources: z.output<typeof brandFile.shape.resources>;
  /** Plain URLs, absolute or site-relative; the permission call encodes them per request. */
  customerService: z.output<typeof brandFile.shape.customerService>;
  gtagId: string;
  imageCDNs: string[];
  launchGameCDNs: string[];
  domainRoutes: string[];
  /** Days after which a password counts as expired (PWDEXPFORCECHANGE3). */
  passwordMaxAgeDays: number;
  /** Single wallet (every vendor stakes from MAIN) or transfer wallets. */
  merchantWallet: { isSingle: boolean };
  /** Payout accounts (bank or e-wallet) a member may keep. */
  payoutAccountLimit: number;
  /** Word-count bounds of feedback and complaints (spec §5). */
  feedbackWords: { min: number; max: number };
  /** Withdrawal limits (minor units) and the minutes after a payout within which the member confirms it. */
  withdrawLimits: z.output<typeof withdrawLimits>;
  /** Points: the valid stake that earns a point, what a converted point pays, the fewest points converted. */
  points: z.output<typeof pointRates>;
  /** Members may send money to their own upline agent (each agent also switches it on for his team). */
  uplineTransfer: boolean;
  /** The brand's time zone (IANA name): where a day begins for daily limits and once-a-day rewards. */
  timeZone: string;
  /**
   * How many levels below him each agent role code (spec §6) sees and acts on in the agent centre
   * ({"41": 2}: an agent of role 41 sees his direct members and theirs); a code not named: every level.
   */
  agentDepth: z.output<typeof agentDepth>;
}

const agentDepth = z.partialRecord(z.enum(['1', '2', '41', '42']), z.number().int().min(1).max(100));

const pointRates = z.object({
  stakePerPointMinor: z.number().int().min(1).max(10_000_000),
  minorPerPoint: z.number().int().min(1).max(1_000_000),
  minConvertPoints: z.number().int().min(1).max(1_000_000),
});

const withdrawLimits = z
  .object({
    minMinor: z.number().int().positive(),
    maxMinor: z.number().int().positive(),
    dailyCount: z.number().int().min(1),
    dailyAmountMinor: z.number().int().positive(),
    /** Requests that may wait for approval or payout at one time. */
    maxOpen: z.number().int().min(1),
    autoReceiptMinutes: z.number().int().min(1).max(10_080),
  })
  .refine((l) => l.maxMinor >= l.minMinor, 'maxMinor must not be below minMinor');

interface Definition<T> {
  /** What a stored value must be; the readers trust it. */
  schema: z.ZodType<NonNullable<T>>;
  /** What readers get while nothing is stored under the key. */
  fallback: T;
  /** Changed with `ops setting` (the others have a command of their own, or none). */
  settable: boolean;
}

/** The one table of brand settings: each key's schema, its default, and whether `ops setting` changes it. */
const definitions: { [K in keyof BrandSettings]: Definition<BrandSettings[K]> } = {
  site: { schema: siteSettings, fallback: null, settable: true },
  registerRules: { schema: brandFile.shape.registerRules, fallback: {}, settable: true },
  resources: { schema: brandFile.shape.resources, fallback: [], settable: true },
  customerService: { schema: brandFile.shape.customerService, fallback: { entries: [] }, settable: true },
  gtagId: { schema: brandFile.shape.gtagId, fallback: '', settable: true },
  imageCDNs: { schema: brandFile.shape.imageCDNs, fallback: [], settable: true },
  launchGameCDNs: { schema: brandFile.shape.launchGameCDNs, fallback: [], settable: true },
  domainRoutes: { schema: brandFile.shape.domainRoutes, fallback: [], settable: true },
  passwordMaxAgeDays: { schema: z.number().int().positive(), fallback: 90, settable: false },
  // `ops games wallet single|transfer`
  merchantWallet: { schema: z.object({ isSingle: z.boolean() }), fallback: { isSingle: true }, settable: false },
  payoutAccountLimit: { schema: z.number().int().min(1).max(20), fallback: 3, settable: true },
  feedbackWords: {
    schema: z
      .object({ min: z.number().int().min(1), max: z.number().int().max(2000) })
      .refine((b) => b.min <= b.max, 'min must not exceed max'),
    fallback: { min: 5, max: 500 },
    settable: true,
  },
  withdrawLimits: {
    schema: withdrawLimits,
    fallback: {
      minMinor: 10_000,
      maxMinor: 5_000_000,
      dailyCount: 5,
      dailyAmountMinor: 10_000_000,
      maxOpen: 1,
      autoReceiptMinutes: 60,
    },
    settable: true,
  },
  // 1 point per 1.00 of valid stake; 100 points convert to 1.00
  points: { schema: pointRates, fallback: { stakePerPointMinor: 100, minorPerPoint: 1, minConvertPoints: 100 }, settable: true },
  uplineTransfer: { schema: z.boolean(), fallback: false, settable: true },
  timeZone: {
    schema: z.string().refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Asia/Manila'),
    fallback: 'UTC',
    settable: true,
  },
  agentDepth: { schema: agentDepth, fallback: {}, settable: true },
};

const isKey = (key: string): key is keyof BrandSettings => Object.hasOwn(definitions, key);

/**
 * A stored value that does not fit its schema was written around the ops command (by hand in the
 * database, or by an older release): fail loudly, naming the fix, rather than serve a guess.
 */
function decode<K extends keyof BrandSettings>(key: K, stored: unknown): BrandSettings[K] {
  const { schema, fallback } = definitions[key];
  if (stored === undefined || stored === null) return fallback;
  const parsed = schema.safeParse(stored);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `${[key, ...i.path].join('.')}: ${i.message}`).join('; ');
  throw new Error(`brand setting ${key} is not valid (${problems}); store a valid one with npm run ops -- setting`);
}

/**
 * How long a node keeps the settings it read (frozen, as every cached answer: treat them as
 * read-only). Settings are read on most calls (the currency on every balance, the time zone on every
 * daily limit, the site on every start-up) and change only when an operator stores one: a query and a
 * schema check per read cost more than the answers that read them. A write through `putSetting`
 * empties this node's copy at once (`catalogueChanged`); other nodes, and the server after an
 * `ops setting` run in another process, see it within this time, as with the catalogue (ADR 0020).
 */
const SETTINGS_TTL_MS = 3_000;

const settingsCaches = new WeakMap<object, ReturnType<typeof catalogueCache<unknown>>>();

/** Whether `sql` is a database rather than an open transaction (which must read its own writes). */
const isDatabase = (sql: Sql): boolean => typeof (sql as { tx?: unknown }).tx === 'function';

/** Reads through this database's settings cache; a transaction reads the table itself. */
function cached<T>(sql: Sql, key: string, load: () => Promise<T>): Promise<T> {
  if (!isDatabase(sql)) return load();
  let cache = settingsCaches.get(sql);
  if (!cache) settingsCaches.set(sql, (cache = catalogueCache<unknown>(sql, SETTINGS_TTL_MS, 64)));
  return cache.get(key, load) as Promise<T>;
}

/** One brand setting, validated, or its default when it is not stored. Treat it as read-only. */
export async function readSetting<K extends keyof BrandSettings>(sql: Sql, key: K): Promise<BrandSettings[K]> {
  return cached(sql, key, async () => decode(key, await storedSetting(sql, key)));
}

/** Every brand setting in one query, validated, with defaults for those not stored. Treat it as read-only. */
export async function readBrandSettings(sql: Sql): Promise<BrandSettings> {
  return cached(sql, '*', () => loadBrandSettings(sql));
}

async function loadBrandSettings(sql: Sql): Promise<BrandSettings> {
  const stored = new Map((await storedSettings(sql)).map((r) => [r.key, r.value]));
  const get = <K extends keyof BrandSettings>(key: K) => decode(key, stored.get(key));
  return {
    site: get('site'),
    registerRules: get('registerRules'),
    resources: get('resources'),
    customerService: get('customerService'),
    gtagId: get('gtagId'),
    imageCDNs: get('imageCDNs'),
    launchGameCDNs: get('launchGameCDNs'),
    domainRoutes: get('domainRoutes'),
    passwordMaxAgeDays: get('passwordMaxAgeDays'),
    merchantWallet: get('merchantWallet'),
    payoutAccountLimit: get('payoutAccountLimit'),
    feedbackWords: get('feedbackWords'),
    withdrawLimits: get('withdrawLimits'),
    points: get('points'),
    uplineTransfer: get('uplineTransfer'),
    timeZone: get('timeZone'),
    agentDepth: get('agentDepth'),
  };
}

/** Stores a brand setting; the type is the schema's, so only a valid value gets here. */
export async function writeSetting<K extends keyof BrandSettings>(
  sql: Sql,
  key: K,
  value: NonNullable<BrandSettings[K]>,
): Promise<void> {
  await putSetting(sql, key, value);
}

/** The brand's name where the platform writes it (SMS, e-mail, the logo), before a brand is seeded too. */
export async function brandName(sql: Sql): Promise<string> {
  return (await readSetting(sql, 'site'))?.brandName ?? 'Tala';
}

/** The brand's currency symbol ('$' when none is set). */
export async function currencySymbol(sql: Sql): Promise<string> {
  return (await readSetting(sql, 'site'))?.currencySymbol || '$';
}

const settableKeys = Object.keys(definitions).filter((k) => isKey(k) && definitions[k].settable);

function fieldOf(value: unknown, field: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  return new Map(Object.entries(value)).get(field);
}

/** What `ops setting <key>` shows: the stored value of `site` or one field of it (`site.brandName`). */
export async function showSetting(sql: Sql, key: string): Promise<unknown> {
  const [top = '', field] = key.split('.', 2);
  const stored = await storedSetting(sql, top);
  return field === undefined ? stored : fieldOf(stored, field);
}

/**
 * Changes a brand setting from `key` (`site` or `site.loginedToHomePage`) and a JSON text, after
 * checking it against the schema its readers trust; a readable problem instead when it does not fit
 * (and nothing is stored).
 */
export async function changeSetting(sql: Sql, key: string, json: string): Promise<{ problem: string } | null> {
  const [top = '', field, ...rest] = key.split('.');
  if (!isKey(top) || !definitions[top].settable || rest.length) {
    return {
      problem: `unknown setting ${key}; settable: ${settableKeys.join(', ')} (site.<field> for one brand field)`,
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { problem: `${json} is not JSON (strings need quotes: '"text"')` };
  }
  if (field !== undefined) {
    if (top !== 'site' || !(field in siteSettings.shape))
      return { problem: `unknown field ${key}; site fields: ${Object.keys(siteSettings.shape).join(', ')}` };
    const current = await storedSetting(sql, top);
    value = { ...(typeof current === 'object' && current !== null ? current : {}), [field]: value };
  }
  const parsed = definitions[top].schema.safeParse(value);
  if (!parsed.success) {
    return {
      problem: `invalid ${key}: ${parsed.error.issues.map((i) => `${[top, ...i.path].join('.')}: ${i.message}`).join('; ')}`,
    };
  }
  await putSetting(sql, top, parsed.data);
  return null;
}
