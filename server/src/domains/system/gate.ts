import type { Sql } from '../../db/client.ts';
import { isMaintenance } from './flags.ts';

/**
 * What the request gate needs on every API call, read at most once a second per process: whether
 * maintenance is on and whether any region is blocked at all (most brands block none, so the country
 * lookup is skipped). Operator commands run in this process invalidate it at once; other nodes of a
 * cluster see a change within a second.
 */
const ttlMs = 1000;
let cached: { at: number; state: Promise<GateState> } | null = null;

export interface GateState {
  maintenance: boolean;
  anyRegionBlocked: boolean;
}

async function read(sql: Sql): Promise<GateState> {
  const [maintenance, rows] = await Promise.all([
    isMaintenance(sql),
    sql.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM region_blocks) AS any'),
  ]);
  return { maintenance, anyRegionBlocked: rows[0]?.any ?? false };
}

export function gateState(sql: Sql): Promise<GateState> {
  const now = Date.now();
  if (!cached || now - cached.at > ttlMs) {
    const state = read(sql);
    cached = { at: now, state };
    state.catch(() => (cached = null));
  }
  return cached.state;
}

export function invalidateGate(): void {
  cached = null;
}
