import { creditMember } from '../src/domains/wallet/ledger.ts';
import type { TestApp } from './harness.ts';
import { createTestMember } from './members.ts';

/** A member with `balance` in his main wallet (a seeded deposit posting), ready to play. */
export async function fundedMember(t: TestApp, balance = 100_000) {
  const m = await createTestMember(t.db);
  if (balance)
    await t.db.tx((sql) =>
      creditMember(sql, { key: `test:seed:${m.id}`, memberId: m.id, amount: balance, kind: 'deposit', house: 'BANK' }),
    );
  return m;
}

/**
 * Launches an in-house game as the site does and returns its ticket (the URL's fragment), engine and
 * node. The game is the first playable one of `vendor` (of `classify` when given), or the game `code`.
 */
export async function launchInHouse(t: TestApp, token: string, which: { vendor?: string; classify?: string; code?: string }) {
  const [g] = which.code
    ? await t.db.query<{ node_id: number; vendor: string }>('SELECT node_id, vendor FROM games WHERE game_code = $1', [
        which.code,
      ])
    : await t.db.query<{ node_id: number; vendor: string }>(
        `SELECT node_id, vendor FROM games WHERE vendor = $1 AND ($2::text IS NULL OR classify = $2) AND NOT maintenance
          ORDER BY sort LIMIT 1`,
        [which.vendor, which.classify ?? null],
      );
  if (!g) throw new Error(`no such in-house game: ${JSON.stringify(which)}`);
  const r = await t.call<{ game_url: string }>({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: { token },
    payload: { vassalage: g.vendor, nodeId: g.node_id },
  });
  const [path, ticket] = r.body.value?.game_url.split('#t=') ?? [];
  return {
    status: r.status,
    code: r.body.code,
    ticket: ticket ?? '',
    engine: path?.split('/')[3] ?? '',
    nodeId: Number(g.node_id),
  };
}
