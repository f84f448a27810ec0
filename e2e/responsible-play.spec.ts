import AxeBuilder from '@axe-core/playwright';
import centre from '../web/src/shared/i18n/locales/en/centre.json' with { type: 'json' };
import rp from '../web/src/shared/i18n/locales/en/responsible.json' with { type: 'json' };
import { createPlayer, expect, openWithSession, test } from './fixtures.ts';
import { accountMenu, loginWithForm, ownAddress, text } from './support/auth.ts';

test.beforeEach(async ({ page }) => {
  // the home notice popup is the home feature's; keep it out of these flows
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
});

test('a new player takes a 24 h time-out: logged out at once, and the next login is refused with until when', async ({
  page,
  server,
}, testInfo) => {
  await ownAddress(page, testInfo.workerIndex);
  const player = await createPlayer(server.baseURL);
  await openWithSession(page, player.token, '/');
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: text.auth.menu.members }).click();
  const dialog = page.getByRole('dialog', { name: centre.member });
  await dialog.getByRole('link', { name: centre.pages.member.responsibleGaming }).click();
  await expect(dialog.getByRole('heading', { name: rp.timeout.title })).toBeVisible();

  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await dialog.getByRole('radio', { name: rp.choices['24h'] }).check();
  await dialog.getByRole('button', { name: rp.timeout.start }).click();
  const ask = page.getByRole('dialog', { name: rp.timeout.confirmTitle.replace('{{choice}}', rp.choices['24h']) });
  await expect(ask.getByText(/^This cannot be undone until \d{4}-\d{2}-\d{2} \d{2}:\d{2}\.$/)).toBeVisible();
  await ask.getByRole('button', { name: rp.timeout.confirm }).click();

  // logged out: the header offers the login again
  await expect(page.getByRole('banner').getByRole('button', { name: text.auth.header.login })).toBeVisible();

  const login = await loginWithForm(page, player.account, player.password);
  const reason = text.errors.PLAY_BREAK_ACTIVE.split('{{until}}')[0]!;
  await expect(login.getByRole('alert')).toContainText(reason);
  await expect(login.getByRole('alert')).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(page.getByRole('banner').getByRole('button', { name: text.auth.header.login })).toBeVisible();
});
