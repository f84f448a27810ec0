import { afterEach, describe, expect, it } from 'vitest';
import { configureCdns, imageUrl, launchUrl, pickRandom } from './cdn.ts';

afterEach(() => configureCdns({ imageCDNs: [], launchGameCDNs: [] }));

describe('CDNs', () => {
  it('picks one entry of the list at random', () => {
    expect(pickRandom(['a', 'b', 'c'], () => 0)).toBe('a');
    expect(pickRandom(['a', 'b', 'c'], () => 0.5)).toBe('b');
    expect(pickRandom(['a', 'b', 'c'], () => 0.9999)).toBe('c');
    expect(pickRandom([], () => 0.3)).toBe('');
  });

  it('prefixes relative paths with the chosen CDN and leaves absolute URLs alone', () => {
    configureCdns(
      { imageCDNs: ['https://img1.example/', 'https://img2.example'], launchGameCDNs: ['https://play.example'] },
      () => 0.7,
    );
    expect(imageUrl('/media/games/1.svg')).toBe('https://img2.example/media/games/1.svg');
    expect(imageUrl('media/x.svg')).toBe('https://img2.example/media/x.svg');
    expect(imageUrl('https://other.example/a.png')).toBe('https://other.example/a.png');
    expect(imageUrl('data:image/svg+xml,abc')).toBe('data:image/svg+xml,abc');
    expect(launchUrl('/vendor/demo/slot')).toBe('https://play.example/vendor/demo/slot');
  });

  it('keeps paths on this origin when the CDN entry is empty', () => {
    configureCdns({ imageCDNs: [''], launchGameCDNs: [''] });
    expect(imageUrl('/media/a.svg')).toBe('/media/a.svg');
  });
});
