import { describe, expect, it } from 'vitest';
import type { PromotionSummary } from '@tala/contract/promotions';
import { claimableFirst, inTab, slug, tabsFor, turnoverPercent } from './promotions.ts';

const promo = (id: number, type: PromotionSummary['type'], status: PromotionSummary['status'] = 'info'): PromotionSummary => ({
  id,
  title: `P${id}`,
  category: 'x',
  type,
  labels: [],
  startsAt: null,
  endsAt: null,
  rule: null,
  minVipLevel: 0,
  newPlayersOnly: false,
  status,
  reason: null,
  bonusMinor: null,
  basis: null,
  application: null,
});

describe('promotions model', () => {
  it('offers "all" and the types present, in the spec order', () => {
    expect(tabsFor([promo(1, 'slots'), promo(2, 'newbie'), promo(3, 'live casino'), promo(4, 'slots')])).toEqual([
      'all',
      'live casino',
      'slots',
      'newbie',
    ]);
    expect(tabsFor([])).toEqual(['all']);
  });

  it('filters by tab and puts claimable promotions first, keeping the order otherwise', () => {
    const list = [promo(1, 'slots'), promo(2, 'newbie', 'claim'), promo(3, 'slots', 'claim')];
    expect(inTab(list, 'slots').map((p) => p.id)).toEqual([1, 3]);
    expect(inTab(list, 'all')).toHaveLength(3);
    expect(claimableFirst(list).map((p) => p.id)).toEqual([2, 3, 1]);
  });

  it('makes ids of types and labels and caps the turnover at 100%', () => {
    expect(slug('SPECIAL OFFER')).toBe('special-offer');
    expect(turnoverPercent(70, 100)).toBe(70);
    expect(turnoverPercent(250, 100)).toBe(100);
    expect(turnoverPercent(0, 0)).toBe(100);
  });
});
