import type { MissionClaimResult, MissionSummary, SignInCalendar, SignInResult } from '@tala/contract/missions';
import type { Balance } from '@tala/contract/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missionsOps } from '../src/domains/missions/ops.ts';
import { upsertMission, type NewMission } from '../src/domains/missions/ops.ts';
import { missionList } from '../src/domains/missions/missions.ts';
import { localDate } from '../src/domains/missions/periods.ts';
import { signIn } from '../src/domains/missions/sign-in.ts';
import { pointBalance, pointsAudit } from '../src/domains/points/ledger.ts';
import { balanceOf, creditMember, ledgerAudit } from '../src/domains/wallet/ledger.ts';
import { readSetting } from '../src/domains/system/settings.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { bet, fund, openAhead } from './lottery-helpers.ts';
import { createTestMember } from './members.ts';

let t: TestApp;
let gameCode: string;
beforeAll(async () => {
  t = await startTestApp();
  gameCode = 'LOTT5M';
  await openAhead(t.platform, gameCode);
});
afterAll(async () => t.close());

const DAY_MS = 86_400_000;
let seq = 0;
const rid = () => `ms_${Date.now().toString(36)}_${++seq}`;
type Player = Awaited<ReturnType<typeof createTestMember>>;

async function player(funds = 100_000): Promise<Player> {
  const m = await createTestMember(t.db);
  if (funds) await fund(t.db, m.id, funds);
  return m;
}

/** A mission of its own for one test (the demo missions stay as they are). */
async function mission(over: Partial<NewMission> = {}): Promise<number> {
  const code = `T${Date.now().toString(36).toUpperCase()}${++seq}`;
  await upsertMission(t.db, {
    code,
    title: { en: `Test ${code}`, zh: `测试 ${code}` },
    goal: 'lotteryBets',
    target: 1,
    period: 'daily',
    reward: 'cash',
    amount: 500,
    turnoverMultiple: 2,
    startsAt: new Date(Date.now() - DAY_MS),
    endsAt: null,
    ...over,
  });
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM missions WHERE code = $1', [code]);
  return Number(row!.id);
}

const list = async (p: Player, language = 'en') =>
  (
    await t.call<{ list: MissionSummary[]; unseen: number }>({
      url: `/wps/missions?language=${language}`,
      headers: { token: p.token },
    })
  ).body.value!;
const find = async (p: Player, id: number, language = 'en') => (await list(p, language)).list.find((m) => m.id === id)!;
const claim = (p: Player, id: number, requestId = rid()) =>
  t.call<MissionClaimResult>({
    method: 'POST',
    url: '/wps/missions/claim',
    headers: { token: p.token },
    payload: { id, requestId },
  });
const lotteryBet = async (p: Player, stake = 10) => {
  const [draw] = await t.db.query<{ numero: string }>(
    `SELECT d.numero FROM lottery_draws d JOIN lottery_games g ON g.id = d.game_id WHERE g.code = $1 AND d.status = 'OPEN'`,
    [gameCode],
  );
  const r = await bet(t, p.token, { gameCode, numero: draw!.numero, bets: [{ playCode: '2D', betNumber: '07', stake }] });
  expect(r.body.success).toBe(true);
};
async function slotRound(memberId: number, nodeIndex: number, stake = 100): Promise<void> {
  const games = await t.db.query<{ node_id: number; vendor: string }>(
    'SELECT node_id, vendor FROM games ORDER BY node_id LIMIT 10',
  );
  const game = games[nodeIndex]!;
  await t.db.query(
    `INSERT INTO game_rounds (id, member_id, node_id, vendor, engine, stake, payout, status, settled_at)
     VALUES ($1, $2, $3, $4, 'slot', $5, 0, 'settled', now())`,
    [`mt-${Date.now().toString(36)}-${++seq}`, memberId, game.node_id, game.vendor, stake],
  );
}

describe('goals measured from facts', () => {
  it('lotteryBets: a real lottery bet completes the mission', async () => {
    const p = await player();
    const id = await mission({ goal: 'lotteryBets', target: 1 });
    expect(await find(p, id)).toMatchObject({ progress: 0, status: 'inProgress', goal: 'lotteryBets', period: 'daily' });
    await lotteryBet(p);
    expect(await find(p, id)).toMatchObject({ progress: 1, status: 'claim' });
  });

  it('lotteryStake: adds the stakes of lottery bets, refunded ones left out', async () => {
    const p = await player();
    const id = await mission({ goal: 'lotteryStake', target: 3_000, period: 'once', endsAt: new Date(Date.now() + DAY_MS) });
    await lotteryBet(p, 10);
    await lotteryBet(p, 15);
    expect(await find(p, id)).toMatchObject({ progress: 2_500, status: 'inProgress' });
    await t.db.query(
      `UPDATE lottery_bets SET status = 'REFUNDED' WHERE id = (SELECT max(id) FROM lottery_bets WHERE member_id = $1)`,
      [p.id],
    );
    expect((await find(p, id)).progress).toBe(1_000);
    await lotteryBet(p, 20);
    expect(await find(p, id)).toMatchObject({ progress: 3_000, status: 'claim' });
  });

  it('slotGames: counts distinct slot games, not rounds', async () => {
    const p = await player(0);
    const id = await mission({ goal: 'slotGames', target: 3, reward: 'points', amount: 30 });
    await slotRound(p.id, 0);
    await slotRound(p.id, 0);
    await slotRound(p.id, 1);
    expect((await find(p, id)).progress).toBe(2);
    await slotRound(p.id, 2);
    expect(await find(p, id)).toMatchObject({ progress: 3, status: 'claim', reward: { kind: 'points', amount: 30 } });
  });

  it('depositTotal: adds deposits credited in the period', async () => {
    const p = await player(0);
    const id = await mission({ goal: 'depositTotal', target: 10_000 });
    await t.db.tx((sql) =>
      creditMember(sql, { key: `mt-dep-${p.id}-1`, memberId: p.id, amount: 6_000, kind: 'deposit', house: 'BANK' }),
    );
    expect((await find(p, id)).progress).toBe(6_000);
    await t.db.tx((sql) =>
      creditMember(sql, { key: `mt-dep-${p.id}-2`, memberId: p.id, amount: 6_000, kind: 'deposit', house: 'BANK' }),
    );
    // progress is shown capped at the target
    expect(await find(p, id)).toMatchObject({ progress: 10_000, status: 'claim' });
  });

  it('validTurnover: settled game rounds and lottery bets that won or lost, open ones not', async () => {
    const p = await player();
    const id = await mission({ goal: 'validTurnover', target: 5_000 });
    await slotRound(p.id, 0, 2_000);
    await lotteryBet(p, 10);
    expect((await find(p, id)).progress).toBe(2_000);
    await t.db.query(`UPDATE lottery_bets SET status = 'LOST', settled_at = now() WHERE member_id = $1`, [p.id]);
    expect((await find(p, id)).progress).toBe(3_000);
    await slotRound(p.id, 1, 2_000);
    expect(await find(p, id)).toMatchObject({ progress: 5_000, status: 'claim' });
  });

  it('a daily mission counts only today (brand-local), a one-off only inside its run', async () => {
    const p = await player(0);
    const daily = await mission({ goal: 'slotGames', target: 1 });
    const future = await mission({ goal: 'slotGames', target: 1, period: 'once', startsAt: new Date(Date.now() + DAY_MS) });
    await t.db.query(
      `INSERT INTO game_rounds (id, member_id, node_id, vendor, engine, stake, payout, status, created_at, settled_at)
       SELECT $1, $2, node_id, vendor, 'slot', 100, 0, 'settled', now() - interval '2 days', now() - interval '2 days' FROM games LIMIT 1`,
      [`mt-old-${++seq}`, p.id],
    );
    expect((await find(p, daily)).progress).toBe(0);
    expect(await find(p, future)).toMatchObject({ status: 'comingSoon', progress: 0 });
    const today = (await find(p, daily)).periodStartsAt;
    const timeZone = await readSetting(t.db, 'timeZone');
    expect(localDate(Date.parse(today), timeZone)).toBe(localDate(Date.now(), timeZone));
  });

  it('answers titles in the asked language', async () => {
    const p = await player(0);
    const id = await mission();
    expect((await find(p, id, 'zh')).title).toMatch(/^测试/);
    expect((await find(p, id, 'vi')).title).toMatch(/^Test/);
  });
});

describe('claims', () => {
  it('pays cash through the ledger with its turnover requirement, once; the same request id answers the same claim', async () => {
    const p = await player();
    const id = await mission({ amount: 500, turnoverMultiple: 2 });
    await lotteryBet(p);
    const before = await balanceOf(t.db, p.id);
    const requestId = rid();
    const first = await claim(p, id, requestId);
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({
      replayed: false,
      claim: { missionId: id, reward: { kind: 'cash', amount: 500, turnoverMultiple: 2 } },
    });
    expect(first.body.value!.balance.mainBalanceMinor).toBe(before + 500);
    const again = await claim(p, id, requestId);
    expect(again.body.value).toMatchObject({ replayed: true, claim: { id: first.body.value!.claim.id } });
    expect(await balanceOf(t.db, p.id)).toBe(before + 500);
    const [req] = await t.db.query<{ required_minor: number }>(
      `SELECT required_minor FROM turnover_requirements WHERE source = 'mission' AND member_id = $1`,
      [p.id],
    );
    expect(Number(req!.required_minor)).toBe(1_000);
    const postings = await t.db.query<{ kind: string; meta: { house?: string } }>(
      `SELECT kind, meta FROM ledger_postings WHERE member_id = $1 AND kind = 'mission.reward'`,
      [p.id],
    );
    expect(postings).toHaveLength(1);
    expect((await find(p, id)).status).toBe('claimed');
    // a new request id for the same period is refused
    expect((await claim(p, id)).body.code).toBe('MISSION_CLAIMED');
  });

  it('the same request id for another mission is refused', async () => {
    const p = await player();
    const a = await mission();
    const b = await mission();
    await lotteryBet(p);
    const requestId = rid();
    expect((await claim(p, a, requestId)).status).toBe(200);
    const r = await claim(p, b, requestId);
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('DUPLICATE_REQUEST');
  });

  it('pays points through the points ledger', async () => {
    const p = await player(0);
    const id = await mission({ goal: 'slotGames', target: 1, reward: 'points', amount: 40 });
    await slotRound(p.id, 0);
    const before = await pointBalance(t.db, p.id);
    const r = await claim(p, id);
    expect(r.body.value).toMatchObject({
      pointBalance: before + 40,
      claim: { reward: { kind: 'points', amount: 40, turnoverMultiple: 0 } },
    });
    const history = await t.call<{ list: { kind: string; points: number }[] }>({
      url: '/wps/points/history',
      headers: { token: p.token },
    });
    expect(history.body.value!.list[0]).toMatchObject({ kind: 'mission', points: 40 });
  });

  it('100 concurrent claims pay once', async () => {
    const p = await player();
    const id = await mission({ amount: 700 });
    await lotteryBet(p);
    const before = await balanceOf(t.db, p.id);
    const results = await Promise.all(Array.from({ length: 100 }, () => claim(p, id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.status !== 200).map((r) => r.body.code))).toEqual(new Set(['MISSION_CLAIMED']));
    expect(await balanceOf(t.db, p.id)).toBe(before + 700);
    // the same request id sent 100 times concurrently: one claim, every answer the same
    const q = await player();
    const other = await mission({ amount: 300 });
    await lotteryBet(q);
    const requestId = rid();
    const same = await Promise.all(Array.from({ length: 100 }, () => claim(q, other, requestId)));
    expect(same.every((r) => r.status === 200)).toBe(true);
    expect(new Set(same.map((r) => r.body.value!.claim.id)).size).toBe(1);
    const [n] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mission_claims WHERE member_id = $1`, [q.id]);
    expect(n!.n).toBe(1);
  });

  it('refuses trial accounts, unfinished, ended, unknown and not-started missions, each with its code', async () => {
    const trial = await createTestMember(t.db, { isAgent: 4 });
    const id = await mission();
    expect((await claim(trial, id)).body.code).toBe('TRIAL_ACCOUNT');
    expect((await t.call({ url: '/wps/missions', headers: { token: trial.token } })).body.code).toBe('TRIAL_ACCOUNT');
    const p = await player();
    const unfinished = await claim(p, id);
    expect([unfinished.status, unfinished.body.code]).toEqual([409, 'MISSION_UNFINISHED']);
    const ended = await mission({
      period: 'once',
      startsAt: new Date(Date.now() - 3 * DAY_MS),
      endsAt: new Date(Date.now() - 60_000),
    });
    await lotteryBet(p);
    expect((await claim(p, ended)).body.code).toBe('MISSION_CLOSED');
    expect((await find(p, ended)).status).toBe('closed');
    const later = await mission({ startsAt: new Date(Date.now() + DAY_MS) });
    expect((await claim(p, later)).body.code).toBe('MISSION_CLOSED');
    const unknown = await claim(p, 2_000_000_000);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'MISSION_NOT_FOUND']);
    expect((await claim(p, -1)).status).toBe(400);
    expect((await t.call({ method: 'POST', url: '/wps/missions/claim', payload: { id, requestId: rid() } })).body.code).toBe(
      'LOGIN_REQUIRED',
    );
  });

  it('an ops-ended mission refuses claims from then on', async () => {
    const p = await player();
    await missionsOps.run(t.platform, [
      'add',
      'OPS_END_T',
      'lotteryBets',
      '1',
      'daily',
      'cash',
      '1.00',
      '1',
      '-',
      'Ends',
      'soon',
    ]);
    const [row] = await t.db.query<{ id: number }>(`SELECT id FROM missions WHERE code = 'OPS_END_T'`);
    await lotteryBet(p);
    await missionsOps.run(t.platform, ['end', 'OPS_END_T']);
    expect((await claim(p, Number(row!.id))).body.code).toBe('MISSION_CLOSED');
  });
});

describe('members see only their own', () => {
  it('progress and claims are per member; the leaderboard masks accounts and marks the caller', async () => {
    const a = await player();
    const b = await player();
    // starting now by the database's clock, which stamps the bets: only these bets count. A second's
    // margin let the bets of the test before in, on a fast database ten members of it, ahead of b.
    const [clock] = await t.db.query<{ now: Date }>('SELECT clock_timestamp() AS now');
    const id = await mission({ goal: 'lotteryBets', target: 2, period: 'once', startsAt: new Date(clock!.now) });
    await lotteryBet(a);
    await lotteryBet(a);
    await lotteryBet(b);
    expect((await find(a, id)).status).toBe('claim');
    expect(await find(b, id)).toMatchObject({ progress: 1, status: 'inProgress' });
    expect((await claim(b, id)).body.code).toBe('MISSION_UNFINISHED');
    const board = await t.call<{
      list: { account: string; progress: number; isMe: boolean; rank: number }[];
      me: { rank: number };
    }>({
      url: `/wps/missions/leaderboard?id=${id}`,
      headers: { token: b.token },
    });
    const lines = board.body.value!.list;
    expect(lines.some((l) => l.account === a.account || l.account === b.account)).toBe(false);
    const mine = lines.find((l) => l.isMe)!;
    expect(mine.account).toBe(`${b.account[0]}***${b.account.at(-1)}`);
    expect(board.body.value!.me.rank).toBe(mine.rank);
    expect(lines.filter((l) => l.isMe)).toHaveLength(1);
    const aLine = lines.findIndex((l) => l.progress === 2 && !l.isMe);
    expect(aLine).toBeGreaterThanOrEqual(0);
    expect(lines[aLine]!.rank).toBeLessThan(mine.rank);
    expect((await t.call({ url: '/wps/missions/leaderboard?id=2000000000', headers: { token: a.token } })).body.code).toBe(
      'MISSION_NOT_FOUND',
    );
  });

  it("another member's sign-in request id is his own", async () => {
    const a = await player(0);
    const b = await player(0);
    const requestId = rid();
    const signA = await t.call<SignInResult>({
      method: 'POST',
      url: '/wps/missions/sign-in',
      headers: { token: a.token },
      payload: { requestId },
    });
    const signB = await t.call<SignInResult>({
      method: 'POST',
      url: '/wps/missions/sign-in',
      headers: { token: b.token },
      payload: { requestId },
    });
    expect(signA.body.value!.replayed).toBe(false);
    expect(signB.body.value!.replayed).toBe(false);
  });
});

describe('unread missions', () => {
  it('the balance call counts running missions the member has not seen; opening the page clears it', async () => {
    const p = await player(0);
    const balance = async () =>
      (await t.call<Balance>({ url: '/wps/v2/wallets/balance', headers: { token: p.token } })).body.value!.unreadMissionCount;
    const running = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM missions WHERE enabled AND starts_at <= now() AND (ends_at IS NULL OR ends_at > now())`,
    );
    expect(await balance()).toBe(running[0]!.n);
    expect((await list(p)).list.every((m) => m.unseen || m.status === 'comingSoon' || m.status === 'closed')).toBe(true);
    const seen = await t.call<{ unseen: number }>({
      method: 'POST',
      url: '/wps/missions/seen',
      headers: { token: p.token },
      payload: {},
    });
    expect(seen.body.value!.unseen).toBe(0);
    expect(await balance()).toBe(0);
    await mission();
    expect(await balance()).toBe(1);
  });
});

describe('daily sign-in', () => {
  const member = (p: Player) => ({ id: p.id, account: p.account, isAgent: 0, sessionId: 0 });

  it('signs in once a day through the API, pays the cycle day and answers a replay', async () => {
    const p = await player(0);
    const status = await t.call<SignInCalendar>({ url: '/wps/missions/sign-in', headers: { token: p.token } });
    expect(status.body.value).toMatchObject({ streak: 0, signedToday: false });
    expect(status.body.value!.days).toHaveLength(7);
    expect(status.body.value!.days.find((d) => d.today)!.day).toBe(1);
    const requestId = rid();
    const call = (id = requestId) =>
      t.call<SignInResult>({
        method: 'POST',
        url: '/wps/missions/sign-in',
        headers: { token: p.token },
        payload: { requestId: id },
      });
    const first = await call();
    expect(first.body.value).toMatchObject({ replayed: false, reward: { kind: 'points', amount: 5 }, pointBalance: 5 });
    expect(first.body.value!.calendar).toMatchObject({ streak: 1, signedToday: true });
    expect(first.body.value!.calendar.days[0]).toMatchObject({ day: 1, claimed: true, today: true });
    expect((await call()).body.value).toMatchObject({ replayed: true, pointBalance: 5 });
    const twice = await call(rid());
    expect([twice.status, twice.body.code]).toEqual([409, 'SIGN_IN_DONE']);
    expect(await pointBalance(t.db, p.id)).toBe(5);
  });

  it('keeps the streak over consecutive days, resets after a missed one, and pays day 7 in cash', async () => {
    const p = await player(0);
    const start = Date.now();
    for (let day = 0; day < 7; day++) {
      const r = await signIn(t.platform, member(p), { requestId: rid() }, start + day * DAY_MS);
      expect(r.calendar.streak).toBe(day + 1);
      expect(r.calendar.days.filter((d) => d.claimed)).toHaveLength(day + 1);
    }
    // day 7 of the demo cycle is 5.00 in cash, with a turnover requirement of once
    expect(await balanceOf(t.db, p.id)).toBe(500);
    const [req] = await t.db.query<{ required_minor: number }>(
      `SELECT required_minor FROM turnover_requirements WHERE source = 'signin' AND member_id = $1`,
      [p.id],
    );
    expect(Number(req!.required_minor)).toBe(500);
    expect(await pointBalance(t.db, p.id)).toBe(5 + 5 + 10 + 10 + 15 + 20);
    // day 8 starts the cycle again, streak still counting
    const eighth = await signIn(t.platform, member(p), { requestId: rid() }, start + 7 * DAY_MS);
    expect(eighth.calendar).toMatchObject({ streak: 8 });
    expect(eighth.calendar.days.find((d) => d.today)!.day).toBe(1);
    expect(eighth.calendar.days.filter((d) => d.claimed)).toHaveLength(1);
    // a missed day: the next sign-in is day 1 of a new streak
    const after = await signIn(t.platform, member(p), { requestId: rid() }, start + 9 * DAY_MS);
    expect(after.calendar.streak).toBe(1);
    expect(after.reward).toEqual({ kind: 'points', amount: 5 });
  });

  it('a request id used on another day is refused; concurrent sign-ins pay once; trial refused', async () => {
    const p = await player(0);
    const requestId = rid();
    await signIn(t.platform, member(p), { requestId }, Date.now() - DAY_MS);
    const reused = await t.call({
      method: 'POST',
      url: '/wps/missions/sign-in',
      headers: { token: p.token },
      payload: { requestId },
    });
    expect(reused.body.code).toBe('DUPLICATE_REQUEST');
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.call<SignInResult>({
          method: 'POST',
          url: '/wps/missions/sign-in',
          headers: { token: p.token },
          payload: { requestId: rid() },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.status !== 200).map((r) => r.body.code))).toEqual(new Set(['SIGN_IN_DONE']));
    const [n] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM member_sign_ins WHERE member_id = $1', [p.id]);
    expect(n!.n).toBe(2);
    const trial = await createTestMember(t.db, { isAgent: 4 });
    const refused = await t.call({
      method: 'POST',
      url: '/wps/missions/sign-in',
      headers: { token: trial.token },
      payload: { requestId: rid() },
    });
    expect(refused.body.code).toBe('TRIAL_ACCOUNT');
  });
});

describe('demo data and the ledgers', () => {
  it('the demo brand has missions in every language and the demo player a sign-in streak to continue', async () => {
    const titles = await t.db.query<{ title: Record<string, string> }>('SELECT title FROM missions WHERE code = $1', [
      'DAILY_LOTTO',
    ]);
    expect(Object.keys(titles[0]!.title).sort()).toEqual(['en', 'fil', 'id', 'vi', 'zh']);
    const [demo] = await t.db.query<{ id: number }>(`SELECT id FROM members WHERE account = 'demo'`);
    const rows = await t.db.query<{ streak: number }>(
      'SELECT streak FROM member_sign_ins WHERE member_id = $1 ORDER BY local_day',
      [demo!.id],
    );
    expect(rows.map((r) => Number(r.streak))).toEqual([1, 2, 3]);
    // his seeded slot rounds are part of the way to the month's turnover mission
    const { list: missions } = await missionList(t.db, Number(demo!.id), 'en');
    const turnover = missions.find((m) => m.goal === 'validTurnover')!;
    expect(turnover.progress).toBeGreaterThan(0);
    expect(turnover.status).toBe('inProgress');
  });

  it('ops lists, adds and refuses bad input; the sign-in cycle is data', async () => {
    await expect(
      missionsOps.run(t.platform, ['add', 'BAD', 'nope', '1', 'daily', 'cash', '1.00', '1', '-', 'x']),
    ).rejects.toThrow(/goal/);
    expect(await missionsOps.run(t.platform, ['list'])).toMatch(/DAILY_LOTTO\tlotteryBets 1\tdaily\tcash 2\.00 ×1/);
    expect(await missionsOps.run(t.platform, ['sign-in'])).toMatch(/day 7\tcash 5\.00/);
    expect(await missionsOps.run(t.platform, ['sign-in-reward', '2', 'points', '8'])).toBe('day 2: points 8');
    await missionsOps.run(t.platform, ['sign-in-reward', '2', 'points', '5']);
  });

  it('every money and points posting adds up', async () => {
    expect(await ledgerAudit(t.db)).toEqual({ entriesSum: 0, unbalancedPostings: 0, memberDrift: 0 });
    expect(await pointsAudit(t.db)).toEqual([]);
  });
});
