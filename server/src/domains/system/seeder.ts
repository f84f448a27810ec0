import type { Seeder } from '../../seed/seed.ts';
import { parseRegion } from './region.ts';

const json = (v: unknown) => JSON.stringify(v);

/** The brand file's system data: brand settings, modules, countries, region blocks, content (help: the help domain). */
export const seedSystem: Seeder = async (sql, b) => {
  const settings: Record<string, unknown> = {
    site: b.site,
    registerRules: b.registerRules,
    resources: b.resources,
    customerService: b.customerService,
    gtagId: b.gtagId,
    imageCDNs: b.imageCDNs,
    launchGameCDNs: b.launchGameCDNs,
    domainRoutes: b.domainRoutes,
  };
  for (const [key, value] of Object.entries(settings)) {
    await sql.query('INSERT INTO brand_settings (key, value) VALUES ($1, $2::jsonb)', [key, json(value)]);
  }
  for (const [i, [code, name, enabled]] of b.modules.entries()) {
    await sql.query('INSERT INTO whitelabel_modules (code, name, enabled, sort) VALUES ($1, $2, $3, $4)', [
      code,
      name,
      enabled,
      i,
    ]);
  }
  for (const [i, [code, dialing, name]] of b.countries.entries()) {
    await sql.query('INSERT INTO countries (country_code, dialing_code, name, sort) VALUES ($1, $2, $3, $4)', [
      code,
      dialing,
      name,
      i,
    ]);
  }
  for (const [cidr, cc] of b.ipCountries) {
    await sql.query('INSERT INTO ip_countries (cidr, country_code) VALUES ($1::cidr, $2)', [cidr, cc]);
  }
  for (const r of b.regionBlocks) {
    const region = parseRegion(r);
    if (!region) throw new Error(`brand file: region block ${r} is not a country code or CIDR`);
    await sql.query('INSERT INTO region_blocks (kind, value) VALUES ($1, $2)', [region.kind, region.value]);
  }
  for (const [i, banner] of b.banners.entries()) {
    await sql.query(
      `INSERT INTO banners (group_name, art, linkage_type, link, title, sort) VALUES ($1, $2::jsonb, $3, $4, $5::jsonb, $6)`,
      [banner.groupName, json(banner.art), banner.linkageType, banner.link, json(banner.title), i],
    );
  }
  for (const n of b.notices) {
    await sql.query(
      `INSERT INTO notices (type, title, content, popup, created_at)
       VALUES ($1, $2::jsonb, $3::jsonb, $4, now() - make_interval(days => $5::int) - interval '2 hours')`,
      [n.type, json(n.title), json(n.content), n.popup, n.daysAgo],
    );
  }
  for (const [i, p] of b.promotions.entries()) {
    await sql.query(
      `INSERT INTO promotions (category, promo_type, label, title, content, sort) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6)`,
      [p.category, p.promoType, p.label ?? null, json(p.title), json(p.content), i],
    );
  }
};
