import { describe, expect, it } from 'vitest';
import type { VendorCard, VendorGroup } from '@tala/contract/games';
import { firstSeaVendor, menuEntries, withEsports } from './categories.ts';

function vendor(vassalage: string, gameCategory: string): VendorCard {
  return {
    vassalage,
    name: vassalage,
    gameCategory,
    smallIcon: `/media/vendors/${vassalage}.svg`,
    isHot: 0,
    isGame: 'VASSALAGE',
    nodeId: null,
    gameCount: 10,
    maintenance: false,
    seamless: false,
  };
}

const group = (gameCategory: string, ...codes: string[]): VendorGroup => ({
  gameCategory,
  vendors: codes.map((code) => vendor(code, gameCategory)),
});

const order = (entries: { category: string }[]) => entries.map((e) => e.category);
const groupOrder = (groups: VendorGroup[]) => groups.map((g) => g.gameCategory);

describe('side menu categories', () => {
  it('keeps server order and drops categories without vendors or outside the menu list', () => {
    const groups = [group('RNG', 'PG'), group('LIVE', 'EVO'), group('BINGO', 'BG'), group('FISH'), group('PVP', 'KY')];
    expect(order(menuEntries(groups, []))).toEqual(['RNG', 'LIVE', 'PVP']);
  });

  it('inserts mini games right after fish', () => {
    const groups = [group('LIVE', 'EVO'), group('FISH', 'JDB'), group('RNG', 'PG'), group('MINI', 'SPB', 'GM')];
    const entries = menuEntries(groups, []);
    expect(order(entries)).toEqual(['LIVE', 'FISH', 'MINI', 'RNG']);
    expect(entries[2]!.vendors.map((v) => v.vassalage)).toEqual(['SPB', 'GM']);
  });

  it('puts mini games first when there is no fish', () => {
    const groups = [group('MINI', 'KM'), group('LIVE', 'EVO'), group('RNG', 'PG')];
    expect(order(menuEntries(groups, []))).toEqual(['MINI', 'LIVE', 'RNG']);
  });

  it('leaves mini games out when they have no vendor', () => {
    expect(order(menuEntries([group('FISH', 'JDB'), group('MINI')], []))).toEqual(['FISH']);
  });

  it('moves esports vendors out of sports, right after it', () => {
    const groups = [group('SPORTS', 'SBO', 'TFG', 'IMES'), group('RNG', 'PG')];
    const entries = menuEntries(groups, ['TFG', 'IMES']);
    expect(order(entries)).toEqual(['SPORTS', 'ESPORTS', 'RNG']);
    expect(entries[1]!.vendors.map((v) => v.vassalage)).toEqual(['TFG', 'IMES']);
    expect(entries[1]!.vendors.every((v) => v.gameCategory === 'ESPORTS')).toBe(true);
  });

  it('drops sports when all its vendors are esports, and merges into an existing esports group', () => {
    expect(groupOrder(withEsports([group('SPORTS', 'TFG'), group('LIVE', 'EVO')], ['TFG']))).toEqual(['ESPORTS', 'LIVE']);
    const merged = withEsports([group('ESPORTS', 'X'), group('SPORTS', 'SBO', 'TFG')], ['TFG']);
    expect(groupOrder(merged)).toEqual(['ESPORTS', 'SPORTS']);
    expect(merged[0]!.vendors.map((v) => v.vassalage)).toEqual(['X', 'TFG']);
  });

  it('finds the first TCG_SEA vendor in the e-lottery list, then the lottery list', () => {
    expect(firstSeaVendor([group('LOTT', 'TCG_SEA'), group('ELOTT', 'GW')])?.gameCategory).toBe('LOTT');
    expect(firstSeaVendor([group('LOTT', 'TCG_SEA'), group('ELOTT', 'TCG_SEA')])?.gameCategory).toBe('ELOTT');
    expect(firstSeaVendor([group('RNG', 'TCG_SEA')])).toBeNull();
  });
});
