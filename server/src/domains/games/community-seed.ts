import { randomBytes, randomUUID } from 'node:crypto';
import type { Sql } from '../../db/client.ts';
import type { Seeder } from '../../seed/seed.ts';
import { baccaratPayout, deal } from '../../providers/games/demo/engines/baccarat.ts';
import { dicePayout, roll } from '../../providers/games/demo/engines/dice.ts';
import { cryptoRng } from '../../providers/games/demo/engines/rng.ts';
import { spin } from '../../providers/games/demo/engines/slot.ts';
import { normaliseParams, payoutOf, playFair, RISKS } from '../../../vendor-assets/demo/fair/fair.js';
import { drawHand, evaluateHand, pokerPaytable, shuffledDeck, simpleStrategy } from '../../providers/games/demo/engines/poker.ts';
import { designOf, scratchCard } from '../../providers/games/demo/engines/scratch.ts';
import { hashPassword } from '../session/passwords.ts';
import { creditMember, debitMember } from '../wallet/ledger.ts';

/**
 * A demo site with an empty winner board looks dead. These community players (accounts nobody can log
 * in to: their password is random and thrown away) play real rounds at seed time — the production
 * engines with the CSPRNG, money through the ledger — so the board starts with genuine results.
 */
export const communityPlayers = [
  'lucky_ana',
  'kingjay88',
  'mariposa7',
  'tigerpaw',
  'jadequeen',
  'bigbossph',
  'nightowl21',
  'sunnyd',
];
const ROUNDS_EACH = 8;
/** The engines playOne plays (fish shots and bingo cards are left to real players). */
export const seededEngines = ['slot', 'baccarat', 'dice'];

export const seedCommunityMembers: Seeder = async (sql) => {
  // one hash of a secret nobody keeps: a valid argon2id string that no password matches
  const unusable = await hashPassword(randomBytes(24).toString('base64url'));
  for (const account of communityPlayers) {
    await sql.query(
      `INSERT INTO members (account, nickname, password_hash, language) VALUES ($1, $1, $2, 'EN') ON CONFLICT DO NOTHING`,
      [account, unusable],
    );
  }
};

/**
 * A member's real rounds (the production engines, money through the ledger), dated to `at`: at least
 * `rounds` of them and, within four times as many, at least `minStake` staked. The rounds keep their
 * own time; their postings keep the seed's (the ledger is append-only), and what reads rounds —
 * rebates, commissions, the agent centre — counts them on `at`'s day. Returns the stake dated.
 */
export async function playRoundsAt(
  sql: Sql,
  memberId: number,
  at: Date,
  { rounds, minStake = 0, engines }: { rounds: number; minStake?: number; engines?: string[] },
): Promise<number> {
  const games = await sql.query<{ node_id: number; vendor: string; engine: string; min_bet: number; min_line_num: number }>(
    `SELECT g.node_id, g.vendor, g.engine, g.min_bet, g.min_line_num FROM games g JOIN game_vendors v ON v.code = g.vendor
      WHERE g.engine IS NOT NULL AND ($1::text[] IS NULL OR g.engine = ANY($1::text[]))
        AND NOT g.maintenance AND NOT v.maintenance AND NOT v.own_wallet AND g.is_hot`,
    [engines ?? null],
  );
  if (!games.length) return 0;
  const earlier = (await sql.query<{ id: string }>('SELECT id FROM game_rounds WHERE member_id = $1', [memberId])).map(
    (r) => r.id,
  );
  const rng = cryptoRng();
  let staked = 0;
  for (let i = 0; i < rounds * 4; i++) {
    if (i >= rounds && staked >= minStake) break;
    try {
      staked += (await playOne(sql, memberId, games[rng(games.length)]!, rng)).stake;
    } catch {
      break; // out of money: a real outcome too
    }
  }
  await sql.query(`UPDATE game_rounds SET created_at = $3, settled_at = $3 WHERE member_id = $1 AND id <> ALL($2::text[])`, [
    memberId,
    earlier,
    at,
  ]);
  return staked;
}

export async function playOne(
  sql: Sql,
  memberId: number,
  game: { node_id: number; vendor: string; engine: string; min_bet: number; min_line_num: number },
  rng: ReturnType<typeof cryptoRng>,
) {
  let stake: number;
  let payout: number;
  let outcome: unknown;
  if (game.engine === 'slot') {
    const lines = Number(game.min_line_num) || 20;
    const lineBet = [5, 10, 20, 50][rng(4)]!;
    stake = lineBet * lines;
    const o = spin(rng, lines);
    payout = o.multiplier * lineBet;
    outcome = { ...o, lineBet };
  } else if (game.engine === 'baccarat') {
    const side = (['player', 'banker', 'tie'] as const)[rng(3)]!;
    stake = Number(game.min_bet) * (1 + rng(5));
    const o = deal(rng);
    payout = baccaratPayout({ [side]: stake }, o.winner);
    outcome = { ...o, bets: { [side]: stake } };
  } else if (game.engine === 'wheel' || game.engine === 'plinko' || game.engine === 'keno') {
    // the fair games' engines with the CSPRNG: genuine results, without seeds (no member verifies these)
    stake = 100 * (1 + rng(10));
    const risk = RISKS[rng(3)]!;
    const params = normaliseParams(game.engine, {
      risk,
      segments: 10 * (1 + rng(5)),
      rows: 8 + rng(9),
      picks: [...new Set(Array.from({ length: 1 + rng(10) }, () => 1 + rng(40)))],
    })!;
    const o = playFair(game.engine, params, rng);
    payout = payoutOf(stake, o.multiplier);
    outcome = { ...o, params };
  } else if (game.engine === 'poker') {
    // a community player plays the published simple strategy
    stake = Number(game.min_bet) * (1 + rng(5));
    const deck = shuffledDeck(rng);
    const hold = simpleStrategy(deck.slice(0, 5));
    const hand = drawHand(deck, hold);
    const result = evaluateHand(hand);
    payout = pokerPaytable[result] * stake;
    outcome = { dealt: deck.slice(0, 5), hold, hand, result, multiplier: pokerPaytable[result] };
  } else if (game.engine === 'scratch') {
    stake = Number(game.min_bet) * (1 + rng(3));
    const o = scratchCard(rng, designOf(Number(game.min_line_num)));
    payout = o.multiplier * stake;
    outcome = o;
  } else {
    stake = 100 * (1 + rng(10));
    const o = roll(rng, 5 + rng(90), rng(2) ? 'over' : 'under');
    payout = dicePayout(stake, o);
    outcome = o;
  }
  const roundId = `seed-${randomUUID()}`;
  const key = (what: string) => `round:${game.vendor}:${roundId}:${what}`;
  await debitMember(sql, { key: key('bet'), memberId, amount: stake, kind: 'bet', ref: roundId, house: 'GAMES' });
  if (payout > 0)
    await creditMember(sql, { key: key('win'), memberId, amount: payout, kind: 'win', ref: roundId, house: 'GAMES' });
  await sql.query(
    `INSERT INTO game_rounds (id, member_id, node_id, vendor, engine, stake, payout, status, detail, settled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'settled', $8::jsonb, now())`,
    [roundId, memberId, game.node_id, game.vendor, game.engine, stake, payout, JSON.stringify({ outcome })],
  );
  return { stake, payout };
}

/** Runs after the demo balances: each community player plays a few dozen rounds. */
export const seedCommunityPlay: Seeder = async (sql) => {
  const rng = cryptoRng();
  const games = await sql.query<{ node_id: number; vendor: string; engine: string; min_bet: number; min_line_num: number }>(
    `SELECT g.node_id, g.vendor, g.engine, g.min_bet, g.min_line_num FROM games g JOIN game_vendors v ON v.code = g.vendor
      WHERE g.engine = ANY($1::text[]) AND NOT g.maintenance AND NOT v.maintenance AND NOT v.own_wallet AND g.is_hot`,
    [seededEngines],
  );
  if (!games.length) return;
  const members = await sql.query<{ id: number }>('SELECT id FROM members WHERE account = ANY($1::text[])', [communityPlayers]);
  for (const m of members) {
    for (let i = 0; i < ROUNDS_EACH; i++) {
      try {
        await playOne(sql, Number(m.id), games[rng(games.length)]!, rng);
      } catch {
        break; // out of money: a real outcome too
      }
    }
  }
};
