import AxeBuilder from '@axe-core/playwright';
import centre from '../web/src/shared/i18n/locales/en/centre.json' with { type: 'json' };
import p from '../web/src/shared/i18n/locales/en/payout.json' with { type: 'json' };
import { expect, openWithSession, test } from './fixtures.ts';
import { accountMenu, text } from './support/auth.ts';

test.beforeEach(async ({ page }) => {
  // the home notice popup is the home feature's; keep it out of this flow
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
});

const label = (s: string) => new RegExp(`^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test('a new player sets a payment password, adds an e-wallet shown masked, and removes it with the password', async ({
  page,
  player,
}) => {
  await openWithSession(page, player.token, '/');
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: text.auth.menu.members }).click();
  const dialog = page.getByRole('dialog', { name: centre.member });
  await expect(dialog.getByRole('heading', { name: p.password.title })).toBeVisible();

  const setForm = dialog.getByRole('form', { name: p.password.setTitle });
  await setForm.getByLabel(label(p.password.new)).fill('246810');
  await setForm.getByLabel(label(p.password.confirm)).fill('246810');
  await setForm.getByRole('button', { name: p.password.set }).click();
  await expect(dialog.getByText(p.password.setDone)).toBeVisible();

  const add = dialog.getByRole('form', { name: p.accounts.addTitle });
  await add.getByRole('combobox', { name: label(p.accounts.provider) }).selectOption('GCASH');
  await add.getByRole('textbox', { name: label(p.accounts.number) }).fill('09171234567');
  await add.getByRole('textbox', { name: label(p.accounts.holder) }).fill('Juan Dela Cruz');
  await add.getByLabel(label(p.accounts.password)).fill('246810');
  await add.getByRole('button', { name: p.accounts.add }).click();
  const saved = dialog.getByRole('list', { name: p.accounts.list });
  await expect(saved.getByRole('listitem')).toContainText('•••• 4567');
  await expect(saved).not.toContainText('09171234567');

  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  const removeName = p.accounts.removeOne.replace('{{name}}', 'GCash').replace('{{number}}', '•••• 4567');
  await saved.getByRole('button', { name: removeName }).click();
  const remove = dialog.getByRole('form', { name: removeName });
  await remove.getByLabel(label(p.accounts.password)).fill('135790');
  await remove.getByRole('button', { name: p.accounts.confirmRemove }).click();
  await expect(remove.getByText(p.password.wrong.replace('{{left}}', '4'))).toBeVisible();

  await remove.getByLabel(label(p.accounts.password)).fill('246810');
  await remove.getByRole('button', { name: p.accounts.confirmRemove }).click();
  await expect(dialog.getByText(p.accounts.removed)).toBeVisible();
  await expect(dialog.getByText(p.accounts.none)).toBeVisible();
});
