import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Sql } from '../../db/client.ts';

/** The visitor's country: the trusted header when configured, else the IP range table. */
export async function countryOf(req: FastifyRequest, config: Config, sql: Sql): Promise<string | null> {
  if (config.trustedCountryHeader) {
    const header = req.headers[config.trustedCountryHeader];
    const value = Array.isArray(header) ? header[0] : header;
    if (value && /^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  }
  if (!net.isIP(req.ip)) return null;
  const rows = await sql.query<{ country_code: string }>(
    'SELECT country_code FROM ip_countries WHERE $1::inet <<= cidr ORDER BY masklen(cidr) DESC LIMIT 1',
    [req.ip],
  );
  return rows[0]?.country_code ?? null;
}

export async function isRegionBlocked(ip: string, country: string | null, sql: Sql): Promise<boolean> {
  const ipParam = net.isIP(ip) ? ip : null;
  const rows = await sql.query<{ blocked: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM region_blocks
        WHERE (kind = 'country' AND value = $1)
           OR (kind = 'cidr' AND $2::inet IS NOT NULL AND $2::inet <<= value::cidr)
     ) AS blocked`,
    [country, ipParam],
  );
  return rows[0]?.blocked ?? false;
}

/** Validates an operator's region argument: a 2-letter country code or an IPv4/IPv6 CIDR. */
export function parseRegion(arg: string): { kind: 'country' | 'cidr'; value: string } | null {
  if (/^[A-Za-z]{2}$/.test(arg)) return { kind: 'country', value: arg.toUpperCase() };
  const [addr, bits, extra] = arg.split('/');
  if (extra !== undefined || !addr) return null;
  const family = net.isIP(addr);
  if (!family) return null;
  const max = family === 4 ? 32 : 128;
  const n = bits === undefined ? max : Number(bits);
  if (!Number.isInteger(n) || n < 0 || n > max || (bits !== undefined && !/^\d+$/.test(bits))) return null;
  return { kind: 'cidr', value: `${addr}/${n}` };
}

/** The blocked regions, for the operator: kind and value, sorted. */
export function listRegionBlocks(sql: Sql): Promise<{ kind: string; value: string }[]> {
  return sql.query<{ kind: string; value: string }>('SELECT kind, value FROM region_blocks ORDER BY kind, value');
}

export async function blockRegion(sql: Sql, region: { kind: 'country' | 'cidr'; value: string }): Promise<void> {
  await sql.query('INSERT INTO region_blocks (kind, value) VALUES ($1, $2) ON CONFLICT (value) DO NOTHING', [
    region.kind,
    region.value,
  ]);
}

/** Lifts a block; false when the region was not blocked. */
export async function allowRegion(sql: Sql, value: string): Promise<boolean> {
  return (await sql.query('DELETE FROM region_blocks WHERE value = $1 RETURNING id', [value])).length > 0;
}
