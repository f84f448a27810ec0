import { apiLogin, expect, openWithSession, test } from './fixtures.ts';
import { apiGet, gt, lt, minor, pageToken, type ApiGame } from './support/games.ts';

test('a player opens /fish, launches the in-house fish title, fires, and the balance moves', async ({ page, server }) => {
  test.setTimeout(90_000);
  const games = (
    await apiGet<{ games: (ApiGame & { gameId: string })[] }>(
      server.baseURL,
      '/wps/relay/GCSGAME_gameList?vassalage=TFH&pageSize=10&language=en',
    )
  ).games;
  const reef = games.find((g) => g.gameId === 'tfh-reef')!;
  const session = await apiLogin(server.baseURL, 'demo', 'Demo1234');
  await openWithSession(page, session.token, '/fish');

  await page.getByRole('searchbox', { name: lt('filters.search') }).fill(reef.gameName);
  await page.getByRole('button', { name: lt('card.play', { name: reef.gameName }) }).click();
  await page.waitForURL('**/game');

  const frame = page.frameLocator(`iframe[title="${gt('frame.title')}"]`);
  const fire = frame.getByRole('button', { name: 'Fire', exact: true });
  await expect(fire).toBeEnabled({ timeout: 20_000 });
  await expect(frame.locator('#sea')).toBeVisible();
  const token = await pageToken(page);
  const balance = async () =>
    minor((await apiGet<{ sumBalance: string }>(server.baseURL, '/wps/v2/wallets/balance', token!)).sumBalance);
  const before = await balance();

  // auto fire picks a fish by itself (a shot always moves the wallet: a catch pays at least 2 bullets)
  const auto = frame.getByRole('button', { name: 'Auto fire' });
  await auto.click();
  await expect(auto).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(balance, { timeout: 20_000 }).not.toBe(before);
  await auto.click();
  await expect(auto).toHaveAttribute('aria-pressed', 'false');
  const shots = Number(await frame.locator('#shots').innerText());
  expect(shots).toBeGreaterThan(0);
  // the game's own header follows the wallet
  await expect.poll(async () => minor(await frame.locator('#balance').innerText()), { timeout: 10_000 }).toBe(await balance());
});
