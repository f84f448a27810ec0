import { describe, expect, it } from 'vitest';
import { vendorScope } from './vendor-scope.ts';

describe('vendor scope of the lobby (/lottery?vendor=)', () => {
  it('narrows the menus to the vendor’s games, or not at all', () => {
    expect(vendorScope('TCG_LOTTO_VN')).toEqual({ vendor: 'TCG_LOTTO_VN', prizeMode: '', accountType: 'TCG_LOTTO_VN' });
    expect(vendorScope('ELOTT')).toEqual({ vendor: 'ELOTT', prizeMode: 'Elott' });
    expect(vendorScope('TCG_SEA')).toMatchObject({ prizeMode: 'Lott,ZY,SEA', accountType: 'TCG_SEA' });
    expect(vendorScope('LOTT')).toBeNull();
    expect(vendorScope(null)).toBeNull();
  });
});
