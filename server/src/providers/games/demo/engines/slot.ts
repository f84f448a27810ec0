import type { Rng } from './rng.ts';

/**
 * The in-house 5-reel, 3-row slot. Reel strips, paylines and paytable below; the return to player
 * is 95.955% (exact, see exactRtp()), independent of the number of lines played, because every
 * payline sees each reel's symbols with the strip's frequencies.
 */
export const symbols = ['WILD', 'SCATTER', 'LANTERN', 'COIN', 'GEM', 'BELL', 'CHERRY', 'A', 'K', 'Q', 'J', 'TEN'] as const;
export type SymbolName = (typeof symbols)[number];
const WILD = 0;
const SCATTER = 1;

/** Line pays, in line bets, for 0..5 of a kind from the leftmost reel. */
export const paytable: readonly (readonly number[])[] = [
  [0, 0, 0, 60, 250, 1000], // WILD (also substitutes for every symbol but SCATTER)
  [0, 0, 0, 0, 0, 0], // SCATTER pays on the total bet, anywhere
  [0, 0, 0, 30, 120, 500],
  [0, 0, 0, 25, 80, 300],
  [0, 0, 0, 20, 60, 200],
  [0, 0, 0, 15, 45, 150],
  [0, 0, 0, 12, 35, 120],
  [0, 0, 0, 9, 20, 75],
  [0, 0, 0, 8, 18, 60],
  [0, 0, 0, 7, 15, 50],
  [0, 0, 0, 6, 12, 40],
  [0, 0, 0, 6, 10, 30],
];
/** Scatter pays, in total bets, for 0..5 scatters anywhere. */
export const scatterPays = [0, 0, 0, 5, 20, 100] as const;

/** Symbol counts per reel: [WILD, SCATTER, LANTERN, COIN, GEM, BELL, CHERRY, A, K, Q, J, TEN]. */
const reelCounts = [
  [2, 1, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3],
  [3, 1, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3],
  [3, 1, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3],
  [3, 1, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3],
  [2, 1, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3],
];

/** Lays the counts out as a strip, spreading each symbol evenly (deterministic). */
function buildStrip(counts: number[], reel: number): number[] {
  const length = counts.reduce((a, b) => a + b, 0);
  const slots: { symbol: number; at: number }[] = [];
  counts.forEach((n, symbol) => {
    for (let k = 0; k < n; k++) slots.push({ symbol, at: (k + ((symbol * 0.37) % 1)) / n });
  });
  slots.sort((a, b) => a.at - b.at || a.symbol - b.symbol);
  const laid = slots.map((s) => s.symbol);
  if (laid.length !== length) throw new Error('slot: strip length');
  // rotate each reel differently so the reels do not line up alike (frequencies are unchanged)
  const shift = (reel * 7) % length;
  return [...laid.slice(shift), ...laid.slice(0, shift)];
}

export const strips: readonly number[][] = reelCounts.map((c, r) => buildStrip(c, r));

/** 25 paylines: the row (0 top … 2 bottom) on each reel. Games play the first 10, 20 or 25. */
export const paylines: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
  [1, 0, 2, 0, 1],
  [1, 2, 0, 2, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
];
export const lineCounts = [10, 20, 25] as const;

/** Pay of one line's five symbols, in line bets; `out` receives the paying symbol and count. */
export function linePay(s: ArrayLike<number>, out?: { symbol: number; count: number }): number {
  if (s[0] === SCATTER) return 0;
  let wilds = 0;
  while (wilds < 5 && s[wilds] === WILD) wilds++;
  if (wilds === 5) {
    if (out) Object.assign(out, { symbol: WILD, count: 5 });
    return paytable[WILD]![5]!;
  }
  const target = s[wilds]!;
  let run = wilds;
  if (target !== SCATTER) {
    for (let j = wilds; j < 5; j++) {
      if (s[j] === target || s[j] === WILD) run++;
      else break;
    }
  }
  const wildPay = paytable[WILD]![wilds]!;
  const symbolPay = target === SCATTER ? 0 : paytable[target]![run]!;
  if (out) Object.assign(out, wildPay >= symbolPay ? { symbol: WILD, count: wilds } : { symbol: target, count: run });
  return Math.max(wildPay, symbolPay);
}

export interface LineWin {
  line: number;
  symbol: SymbolName;
  count: number;
  /** In line bets. */
  pay: number;
}

export interface SpinOutcome {
  stops: number[];
  /** grid[reel][row], symbol names. */
  grid: SymbolName[][];
  lines: number;
  wins: LineWin[];
  scatters: number;
  /** Total pay in line bets: line pays + scatter pay × lines. */
  multiplier: number;
}

const row = new Int32Array(5);
const visible = new Int32Array(15);

/**
 * One spin: the total pay in line bets. The simulation calls it a million times, so it allocates
 * nothing unless `wins` is given.
 */
export function spinMultiplier(
  rng: Rng,
  lines: number,
  stops = new Int32Array(5),
  wins?: LineWin[],
): { multiplier: number; scatters: number } {
  let scatters = 0;
  for (let r = 0; r < 5; r++) {
    const strip = strips[r]!;
    const stop = rng(strip.length);
    stops[r] = stop;
    for (let y = 0; y < 3; y++) {
      const sym = strip[(stop + y) % strip.length]!;
      visible[r * 3 + y] = sym;
      if (sym === SCATTER) scatters++;
    }
  }
  let total = 0;
  const out = wins ? { symbol: 0, count: 0 } : undefined;
  for (let l = 0; l < lines; l++) {
    const shape = paylines[l]!;
    for (let r = 0; r < 5; r++) row[r] = visible[r * 3 + shape[r]!]!;
    const pay = linePay(row, out);
    if (pay > 0) {
      total += pay;
      if (wins && out) wins.push({ line: l + 1, symbol: symbols[out.symbol]!, count: out.count, pay });
    }
  }
  total += scatterPays[Math.min(scatters, 5)]! * lines;
  return { multiplier: total, scatters };
}

export function spin(rng: Rng, lines: number): SpinOutcome {
  if (!lineCounts.includes(lines as (typeof lineCounts)[number])) throw new RangeError(`slot: ${lines} lines`);
  const stops = new Int32Array(5);
  const wins: LineWin[] = [];
  const { multiplier, scatters } = spinMultiplier(rng, lines, stops, wins);
  const grid = [...stops].map((stop, r) => [0, 1, 2].map((y) => symbols[strips[r]![(stop + y) % strips[r]!.length]!]!));
  return { stops: [...stops], grid, lines, wins, scatters, multiplier };
}

/** The exact return to player: every line symbol combination weighted by the strips, plus scatters. */
export function exactRtp(): { rtp: number; lineRtp: number; scatterRtp: number } {
  const p = reelCounts.map((c) => {
    const len = c.reduce((a, b) => a + b, 0);
    return c.map((x) => x / len);
  });
  const n = symbols.length;
  const s = new Int32Array(5);
  let line = 0;
  const walk = (reel: number, prob: number) => {
    if (reel === 5) {
      line += prob * linePay(s);
      return;
    }
    for (let k = 0; k < n; k++) {
      const q = p[reel]![k]!;
      if (!q) continue;
      s[reel] = k;
      walk(reel + 1, prob * q);
    }
  };
  walk(0, 1);
  // one scatter per strip and at most one visible per reel: reel r shows it with chance 3·count/length
  let dist = [1];
  for (const c of reelCounts) {
    const q = (3 * c[SCATTER]!) / c.reduce((a, b) => a + b, 0);
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((x, k) => {
      next[k]! += x * (1 - q);
      next[k + 1]! += x * q;
    });
    dist = next;
  }
  const scatter = dist.reduce((acc, x, k) => acc + x * scatterPays[Math.min(k, 5)]!, 0);
  return { rtp: line + scatter, lineRtp: line, scatterRtp: scatter };
}
