import { apiLogin, expect, test } from './fixtures.ts';
import { apiGet, type ApiGame } from './support/games.ts';

/**
 * The SPB crash title on the shared table, driven by the server's own leader in real time: a player
 * bets in a betting phase and cashes out during the flight. A round may crash before the cash-out
 * (about 2 % crash at 1.00×): then the page says so and the player tries the next round.
 */
test('a player bets on Rocket and cashes out during the flight', async ({ page, server }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const games = (
    await apiGet<{ games: ApiGame[] }>(server.baseURL, '/wps/relay/GCSGAME_gameList?vassalage=SPB&pageSize=50&language=en')
  ).games;
  const rocket = games.find((g) => g.gameName === 'Rocket')!;
  expect(rocket).toBeTruthy();
  const session = await apiLogin(server.baseURL, 'demo', 'Demo1234');
  const launched = await fetch(`${server.baseURL}/wps/game/launchGame`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: session.token },
    body: JSON.stringify({ vassalage: 'SPB', nodeId: rocket.nodeId }),
  }).then((r) => r.json() as Promise<{ value: { game_url: string } }>);
  expect(launched.value.game_url).toMatch(/^\/vendor\/demo\/crash\/#t=/);
  await page.goto(launched.value.game_url);

  await expect(page.getByText('Provably fair')).toBeVisible({ timeout: 20_000 });
  const stake = page.getByLabel('Stake');
  await stake.fill('1.00');
  const action = page.locator('#action');
  let cashed = false;
  for (let attempt = 0; attempt < 4 && !cashed; attempt++) {
    // a betting phase: the button reads just "Bet"
    await expect(action).toHaveText('Bet', { timeout: 60_000 });
    await action.click();
    // placed, or (clicked as betting closed) queued for the next round
    await expect(action).toContainText(/Waiting for take-off|Cash out|Cancel/, { timeout: 10_000 });
    await expect(action).toContainText(/Cash out|Bet/, { timeout: 30_000 });
    if ((await action.innerText()).includes('Cash out')) {
      await action.click();
      const toast = page.locator('#toast');
      // the round can crash between reading the button and the click, which then lands on the next
      // round's button and sends no cash-out: no toast comes, and the player tries again
      const said = await toast
        .filter({ hasText: /Cashed out at|Too late/ })
        .waitFor({ timeout: 10_000 })
        .then(
          () => true,
          () => false,
        );
      cashed = said && (await toast.innerText()).includes('Cashed out at');
    }
  }
  expect(cashed).toBe(true);
  // the round's players list shows the masked bettor, and a crashed round appears in the history
  await expect(page.locator('#players li').first()).toBeVisible();
  await expect(page.locator('#chips span').first()).toBeVisible({ timeout: 90_000 });
});
