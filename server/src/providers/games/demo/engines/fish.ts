import type { Rng } from './rng.ts';

/**
 * Fish shooting: every shot is a round. The player fires a bullet (the stake) at one fish; the fish
 * is caught with probability RTP / m, where m is its multiplier, and a catch pays stake × m. So every
 * fish returns FISH_RTP of what is fired at it, whichever the player aims at: a rare 100× fish is no
 * better a target than a 2× one, only more volatile. The catch is drawn with integers only:
 * caught ⇔ rng(m × 100) < FISH_RTP_PERCENT, which is exactly (FISH_RTP_PERCENT / 100) / m.
 */
export const FISH_RTP_PERCENT = 96;

export interface FishKind {
  /** Stable id the client sends as its target. */
  kind: string;
  multiplier: number;
  /** Relative spawn weight (bigger fish are rarer). */
  weight: number;
  /** Swim speed, screen widths per second ×1000 (bigger fish are slower). */
  speed: number;
  /** Drawn size, in hundredths of the playfield height. */
  size: number;
  /** Body and fin colours of the drawing. */
  colors: [string, string];
  /** Body shape the page draws. */
  shape: 'round' | 'long' | 'flat' | 'ray' | 'turtle' | 'shark' | 'whale' | 'dragon' | 'puffer';
}

const k = (
  kind: string,
  multiplier: number,
  weight: number,
  speed: number,
  size: number,
  colors: [string, string],
  shape: FishKind['shape'],
): FishKind => ({ kind, multiplier, weight, speed, size, colors, shape });

/** The fish tables of the in-house fish titles, by theme (a title's game code names its theme). */
export const fishThemes: Record<string, { background: [string, string]; fish: FishKind[] }> = {
  reef: {
    background: ['#0b5c8a', '#031a33'],
    fish: [
      k('clown', 2, 30, 120, 7, ['#ff8a1f', '#ffffff'], 'round'),
      k('tang', 3, 24, 110, 8, ['#2f7bff', '#ffd93d'], 'round'),
      k('angel', 5, 16, 95, 10, ['#ffd23f', '#1c1c3a'], 'flat'),
      k('puffer', 8, 11, 80, 11, ['#f2c14e', '#8a5a12'], 'puffer'),
      k('turtle', 15, 7, 60, 15, ['#3f9b5a', '#a37b45'], 'turtle'),
      k('ray', 25, 5, 58, 17, ['#5d6b8a', '#c7d3ea'], 'ray'),
      k('shark', 50, 3, 55, 22, ['#8497a8', '#e8eef3'], 'shark'),
      k('whale', 100, 1.5, 35, 30, ['#2d4c7c', '#b9d3f0'], 'whale'),
    ],
  },
  dragon: {
    background: ['#6b1530', '#12041a'],
    fish: [
      k('goldfish', 2, 30, 120, 7, ['#ffb21f', '#ffe08a'], 'round'),
      k('koi', 4, 20, 100, 10, ['#ffffff', '#ff3b30'], 'long'),
      k('lion', 6, 14, 90, 11, ['#ff6b3d', '#ffe3c2'], 'flat'),
      k('puffer', 10, 10, 80, 12, ['#e0c36a', '#6e4b10'], 'puffer'),
      k('turtle', 20, 6, 60, 16, ['#4caf7a', '#b98a4a'], 'turtle'),
      k('shark', 40, 3.5, 55, 22, ['#9aa3b5', '#f3f3f3'], 'shark'),
      k('dragon', 100, 1.2, 40, 30, ['#ffcf33', '#d12b2b'], 'dragon'),
    ],
  },
  arctic: {
    background: ['#3f8fb8', '#06223a'],
    fish: [
      k('cod', 2, 30, 115, 8, ['#a7b7c7', '#e9f1f7'], 'long'),
      k('herring', 3, 24, 112, 7, ['#cfe3f2', '#6d8fa8'], 'long'),
      k('char', 5, 16, 100, 10, ['#e86a5a', '#f7d9c4'], 'round'),
      k('puffer', 8, 11, 80, 11, ['#d8e8f0', '#5b7a8c'], 'puffer'),
      k('seal', 12, 8, 70, 15, ['#7b8794', '#c5ccd3'], 'turtle'),
      k('narwhal', 30, 4, 55, 22, ['#9fb4c8', '#eef4f8'], 'shark'),
      k('orca', 60, 2, 45, 26, ['#14161a', '#ffffff'], 'whale'),
    ],
  },
  lagoon: {
    background: ['#11a39a', '#05303a'],
    fish: [
      k('guppy', 2, 32, 130, 6, ['#ff6fae', '#ffe27a'], 'round'),
      k('betta', 3, 24, 110, 8, ['#7b3cff', '#ff4f9a'], 'flat'),
      k('seahorse', 5, 16, 80, 10, ['#ffb347', '#ffe6b3'], 'long'),
      k('puffer', 10, 10, 80, 12, ['#ffe066', '#8a6d12'], 'puffer'),
      k('manta', 20, 6, 65, 18, ['#2b3a67', '#d9e2ff'], 'ray'),
      k('shark', 50, 3, 55, 22, ['#7f95a8', '#eef3f7'], 'shark'),
      k('golden-whale', 100, 1.4, 35, 30, ['#ffcc33', '#fff2b3'], 'whale'),
    ],
  },
};

/** The theme of a title (its game code names it: "…-reef", "…-dragon" …); reef when none matches. */
export function fishThemeOf(gameCode: string): keyof typeof fishThemes {
  const theme = Object.keys(fishThemes).find((t) => gameCode.endsWith(`-${t}`));
  return (theme ?? 'reef') as keyof typeof fishThemes;
}

/** Bullet costs a title offers: multiples of its minimum bet up to the table limit (minor units). */
export function bulletCosts(minBet: number, maxStake: number): number[] {
  return [1, 2, 5, 10, 20, 50, 100, 200].map((f) => f * minBet).filter((c) => c <= maxStake);
}

export interface FishShot {
  kind: string;
  multiplier: number;
  caught: boolean;
}

/** One shot at a fish of multiplier m: caught with probability (FISH_RTP_PERCENT/100) / m. */
export function shoot(rng: Rng, fish: Pick<FishKind, 'kind' | 'multiplier'>): FishShot {
  const caught = rng(fish.multiplier * 100) < FISH_RTP_PERCENT;
  return { kind: fish.kind, multiplier: fish.multiplier, caught };
}

export const fishPayout = (cost: number, shot: FishShot) => (shot.caught ? cost * shot.multiplier : 0);
