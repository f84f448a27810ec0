import type { Page } from '@playwright/test';
import { apiLogin, expect, openWithSession, test } from './fixtures.ts';
import { apiGet, gt, lt, minor, pageToken, type ApiGame } from './support/games.ts';
import { text } from './support/shell.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: text.en.nav.sideMenu, exact: true });
const miniWindow = (page: Page) => page.getByRole('dialog', { name: new RegExp(`^${gt('mini.title')}`) });

async function vendorName(baseURL: string, code: string): Promise<string> {
  const vendors = await apiGet<{ vassalage: string; name: string }[]>(baseURL, '/wps/relay/GCSGAME_gameVendor?language=en');
  return vendors.find((v) => v.vassalage === code)!.name;
}

test('a mini game from the side menu plays over the page and keeps playing across pages and while minimised', async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  const gm = await vendorName(server.baseURL, 'GM');
  const [first] = (
    await apiGet<{ games: ApiGame[] }>(server.baseURL, '/wps/relay/GCSGAME_gameList?vassalage=GM&pageSize=1&pageNo=1&language=en')
  ).games;
  const session = await apiLogin(server.baseURL, 'demo', 'Demo1234');
  await openWithSession(page, session.token, '/promotions');

  await menu(page)
    .getByRole('button', { name: lt('categories.MINI'), exact: true })
    .click();
  await menu(page)
    .getByRole('list', { name: lt('categories.MINI'), exact: true })
    .getByRole('button', { name: gm })
    .click();
  const win = miniWindow(page);
  await expect(win).toBeVisible();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(win.getByRole('tab', { name: gm })).toHaveAttribute('aria-selected', 'true');
  const frame = win.frameLocator(`iframe[title="${first!.gameName}"]`);
  await expect(frame.locator('#balance')).toContainText(/\d/, { timeout: 20_000 });

  // another page: the window and its game stay
  await menu(page).getByRole('link', { name: text.en.nav.home, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(frame.locator('#balance')).toContainText(/\d/);

  await win.getByRole('button', { name: gt('mini.minimise') }).click();
  await expect(win).toBeHidden();
  await page.getByRole('button', { name: gt('mini.restore', { name: first!.gameName }) }).click();
  await expect(frame.locator('#balance')).toContainText(/\d/);

  await win.getByRole('button', { name: gt('mini.close') }).click();
  await expect(win).toHaveCount(0);
});

test('a mini game card of the lobby plays in the window, and the header balance follows its rounds', async ({ page, server }) => {
  test.setTimeout(90_000);
  const games = (
    await apiGet<{ games: ApiGame[] }>(server.baseURL, '/wps/relay/GCSGAME_gameList?vassalage=TALA&pageSize=50&language=en')
  ).games;
  const dice = games.find((g) => g.gameType === 'MINI')!;
  const session = await apiLogin(server.baseURL, 'demo', 'Demo1234');
  await openWithSession(page, session.token, '/minigame');

  await page.getByRole('searchbox', { name: lt('filters.search') }).fill(dice.gameName);
  await page.getByRole('button', { name: lt('card.play', { name: dice.gameName }) }).click();
  await expect(page).toHaveURL(/\/minigame/);
  const win = miniWindow(page);
  const frame = win.frameLocator(`iframe[title="${dice.gameName}"]`);
  const roll = frame.getByRole('button', { name: 'Roll', exact: true });
  await expect(roll).toBeEnabled({ timeout: 20_000 });

  const headerBalance = page.getByRole('group', { name: 'Balance' });
  const before = minor(await headerBalance.innerText());
  const token = await pageToken(page);
  let after = before;
  for (let i = 0; i < 6 && after === before; i++) {
    await roll.click();
    await expect(roll).toBeEnabled({ timeout: 20_000 });
    after = minor((await apiGet<{ sumBalance: string }>(server.baseURL, '/wps/v2/wallets/balance', token!)).sumBalance);
  }
  expect(after).not.toBe(before);
  await expect.poll(async () => minor(await headerBalance.innerText()), { timeout: 5_000 }).toBe(after);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the mini game is a bottom sheet a visitor is asked to log in from', async ({ page, server }) => {
    const gm = await vendorName(server.baseURL, 'GM');
    await page.goto('/minigame');
    await page
      .getByRole('main')
      .getByRole('button', { name: new RegExp(gm) })
      .first()
      .click();
    const win = miniWindow(page);
    await expect(win).toBeVisible();
    await expect(win.getByRole('tab', { name: gm })).toHaveAttribute('aria-selected', 'true');
    const box = (await win.boundingBox())!;
    expect(box.width).toBe(390);
    expect(Math.round(box.y + box.height)).toBe(844);
    await win.getByRole('button', { name: gt('mini.login') }).click();
    await expect(page.getByRole('dialog', { name: /Tala/ })).toBeVisible();
  });
});
