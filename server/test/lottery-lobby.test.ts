import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotteryGame, LotteryGameDetail, LotteryMenu } from '@tala/contract/lottery';
import { openNextNumeros } from '../src/domains/lottery/engine.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';
import { bet, fund, openAhead } from './lottery-helpers.ts';

let t: TestApp;
let player: Awaited<ReturnType<typeof createTestMember>>;

beforeAll(async () => {
  t = await startTestApp();
  player = await createTestMember(t.db);
  await fund(t.db, player.id, 100_000);
  await openNextNumeros(t.platform, Date.now() + 86_400_000);
});
afterAll(() => t.close());

const menus = async (query: string) => (await t.call<LotteryMenu[]>({ url: `/lgw/vn/games/game_menu?${query}` })).body.value!;

describe('game menus', () => {
  it('lists tagged menus with games counting down to their next draw', async () => {
    const all = await menus('device=WEB');
    expect(all.map((m) => m.tag)).toEqual([
      'FAST',
      'MINUTES',
      'HOURLY',
      'DAILY',
      'VN_NORTH',
      'VN_CENTRAL',
      'VN_SOUTH',
      'VN_FAST',
    ]);
    const fast = all[0]!;
    expect(fast.labelName).toBe('Fast games');
    const g = fast.gameMenus.find((x) => x.gameCode === 'LOTT1M')!;
    expect(g).toMatchObject({
      remark: 'Lucky 1 Minute',
      prizeMode: 'Lott',
      accountType: 'TCG_SEA',
      gameGroupCode: 'LOTT',
      lockTime: 10,
      intervalSeconds: 60,
      drawDayOfWeek: '2,3,4,5,6,7,1',
      status: 'OPEN',
      timeZone: 'Asia/Manila',
    });
    expect(g.numero).toMatch(/^\d{12}$/);
    expect(g.remainTime).toBeGreaterThan(86_000_000); // opened a day ahead
    expect(Date.parse(g.winningTime!) - Date.now()).toBeCloseTo(g.remainTime!, -3);
  });

  it('filters by prize mode (one or several, any case) and by account type', async () => {
    const zy = await menus('prizeMode=ZY');
    expect(zy.flatMap((m) => m.gameMenus).every((g) => g.prizeMode === 'ZY')).toBe(true);
    expect(zy.map((m) => m.tag)).toEqual(['FAST', 'MINUTES', 'DAILY']);
    const two = await menus('prizeMode=elott,SEA');
    expect(new Set(two.flatMap((m) => m.gameMenus).map((g) => g.prizeMode))).toEqual(new Set(['Elott', 'SEA']));
    const vn = await menus('accountType=TCG_LOTTO_VN');
    expect(vn.map((m) => m.tag)).toEqual(['FAST', 'MINUTES', 'VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH', 'VN_FAST']);
    expect(vn.flatMap((m) => m.gameMenus).every((g) => g.accountType === 'TCG_LOTTO_VN')).toBe(true);
    const south = vn.find((m) => m.tag === 'VN_SOUTH')!;
    expect(south.gameMenus.find((g) => g.gameCode === 'VNHCM')).toMatchObject({
      drawDayOfWeek: '2,7',
      drawTimes: ['16:15'],
      timeZone: 'Asia/Ho_Chi_Minh',
      intervalSeconds: null,
    });
    expect(await menus('prizeMode=Nope')).toEqual([]);
    const bad = await t.call({ url: '/lgw/vn/games/game_menu?accountType=OTHER' });
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('translates names and labels', async () => {
    const vi = await menus('accountType=TCG_LOTTO_VN&language=vi');
    expect(vi.find((m) => m.tag === 'VN_SOUTH')!.labelName).toBe('Miền Nam');
    expect(vi.find((m) => m.tag === 'VN_NORTH')!.gameMenus[0]!.remark).toBe('Miền Bắc (Hà Nội)');
    const ph = await menus('prizeMode=Lott&language=PH');
    expect(ph[0]!.labelName).toBe('Mabilis na laro');
  });
});

describe('popular and recent', () => {
  it('popular: games with most bets in 24 h first, then the hot flag, at most count', async () => {
    const draw = await openAhead(t.platform, 'ZY5M');
    await bet(t, player.token, {
      gameCode: 'ZY5M',
      numero: draw.numero,
      bets: [{ playCode: '2D', betNumber: '12', stake: '1' }],
    });
    const res = await t.call<LotteryGame[]>({ url: '/lgw/games/popular?count=20' });
    const codes = res.body.value!.map((g) => g.gameCode);
    expect(codes[0]).toBe('ZY5M');
    expect(codes.slice(1)).toEqual(['LOTT1M', 'LOTTNIGHT', 'ZY3M', 'SEA3M', 'VNFAST1M']);
    const two = await t.call<LotteryGame[]>({ url: '/lgw/games/popular?count=2' });
    expect(two.body.value!).toHaveLength(2);
  });

  it('recent: the member’s games, newest bet first; login required', async () => {
    const sea = await openAhead(t.platform, 'SEA3M');
    await bet(t, player.token, {
      gameCode: 'SEA3M',
      numero: sea.numero,
      bets: [{ playCode: 'HEAD2D', betNumber: '12', stake: '1' }],
    });
    const res = await t.call<LotteryGame[]>({
      url: '/lgw/vn/games/game_menu/recent?recentCount=100&device=WEB',
      headers: { token: player.token },
    });
    expect(res.body.value!.map((g) => g.gameCode)).toEqual(['SEA3M', 'ZY5M']);
    const zyOnly = await t.call<LotteryGame[]>({
      url: '/lgw/vn/games/game_menu/recent?prizeMode=ZY',
      headers: { token: player.token },
    });
    expect(zyOnly.body.value!.map((g) => g.gameCode)).toEqual(['ZY5M']);
    const anon = await t.call({ url: '/lgw/vn/games/game_menu/recent' });
    expect([anon.status, anon.body.code]).toEqual([401, 'LOGIN_REQUIRED']);
    const tooMany = await t.call({ url: '/lgw/vn/games/game_menu/recent?recentCount=101', headers: { token: player.token } });
    expect(tooMany.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('favourites', () => {
  it('adds, lists and removes ids; both changes are idempotent; only for members', async () => {
    const other = await createTestMember(t.db);
    const call = (url: string, gameId?: number, token = player.token) =>
      t.call<{ ids: number[] }>({
        method: gameId === undefined ? 'GET' : 'POST',
        url,
        headers: { token },
        ...(gameId === undefined ? {} : { payload: { gameId } }),
      });
    expect((await call('/lgw/lotto/favorites')).body.value).toEqual({ ids: [] });
    expect((await call('/lgw/lotto/favorites/add', 3)).body.value).toEqual({ ids: [3] });
    expect((await call('/lgw/lotto/favorites/add', 1)).body.value).toEqual({ ids: [3, 1] });
    expect((await call('/lgw/lotto/favorites/add', 3)).body.value).toEqual({ ids: [3, 1] });
    expect((await call('/lgw/lotto/favorites', undefined, other.token)).body.value).toEqual({ ids: [] });
    expect((await call('/lgw/lotto/favorites/remove', 3)).body.value).toEqual({ ids: [1] });
    expect((await call('/lgw/lotto/favorites/remove', 3)).body.value).toEqual({ ids: [1] });
    const unknown = await call('/lgw/lotto/favorites/add', 99_999);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'GAME_NOT_FOUND']);
    const bad = await t.call({
      method: 'POST',
      url: '/lgw/lotto/favorites/add',
      headers: { token: player.token },
      payload: { gameId: 'x' },
    });
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    const anon = await t.call({ url: '/lgw/lotto/favorites' });
    expect(anon.status).toBe(401);
  });
});

describe('launch, game detail, draw history and server time', () => {
  it('launch returns the in-site lobby or betting view, never an open redirect', async () => {
    const launch = (payload: object) =>
      t.call<{ game_url: string }>({ method: 'POST', url: '/lgw/lotto/launch', headers: { token: player.token }, payload });
    expect(
      (await launch({ lottoArea: 'VN', launchMode: 'LOTT', view: 'lobby', device: 'WEB', language: 'EN' })).body.value,
    ).toEqual({ game_url: '/lottery' });
    expect((await launch({ gameCode: 'VNHCM', view: 'betting', backUrl: '/vnlottery' })).body.value).toEqual({
      game_url: '/lottery?gameCode=VNHCM&view=betting&backUrl=%2Fvnlottery',
    });
    expect((await launch({ gameCode: 'VNHCM', view: 'betting', backUrl: '//evil.example' })).body.value!.game_url).toBe(
      '/lottery?gameCode=VNHCM&view=betting',
    );
    expect((await launch({ gameCode: 'NOPE' })).body.code).toBe('GAME_NOT_FOUND');
    expect((await launch({ launchMode: 'GLS' })).body.code).toBe('VALIDATION_FAILED');
    expect((await t.call({ method: 'POST', url: '/lgw/lotto/launch', payload: {} })).status).toBe(401);
  });

  it('game detail has play types with odds and limits', async () => {
    const res = await t.call<LotteryGameDetail>({ url: '/lgw/lotto/game?gameCode=SEA5M&language=zh' });
    const { game, playTypes, current } = res.body.value!;
    expect(game.remark).toBe('东南亚5分彩');
    expect(playTypes.map((p) => p.code)).toEqual(['2D', '3D', '4D', 'HEAD2D', 'BS', 'OE']);
    expect(playTypes[0]).toMatchObject({
      kind: 'last',
      digits: 2,
      odds: 95,
      minStakeMinor: 100,
      maxStakeMinor: 1_000_000,
      choices: null,
    });
    expect(playTypes[4]).toMatchObject({ kind: 'bigSmall', odds: 1.95, choices: ['BIG', 'SMALL'] });
    expect(current).toMatchObject({ numero: game.numero, status: 'OPEN', seed: null });
    expect((await t.call({ url: '/lgw/lotto/game?gameCode=NOPE' })).body.code).toBe('GAME_NOT_FOUND');
  });

  it('draw history pages newest first; unknown games are refused', async () => {
    // the demo brand starts with the last 30 draws of each game
    const page = async (n: number) =>
      (
        await t.call<{ list: { numero: string; openNumber: string | null }[]; total: number; totalPages: number }>({
          url: `/lgw/lotto/draws?gameCode=LOTT1M&pageNo=${n}&pageSize=5`,
        })
      ).body.value!;
    const [first, second] = [await page(1), await page(2)];
    expect(first).toMatchObject({ total: 30, totalPages: 6 });
    const numeros = [...first.list, ...second.list].map((d) => d.numero);
    expect(numeros).toHaveLength(10);
    expect(numeros).toEqual([...numeros].sort().reverse());
    expect(first.list.every((d) => d.openNumber !== null)).toBe(true);
    const latest = await t.call<{ numero: string }>({ url: '/lotto/lgw/games/opened/numero?gameCode=LOTT1M' });
    expect(latest.body.value!.numero).toBe(numeros[0]);
    expect((await t.call({ url: '/lgw/lotto/draws?gameCode=NOPE' })).body.code).toBe('GAME_NOT_FOUND');
    expect((await t.call({ url: '/lgw/lotto/draws?gameCode=LOTT1M&pageSize=1000' })).body.code).toBe('VALIDATION_FAILED');
    expect((await t.call({ url: '/lotto/lgw/games/opened/numero?gameCode=LOTT1M&numero=199901010001' })).body.code).toBe(
      'NUMERO_NOT_FOUND',
    );
  });

  it('server time is the server clock', async () => {
    const before = Date.now();
    const res = await t.call<{ serverTime: number; timeZone: string }>({ url: '/lgw/lotto/time' });
    expect(res.body.value!.serverTime).toBeGreaterThanOrEqual(before);
    expect(res.body.value!.serverTime).toBeLessThanOrEqual(Date.now());
    expect(res.body.value!.timeZone).toBe('Asia/Manila');
  });
});
