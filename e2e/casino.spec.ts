import type { Page } from '@playwright/test';
import { apiLogin, expect, openWithSession, test } from './fixtures.ts';
import { apiGet, gt, lt, type ApiGame } from './support/games.ts';

/** Launches one of the card parlour's games from the Slots lobby; the game's frame. */
async function launch(page: Page, baseURL: string, classify: 'VIDEO_POKER' | 'SCRATCH') {
  const games = (await apiGet<{ games: ApiGame[] }>(baseURL, '/wps/relay/GCSGAME_gameList?vassalage=TCP&pageSize=50&language=en'))
    .games;
  const game = games.find((g) => g.gameClassify === classify)!;
  const session = await apiLogin(baseURL, 'demo', 'Demo1234');
  await openWithSession(page, session.token, '/rng');
  // the Slots lobby shows the progressive jackpot
  await expect(page.getByRole('region', { name: lt('jackpot.title') })).toContainText(/\d/);
  await page.getByRole('searchbox', { name: lt('filters.search') }).fill(game.gameName);
  await page.getByRole('button', { name: lt('card.play', { name: game.gameName }) }).click();
  await page.waitForURL('**/game');
  return page.frameLocator(`iframe[title="${gt('frame.title')}"]`);
}

test('a player deals a video poker hand, holds two cards and draws', async ({ page, server }) => {
  test.setTimeout(90_000);
  const frame = await launch(page, server.baseURL, 'VIDEO_POKER');
  const deal = frame.getByRole('button', { name: 'Deal', exact: true });
  await expect(deal).toBeEnabled({ timeout: 20_000 });
  await deal.click();
  const draw = frame.getByRole('button', { name: 'Draw', exact: true });
  await expect(draw).toBeEnabled();
  const cards = frame.getByRole('group', { name: 'Your hand' }).getByRole('button');
  await expect(cards).toHaveCount(5);
  // hold the first by pointer, the third by keyboard
  await cards.nth(0).click();
  await expect(cards.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('3');
  await expect(cards.nth(2)).toHaveAttribute('aria-pressed', 'true');
  const held = [await cards.nth(0).getAttribute('aria-label'), await cards.nth(2).getAttribute('aria-label')];
  await draw.click();
  await expect(deal).toBeEnabled();
  // the held cards stayed; the hand is decided and the cards no longer toggle
  expect((await cards.nth(0).getAttribute('aria-label'))!.split(',')[0]).toBe(held[0]!.split(',')[0]);
  expect((await cards.nth(2).getAttribute('aria-label'))!.split(',')[0]).toBe(held[1]!.split(',')[0]);
  await expect(cards.nth(1)).toBeDisabled();
});

/** The minor units of an amount as the game pages show it ($1,234.50 → 123450). */
const minorOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test('a player buys a scratch card, reloads it mid-scratch, and is paid only when it is revealed', async ({ page, server }) => {
  test.setTimeout(90_000);
  const frame = await launch(page, server.baseURL, 'SCRATCH');
  const buy = frame.getByRole('button', { name: 'Buy card', exact: true });
  await expect(buy).toBeEnabled({ timeout: 20_000 });
  const balance = frame.locator('#balance');
  await expect(balance).toContainText(/\d/);
  const before = minorOf(await balance.textContent());
  const price = minorOf(await frame.locator('#stake').textContent());
  await buy.click();
  const reveal = frame.getByRole('button', { name: 'Reveal all', exact: true });
  await expect(reveal).toBeVisible();
  // the stake is taken at once; whatever the card shows, nothing is paid before it is scratched
  await expect.poll(async () => minorOf(await balance.textContent())).toBe(before - price);
  const cells = frame.getByRole('group', { name: 'Your card' }).getByRole('button');
  await expect(cells).toHaveCount(9);
  await cells.nth(0).click();
  await expect(cells.nth(0)).toBeDisabled();
  const first = await cells.nth(0).getAttribute('aria-label');
  expect(first).toMatch(/^Cell 1: \D*[\d,]+\.\d\d$/);
  // a reload mid-card brings the same card back, unpaid and without a second stake
  await frame.locator('body').evaluate(() => location.reload());
  await expect(reveal).toBeVisible({ timeout: 20_000 });
  await expect(buy).toBeDisabled();
  await expect.poll(async () => minorOf(await balance.textContent())).toBe(before - price);
  await cells.nth(0).click();
  await expect(cells.nth(0)).toHaveAttribute('aria-label', first!);
  await reveal.click();
  await expect(cells.nth(8)).toBeDisabled();
  await expect(cells.nth(8)).toHaveAttribute('aria-label', /^Cell 9: /);
  await expect(buy).toBeEnabled();
  // the reveal pays: the balance moves by the win the banner announces (nothing on a losing card)
  const banner = frame.locator('#win');
  await expect(banner).toHaveText(/^(You win \D*[\d,]+\.\d\d|No win)$/);
  const won = /You win/.test((await banner.textContent()) ?? '') ? minorOf(await banner.textContent()) : 0;
  await expect.poll(async () => minorOf(await balance.textContent())).toBe(before - price + won);
  await expect(reveal).toBeHidden();
});
