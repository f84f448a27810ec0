import { apiLogin, expect, test } from './fixtures.ts';
import { apiGet, type ApiGame } from './support/games.ts';

/** The demo player's launch address of the SPB crash title, Rocket (a game ticket in its hash). */
async function launchRocket(baseURL: string): Promise<string> {
  const games = (await apiGet<{ games: ApiGame[] }>(baseURL, '/wps/relay/GCSGAME_gameList?vassalage=SPB&pageSize=50&language=en'))
    .games;
  const rocket = games.find((g) => g.gameName === 'Rocket');
  expect(rocket).toBeTruthy();
  const session = await apiLogin(baseURL, 'demo', 'Demo1234');
  const launched = await fetch(`${baseURL}/wps/game/launchGame`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: session.token },
    body: JSON.stringify({ vassalage: 'SPB', nodeId: rocket!.nodeId }),
  }).then((r) => r.json() as Promise<{ value: { game_url: string } }>);
  expect(launched.value.game_url).toMatch(/^\/vendor\/demo\/crash\/#t=/);
  return launched.value.game_url;
}

/**
 * The SPB crash title on the shared table, driven by the server's own leader in real time: a player
 * bets in a betting phase and cashes out during the flight. A round may crash before the cash-out
 * (about 2 % crash at 1.00×): then the page says so and the player tries the next round.
 */
test('a player bets on Rocket and cashes out during the flight', async ({ page, server }) => {
  // a round in flight when the page opens may fly for minutes (30× takes 57 s, 1,000× 115 s): the
  // player waits it out before he can bet
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(await launchRocket(server.baseURL));

  await expect(page.getByText('Provably fair')).toBeVisible({ timeout: 20_000 });
  const stake = page.getByLabel('Stake');
  await stake.fill('1.00');
  const action = page.locator('#action');
  let cashed = false;
  // Driven by the button's state, not by a fixed order: a click can land just after the round changed
  // (a cash-out click after the crash lands on "Bet next round" and queues a bet), and the player then
  // acts on whatever the button offers next.
  for (let step = 0; step < 10 && !cashed; step++) {
    // something to do: a betting phase without a bet of ours ("Bet"), or our bet in flight ("Cash out");
    // the flight before it may be long, at about 1 in 30 above 30× (P(crash ≥ x) ≈ 1/x)
    await expect(action).toHaveText(/^Bet$|Cash out/, { timeout: 150_000 });
    if (!(await action.innerText()).includes('Cash out')) {
      await action.click();
      // placed, or (clicked as betting closed) queued for the next round
      await expect(action).not.toHaveText(/^Bet$/, { timeout: 10_000 });
      continue;
    }
    await action.click();
    const toast = page.locator('#toast');
    // the round can crash between reading the button and the click, which then sends no cash-out
    const said = await toast
      .filter({ hasText: /Cashed out at|Too late/ })
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    cashed = said && (await toast.innerText()).includes('Cashed out at');
  }
  expect(cashed).toBe(true);
  // the round's players list shows the masked bettor, and a crashed round appears in the history
  await expect(page.locator('#players li').first()).toBeVisible();
  await expect(page.locator('#chips span').first()).toBeVisible({ timeout: 90_000 });
});

test('a Rocket page that stops hearing the table after a crash asks for its state instead of waiting', async ({
  page,
  server,
}) => {
  const gameUrl = await launchRocket(server.baseURL);
  // the stream says a round crashed, then goes silent for good: the next round's events never come
  const lost = { no: 999_999_999, phase: 'crashed', crashX100: 150, seed: '00', hash: '00', chain: 1 };
  let first = true;
  await page.route('**/vendor/demo/api/crash/stream', async (route) => {
    if (!first) return route.abort();
    first = false;
    await route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
      body: `event: crash.crashed\ndata: ${JSON.stringify({ round: lost })}\n\n`,
    });
  });
  await page.goto(gameUrl);
  await expect(page.getByText('Provably fair')).toBeVisible({ timeout: 20_000 });
  const rounds = page.locator('#verify-round option');
  await expect(rounds.filter({ hasText: `#${lost.no}` })).toHaveCount(1);
  // a few seconds later the page has the table's own state again: the lost round is gone from its history
  await expect(rounds.filter({ hasText: `#${lost.no}` })).toHaveCount(0, { timeout: 20_000 });
});
