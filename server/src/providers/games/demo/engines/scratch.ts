import type { Rng } from './rng.ts';

/**
 * Scratch cards: nine cells (3 × 3), each showing a prize; three equal prizes win that prize. The
 * outcome is drawn first, from the design's prize table (weights out of 1,000,000), and the card is
 * then laid out to show it: a winning card has its prize exactly three times and every other prize
 * at most twice; a losing card has no prize three times. So a card pays exactly one prize or none,
 * and the return to player is exactly Σ multiplier × weight / 1,000,000 (see scratchRtp()).
 *
 * A game picks its design with its catalogue row's line number (1, 2, 3).
 */
export interface ScratchDesign {
  id: number;
  /** [multiplier of the stake, weight out of TOTAL_WEIGHT], most common first. */
  prizes: readonly (readonly [number, number])[];
}

export const TOTAL_WEIGHT = 1_000_000;

export const scratchDesigns: readonly ScratchDesign[] = [
  {
    // Lucky Match 3: frequent small wins; RTP 94.00%, a win on 41.4% of cards
    id: 1,
    prizes: [
      [1, 250_000],
      [2, 120_000],
      [5, 30_000],
      [10, 10_000],
      [20, 3_000],
      [50, 800],
      [100, 300],
      [1000, 70],
    ],
  },
  {
    // Golden Scratch: RTP 96.00%, a win on 30.7% of cards, top prize 5,000×
    id: 2,
    prizes: [
      [1, 200_000],
      [3, 80_000],
      [10, 20_000],
      [25, 6_000],
      [100, 1_000],
      [500, 100],
      [5000, 4],
    ],
  },
  {
    // Jade Fortune: RTP 95.00%, a win on 22.4% of cards, top prize 10,000×
    id: 3,
    prizes: [
      [2, 150_000],
      [4, 50_000],
      [8, 20_000],
      [40, 3_000],
      [200, 500],
      [2000, 25],
      [10000, 2],
    ],
  },
];

export const designOf = (lineNumber: number): ScratchDesign =>
  scratchDesigns.find((d) => d.id === lineNumber) ?? scratchDesigns[0]!;

/** The exact return to player and hit rate of a design. */
export function scratchRtp(design: ScratchDesign): { rtp: number; hitRate: number } {
  let rtp = 0;
  let hits = 0;
  for (const [m, w] of design.prizes) {
    rtp += (m * w) / TOTAL_WEIGHT;
    hits += w / TOTAL_WEIGHT;
  }
  return { rtp, hitRate: hits };
}

export interface ScratchOutcome {
  design: number;
  /** Nine multipliers, row by row: what each cell shows (× stake). */
  cells: number[];
  /** The winning multiplier (0: no win) and the cells that show it. */
  multiplier: number;
  winning: number[];
}

/** Draws the prize: its multiplier, or 0 for no win. */
export function drawPrize(rng: Rng, design: ScratchDesign): number {
  let x = rng(TOTAL_WEIGHT);
  for (const [m, w] of design.prizes) {
    if (x < w) return m;
    x -= w;
  }
  return 0;
}

function shuffle<T>(rng: Rng, list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = rng(i + 1);
    const tmp = list[i]!;
    list[i] = list[j]!;
    list[j] = tmp;
  }
  return list;
}

export function scratchCard(rng: Rng, design: ScratchDesign): ScratchOutcome {
  const multiplier = drawPrize(rng, design);
  // two of each other prize to pick the filler from: no filler prize can show three times
  const filler = shuffle(
    rng,
    design.prizes.filter(([m]) => m !== multiplier).flatMap(([m]) => [m, m]),
  );
  const cells = shuffle(rng, multiplier > 0 ? [multiplier, multiplier, multiplier, ...filler.slice(0, 6)] : filler.slice(0, 9));
  const winning = multiplier > 0 ? cells.flatMap((m, i) => (m === multiplier ? [i] : [])) : [];
  return { design: design.id, cells, multiplier, winning };
}
