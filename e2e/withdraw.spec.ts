import AxeBuilder from '@axe-core/playwright';
import centre from '../web/src/shared/i18n/locales/en/centre.json' with { type: 'json' };
import mc from '../web/src/shared/i18n/locales/en/memberCentre.json' with { type: 'json' };
import p from '../web/src/shared/i18n/locales/en/payout.json' with { type: 'json' };
import wd from '../web/src/shared/i18n/locales/en/withdraw.json' with { type: 'json' };
import { expect, openWithSession, test } from './fixtures.ts';
import { accountMenu, text } from './support/auth.ts';

test.beforeEach(async ({ page }) => {
  // the home notice popup is the home feature's; keep it out of this flow
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
});

const label = (s: string) => new RegExp(`^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), template);

test('a player binds an account, withdraws, the operator approves and pays out, the player confirms partial receipt, and the account record shows it', async ({
  page,
  player,
  server,
}) => {
  // the new player's money: an operator adjustment (a ledger posting with its reason)
  expect(await server.ops('cashier', 'adjust', player.account, '1000', 'e2e', 'starting', 'funds')).toMatch(
    new RegExp(`^adjusted ${player.account} by 1000.00; balance 1000.00 `),
  );
  await openWithSession(page, player.token, '/');
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: text.auth.menu.members }).click();
  const dialog = page.getByRole('dialog', { name: centre.member });
  await dialog.getByRole('link', { name: centre.pages.member.withdraw }).click();
  await expect(page).toHaveURL(/\?mc=withdraw$/);

  // no payment password yet: the page sends the player to set one up, then to add an account
  await expect(dialog.getByRole('heading', { name: wd.setUp.passwordTitle })).toBeVisible();
  await expect(dialog.getByTestId('withdrawable')).toHaveText('$1,000.00');
  await dialog.getByRole('button', { name: wd.setUp.passwordAction }).click();
  await expect(page).toHaveURL(/\?mc=securityCenter$/);
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
  await expect(dialog.getByRole('list', { name: p.accounts.list }).getByRole('listitem')).toContainText('•••• 4567');

  await dialog.getByRole('link', { name: centre.pages.member.withdraw }).click();
  const form = dialog.getByRole('form', { name: wd.form.title });
  await expect(form.getByRole('radio', { name: /GCash.*•••• 4567/ })).toBeChecked();
  await form.getByRole('textbox', { name: label(wd.form.amount) }).fill('300');
  await form.getByLabel(label(wd.form.password)).fill('246810');
  await form.getByRole('button', { name: wd.form.submit }).click();
  await expect(form.getByRole('status')).toHaveText(fill(wd.form.requested, { amount: '$300.00' }));
  // the hold left the wallet at once: the header shows it without a reload
  await expect(page.getByTestId('balance')).toContainText('700.00');
  const item = dialog.getByRole('list', { name: wd.history.title }).getByRole('listitem').first();
  await expect(item.getByTestId('withdraw-status')).toHaveText(wd.statuses.requested);

  expect(
    (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    ),
  ).toEqual([]);

  // the operator's side, through the ops command
  const pending = await server.ops('cashier', 'pending');
  const line = pending.split('\n').find((l) => l.includes(`\t${player.account}\t`));
  expect(line).toMatch(/^WD\w+\trequested\t/);
  const withdrawNo = line!.split('\t')[0]!;
  expect(await server.ops('cashier', 'approve', withdrawNo)).toBe(`withdrawal ${withdrawNo} approved`);
  await expect(item.getByTestId('withdraw-status')).toHaveText(wd.statuses.approved);
  expect(await server.ops('cashier', 'payout', withdrawNo)).toContain(`withdrawal ${withdrawNo} paid`);

  // the payout arrives on the open page by push: the confirmation step with its countdown
  const card = dialog.getByRole('region', { name: fill(wd.receipt.title, { amount: '$300.00' }) });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('auto-receipt')).toHaveText(/^(01:00:00|59:\d\d)$/);
  const answer = card.getByRole('form', { name: wd.receipt.formLabel });
  await answer.getByRole('radio', { name: wd.receipt.choices.partial }).check();
  await answer.getByRole('textbox', { name: label(wd.receipt.received) }).fill('200');
  await expect(answer.getByTestId('receipt-remaining')).toHaveText('$100.00');
  await answer.getByRole('button', { name: wd.receipt.submit }).click();
  await expect(card).toHaveCount(0);
  await expect(item.getByTestId('withdraw-status')).toHaveText(wd.statuses.disputed);
  await expect(item).toContainText(fill(wd.history.receipt.partial, { received: '$200.00', remaining: '$100.00' }));
  expect(await server.ops('cashier', 'pending')).toMatch(
    new RegExp(`${withdrawNo}\\tdisputed\\t.*received 200.00 remaining 100.00`),
  );

  // the account record: the starting adjustment and the withdrawal
  await dialog.getByRole('link', { name: centre.pages.member.transactionHistory }).click();
  await expect(page).toHaveURL(/\?mc=transactionHistory$/);
  const table = dialog.getByRole('table', { name: mc.records.caption });
  const withdrawal = table.getByRole('row').filter({ hasText: mc.records.types.withdrawal });
  await expect(withdrawal).toHaveCount(1);
  await expect(withdrawal).toContainText('-$300.00');
  await expect(withdrawal).toContainText(withdrawNo);
  await expect(table.getByRole('row').filter({ hasText: mc.records.types.adjustment })).toContainText('+$1,000.00');
});
