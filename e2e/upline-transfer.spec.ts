import centre from '../web/src/shared/i18n/locales/en/centre.json' with { type: 'json' };
import mc from '../web/src/shared/i18n/locales/en/memberCentre.json' with { type: 'json' };
import p from '../web/src/shared/i18n/locales/en/payout.json' with { type: 'json' };
import up from '../web/src/shared/i18n/locales/en/uplineTransfer.json' with { type: 'json' };
import { apiLogin, createPlayer, expect, openWithSession, test } from './fixtures.ts';
import { accountMenu, text } from './support/auth.ts';

test.beforeEach(async ({ page }) => {
  // the home notice popup is the home feature's; keep it out of this flow
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
});

const label = (s: string) => new RegExp(`^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), template);

test('a player invited by agent01 sends him money from the member centre; agent01 sees it in his account record', async ({
  page,
  server,
}) => {
  // joined with agent01's invitation code: agent01 is his upline, and the demo seed lets agent01 take transfers
  const player = await createPlayer(server.baseURL, 'Secret123', { affiliateCode: 'TALA2026' });
  await server.ops('cashier', 'adjust', player.account, '1000', 'e2e', 'starting', 'funds');
  await openWithSession(page, player.token, '/');
  await expect(page.getByTestId('balance')).toContainText('1,000.00');
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: text.auth.menu.members }).click();
  const dialog = page.getByRole('dialog', { name: centre.member });
  await dialog.getByRole('link', { name: centre.pages.member.transferUpline }).click();
  await expect(page).toHaveURL(/\?mc=transferUpline$/);
  await expect(dialog.getByTestId('upline-account')).toHaveText('agent01');

  // no payment password yet: set one on the security page, then come back
  await dialog.getByRole('button', { name: up.setUp.action }).click();
  const setForm = dialog.getByRole('form', { name: p.password.setTitle });
  await setForm.getByLabel(label(p.password.new)).fill('246810');
  await setForm.getByLabel(label(p.password.confirm)).fill('246810');
  await setForm.getByRole('button', { name: p.password.set }).click();
  await expect(dialog.getByText(p.password.setDone)).toBeVisible();
  await dialog.getByRole('link', { name: centre.pages.member.transferUpline }).click();

  const form = dialog.getByRole('form', { name: up.form.title });
  await form.getByRole('textbox', { name: label(up.form.amount) }).fill('150');
  await form.getByLabel(label(up.form.password)).fill('246810');
  await form.getByRole('button', { name: up.form.submit }).click();
  await expect(form.getByRole('status')).toHaveText(fill(up.form.done, { amount: '$150.00', upline: 'agent01' }));
  // the header follows the ledger without a reload
  await expect(page.getByTestId('balance')).toContainText('850.00');

  await dialog.getByRole('link', { name: centre.pages.member.transactionHistory }).click();
  const table = dialog.getByRole('table', { name: mc.records.caption });
  await expect(table.getByRole('row').filter({ hasText: mc.records.types.transfer })).toContainText('-$150.00');

  // agent01's own record has the money coming in
  const agent = await apiLogin(server.baseURL, 'agent01', 'Demo1234');
  const res = await fetch(`${server.baseURL}/wps/relay/ODSFE2_MemTransDet?type=transfer&pageSize=50`, {
    headers: { token: agent.token, accept: 'application/json', 'x-forwarded-for': '10.78.0.1' },
  });
  const lines = ((await res.json()) as { value: { list: { amountMinor: number; ref: string | null }[] } }).value.list;
  expect(lines.some((l) => l.amountMinor === 15_000)).toBe(true);
});

test('a player whose agent does not take transfers has no such entry', async ({ page, player }) => {
  await openWithSession(page, player.token, '/');
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: text.auth.menu.members }).click();
  const dialog = page.getByRole('dialog', { name: centre.member });
  await expect(dialog.getByRole('link', { name: centre.pages.member.withdraw })).toBeVisible();
  await expect(dialog.getByRole('link', { name: centre.pages.member.transferUpline })).toHaveCount(0);
});
