import AxeBuilder from '@axe-core/playwright';
import centre from '../web/src/shared/i18n/locales/en/centre.json' with { type: 'json' };
import mc from '../web/src/shared/i18n/locales/en/memberCentre.json' with { type: 'json' };
import { apiLogin, expect, openWithSession, test } from './fixtures.ts';
import { accountMenu, text } from './support/auth.ts';

test.beforeEach(async ({ page }) => {
  // the home notice popup is the home feature's; keep it out of these flows
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
});

const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), template);

test('the demo player moves money to a game wallet, recalls it, and finds both in the account record', async ({
  page,
  server,
}) => {
  // vendor wallets exist only when the brand is not single-wallet (the demo brand is)
  await server.ops('games', 'wallet', 'transfer');
  try {
    const session = await apiLogin(server.baseURL, 'demo', 'Demo1234');
    await openWithSession(page, session.token, '/');

    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: text.auth.menu.members }).click();
    const dialog = page.getByRole('dialog', { name: centre.member });
    await dialog.getByRole('link', { name: centre.pages.member.transferFund }).click();
    await expect(page).toHaveURL(/\?mc=transferFund$/);
    const wallets = dialog.getByRole('list', { name: mc.wallet.balances });
    await expect(wallets.getByRole('listitem').first()).toContainText('Main wallet');

    const form = dialog.getByRole('form', { name: mc.wallet.transfer });
    const vendorSelect = form.getByRole('combobox', { name: new RegExp(mc.wallet.vendor) });
    const vendorName = ((await vendorSelect.locator('option:checked').textContent()) ?? '').split(' · ')[0]!;
    await form.getByRole('textbox', { name: new RegExp(mc.wallet.amount) }).fill('12.34');
    await form.getByRole('button', { name: mc.wallet.submit }).click();
    await expect(form.getByRole('status')).toHaveText(
      fill(mc.wallet.moved, { amount: '$12.34', from: 'Main wallet', to: vendorName }),
    );
    await expect(wallets.getByRole('listitem').filter({ hasText: vendorName })).toContainText('$12.34');

    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await dialog.getByRole('button', { name: mc.wallet.recall }).click();
    await expect(dialog.getByRole('status').filter({ hasText: fill(mc.wallet.recalled, { amount: '$12.34' }) })).toBeVisible();
    await expect(wallets.getByRole('listitem').filter({ hasText: vendorName })).toContainText('$0.00');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: text.auth.menu.accountRecord }).click();
    await expect(page).toHaveURL(/\?mc=transactionHistory$/);
    const table = page.getByRole('dialog', { name: centre.member }).getByRole('table', { name: mc.records.caption });
    const transfers = table.getByRole('row').filter({ hasText: mc.records.types.transfer });
    // out of main and into the vendor, then the recall: back out of the vendor and into main
    await expect(transfers).toHaveCount(4);
    await expect(transfers.filter({ hasText: '+$12.34' })).toHaveCount(2);
    await expect(transfers.filter({ hasText: '-$12.34' })).toHaveCount(2);
    await expect(table.getByRole('row').filter({ hasText: vendorName }).first()).toBeVisible();

    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  } finally {
    await server.ops('games', 'wallet', 'single');
  }
});
