import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import centre from '../web/src/shared/i18n/locales/en/centre.json' with { type: 'json' };
import dp from '../web/src/shared/i18n/locales/en/deposit.json' with { type: 'json' };
import { apiLogin, expect, openWithSession, test } from './fixtures.ts';
import { accountMenu, text } from './support/auth.ts';

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

test('the demo player deposits through the sandbox checkout and sees the order paid and the balance rise live', async ({
  page,
  server,
}) => {
  const session = await apiLogin(server.baseURL, 'demo', 'Demo1234');
  await openWithSession(page, session.token, '/');
  const before = await headerBalance(page);

  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: text.auth.menu.members }).click();
  const dialog = page.getByRole('dialog', { name: centre.member });
  await dialog.getByRole('link', { name: centre.pages.member.depositv2 }).click();
  await expect(page).toHaveURL(/\?mc=depositv2$/);

  const form = dialog.getByRole('form', { name: dp.formLabel });
  // the tile's radio covers the whole tile: a tap anywhere on it picks the channel
  await form.getByRole('radio', { name: /MayaPay/ }).click();
  await expect(form.getByRole('radio', { name: /MayaPay/ })).toBeChecked();
  await form.getByRole('textbox', { name: new RegExp(dp.amount) }).fill('200');
  // MayaPay takes 1.5%: $3.00 of $200.00
  await expect(form.getByTestId('deposit-receive')).toHaveText('$197.00');

  expect(await seriousViolations(new AxeBuilder({ page }).include('[role="dialog"]'))).toEqual([]);

  const popup = page.waitForEvent('popup');
  await form.getByRole('button', { name: dp.submit }).click();
  const checkout = await popup;
  await checkout.waitForLoadState();
  await expect(checkout).toHaveURL(/\/sandbox-pay\/checkout\/SBX/);
  await expect(checkout.getByText('$200.00', { exact: true })).toBeVisible();
  await expect(checkout.getByText('MayaPay')).toBeVisible();

  const status = dialog.getByRole('region', { name: dp.status.title.pending });
  await expect(status.getByTestId('deposit-status')).toHaveText(dp.statuses.pending);

  expect(await seriousViolations(new AxeBuilder({ page: checkout }))).toEqual([]);
  await checkout.getByRole('button', { name: 'Approve payment' }).click();
  // the provider sends the browser back to the site's deposit page
  await expect(checkout).toHaveURL(/\/\?mc=depositv2$/);
  await checkout.close();

  // the first tab learns it by push: no reload
  const paid = dialog.getByRole('region', { name: dp.status.title.paid });
  await expect(paid.getByTestId('deposit-status')).toHaveText(dp.statuses.paid);
  await expect(paid).toContainText('$197.00');
  await expect.poll(() => headerBalance(page)).toBe(before + 19_700);
  await expect(dialog.getByRole('list', { name: dp.history.title }).getByRole('listitem').first()).toContainText(
    dp.statuses.paid,
  );
});

/** A tiny, real 1×1 PNG (the server checks its structure, not its name). */
const receiptPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a manual bank transfer: the player sends the receipt, the operator accepts it, the balance rises live', async ({
  page,
  server,
}) => {
  const session = await apiLogin(server.baseURL, 'demo', 'Demo1234');
  await openWithSession(page, session.token, '/?mc=depositv2');
  const before = await headerBalance(page);
  const dialog = page.getByRole('dialog', { name: centre.member });
  const form = dialog.getByRole('form', { name: dp.formLabel });
  await form.getByRole('radio', { name: /Bank transfer/ }).click();
  await form.getByRole('button', { name: '$1,000.00' }).click();
  await form.getByRole('button', { name: dp.manual.start }).click();

  const status = dialog.getByRole('region', { name: dp.status.title.manual });
  await expect(status.getByTestId('payee-number')).toHaveText('0012 3456 7890');
  const receipt = status.getByRole('form', { name: dp.manual.formLabel });
  await receipt.getByRole('textbox', { name: new RegExp(dp.manual.senderName) }).fill('Juan Dela Cruz');
  await receipt.locator('input[type="file"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: receiptPng });
  await expect(receipt.getByRole('img', { name: /receipt\.png/ })).toBeVisible();
  expect(await seriousViolations(new AxeBuilder({ page }).include('[role="dialog"]'))).toEqual([]);
  await receipt.getByRole('button', { name: dp.manual.submit }).click();

  const review = dialog.getByRole('region', { name: dp.status.title.review });
  await expect(review.getByTestId('deposit-status')).toHaveText(dp.statuses.review);
  const orderNo = /DP[0-9A-Z]+/.exec((await review.textContent())!)![0];
  const waiting = await server.ops('cashier', 'receipts');
  expect(waiting).toContain(`${orderNo}\tdemo\t1000.00\tBANKXFER\tfrom Juan Dela Cruz`);

  expect(await server.ops('cashier', 'accept', orderNo)).toContain('1000.00 credited');
  const paid = dialog.getByRole('region', { name: dp.status.title.paid });
  await expect(paid.getByTestId('deposit-status')).toHaveText(dp.statuses.paid);
  await expect.poll(() => headerBalance(page)).toBe(before + 100_000);
});
