import type { Page } from '@playwright/test';
import { expect, openWithSession, test } from './fixtures.ts';
import { apiGet, gameCount, lt, pageToken, type ApiGame, type ApiVendorGroup } from './support/games.ts';
import { text } from './support/shell.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: text.en.nav.sideMenu, exact: true });
const gamesList = (page: Page) => page.getByRole('list', { name: lt('games.list'), exact: true });

test.describe('side menu', () => {
  test("lists the server's game categories in the spec's order and expands them into 'all' and vendors", async ({
    page,
    server,
  }) => {
    const groups = await apiGet<ApiVendorGroup[]>(server.baseURL, '/lgw/games/game_menus?language=en');
    const site = await apiGet<{ esportsVendors: string[] }>(server.baseURL, '/wps/system/siteConfig');

    // spec §2, restated: categories with vendors in server order, limited to eight, esports vendors
    // moved out of sports, mini games right after fish (first without fish)
    const allowed = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'];
    const counts = new Map(groups.map((g) => [g.gameCategory, g.vendors.length]));
    const moved =
      groups.find((g) => g.gameCategory === 'SPORTS')?.vendors.filter((v) => site.esportsVendors.includes(v.vassalage)).length ??
      0;
    counts.set('SPORTS', (counts.get('SPORTS') ?? 0) - moved);
    counts.set('ESPORTS', (counts.get('ESPORTS') ?? 0) + moved);
    const order = groups.map((g) => g.gameCategory);
    if (moved && !order.includes('ESPORTS')) order.splice(order.indexOf('SPORTS') + 1, 0, 'ESPORTS');
    const expected = order.filter((c) => allowed.includes(c) && (counts.get(c) ?? 0) > 0);
    if ((counts.get('MINI') ?? 0) > 0) expected.splice(expected.indexOf('FISH') + 1, 0, 'MINI');
    expect(expected.length).toBeGreaterThan(3);

    // a category whose vendors are all under maintenance says so in its name (the demo's sportsbooks)
    const all = groups.flatMap((g) =>
      g.vendors.map((v) => ({
        ...v,
        category: g.gameCategory === 'SPORTS' && site.esportsVendors.includes(v.vassalage) ? 'ESPORTS' : g.gameCategory,
      })),
    );
    const vendorsOf = (c: string) => all.filter((v) => v.category === c);
    const resting = (c: string) => vendorsOf(c).length > 0 && vendorsOf(c).every((v) => v.maintenance);

    await page.goto('/live');
    const names = expected.map((c) =>
      resting(c) ? `${lt(`categories.${c}`)}, ${lt('card.maintenance')}` : lt(`categories.${c}`),
    );
    const buttons = menu(page).locator('button[aria-expanded]');
    await expect(buttons.first()).toHaveText(names[0]!);
    // the mark's hidden words are a flex item of their own: innerText puts them on a line of their own
    const shown = (await buttons.allInnerTexts())
      .map((t) => t.trim().replace(/\s*\n\s*/g, ''))
      .filter((t) => t !== text.en.nav.customerServices);
    expect(shown).toEqual(names);

    const slots = groups.find((g) => g.gameCategory === 'RNG')!;
    await menu(page)
      .getByRole('button', { name: lt('categories.RNG'), exact: true })
      .click();
    const sub = menu(page).getByRole('list', { name: lt('categories.RNG'), exact: true });
    await expect(sub.getByRole('link', { name: lt('menu.all'), exact: true })).toHaveAttribute('href', '/rng');
    await expect(sub.getByRole('button')).toHaveCount(slots.vendors.length);
    await sub.getByRole('link', { name: lt('menu.all'), exact: true }).click();
    await expect(page).toHaveURL(/\/rng$/);
  });
});

test.describe('game lobby', () => {
  test('searches by name and filters by type and minimum bet, in step with the server', async ({ page, server }) => {
    const total = async (query: string) =>
      (await apiGet<{ total: number }>(server.baseURL, `/wps/relay/GCSGAME_gameList?gameType=RNG&language=en&${query}`)).total;

    await page.goto('/rng');
    const all = await total('');
    await expect(page.getByText(gameCount(all), { exact: true })).toBeVisible();

    await page.getByRole('searchbox', { name: lt('filters.search') }).fill('lucky');
    const lucky = await total('gameName=lucky');
    expect(lucky).toBeGreaterThan(0);
    expect(lucky).toBeLessThan(all);
    await expect(page.getByText(gameCount(lucky), { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/q=lucky/);
    for (const name of (
      await gamesList(page)
        .getByRole('button', { name: /^Play / })
        .allInnerTexts()
    ).slice(0, 6)) {
      expect(name.toLowerCase()).toContain('lucky');
    }

    await page.getByRole('searchbox', { name: lt('filters.search') }).fill('');
    // slot studios make slots and jackpots (their lobby lists no tables)
    await page.getByLabel(lt('filters.classify')).selectOption({ label: lt('classify.JACKPOT') });
    const jackpots = await total('gameClassify=JACKPOT');
    expect(jackpots).toBeGreaterThan(0);
    await expect(page.getByText(gameCount(jackpots), { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/classify=JACKPOT/);

    const minBet = page.getByLabel(lt('filters.minBet'));
    const option = await minBet.locator('option').nth(1).getAttribute('value');
    await minBet.selectOption(option!);
    const cheap = await total(`gameClassify=JACKPOT&minBet=${option}`);
    await expect(page.getByText(gameCount(cheap), { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`minBet=${option!.replace('.', '\\.')}`));

    // nothing matches: a way back
    await page.getByRole('searchbox', { name: lt('filters.search') }).fill('zzzz-no-such-game');
    // the typed search reaches the address after a pause; the filters above may already match nothing
    await expect(page).toHaveURL(/q=zzzz-no-such-game/);
    await expect(page.getByText(lt('games.noMatch'))).toBeVisible();
    await page.getByRole('button', { name: lt('filters.clear') }).click();
    await expect(page.getByText(gameCount(all), { exact: true })).toBeVisible();
  });

  test('a player adds a favourite, finds it under Favourites and removes it again', async ({ page, player, server }) => {
    const [first] = (
      await apiGet<{ games: ApiGame[] }>(server.baseURL, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1&language=en')
    ).games;
    await openWithSession(page, player.token, '/rng');
    const heart = gamesList(page).getByRole('button', { name: lt('card.favourite', { name: first!.gameName }) });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    const token = await pageToken(page);
    expect(await apiGet<number[]>(server.baseURL, '/wps/relay/MCSFE_getFavoriteGames', token!)).toContain(first!.nodeId);

    await page.getByRole('tab', { name: lt('views.favourites') }).click();
    const favourite = gamesList(page).getByRole('button', { name: lt('card.favourite', { name: first!.gameName }) });
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await favourite.click();
    await expect(page.getByText(lt('favourites.empty'))).toBeVisible();
    expect(await apiGet<number[]>(server.baseURL, '/wps/relay/MCSFE_getFavoriteGames', token!)).not.toContain(first!.nodeId);
  });

  test('a vendor entry opens its popup game list', async ({ page, server }) => {
    const groups = await apiGet<ApiVendorGroup[]>(server.baseURL, '/lgw/games/game_menus?language=en');
    const vendor = groups.find((g) => g.gameCategory === 'RNG')!.vendors[1]!;
    await page.goto('/rng');
    await page.getByRole('button', { name: lt('vendor.open', { name: vendor.name }) }).click();
    const dialog = page.getByRole('dialog', { name: vendor.name });
    await expect(dialog.getByRole('list', { name: lt('popup.list', { vendor: vendor.name }) })).toBeVisible();
  });

  test("a vendor's popup in one lobby lists that lobby's games only, as many as its card says", async ({ page, server }) => {
    const groups = await apiGet<ApiVendorGroup[]>(server.baseURL, '/lgw/games/game_menus?language=en');
    // the brand's own vendor has games in several lobbies: one slot, and table games elsewhere
    const tala = groups.find((g) => g.gameCategory === 'RNG')!.vendors.find((v) => v.vassalage === 'TALA')!;
    expect(groups.filter((g) => g.vendors.some((v) => v.vassalage === 'TALA')).length).toBeGreaterThan(1);
    await page.goto('/rng');
    await page.getByRole('button', { name: lt('vendor.open', { name: tala.name }) }).click();
    const dialog = page.getByRole('dialog', { name: tala.name });
    const list = dialog.getByRole('list', { name: lt('popup.list', { vendor: tala.name }) });
    await expect(list.getByRole('listitem')).toHaveCount(tala.gameCount);
    await expect(dialog.getByText(new RegExp(`^${tala.gameCount} games?$`))).toBeVisible();
  });
});
