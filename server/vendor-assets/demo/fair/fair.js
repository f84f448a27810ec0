// Provably fair mini games (Wheel, Plinko, Keno): the outcome derivation and the games' tables, one
// module shared by the server (node), the game pages and the verify page (browser), so what the
// server plays and what a player verifies are the same code.
//
// Scheme (docs/fairness-mini-games.md):
//   block(cursor) = HMAC-SHA256(key = serverSeed as its 64-char hex text,
//                               message = `${clientSeed}:${nonce}:${cursor}`), cursor = 0, 1, 2 …
//   The blocks are read as a stream of big-endian unsigned 32-bit words (8 per block).
//   A uniform integer in [0, n) takes the next word x; words x >= 2^32 - (2^32 mod n) are skipped
//   (rejection sampling), so x mod n has no modulo bias.
//   The commitment shown before play is SHA-256 of the server seed's hex text.

const TWO32 = 2 ** 32;

/** Uniform integers in [0, n) from a source of 32-byte blocks (block(cursor) → Uint8Array). */
export function integerStream(block) {
  let cursor = 0;
  let bytes = new Uint8Array(0);
  let at = 0;
  const word = () => {
    if (at + 4 > bytes.length) {
      bytes = block(cursor++);
      at = 0;
    }
    const x = ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;
    at += 4;
    return x;
  };
  return (n) => {
    if (!Number.isInteger(n) || n <= 0 || n > TWO32) throw new RangeError(`fair: bad range ${n}`);
    const limit = TWO32 - (TWO32 % n);
    let x = word();
    while (x >= limit) x = word();
    return x % n;
  };
}

/** Binomial coefficient (exact for the sizes used here). */
function choose(n, k) {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

// ---------------------------------------------------------------------------------------------
// Multipliers are integers ×100 (1.5× = 150). A round pays floor(stake × multiplier / 100).

export const RISKS = ['low', 'medium', 'high'];

// Wheel: the segment under the pointer is int(segments). Low and medium repeat a ten-segment pattern
// (sum 9.9 per ten segments: 99%); high has one big segment worth 0.99 × segments and the rest 0.
export const WHEEL_SEGMENTS = [10, 20, 30, 40, 50];
const wheelPatterns = {
  low: [150, 120, 120, 120, 0, 120, 120, 120, 120, 0],
  medium: [0, 190, 0, 150, 0, 200, 0, 150, 0, 300],
};

/** The wheel's segments, clockwise from the pointer, as multipliers ×100. */
export function wheelLayout(risk, segments) {
  if (!RISKS.includes(risk) || !WHEEL_SEGMENTS.includes(segments)) throw new RangeError('fair: bad wheel');
  if (risk === 'high') return Array.from({ length: segments }, (_, i) => (i === 0 ? segments * 99 : 0));
  return Array.from({ length: segments }, (_, i) => wheelPatterns[risk][i % 10]);
}

const layouts = new Map();
const layoutOf = (risk, segments) => {
  const key = `${risk}:${segments}`;
  if (!layouts.has(key)) layouts.set(key, wheelLayout(risk, segments));
  return layouts.get(key);
};

/** Exact return to player: every segment is equally likely. */
export const wheelRtp = (risk, segments) => wheelLayout(risk, segments).reduce((a, m) => a + m, 0) / 100 / segments;

export function wheelPlay(int, { risk, segments }) {
  const layout = layoutOf(risk, segments);
  const segment = int(segments);
  return { segment, multiplier: layout[segment] };
}

// Plinko: the ball meets `rows` pegs and goes right on int(2) = 1; the slot is the number of rights
// (0 … rows), so slot k has probability C(rows, k) / 2^rows. Tables are symmetric: the half listed
// runs from the edge (slot 0) to the middle.
export const PLINKO_ROWS = [8, 9, 10, 11, 12, 13, 14, 15, 16];
const plinkoHalves = {
  8: [
    [560, 210, 110, 100, 50],
    [1300, 300, 130, 70, 40],
    [2900, 400, 150, 30, 20],
  ],
  9: [
    [560, 200, 160, 100, 70],
    [1800, 400, 170, 90, 50],
    [4300, 700, 200, 60, 20],
  ],
  10: [
    [890, 300, 140, 110, 100, 50],
    [2200, 500, 200, 140, 60, 40],
    [7600, 1000, 300, 90, 30, 20],
  ],
  11: [
    [840, 300, 190, 130, 100, 70],
    [2400, 600, 300, 180, 70, 50],
    [12000, 1400, 520, 140, 40, 20],
  ],
  12: [
    [1000, 300, 160, 140, 110, 100, 50],
    [3300, 1100, 400, 200, 110, 60, 30],
    [17000, 2400, 810, 200, 70, 20, 20],
  ],
  13: [
    [810, 400, 300, 190, 120, 90, 70],
    [4300, 1300, 600, 300, 130, 70, 40],
    [26000, 3700, 1100, 400, 100, 20, 20],
  ],
  14: [
    [710, 400, 190, 140, 130, 110, 100, 50],
    [5800, 1500, 700, 400, 190, 100, 50, 20],
    [42000, 5600, 1800, 500, 190, 30, 20, 20],
  ],
  15: [
    [1500, 800, 300, 200, 150, 110, 100, 70],
    [8800, 1800, 1100, 500, 300, 130, 50, 30],
    [62000, 8300, 2700, 800, 300, 50, 20, 20],
  ],
  16: [
    [1600, 900, 200, 140, 140, 120, 110, 100, 50],
    [11000, 4100, 1000, 500, 300, 150, 100, 50, 30],
    [100000, 13000, 2600, 900, 400, 200, 20, 20, 20],
  ],
};

/** Multipliers ×100 of slots 0 … rows. */
export function plinkoTable(rows, risk) {
  const halves = plinkoHalves[rows];
  if (!halves || !RISKS.includes(risk)) throw new RangeError('fair: bad plinko');
  const half = halves[RISKS.indexOf(risk)];
  // odd rows have an even number of slots: the middle value appears twice
  return [...half, ...half.slice(0, rows % 2 ? half.length : half.length - 1).reverse()];
}

export const plinkoChance = (rows, slot) => choose(rows, slot) / 2 ** rows;

export function plinkoRtp(rows, risk) {
  return plinkoTable(rows, risk).reduce((a, m, k) => a + plinkoChance(rows, k) * m, 0) / 100;
}

export function plinkoPlay(int, { rows, risk }) {
  const table = plinkoTable(rows, risk);
  const path = [];
  for (let r = 0; r < rows; r++) path.push(int(2));
  const slot = path.reduce((a, b) => a + b, 0);
  return { path, slot, multiplier: table[slot] };
}

// Keno: 40 numbers, 10 drawn by a partial Fisher–Yates shuffle (position i swaps with
// i + int(40 - i), i = 0 … 9); the player picks 1 … 10 numbers and is paid by the number of hits.
export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_MAX_PICKS = 10;
const kenoPaytables = {
  1: [0, 396],
  2: [0, 190, 450],
  3: [0, 100, 310, 1040],
  4: [0, 80, 180, 500, 2250],
  5: [0, 25, 140, 410, 1650, 3600],
  6: [0, 0, 100, 368, 700, 1650, 4000],
  7: [0, 0, 47, 300, 450, 1400, 3100, 6000],
  8: [0, 0, 0, 220, 400, 1300, 2200, 5500, 7000],
  9: [0, 0, 0, 155, 300, 800, 1500, 4400, 6000, 8500],
  10: [0, 0, 0, 140, 225, 450, 800, 1700, 5000, 8000, 10000],
};

/** Multipliers ×100 by hits 0 … picks. */
export function kenoPaytable(picks) {
  const table = kenoPaytables[picks];
  if (!table) throw new RangeError('fair: bad keno picks');
  return table;
}

/** Probability of `hits` among `picks` numbers when 10 of 40 are drawn (hypergeometric). */
export const kenoChance = (picks, hits) =>
  (choose(picks, hits) * choose(KENO_NUMBERS - picks, KENO_DRAWN - hits)) / choose(KENO_NUMBERS, KENO_DRAWN);

export const kenoRtp = (picks) => kenoPaytable(picks).reduce((a, m, h) => a + kenoChance(picks, h) * m, 0) / 100;

export function kenoDraw(int) {
  const pool = new Array(KENO_NUMBERS);
  for (let i = 0; i < KENO_NUMBERS; i++) pool[i] = i + 1;
  for (let i = 0; i < KENO_DRAWN; i++) {
    const j = i + int(KENO_NUMBERS - i);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, KENO_DRAWN);
}

export function kenoPlay(int, { picks }) {
  const drawn = kenoDraw(int);
  const hits = picks.filter((p) => drawn.includes(p)).length;
  return { drawn, hits, multiplier: kenoPaytable(picks.length)[hits] };
}

// ---------------------------------------------------------------------------------------------

export const FAIR_GAMES = ['wheel', 'plinko', 'keno'];

/** A game's parameters, checked and in canonical form; null when they are not valid. */
export function normaliseParams(game, params) {
  const p = params ?? {};
  if (game === 'wheel')
    return RISKS.includes(p.risk) && WHEEL_SEGMENTS.includes(Number(p.segments))
      ? { risk: p.risk, segments: Number(p.segments) }
      : null;
  if (game === 'plinko')
    return RISKS.includes(p.risk) && PLINKO_ROWS.includes(Number(p.rows)) ? { rows: Number(p.rows), risk: p.risk } : null;
  if (game === 'keno') {
    const picks = Array.isArray(p.picks) ? p.picks.map(Number) : [];
    const ok =
      picks.length >= 1 &&
      picks.length <= KENO_MAX_PICKS &&
      picks.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_NUMBERS) &&
      new Set(picks).size === picks.length;
    return ok ? { picks: [...picks].sort((a, b) => a - b) } : null;
  }
  return null;
}

/** Plays a game with a stream of uniform integers; the outcome carries its multiplier ×100. */
export function playFair(game, params, int) {
  if (game === 'wheel') return wheelPlay(int, params);
  if (game === 'plinko') return plinkoPlay(int, params);
  if (game === 'keno') return kenoPlay(int, params);
  throw new RangeError(`fair: unknown game ${game}`);
}

/** Exact RTP of a game with its parameters (for keno, of the pick count). */
export function rtpOf(game, params) {
  if (game === 'wheel') return wheelRtp(params.risk, params.segments);
  if (game === 'plinko') return plinkoRtp(params.rows, params.risk);
  if (game === 'keno') return kenoRtp(params.picks.length);
  throw new RangeError(`fair: unknown game ${game}`);
}

export const payoutOf = (stake, multiplier) => Math.floor((stake * multiplier) / 100);

// ---------------------------------------------------------------------------------------------
// WebCrypto side (browser, and node ≥ 20 where globalThis.crypto.subtle exists).

const encoder = new TextEncoder();
const hex = (buf) => Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(text) {
  return hex(await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** Blocks 0 … count-1 of a round's HMAC stream. */
export async function hmacBlocks(serverSeed, clientSeed, nonce, count) {
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const out = [];
  for (let cursor = 0; cursor < count; cursor++)
    out.push(
      new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(`${clientSeed}:${nonce}:${cursor}`))),
    );
  return out;
}

class NeedMore extends Error {}

/**
 * Recomputes a round in the browser: the outcome of (serverSeed, clientSeed, nonce, game, params).
 * WebCrypto is asynchronous and the games read the stream synchronously, so the blocks are made
 * ahead; a draw that needs more (a rare rejected word) asks for twice as many.
 */
export async function computeOutcome({ serverSeed, clientSeed, nonce, game, params }) {
  const normal = normaliseParams(game, params);
  if (!normal) throw new RangeError('fair: bad parameters');
  for (let count = 2; ; count *= 2) {
    const blocks = await hmacBlocks(serverSeed, clientSeed, nonce, count);
    try {
      return playFair(
        game,
        normal,
        integerStream((cursor) => {
          if (cursor >= blocks.length) throw new NeedMore();
          return blocks[cursor];
        }),
      );
    } catch (err) {
      if (!(err instanceof NeedMore)) throw err;
    }
  }
}

/** Whether a revealed server seed is the one committed to by its hash. */
export async function seedMatches(serverSeed, serverSeedHash) {
  return /^[0-9a-f]{64}$/.test(serverSeed) && (await sha256Hex(serverSeed)) === String(serverSeedHash).toLowerCase();
}
