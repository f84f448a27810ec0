import { describe, expect, it } from 'vitest';
import { baccaratPayout, deal } from '../src/providers/games/demo/engines/baccarat.ts';
import { dicePayout, roll } from '../src/providers/games/demo/engines/dice.ts';
import { cryptoRng } from '../src/providers/games/demo/engines/rng.ts';
import { exactRtp, linePay, spin, spinMultiplier, strips } from '../src/providers/games/demo/engines/slot.ts';

/**
 * Return to player of the in-house games. The slot's exact RTP is computed from its strips and
 * paytable; a million spins through the production spin function (with the node:crypto RNG) must
 * land within a stated tolerance of it. The tolerance is 5 standard errors measured on the same run
 * (about ±1.2 percentage points), so a correct engine fails by chance about once in 1.7 million runs,
 * while a paytable or strip change of a point or two is caught.
 */
const SPINS = 1_000_000;

describe('slot RTP', () => {
  it('has an exact RTP near 96%', () => {
    const { rtp, lineRtp, scatterRtp } = exactRtp();
    expect(rtp).toBeGreaterThan(0.955);
    expect(rtp).toBeLessThan(0.965);
    expect(lineRtp + scatterRtp).toBeCloseTo(rtp, 12);
  });

  it(`simulates ${SPINS.toLocaleString('en')} spins within 5 standard errors of the exact RTP`, () => {
    const rng = cryptoRng(1 << 16);
    const stops = new Int32Array(5);
    const lines = 20;
    let sum = 0;
    let sumSq = 0;
    let hits = 0;
    for (let i = 0; i < SPINS; i++) {
      const x = spinMultiplier(rng, lines, stops).multiplier / lines;
      sum += x;
      sumSq += x * x;
      if (x > 0) hits++;
    }
    const mean = sum / SPINS;
    const se = Math.sqrt(sumSq / SPINS - mean * mean) / Math.sqrt(SPINS);
    const { rtp } = exactRtp();
    expect(Math.abs(mean - rtp)).toBeLessThan(5 * se);
    expect(5 * se).toBeLessThan(0.015); // the stated tolerance really is about ±1.2 points
    expect(mean).toBeGreaterThan(0.94);
    expect(mean).toBeLessThan(0.98);
    expect(hits / SPINS).toBeGreaterThan(0.25); // a playable hit frequency
  });

  it('pays lines left to right with wild substitution and keeps the scatter out of lines', () => {
    // WILD=0 SCATTER=1 LANTERN=2 … TEN=11
    expect(linePay([2, 2, 2, 5, 6])).toBe(30);
    expect(linePay([0, 2, 2, 2, 2])).toBe(500);
    expect(linePay([0, 0, 0, 0, 0])).toBe(1000);
    expect(linePay([0, 0, 0, 11, 9])).toBe(60); // three wilds beat three tens
    expect(linePay([1, 2, 2, 2, 2])).toBe(0);
    expect(linePay([2, 2, 1, 2, 2])).toBe(0);
    expect(linePay([5, 6, 5, 5, 5])).toBe(0);
    expect(strips.every((s) => s.filter((x) => x === 1).length === 1)).toBe(true);
  });

  it('reports every line win it pays', () => {
    const rng = cryptoRng();
    for (let i = 0; i < 2_000; i++) {
      const o = spin(rng, 25);
      const lineTotal = o.wins.reduce((s, w) => s + w.pay, 0);
      const scatter = o.multiplier - lineTotal;
      expect(scatter % 25).toBe(0);
      expect(o.grid).toHaveLength(5);
    }
  });
});

describe('table and mini games', () => {
  it('baccarat outcomes follow the known frequencies (400,000 deals)', () => {
    const rng = cryptoRng();
    const n = 400_000;
    const count = { player: 0, banker: 0, tie: 0 };
    let returned = 0;
    let mostCards = 0;
    for (let i = 0; i < n; i++) {
      const o = deal(rng);
      count[o.winner]++;
      returned += baccaratPayout({ banker: 100 }, o.winner);
      mostCards = Math.max(mostCards, o.player.length + o.banker.length);
    }
    expect(mostCards).toBe(6);
    // exact 8-deck probabilities: banker 0.4586, player 0.4462, tie 0.0952 (sd of a share ≈ 0.0008)
    expect(count.banker / n).toBeCloseTo(0.4586, 2);
    expect(count.player / n).toBeCloseTo(0.4462, 2);
    expect(count.tie / n).toBeCloseTo(0.0952, 2);
    expect(returned / (n * 100)).toBeGreaterThan(0.98); // banker RTP 98.94%
    expect(returned / (n * 100)).toBeLessThan(0.9995);
  });

  it('dice returns 99% whatever the target (1,000,000 rolls)', () => {
    const rng = cryptoRng();
    let staked = 0;
    let paid = 0;
    for (let i = 0; i < 1_000_000; i++) {
      const target = 2 + (i % 97);
      const o = roll(rng, target, i % 2 ? 'over' : 'under');
      staked += 100;
      paid += dicePayout(100, o);
    }
    expect(paid / staked).toBeGreaterThan(0.975);
    expect(paid / staked).toBeLessThan(1.005);
  });
});
