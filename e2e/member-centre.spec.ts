import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import centre from '../web/src/shared/i18n/locales/en/centre.json' with { type: 'json' };
import mc from '../web/src/shared/i18n/locales/en/memberCentre.json' with { type: 'json' };
import withdraw from '../web/src/shared/i18n/locales/en/withdraw.json' with { type: 'json' };
import { apiLogin, expect, openWithSession, test } from './fixtures.ts';
import { accountMenu, text } from './support/auth.ts';

test.beforeEach(async ({ page }) => {
  // the home notice popup is the home feature's; keep it out of these flows
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
});

/** Places a one-line bet for the member through the API, as the bet slip does; returns the draw number. */
async function placeBet(baseURL: string, token: string): Promise<string> {
  const detail = (await (await fetch(`${baseURL}/lgw/lotto/game?gameCode=LOTTNIGHT`)).json()) as {
    value: { game: { numero: string } };
  };
  const numero = detail.value.game.numero;
  const res = await fetch(`${baseURL}/lgw/lotto/bet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify({
      gameCode: 'LOTTNIGHT',
      numero,
      requestId: `e2e-${randomBytes(8).toString('hex')}`,
      bets: [{ playCode: 'bs', betNumber: 'big', stake: '1' }],
    }),
  });
  expect(res.status).toBe(200);
  return numero;
}

test('a member opens the betting record from the account menu; reload and back keep the centre', async ({ page, server }) => {
  const session = await apiLogin(server.baseURL, 'demo', 'Demo1234');
  const numero = await placeBet(server.baseURL, session.token);
  await openWithSession(page, session.token, '/');

  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: text.auth.menu.bettingRecord }).click();
  const dialog = page.getByRole('dialog', { name: centre.member });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\?mc=personalHistoryCopy$/);
  const menu = dialog.getByRole('navigation', { name: centre.menu.replace('{{centre}}', centre.member) });
  await expect(menu.getByRole('link', { name: centre.pages.member.personalHistoryCopy })).toHaveAttribute('aria-current', 'page');
  const table = dialog.getByRole('table', { name: mc.bets.caption });
  await expect(table.getByRole('row').filter({ hasText: numero }).first()).toBeVisible();

  await dialog.getByRole('radio', { name: mc.period.yesterday }).check();
  await expect(dialog.getByText(mc.bets.none)).toBeVisible();

  // the address holds the centre: a reload reopens it on the same page
  await page.reload();
  await expect(page.getByRole('dialog', { name: centre.member })).toBeVisible();
  await expect(page.getByRole('table', { name: mc.bets.caption })).toBeVisible();

  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await page.getByRole('dialog', { name: centre.member }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: centre.member })).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor following a centre link is asked to log in', async ({ page }) => {
  await page.goto('/?mc=personalHistoryCopy');
  await expect(page.getByRole('dialog', { name: text.auth.dialogTitle.replace('{{brand}}', 'Tala') })).toBeVisible();
  await expect(page.getByRole('dialog', { name: centre.member })).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the centre is a full-screen sheet: menu, then the page with a back arrow', async ({ page, server }) => {
    const session = await apiLogin(server.baseURL, 'demo', 'Demo1234');
    await openWithSession(page, session.token, '/');
    await expect(accountMenu(page)).toBeVisible();
    await page.goto('/?mc=');
    const sheet = page.getByRole('dialog', { name: centre.member });
    await expect(sheet).toBeVisible();
    const box = await sheet.boundingBox();
    // it slides in: measured mid-animation the width is 390 give or take a rounding
    expect(box?.width).toBeCloseTo(390, 0);
    await sheet.getByRole('link', { name: centre.pages.member.personalHistoryCopy }).tap();
    const pageSheet = page.getByRole('dialog', { name: centre.pages.member.personalHistoryCopy });
    await expect(pageSheet.getByRole('radio', { name: mc.period.week })).toBeChecked();
    await pageSheet.getByRole('button', { name: centre.backToMenu }).tap();
    await expect(page.getByRole('dialog', { name: centre.member })).toBeVisible();
  });
});

test('a centre opened from its address keeps the keyboard focus on the open page in its menu', async ({ page, server }) => {
  // a part of the page that loads after it first shows once hid the whole centre for a moment, and
  // the focus fell to the page behind; with a mouse and keyboard the focus starts on the open page
  const session = await apiLogin(server.baseURL, 'demo', 'Demo1234');
  await openWithSession(page, session.token, '/?mc=withdraw');
  const dialog = page.getByRole('dialog', { name: centre.member });
  await expect(dialog.getByRole('heading', { name: centre.pages.member.withdraw, level: 3 })).toBeVisible();
  const entry = dialog.getByRole('link', { name: centre.pages.member.withdraw, exact: true });
  await expect(entry).toHaveAttribute('aria-current', 'page');
  await expect(entry).toBeFocused();
  // and stays there once the page's parts and figures have arrived
  await expect(dialog.getByRole('heading', { name: withdraw.summary.title })).toBeVisible();
  await expect(entry).toBeFocused();
});
