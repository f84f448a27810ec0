import { describe, expect, it } from 'vitest';
import { consumeHandoverToken, handoverInFlight, settleHandoverToken, takeHandoverToken } from './handover-token.ts';

describe('handover token', () => {
  it('takes ?token out of the address, keeping the rest, and hands it over once', () => {
    window.history.replaceState(null, '', '/rng?gameType=RNG&token=abc_123-x&page=2#top');
    takeHandoverToken();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/rng?gameType=RNG&page=2#top');
    expect(consumeHandoverToken()).toBe('abc_123-x');
    expect(consumeHandoverToken()).toBeNull();
    // until the exchange answers, pages that need the session wait for it
    expect(handoverInFlight()).toBe(true);
    settleHandoverToken();
    expect(handoverInFlight()).toBe(false);
  });

  it('leaves an address without a token alone', () => {
    window.history.replaceState(null, '', '/lottery?tab=fast');
    takeHandoverToken();
    expect(window.location.search).toBe('?tab=fast');
    expect(consumeHandoverToken()).toBeNull();
    expect(handoverInFlight()).toBe(false);
  });
});
