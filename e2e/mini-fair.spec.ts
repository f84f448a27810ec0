import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiLogin, expect, openWithSession, test } from './fixtures.ts';
import { apiGet, gt, lt, type ApiGame } from './support/games.ts';

test('a player spins the wheel from the mini-game lobby, rotates seeds and verifies the round in the browser', async ({
  page,
  server,
  context,
}) => {
  test.setTimeout(120_000);
  const games = (
    await apiGet<{ games: ApiGame[] }>(server.baseURL, '/wps/relay/GCSGAME_gameList?vassalage=GM&pageSize=50&language=en')
  ).games;
  const wheel = games[0]!;
  const session = await apiLogin(server.baseURL, 'demo', 'Demo1234');
  await openWithSession(page, session.token, '/minigame');
  await page
    .getByRole('button', { name: lt('card.play', { name: wheel.gameName }) })
    .first()
    .click();
  // a mini game plays in the shell's mini-game window, over the lobby
  await expect(page).toHaveURL(/\/minigame/);
  const frame = page
    .getByRole('dialog', { name: new RegExp(`^${gt('mini.title')}`) })
    .frameLocator(`iframe[title="${wheel.gameName}"]`);
  const spin = frame.getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  await spin.click();
  await expect(frame.locator('#win')).not.toBeEmpty({ timeout: 20_000 });
  await expect(spin).toBeEnabled();

  // the next round's commitment is on the page: nonce 1 after the first round
  await expect(frame.locator('#fair-summary')).toContainText('Next nonce: 1');
  await frame.getByRole('button', { name: /Fairness/ }).click();
  const dialog = frame.getByRole('dialog', { name: 'Fairness' });
  // the newest round (first in the list) waits for the reveal, then links to the verify page
  const newest = dialog.locator('#fair-rounds li').first();
  await expect(newest.getByText('Rotate seeds to verify')).toBeVisible();
  await dialog.getByRole('button', { name: 'Rotate seeds' }).click();
  const link = dialog.locator('#fair-rounds li').first().getByRole('link', { name: 'Verify' });
  await expect(link).toBeVisible();
  const [verify] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(verify.getByRole('heading', { name: /Verified/ })).toBeVisible();
  await expect(verify.getByText('The recomputed result equals the result of the round.')).toBeVisible();
});

async function seriousFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — e.g. ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

test('wheel, plinko and keno play on a phone, and their pages and the verify page have no serious accessibility finding', async ({
  page,
  server,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const session = await apiLogin(server.baseURL, 'demo', 'Demo1234');
  for (const [vendor, action] of [
    ['GM', 'Spin'],
    ['XGS', 'Drop'],
    ['KM', 'Draw'],
  ] as const) {
    const [game] = (
      await apiGet<{ games: ApiGame[] }>(server.baseURL, `/wps/relay/GCSGAME_gameList?vassalage=${vendor}&pageSize=1&language=en`)
    ).games;
    const launched = await fetch(`${server.baseURL}/wps/game/launchGame`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: session.token },
      body: JSON.stringify({ vassalage: vendor, nodeId: game!.nodeId }),
    });
    const { value } = (await launched.json()) as { value: { game_url: string } };
    await page.goto(server.baseURL + value.game_url);
    const play = page.getByRole('button', { name: action, exact: true });
    await expect(play).toBeEnabled({ timeout: 20_000 });
    // the main button fits the phone and is a comfortable tap target
    const box = (await play.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await play.click();
    await expect(page.locator('#win')).not.toBeEmpty({ timeout: 20_000 });
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByRole('button', { name: /Fairness/ }).click();
    await expect(page.getByRole('dialog', { name: 'Fairness' }).locator('#fair-rounds li').first()).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Rotate seeds' }).click();
    const [verify] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Verify' }).first().click(),
    ]);
    await expect(verify.getByRole('heading', { name: /Verified/ })).toBeVisible();
    expect(await seriousFindings(verify)).toEqual([]);
    await verify.close();
  }
});
