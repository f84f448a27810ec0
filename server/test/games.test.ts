import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runOps } from '../src/ops/commands.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestMember } from './members.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  ({ token } = await createTestMember(t.db));
});
afterAll(async () => t.close());

type List = {
  games: {
    nodeId: number;
    vassalage: string;
    gameName: string;
    gameClassify: string;
    minBet: string;
    minLineNum: number;
    maintenance: boolean;
    gameType: string;
    icon: string;
  }[];
  totalPages: number;
  total: number;
  pageNo: number;
  pageSize: number;
};

const get = <T>(url: string, headers: Record<string, string> = {}) => t.call<T>({ method: 'GET', url, headers });
const post = <T>(url: string, payload: unknown, headers: Record<string, string> = { token }) =>
  t.call<T>({ method: 'POST', url, payload: payload as object, headers });

describe('catalogue', () => {
  it('writes a shared game-list page as text once, for visitors and signed-in players alike', async () => {
    const url = '/wps/relay/GCSGAME_gameList?pageNo=3&pageSize=7';
    const visitor = await t.app.inject({ url });
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await t.app.inject({ url, headers: { token } }));
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toContain('application/json');
        // his own answer: no browser or proxy keeps it
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.body).toBe(visitor.body);
      }
      // the visitor's call made the text; the players' calls serialise no envelope again
      const envelopes = stringify.mock.calls.filter(
        ([value]) => typeof value === 'object' && value !== null && 'success' in value,
      );
      expect(envelopes).toHaveLength(0);
    } finally {
      stringify.mockRestore();
    }
  });

  it('groups vendors per category in server order, with MINI last and every vendor drawn', async () => {
    const r =
      await get<{ gameCategory: string; vendors: { vassalage: string; smallIcon: string; gameCount: number }[] }[]>(
        '/lgw/games/game_menus',
      );
    expect(r.status).toBe(200);
    expect(r.body.value!.map((g) => g.gameCategory)).toEqual([
      'ELOTT',
      'LOTT',
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
      'ESPORTS',
      'MINI',
    ]);
    const all = r.body.value!.flatMap((g) => g.vendors.map((v) => v.vassalage));
    for (const code of ['TCG_SEA', 'TCG_LOTTO_VN', 'TFG', 'IMES', 'SPB', 'GM', 'XGS', 'KM', 'TALA']) expect(all).toContain(code);
    const sports = r.body.value!.find((g) => g.gameCategory === 'SPORTS')!.vendors.map((v) => v.vassalage);
    expect(sports).toEqual(expect.arrayContaining(['TFG', 'IMES']));
    const iconUrl = r.body.value![0]!.vendors[0]!.smallIcon;
    expect(iconUrl).toMatch(/^\/media\/vendor\/[A-Z_]+\.webp\?v=\d+$/);
    const icon = await t.app.inject({ url: iconUrl });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/webp');
    expect(icon.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('lists about 2,000 games with defaults pageNo 1 and pageSize 42', async () => {
    const r = await get<List>('/wps/relay/GCSGAME_gameList');
    expect(r.body.value).toMatchObject({ pageNo: 1, pageSize: 42 });
    expect(r.body.value!.games).toHaveLength(42);
    expect(r.body.value!.total).toBeGreaterThanOrEqual(1_900);
    expect(r.body.value!.totalPages).toBe(Math.ceil(r.body.value!.total / 42));
    const g = r.body.value!.games[0]!;
    // tiles are bitmaps (an SVG picture costs the page a document of its own); the drawing stays at .svg
    const art = await t.app.inject({ url: g.icon });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toBe('image/webp');
    expect(art.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    const drawing = await get(`/media/game/${g.nodeId}.svg`);
    expect(drawing.status).toBe(200);
    expect(String(drawing.headers['content-type'])).toContain('image/svg+xml');
  });

  it('filters by type, vendor, classify, minimum bet, lines and name (in any language)', async () => {
    const r = await get<List>(
      '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PXG&gameClassify=SLOT&minBet=0.2&minLineNum=20&pageSize=200',
    );
    const games = r.body.value!.games;
    expect(games.length).toBeGreaterThan(10);
    for (const g of games) {
      expect(g).toMatchObject({ gameType: 'RNG', vassalage: 'PXG', gameClassify: 'SLOT' });
      expect(Number(g.minBet)).toBeLessThanOrEqual(0.2);
      expect(g.minLineNum).toBeGreaterThanOrEqual(20);
    }
    const zh = await get<List>(`/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent('龙')}&language=zh`);
    expect(zh.body.value!.total).toBeGreaterThan(0);
    expect(zh.body.value!.games.every((g) => g.gameName.includes('龙'))).toBe(true);
    const none = await get<List>('/wps/relay/GCSGAME_gameList?gameName=zzzz-no-such-game');
    expect(none.body.value).toMatchObject({ games: [], total: 0, totalPages: 0 });
  });

  it('answers bad paging and unknown vendors with codes', async () => {
    expect((await get('/wps/relay/GCSGAME_gameList?pageNo=0')).body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      field: 'pageNo',
    });
    expect((await get('/wps/relay/GCSGAME_gameList?pageSize=5000')).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'pageSize',
    });
    expect((await get('/wps/relay/GCSGAME_gameList?pageNo=-3')).status).toBe(400);
    const past = await get<List>('/wps/relay/GCSGAME_gameList?pageNo=9999');
    expect(past.body.value!.games).toEqual([]);
    expect((await get('/wps/relay/GCSGAME_gameList?vassalage=NOPE')).body).toMatchObject({ code: 'VENDOR_NOT_FOUND' });
    expect((await get('/wps/relay/GCSGAME_gameList?vassalage=bad%20code')).body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await get('/media/game/999999.svg')).status).toBe(404);
    expect((await get('/media/game/999999.webp')).status).toBe(404);
    expect((await get('/media/vendor/NOPE.webp')).status).toBe(404);
  });

  it('hot games, vendor types and the vendor list', async () => {
    const hot = await get<{ isHot: number; vassalage: string }[]>('/wps/relay/GCSGAME_hotGamesV2?vassalage=TALA');
    expect(hot.body.value!.length).toBeGreaterThan(0);
    expect(hot.body.value!.every((g) => g.isHot === 1 && g.vassalage === 'TALA')).toBe(true);
    const home = await get<{ maintenance: boolean }[]>('/wps/relay/GCSGAME_hotGamesV2?size=100');
    expect(home.body.value!.length).toBeGreaterThan(20);
    expect(home.body.value!.some((g) => g.maintenance)).toBe(false);
    const types = await get<{ vassalage: string; classifies: string[]; minBets: string[] }[]>(
      '/wps/relay/GCSGAME_getVassGameType?vassalage=PXG',
    );
    expect(types.body.value![0]).toMatchObject({ vassalage: 'PXG', classifies: expect.arrayContaining(['SLOT']) });
    const vendors = await get<{ vassalage: string }[]>('/wps/relay/GCSGAME_gameVendor');
    expect(new Set(vendors.body.value!.map((v) => v.vassalage)).size).toBe(vendors.body.value!.length);
  });
});

describe('winner board', () => {
  it('lists the biggest real wins with masked accounts, newest data first', async () => {
    const r = await get<{ rank: number; account: string; winAmountMinor: number; winAmount: string; gameName: string }[]>(
      '/wps/relay/GCSGAME_getRankList?period=week&size=10',
    );
    const list = r.body.value!;
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((x) => x.rank)).toEqual(list.map((_, i) => i + 1));
    for (let i = 1; i < list.length; i++) expect(list[i - 1]!.winAmountMinor).toBeGreaterThanOrEqual(list[i]!.winAmountMinor);
    for (const e of list) {
      expect(e.account).toMatch(/^.\*\*\*.$/);
      expect(e.winAmount).toMatch(/^\d+\.\d{2}$/);
    }
    const [top] = await t.db.query<{ payout: number }>(
      "SELECT max(payout)::bigint AS payout FROM game_rounds WHERE status = 'settled' AND payout > stake",
    );
    expect(list[0]!.winAmountMinor).toBe(Number(top!.payout));
    expect((await get('/wps/relay/GCSGAME_getRankList?size=500')).body.code).toBe('VALIDATION_FAILED');
  });
});

describe('favourites, recent games, rooms and launch', () => {
  const talaSlot = async () =>
    (await get<List>('/wps/relay/GCSGAME_gameList?vassalage=TALA&gameClassify=SLOT')).body.value!.games[0]!;

  it('adds and removes favourites idempotently and lists them paged', async () => {
    const g = await talaSlot();
    const body = { nodeId: g.nodeId, vendor: 'TALA', gameType: g.gameType };
    expect((await post<number[]>('/wps/relay/MCSFE_addFavoriteGame', body)).body.value).toEqual([g.nodeId]);
    expect((await post<number[]>('/wps/relay/MCSFE_addFavoriteGame', body)).body.value).toEqual([g.nodeId]);
    expect((await get<number[]>('/wps/relay/MCSFE_getFavoriteGames', { token })).body.value).toEqual([g.nodeId]);
    const list = await get<{ content: { nodeId: number }[]; totalPages: number }>('/wps/relay/MCSFE_getFavoriteGamesList', {
      token,
    });
    expect(list.body.value).toMatchObject({ totalPages: 1, content: [{ nodeId: g.nodeId }] });
    expect((await post('/wps/relay/MCSFE_addFavoriteGame', { ...body, vendor: 'PXG' })).body.code).toBe('GAME_NOT_FOUND');
    expect((await post('/wps/relay/MCSFE_addFavoriteGame', { ...body, nodeId: 1 })).body.code).toBe('GAME_NOT_FOUND');
    expect((await post<number[]>('/wps/relay/MCSFE_removeFavoriteGame', body)).body.value).toEqual([]);
    expect((await post('/wps/relay/MCSFE_addFavoriteGame', body, {})).body.code).toBe('LOGIN_REQUIRED');
  });

  it('launches a game into the demo vendor and records it as recent', async () => {
    const g = await talaSlot();
    const r = await post<{ game_url: string; seamless: boolean; nodeId: number }>('/wps/game/launchGame', {
      vassalage: 'TALA',
      nodeId: g.nodeId,
      language: 'en',
    });
    expect(r.status).toBe(200);
    expect(r.body.value!.game_url).toMatch(/^\/vendor\/demo\/slot\/#t=/);
    const recent = await get<{ list: { nodeId: number; lastPlayed: string }[] }>('/wps/relay/GCS_recentGame', { token });
    expect(recent.body.value!.list[0]).toMatchObject({ nodeId: g.nodeId });
    const page = await get(r.body.value!.game_url.split('#')[0]!);
    expect(page.status).toBe(200);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('refuses launches: logged out, unknown game or vendor, maintenance, lottery route', async () => {
    expect((await post('/wps/game/launchGame', { vassalage: 'TALA', nodeId: 10001 }, {})).body.code).toBe('LOGIN_REQUIRED');
    expect((await post('/wps/game/launchGame', { vassalage: 'TALA', nodeId: 999_999 })).body.code).toBe('GAME_NOT_FOUND');
    expect((await post('/wps/game/launchGame', { vassalage: 'NOPE', nodeId: 10001 })).body.code).toBe('VENDOR_NOT_FOUND');
    expect((await post('/wps/game/launchGame', { vassalage: 'KSP' })).body.code).toBe('GAME_MAINTENANCE');
    const [down] = await t.db.query<{ node_id: number; vendor: string }>(
      "SELECT node_id, vendor FROM games WHERE maintenance AND vendor = 'PXG' LIMIT 1",
    );
    expect((await post('/wps/game/launchGame', { vassalage: down!.vendor, nodeId: down!.node_id })).body).toMatchObject({
      code: 'GAME_MAINTENANCE',
      success: false,
    });
    expect(await runOps(t.platform, ['games', 'maintenance', 'TALA', 'on'])).toBe('TALA maintenance on');
    const g = await talaSlot();
    expect(g.maintenance).toBe(true);
    expect((await post('/wps/game/launchGame', { vassalage: 'TALA', nodeId: g.nodeId })).body.code).toBe('GAME_MAINTENANCE');
    await runOps(t.platform, ['games', 'maintenance', 'TALA', 'off']);
    await runOps(t.platform, ['games', 'maintenance', String(g.nodeId), 'on']);
    expect((await post('/wps/game/launchGame', { vassalage: 'TALA', nodeId: g.nodeId })).body.code).toBe('GAME_MAINTENANCE');
    await runOps(t.platform, ['games', 'maintenance', String(g.nodeId), 'off']);
    expect(await runOps(t.platform, ['games', 'audit'])).toMatch(
      /^entries sum 0 \(must be 0\), unbalanced postings 0, member balance drift 0/,
    );
    const lott = await post<{ game_url: string }>('/wps/game/launchGame', { vassalage: 'TCG_SEA', gameId: 'LOTT1M' });
    expect(lott.body.value!.game_url).toBe('/lottery?gameCode=LOTT1M&vendor=TCG_SEA');
  });

  it('lists PvP rooms and seats the member who launches into one', async () => {
    const rooms = await get<{ roomId: number; nodeId: number; vassalage: string; players: number; maxPlayers: number }[]>(
      '/wps/relay/GLS2_roomList?vassalage=KPV',
      { token },
    );
    const room = rooms.body.value![0]!;
    expect(room).toMatchObject({ players: 0, vassalage: 'KPV' });
    const r = await post<{ game_url: string }>('/wps/game/launchGame', { vassalage: 'KPV', roomId: room.roomId });
    expect(r.body.value!.game_url).toMatch(/^\/vendor\/demo\/baccarat\//);
    const after = await get<{ roomId: number; players: number }[]>('/wps/relay/GLS2_roomList?vassalage=KPV', { token });
    expect(after.body.value!.find((x) => x.roomId === room.roomId)!.players).toBe(1);
    expect((await get('/wps/relay/GLS2_roomList')).body.code).toBe('LOGIN_REQUIRED');
  });
});
