import { describe, expect, it } from 'vitest';
import { gameSvg } from '../src/domains/games/artwork.ts';
import { artworkAddress, cachedArtworkCount, webpOf } from '../src/http/artwork-image.ts';

const tile = (name: string) =>
  gameSvg({ name, englishName: name, vendor: 'TALA', classify: 'SLOT', art: { hue: 20, motif: 3, seed: 7 } });

describe('artwork as bitmaps', () => {
  it('reads the format from the address, SVG by default', () => {
    expect(artworkAddress('10105.webp')).toEqual({ id: '10105', format: 'webp' });
    expect(artworkAddress('10105.svg')).toEqual({ id: '10105', format: 'svg' });
    expect(artworkAddress('10105')).toEqual({ id: '10105', format: 'svg' });
    expect(artworkAddress('TCG_SEA.webp')).toEqual({ id: 'TCG_SEA', format: 'webp' });
  });

  it('rasterises a drawing to a WebP of its own size, once per drawing', async () => {
    const before = cachedArtworkCount();
    const image = await webpOf(tile('Lucky Lanterns'));
    expect(image.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(image.subarray(8, 12).toString('latin1')).toBe('WEBP');
    // a tile of a few kilobytes, not a lossless bitmap ten times that
    expect(image.length).toBeGreaterThan(1_000);
    expect(image.length).toBeLessThan(30_000);
    const sharp = (await import('sharp')).default;
    expect(await sharp(image).metadata()).toMatchObject({ format: 'webp', width: 300, height: 300 });
    // the same drawing again is the same bytes, from the cache
    expect(await webpOf(tile('Lucky Lanterns'))).toBe(image);
    expect(cachedArtworkCount()).toBe(before + 1);
    // a renamed game is a new drawing, so a new picture at once
    const renamed = await webpOf(tile('Lucky Lanterns Deluxe'));
    expect(renamed.equals(image)).toBe(false);
    expect(cachedArtworkCount()).toBe(before + 2);
  });

  it('does not keep a drawing it could not read, and says so', async () => {
    const before = cachedArtworkCount();
    await expect(webpOf('<svg this is not')).rejects.toThrow();
    expect(cachedArtworkCount()).toBe(before);
  });
});
