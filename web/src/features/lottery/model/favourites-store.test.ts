import { describe, expect, it } from 'vitest';
import { readFavourites, toggledFavourites, writeFavourites } from './favourites-store.ts';

describe('LOTTFAV favourite ids per username', () => {
  it('keeps each username’s ids apart under the one local key', () => {
    writeFavourites('ana', [3, '7', 3]);
    writeFavourites('ben', ['9']);
    expect(readFavourites('ana')).toEqual(['3', '7']);
    expect(readFavourites('ben')).toEqual(['9']);
    expect(JSON.parse(window.localStorage.getItem('LOTTFAV') ?? '')).toEqual({ ana: ['3', '7'], ben: ['9'] });
  });

  it('reads nothing for an unknown user or a damaged value', () => {
    expect(readFavourites('nobody')).toEqual([]);
    window.localStorage.setItem('LOTTFAV', '[1,2]');
    expect(readFavourites('ana')).toEqual([]);
    window.localStorage.setItem('LOTTFAV', '{"ana":"x","ben":[1,{"bad":1}]}');
    expect(readFavourites('ana')).toEqual([]);
    expect(readFavourites('ben')).toEqual(['1']);
  });

  it('toggles: removes a favourite, adds any other id', () => {
    expect(toggledFavourites(['1', '2'], '2')).toEqual(['1']);
    expect(toggledFavourites(['1'], '5')).toEqual(['1', '5']);
  });
});
