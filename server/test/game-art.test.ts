import { describe, expect, it } from 'vitest';
import { gameSvg, motifFor, vendorSvg } from '../src/domains/games/artwork.ts';
import { generateCatalogue } from '../src/domains/games/catalogue/generate.ts';
import { vendorSeeds } from '../src/domains/games/catalogue/vendors.ts';

const tile = (r: ReturnType<typeof generateCatalogue>[number]) =>
  gameSvg({ name: r.name.en, englishName: r.name.en, vendor: r.vendor, classify: r.classify, art: r.art });

describe('game artwork', () => {
  it('draws what the name says', () => {
    expect(motifFor('Mighty Lion', 'SLOT', 0)).toBe('lion');
    expect(motifFor('Jade Dragon Megaways', 'SLOT', 3)).toBe('dragon');
    expect(motifFor('Golden Shark', 'FISH', 0)).toBe('shark');
    expect(motifFor('Speed Baccarat', 'TABLE', 0)).toBe('cards');
    expect(motifFor('Manila Night Draw', 'LOTTERY', 0)).toBe('balls');
    expect(motifFor('Arena Esports', 'SPORT', 0)).toBe('controller');
    // a name with no picture word still gets a motif, from its seed
    expect(motifFor('Eternal Fortune Riches', 'SLOT', 5)).toBe('chest');
    expect(['coin', 'gem', 'star', 'crown', 'clover', 'lantern', 'seven', 'fruit']).toContain(motifFor('Wild Deluxe', 'SLOT', 2));
  });

  it('gives no two games of one provider the same tile', () => {
    const rows = generateCatalogue();
    for (const vendor of new Set(rows.map((r) => r.vendor))) {
      const games = rows.filter((r) => r.vendor === vendor);
      const tiles = new Set(games.map(tile));
      expect(tiles.size, vendor).toBe(games.length);
    }
  });

  it('varies the picture itself, not only the title, across a slot provider', () => {
    const rows = generateCatalogue().filter((r) => r.gameType === 'RNG' && r.classify === 'SLOT');
    // the art without its title lettering: at least three out of four differ from each other
    const art = rows.slice(0, 40).map((r) => tile(r).replace(/<text[^]*?<\/text>/g, ''));
    expect(new Set(art).size).toBeGreaterThan(30);
  });

  it('draws providers as distinct wordmarks, never two letters in a tile', () => {
    const marks = vendorSeeds.map((v) => vendorSvg({ code: v.code, name: v.name, hue: v.hue }));
    expect(new Set(marks).size).toBe(marks.length);
    const aurora = vendorSvg({ code: 'AUR', name: 'Aurora Live', hue: 300 });
    expect(aurora).toContain('AURORA');
    expect(aurora).toContain('LIVE');
  });
});
