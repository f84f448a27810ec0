import { apiLogin, expect, openWithSession, test } from './fixtures.ts';
import auth from '../web/src/shared/i18n/locales/en/auth.json' with { type: 'json' };
import errorsPack from '../web/src/shared/i18n/locales/en/errors.json' with { type: 'json' };
import { apiGet, gt, lt, minor, pageToken, type ApiGame } from './support/games.ts';

const errors = errorsPack as Record<string, string | undefined>;

const authDialog = auth.dialogTitle.replace('{{brand}}', 'Tala');

test('a visitor who starts a game gets the login dialog', async ({ page, server }) => {
  const [first] = (
    await apiGet<{ games: ApiGame[] }>(server.baseURL, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1&language=en')
  ).games;
  await page.goto('/rng');
  await page.getByRole('button', { name: lt('card.play', { name: first!.gameName }) }).click();
  await expect(page.getByRole('dialog', { name: authDialog })).toBeVisible();
  await expect(page).toHaveURL(/\/rng$/);
});

test('a player launches the slot, spins, and the header balance follows without a reload', async ({ page, server }) => {
  test.setTimeout(90_000);
  const games = (
    await apiGet<{ games: ApiGame[] }>(server.baseURL, '/wps/relay/GCSGAME_gameList?vassalage=TALA&pageSize=50&language=en')
  ).games;
  const slot = games.find((g) => g.gameClassify === 'SLOT')!;
  const session = await apiLogin(server.baseURL, 'demo', 'Demo1234');
  await openWithSession(page, session.token, '/rng');

  await page.getByRole('searchbox', { name: lt('filters.search') }).fill(slot.gameName);
  await page.getByRole('button', { name: lt('card.play', { name: slot.gameName }) }).click();
  await page.waitForURL('**/game');
  await page.evaluate(() => ((window as unknown as { keptAcrossSpins: boolean }).keptAcrossSpins = true));

  const frame = page.frameLocator(`iframe[title="${gt('frame.title')}"]`);
  const spin = frame.getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  const headerBalance = page.getByRole('group', { name: 'Balance' });
  await expect(headerBalance).toContainText(/\d/);
  const before = minor(await headerBalance.innerText());
  const token = await pageToken(page);

  // a spin can win back exactly its stake: spin until the wallet really moved
  let after = before;
  for (let i = 0; i < 6 && after === before; i++) {
    await spin.click();
    await expect(spin).toBeEnabled({ timeout: 20_000 });
    after = minor((await apiGet<{ sumBalance: string }>(server.baseURL, '/wps/v2/wallets/balance', token!)).sumBalance);
  }
  expect(after).not.toBe(before);
  await expect.poll(async () => minor(await headerBalance.innerText()), { timeout: 5_000 }).toBe(after);
  expect(await page.evaluate(() => (window as unknown as { keptAcrossSpins?: boolean }).keptAcrossSpins)).toBe(true);
});

test('a game put under maintenance after the lobby loaded says so when started', async ({ page, server }) => {
  const [first] = (
    await apiGet<{ games: ApiGame[] }>(server.baseURL, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1&language=en')
  ).games;
  const session = await apiLogin(server.baseURL, 'demo', 'Demo1234');
  await openWithSession(page, session.token, '/rng');
  const play = page.getByRole('button', { name: lt('card.play', { name: first!.gameName }) });
  await expect(play).toBeEnabled();
  await server.ops('games', 'maintenance', String(first!.nodeId), 'on');
  try {
    await play.click();
    const dialog = page.getByRole('dialog', { name: gt('launch.failedTitle') });
    await expect(dialog).toContainText(errors.GAME_MAINTENANCE!);
    await dialog.getByRole('button', { name: gt('launch.close') }).click();
    await expect(page).toHaveURL(/\/rng$/);
    // a fresh lobby shows the game as under maintenance and does not offer to start it
    await page.reload();
    await expect(page.getByRole('button', { name: lt('card.maintenanceOf', { name: first!.gameName }) })).toBeDisabled();
  } finally {
    await server.ops('games', 'maintenance', String(first!.nodeId), 'off');
  }
});

test('/game without a launched game says so instead of an empty frame', async ({ page }) => {
  await page.goto('/game');
  await expect(page.getByText(gt('frame.none'))).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});
