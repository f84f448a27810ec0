import fs from 'node:fs';
import { z } from 'zod';
import { MODULE_CODES } from '@tala/contract/core/modules';
import { promoLabels, promoPeriods, promoProducts, promoRuleKinds, rafflePrize } from '@tala/contract/promotions';
import { bannerMotifs, registerRule, siteSettings } from '@tala/contract/system';

const translated = z.object({ en: z.string().min(1) }).catchall(z.string());

/** A promotion's claim rule as a brand file writes it (amounts in minor units). */
const promoRuleInput = z.object({
  kind: z.enum(promoRuleKinds),
  period: z.enum(promoPeriods).default('once'),
  fixedMinor: z.number().int().positive().optional(),
  percent: z.number().int().positive().max(1000).optional(),
  capMinor: z.number().int().positive().optional(),
  minDepositMinor: z.number().int().min(0).default(0),
  turnoverMultiple: z.number().int().min(0).max(100).default(1),
  /** rebate / lossBack: basis points of the valid bets / net loss. */
  rateBps: z.number().int().positive().max(10_000).optional(),
  /** rebate: only this product's valid bets count. */
  product: z.enum(promoProducts).optional(),
  /** rebate: fewest valid bets; lossBack: smallest loss that counts. */
  minBasisMinor: z.number().int().min(0).default(0),
  /** raffle: the prize table. */
  prizes: z.array(rafflePrize).min(1).max(20).optional(),
});

/** The shape of a brand file (server/seed/demo-brand.json): the operator's data, validated at boot. */
export const brandFile = z.object({
  site: siteSettings,
  modules: z.array(z.tuple([z.enum(MODULE_CODES), z.string(), z.boolean()])),
  registerRules: z.record(z.string(), registerRule),
  resources: z.array(z.object({ resourceType: z.string(), url: z.string(), qrCodeUrl: z.string(), labelNameEn: z.string() })),
  customerService: z.object({
    entries: z.array(z.object({ type: z.string(), url: z.string() })),
    telegram: z.string().optional(),
    vipUrl: z.string().optional(),
  }),
  gtagId: z.string(),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  domainRoutes: z.array(z.string()),
  countries: z.array(z.tuple([z.string().length(2), z.string().regex(/^\d{1,4}$/), z.string()])),
  ipCountries: z.array(z.tuple([z.string(), z.string().length(2)])),
  regionBlocks: z.array(z.string()),
  banners: z.array(
    z.object({
      groupName: z.string(),
      art: z.object({
        headline: translated,
        sub: translated,
        cta: translated.optional(),
        theme: z.string(),
        motif: z.enum(bannerMotifs).optional(),
      }),
      linkageType: z.enum(['', 'route', 'url']),
      link: z.string(),
      title: translated,
    }),
  ),
  notices: z.array(
    z.object({ type: z.string(), popup: z.boolean(), daysAgo: z.number().int().min(0), title: translated, content: translated }),
  ),
  promotions: z.array(
    z.object({
      category: z.string(),
      promoType: z.string(),
      label: z.string().optional(),
      title: translated,
      content: translated,
      /** Who may claim and what it pays (promotions domain); without a rule the promotion is read only. */
      claim: z
        .object({
          labels: z.array(z.enum(promoLabels)).default([]),
          startsInDays: z.number().int().default(0),
          lastsDays: z.number().int().positive().optional(),
          newPlayersOnly: z.boolean().default(false),
          minVipLevel: z.number().int().min(0).default(0),
          countries: z.array(z.string().regex(/^\d{1,4}$/)).default([]),
          rule: promoRuleInput.optional(),
        })
        .optional(),
    }),
  ),
  help: z.array(
    z.object({
      code: z.string(),
      title: translated,
      // slug: the article's deep-link name (/help?article=<slug>); defaults to <category code>-<position>
      articles: z.array(
        z.object({
          slug: z
            .string()
            .regex(/^[a-z0-9-]{1,64}$/)
            .optional(),
          title: translated,
          content: translated,
        }),
      ),
    }),
  ),
});
export type BrandFile = z.infer<typeof brandFile>;

/** Reads and validates a brand file; throws with a readable list of problems. */
export function readBrandFile(file: string): BrandFile {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`brand file ${file} could not be read: ${(err as Error).message}`);
  }
  const parsed = brandFile.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.slice(0, 20).map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`brand file ${file} is not valid:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
