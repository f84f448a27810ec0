import { siteConfig } from '@tala/contract/system';
import { brandFile } from '../../seed/brand-file.ts';

/** Brand settings an operator may change, each validated by the schema its readers trust. */
const settable = {
  site: siteConfig,
  registerRules: brandFile.shape.registerRules,
  resources: brandFile.shape.resources,
  customerService: brandFile.shape.customerService,
  gtagId: brandFile.shape.gtagId,
  imageCDNs: brandFile.shape.imageCDNs,
  launchGameCDNs: brandFile.shape.launchGameCDNs,
  domainRoutes: brandFile.shape.domainRoutes,
} as const;

/**
 * Computes the new stored value of a brand setting from `key` (`site` or `site.loginedToHomePage`)
 * and a JSON text: the value to store under the top-level key, or a readable problem.
 */
export function parseSetting(key: string, json: string, current: unknown): { value: unknown } | { problem: string } {
  const [top, field, ...rest] = key.split('.');
  if (!top || !(top in settable) || rest.length) {
    return {
      problem: `unknown setting ${key}; settable: ${Object.keys(settable).join(', ')} (site.<field> for one brand field)`,
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { problem: `${json} is not JSON (strings need quotes: '"text"')` };
  }
  const schema = settable[top as keyof typeof settable];
  if (field !== undefined) {
    if (top !== 'site' || !(field in siteConfig.shape))
      return { problem: `unknown field ${key}; site fields: ${Object.keys(siteConfig.shape).join(', ')}` };
    value = { ...(current as object), [field]: value };
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    return {
      problem: `invalid ${key}: ${parsed.error.issues.map((i) => `${[top, ...i.path].join('.')}: ${i.message}`).join('; ')}`,
    };
  }
  return { value: parsed.data };
}
