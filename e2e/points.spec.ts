import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import centre from '../web/src/shared/i18n/locales/en/centre.json' with { type: 'json' };
import common from '../web/src/shared/i18n/locales/en/common.json' with { type: 'json' };
import p from '../web/src/shared/i18n/locales/en/payout.json' with { type: 'json' };
import pt from '../web/src/shared/i18n/locales/en/points.json' with { type: 'json' };
import { points, type PointEntry } from '../contract/src/points.ts';
import { apiLogin, expect, openWithSession, test } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  // the home notice popup is the home feature's; keep it out of this flow
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const label = (s: string) => new RegExp(`^${escape(s)}`);

/** The member's point postings, newest first, as the server holds them now. */
async function pointHistory(page: Page): Promise<{ list: PointEntry[] }> {
  // the page's own session: the API login's token gave way to it when the page took the session over
  const token = (await page.evaluate(() => sessionStorage.getItem('token') ?? '')).replace(/^"|"$/g, '');
  const res = await fetch(`${new URL(page.url()).origin}${points.history.path}?language=en`, {
    headers: { accept: 'application/json', token },
  });
  const envelope = (await res.json()) as { success: boolean; value: { list: PointEntry[] } };
  expect(envelope, JSON.stringify(envelope)).toMatchObject({ success: true });
  return envelope.value;
}

/** The header balance in minor units, once it has loaded. */
async function headerBalance(page: Page): Promise<number> {
  const chip = page.getByTestId('balance');
  await expect(chip).toHaveText(/\d/);
  return Math.round(Number((await chip.textContent())!.replace(/[^\d.]/g, '')) * 100);
}

async function pointBalance(page: Page): Promise<number> {
  const shown = page.getByTestId('point-balance');
  await expect(shown).toHaveText(/\d/);
  return Number((await shown.textContent())!.replace(/\D/g, ''));
}

test('the demo player redeems a cash item with his payment password: the balance rises and the points drop', async ({
  page,
  server,
}) => {
  const session = await apiLogin(server.baseURL, 'demo', 'Demo1234');
  await openWithSession(page, session.token, '/pointMall');
  await expect(page.getByRole('heading', { level: 1, name: common.pages.pointMall })).toBeVisible();
  // his points were earned from the rounds he played before the site opened
  const pointsBefore = await pointBalance(page);
  expect(pointsBefore).toBeGreaterThanOrEqual(100);
  const moneyBefore = await headerBalance(page);
  await expect(page.getByText(pt.earn.expiry)).toBeVisible();
  const main = page.getByRole('main');
  expect(
    (await new AxeBuilder({ page }).include('main').analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    ),
  ).toEqual([]);

  const redeemName = pt.items.redeemOne.replace('{{title}}', 'Bonus cash $2.00');
  const rewards = main.getByRole('list', { name: pt.items.title });
  await rewards.getByRole('button', { name: redeemName }).click();
  let dialog = page.getByRole('dialog', { name: redeemName });

  // no payment password yet: the dialog sends him to the security centre to set one
  await dialog.getByRole('button', { name: pt.dialog.setPassword }).click();
  const member = page.getByRole('dialog', { name: centre.member });
  const setForm = member.getByRole('form', { name: p.password.setTitle });
  await setForm.getByLabel(label(p.password.new)).fill('246810');
  await setForm.getByLabel(label(p.password.confirm)).fill('246810');
  await setForm.getByRole('button', { name: p.password.set }).click();
  await expect(member.getByText(p.password.setDone)).toBeVisible();
  await member.getByRole('button', { name: 'Close' }).click();
  await expect(member).toBeHidden();

  await rewards.getByRole('button', { name: redeemName }).click();
  dialog = page.getByRole('dialog', { name: redeemName });
  const password = dialog.getByLabel(label(pt.dialog.password));
  await expect(password).toBeFocused();
  await password.fill('246810');
  await dialog.getByRole('button', { name: pt.dialog.confirm }).click();
  // The points job may earn his earlier tests' rounds while this one runs, so the balance after the
  // redemption is read from his own history: the redeem posting's balance, 100 under the one before it.
  const status = dialog.getByRole('status');
  const [before, after] = pt.dialog.done.split('{{points}}').map(escape);
  await expect(status).toHaveText(new RegExp(`^${before}[\\d,]+${after}$`));
  const shownAfter = Number((await status.textContent())!.replace(/\D/g, ''));
  const entries = (await pointHistory(page)).list;
  const at = entries.findIndex((e) => e.kind === 'redeem');
  expect(entries[at]).toMatchObject({ points: -100, balanceAfter: shownAfter, cashMinor: 200 });
  if (at + 1 < entries.length) expect(entries[at + 1]!.balanceAfter).toBe(shownAfter + 100);
  expect(shownAfter + 100).toBeGreaterThanOrEqual(pointsBefore);
  // the money came through the ledger: the header shows it without a reload
  await expect.poll(() => headerBalance(page)).toBe(moneyBefore + 200);

  await dialog.getByRole('button', { name: pt.dialog.close }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await pointBalance(page)) - (await pointHistory(page)).list[0]!.balanceAfter).toBe(0);
  const history = main.getByRole('list', { name: pt.history.title });
  const redeemed = history.getByRole('listitem').filter({ hasText: `${pt.history.kinds.redeem}: Bonus cash` });
  await expect(redeemed.first()).toContainText('−100');
});
