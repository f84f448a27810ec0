import { describe, expect, it } from 'vitest';
import { checkedGameUrl, firstLaunchStep, gameRoute } from './launch-route.ts';

const slot = { vassalage: 'DEMO', gameType: 'RNG', nodeId: 101, gameId: 'demo-slot', gameName: 'Lucky Reels' };

describe('game launch routing', () => {
  it('asks a visitor to log in first', () => {
    expect(firstLaunchStep(slot, false)).toEqual({ kind: 'login' });
  });

  it('launches a third-party game for a player', () => {
    expect(firstLaunchStep(slot, true)).toEqual({ kind: 'launch' });
  });

  it('sends every lottery vendor and type to the lottery route', () => {
    for (const vassalage of ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT']) {
      const step = firstLaunchStep({ vassalage, gameType: 'OTHER', gameId: 'G1' }, true);
      expect(step).toEqual({ kind: 'lottery', to: `/lottery?vendor=${vassalage}&gameCode=G1` });
    }
    expect(firstLaunchStep({ vassalage: 'GW', gameType: 'ELOTT' }, true)).toEqual({ kind: 'lottery', to: '/lottery?vendor=GW' });
  });

  it('opens the popup game list of a vendor entry, even for a visitor', () => {
    expect(firstLaunchStep({ vassalage: 'PG', gameType: 'RNG', isGame: 'VASSALAGE' }, false)).toEqual({
      kind: 'vendorList',
      vendor: 'PG',
      gameType: 'RNG',
    });
  });

  it("plays the brand's mini-game vendors and any MINI game in the mini-game window, visitors included", () => {
    const codes = ['SPB', 'GM', 'XGS', 'KM'];
    expect(firstLaunchStep({ vassalage: 'GM', gameType: 'MINI', isGame: 'VASSALAGE' }, false, codes)).toEqual({ kind: 'mini' });
    expect(firstLaunchStep({ vassalage: 'SPB', gameType: 'CRASH', nodeId: 3 }, true, codes)).toEqual({ kind: 'mini' });
    expect(firstLaunchStep({ vassalage: 'TALA', gameType: 'MINI', nodeId: 4 }, true, codes)).toEqual({ kind: 'mini' });
    expect(firstLaunchStep({ vassalage: 'TALA', gameType: 'RNG', nodeId: 5 }, true, codes)).toEqual({ kind: 'launch' });
  });

  it('shows seamless vendors on /seamless and others on /game', () => {
    expect(gameRoute(true)).toBe('/seamless');
    expect(gameRoute(false)).toBe('/game');
  });

  it('accepts only http(s) game URLs', () => {
    expect(checkedGameUrl('/vendor/demo/slot?t=abc', 'https://site.example/rng')).toBe(
      'https://site.example/vendor/demo/slot?t=abc',
    );
    expect(checkedGameUrl('https://cdn.example/g', 'https://site.example/')).toBe('https://cdn.example/g');
    expect(checkedGameUrl('javascript:alert(1)', 'https://site.example/')).toBeNull();
    expect(checkedGameUrl('data:text/html,hi', 'https://site.example/')).toBeNull();
    expect(checkedGameUrl('  ', 'https://site.example/')).toBeNull();
  });
});
