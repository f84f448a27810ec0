import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import auth from '../web/src/shared/i18n/locales/en/auth.json' with { type: 'json' };
import centre from '../web/src/shared/i18n/locales/en/centre.json' with { type: 'json' };
import common from '../web/src/shared/i18n/locales/en/common.json' with { type: 'json' };
import pr from '../web/src/shared/i18n/locales/en/promotions.json' with { type: 'json' };
import { apiLogin, expect, openWithSession, test } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  // the home notice popup is the home feature's; keep it out of these flows
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
});

/** The header balance in minor units, once it has loaded. */
async function headerBalance(page: Page): Promise<number> {
  const chip = page.getByTestId('balance');
  await expect(chip).toHaveText(/\d/);
  return Math.round(Number((await chip.textContent())!.replace(/[^\d.]/g, '')) * 100);
}

const seriousViolations = async (builder: AxeBuilder) =>
  (await builder.analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

const FIRST_DEPOSIT = '100% first deposit bonus';

test('the demo player opens a promotion, claims it, sees the balance rise and the bonus in bonus details', async ({
  page,
  server,
}) => {
  const session = await apiLogin(server.baseURL, 'demo', 'Demo1234');
  await openWithSession(page, session.token, '/promotions');
  await expect(page.getByRole('heading', { level: 1, name: common.pages.promotions })).toBeVisible();
  const before = await headerBalance(page);
  // the header gift carries the count of what can be claimed now
  const gift = page.getByRole('button', { name: /^Reward centre, \d+ rewards available$/ });
  await expect(gift).toBeVisible();
  const count = Number(/(\d+)/.exec((await gift.getAttribute('aria-label'))!)![1]);

  const tabs = page.getByRole('tablist', { name: pr.tabs.label });
  await expect(tabs.getByRole('tab', { name: pr.types.all })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('article', { name: FIRST_DEPOSIT });
  await expect(card.getByRole('list', { name: pr.labels.list })).toHaveText(`${pr.labels.newbie}${pr.labels['special-offer']}`);
  await expect(card.getByText(pr.status.claim.replace('{{amount}}', '$500.00'))).toBeVisible();
  expect(await seriousViolations(new AxeBuilder({ page }).include('main'))).toEqual([]);

  // the newbie tab keeps the new-player promotions only
  await tabs.getByRole('tab', { name: pr.types.newbie }).click();
  await expect(page.getByRole('article', { name: 'VIP gift $18' })).toHaveCount(0);

  await card.getByRole('link', { name: pr.list.more }).click();
  await expect(page).toHaveURL(/\/promoDetail\?id=\d+$/);
  const detail = page.getByRole('article', { name: FIRST_DEPOSIT });
  await expect(detail.getByText(pr.rule.turnover.replace('{{multiple}}', '10'))).toBeVisible();
  expect(await seriousViolations(new AxeBuilder({ page }).include('main'))).toEqual([]);

  await detail.getByRole('button', { name: pr.status.claim.replace('{{amount}}', '$500.00') }).click();
  await expect(
    detail.getByText(pr.detail.claimedNow.replace('{{amount}}', '$500.00').replace('{{turnover}}', '$5,000.00')),
  ).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBe(before + 50_000);
  const after = count - 1;
  await expect(
    page.getByRole('button', {
      name: after > 0 ? auth.reward.labelCount.replace('{{count}}', String(after)) : auth.reward.label,
    }),
  ).toBeVisible();

  await detail.getByRole('button', { name: pr.detail.bonusDetails }).click();
  const dialog = page.getByRole('dialog', { name: centre.member });
  await expect(page).toHaveURL(/\?.*mc=bonusDetails/);
  const bonuses = dialog.getByRole('list', { name: pr.bonus.list });
  const bonus = bonuses.getByRole('listitem').filter({ hasText: FIRST_DEPOSIT });
  await expect(bonus).toContainText('$500.00');
  await expect(
    bonus.getByRole('progressbar', { name: pr.bonus.progressLabel.replace('{{title}}', FIRST_DEPOSIT) }),
  ).toBeVisible();
  expect(await seriousViolations(new AxeBuilder({ page }).include('[role="dialog"]'))).toEqual([]);

  // a second claim is refused and says so
  await page.goto('/promotions');
  await page.getByRole('article', { name: FIRST_DEPOSIT }).getByRole('link', { name: pr.list.more }).click();
  await expect(page.getByRole('article', { name: FIRST_DEPOSIT }).getByText(pr.status.claimed)).toBeVisible();
});

test('a player applies with a comment and a screenshot, an operator approves, and the bonus arrives', async ({
  page,
  player,
  server,
}) => {
  await openWithSession(page, player.token, '/promotions');
  await page.getByRole('article', { name: 'Share your big win: $10' }).getByRole('link', { name: pr.list.more }).click();
  const detail = page.getByRole('article', { name: 'Share your big win: $10' });
  const form = detail.getByRole('form', { name: pr.apply.formLabel });
  await form.getByRole('textbox', { name: pr.apply.comment }).fill('Jackpot on Lucky Star');
  await expect(form.getByText('21/140')).toBeVisible();
  const png = Buffer.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
    0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
  ]);
  await form.locator('input[type="file"]').setInputFiles({ name: 'win.png', mimeType: 'image/png', buffer: png });
  await form.getByRole('button', { name: pr.apply.submit }).click();
  await expect(detail.getByText(pr.apply.applying)).toBeVisible();
  expect(await seriousViolations(new AxeBuilder({ page }).include('main'))).toEqual([]);
  const before = await headerBalance(page);

  const waiting = await server.ops('promo', 'applications');
  const line = waiting.split('\n').find((l) => l.includes(player.account))!;
  expect(line).toContain('"Jackpot on Lucky Star"');
  await server.ops('promo', 'approve', line.split('\t')[0]!);
  // the approval's balance event reaches the open page
  await expect.poll(() => headerBalance(page)).toBe(before + 1_000);
  await page.reload();
  await expect(detail.getByText(pr.apply.issued.replace('{{amount}}', '$10.00'))).toBeVisible();
});
