import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import pr from '../web/src/shared/i18n/locales/en/promotions.json' with { type: 'json' };
import { apiLogin, expect, openWithSession, test } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  // the home notice popup is the home feature's; keep it out of these flows
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
});

const REBATE = 'Daily casino rebate 1%';
const RAFFLE = 'Daily lucky draw';

/** The header balance in minor units, once it has loaded. */
async function headerBalance(page: Page): Promise<number> {
  const chip = page.getByTestId('balance');
  await expect(chip).toHaveText(/\d/);
  return Math.round(Number((await chip.textContent())!.replace(/[^\d.]/g, '')) * 100);
}

const minor = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

async function openDetail(page: Page, title: string): Promise<Locator> {
  await page.goto('/promotions');
  await page.getByRole('article', { name: title }).getByRole('link', { name: pr.list.more }).click();
  await expect(page).toHaveURL(/\/promoDetail\?id=\d+$/);
  return page.getByRole('article', { name: title });
}

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).include('main').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );

test('the demo player claims yesterday’s rebate and draws the lucky draw; the balance moves by what each paid', async ({
  page,
  server,
}) => {
  const session = await apiLogin(server.baseURL, 'demo', 'Demo1234');
  await openWithSession(page, session.token, '/promotions');

  // the card shows yesterday's valid bets (the seeded demo rounds) and what the rebate pays now
  const card = page.getByRole('article', { name: REBATE });
  const cardProgress = card.getByRole('group', { name: pr.basis.label });
  await expect(cardProgress.getByText(pr.basis.bets)).toBeVisible();

  const rebate = await openDetail(page, REBATE);
  const progress = rebate.getByRole('group', { name: pr.basis.label });
  const bets = minor((await progress.locator('dd').nth(0).textContent())!);
  const bonus = minor((await progress.locator('dd').nth(1).textContent())!);
  expect(bets).toBeGreaterThanOrEqual(1_000);
  expect(bonus).toBe(Math.min(5_000, Math.floor(bets / 100)));
  await expect(rebate.getByText(pr.rule.product.games)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const before = await headerBalance(page);
  await rebate.getByRole('button', { name: /^Claim \$/ }).click();
  await expect(rebate.getByRole('status')).toContainText(/was added to your wallet/);
  await expect.poll(() => headerBalance(page)).toBe(before + bonus);

  // the raffle: one draw, the prize revealed, the balance up by it
  const raffle = await openDetail(page, RAFFLE);
  await expect(raffle.getByRole('list', { name: pr.rule.prizes }).getByRole('listitem')).toHaveCount(5);
  const beforeDraw = await headerBalance(page);
  await raffle.getByRole('button', { name: pr.status.draw }).click();
  const reveal = raffle.getByRole('status');
  await expect(reveal).toContainText(/^.*You won \$[\d,.]+!/);
  const prize = minor(/You won (\$[\d,.]+)!/.exec((await reveal.textContent())!)![1]!);
  expect([100, 200, 500, 2_000, 10_000]).toContain(prize);
  await expect.poll(() => headerBalance(page)).toBe(beforeDraw + prize);
  expect(await seriousViolations(page)).toEqual([]);

  // once a day: the next visit says it was claimed
  await page.reload();
  await expect(page.getByRole('article', { name: RAFFLE }).getByText(pr.status.claimed)).toBeVisible();
});
