import type { GameCategory, VendorCard, VendorGroup } from '@tala/contract/games';
import type { LobbyCategory } from '../../../shared/lib/paths.ts';

/** The side menu's game categories (spec §2), in the order they may appear; MINI is placed by rule. */
export const MENU_CATEGORIES = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
] as const satisfies readonly GameCategory[];
type MenuCategory = (typeof MENU_CATEGORIES)[number] | 'MINI';

export interface MenuEntry {
  category: MenuCategory;
  vendors: VendorCard[];
}

/** Lobby route segment ↔ server category. */
export const lobbyCategoryOf: Record<LobbyCategory, GameCategory> = {
  rng: 'RNG',
  pvp: 'PVP',
  live: 'LIVE',
  fish: 'FISH',
  sports: 'SPORTS',
  esports: 'ESPORTS',
  minigame: 'MINI',
};

export function lobbyRouteOf(category: string): LobbyCategory | null {
  const entry = Object.entries(lobbyCategoryOf).find(([, value]) => value === category);
  return entry ? (entry[0] as LobbyCategory) : null;
}

/**
 * SPORTS vendors named in the brand's esports configuration are shown under ESPORTS (spec §3).
 * ESPORTS keeps its server position when the server lists it, else it follows SPORTS.
 */
export function withEsports(groups: readonly VendorGroup[], esportsVendors: readonly string[]): VendorGroup[] {
  const esports = new Set(esportsVendors);
  const moved = groups.find((g) => g.gameCategory === 'SPORTS')?.vendors.filter((v) => esports.has(v.vassalage)) ?? [];
  if (moved.length === 0) return [...groups];
  const result: VendorGroup[] = [];
  let placed = false;
  for (const group of groups) {
    if (group.gameCategory === 'SPORTS') {
      const left = group.vendors.filter((v) => !esports.has(v.vassalage));
      if (left.length) result.push({ ...group, vendors: left });
      if (!groups.some((g) => g.gameCategory === 'ESPORTS')) {
        result.push({ gameCategory: 'ESPORTS', vendors: moved.map((v) => ({ ...v, gameCategory: 'ESPORTS' })) });
        placed = true;
      }
    } else if (group.gameCategory === 'ESPORTS' && !placed) {
      result.push({ ...group, vendors: [...group.vendors, ...moved.map((v) => ({ ...v, gameCategory: 'ESPORTS' }))] });
      placed = true;
    } else {
      result.push(group);
    }
  }
  return result;
}

/**
 * The side menu's game entries (spec §2): one per category that has at least one vendor, in server
 * order, limited to ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP, ESPORTS; mini games right after FISH,
 * or first when there is no FISH.
 */
export function menuEntries(groups: readonly VendorGroup[], esportsVendors: readonly string[]): MenuEntry[] {
  const allowed = new Set<string>(MENU_CATEGORIES);
  const grouped = withEsports(groups, esportsVendors);
  const entries: MenuEntry[] = grouped
    .filter((g) => allowed.has(g.gameCategory) && g.vendors.length > 0)
    .map((g) => ({ category: g.gameCategory as MenuCategory, vendors: g.vendors }));
  const mini = grouped.find((g) => g.gameCategory === 'MINI');
  if (!mini || mini.vendors.length === 0) return entries;
  const fish = entries.findIndex((e) => e.category === 'FISH');
  entries.splice(fish + 1, 0, { category: 'MINI', vendors: mini.vendors });
  return entries;
}

/** The lottery entry starts the first TCG_SEA vendor of the e-lottery or lottery lists (spec §2). */
export function firstSeaVendor(groups: readonly VendorGroup[]): VendorCard | null {
  for (const category of ['ELOTT', 'LOTT']) {
    const found = groups.find((g) => g.gameCategory === category)?.vendors.find((v) => v.vassalage === 'TCG_SEA');
    if (found) return found;
  }
  return null;
}
