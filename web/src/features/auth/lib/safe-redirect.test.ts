import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

const origin = 'https://play.example.com';

describe('safeRedirect', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(safeRedirect('/member/info?tab=2#top', origin)).toBe('/member/info?tab=2#top');
    expect(safeRedirect('/lottery', origin)).toBe('/lottery');
  });

  it('sends anything that leaves the site, or loops back to login, home', () => {
    for (const value of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      decodeURIComponent('/%5Cevil.example'),
      '/\\/evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      '/login?redirect=/login',
    ])
      expect(safeRedirect(value, origin), String(value)).toBe('/');
  });
});
