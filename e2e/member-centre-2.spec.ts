import AxeBuilder from '@axe-core/playwright';
import centre from '../web/src/shared/i18n/locales/en/centre.json' with { type: 'json' };
import auth from '../web/src/shared/i18n/locales/en/auth.json' with { type: 'json' };
import mc from '../web/src/shared/i18n/locales/en/memberCentre.json' with { type: 'json' };
import msg from '../web/src/shared/i18n/locales/en/messages.json' with { type: 'json' };
import { apiLogin, expect, openWithSession, test } from './fixtures.ts';
import { accountMenu, text } from './support/auth.ts';

test.beforeEach(async ({ page }) => {
  // the home notice popup is the home feature's; keep it out of these flows
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
});

const bellLabel = (count: number) =>
  count > 0 ? auth.messages.labelCount.replace('{{count}}', String(count)) : auth.messages.label;

async function unreadCount(baseURL: string, token: string): Promise<number> {
  const res = await fetch(`${baseURL}/wps/relay/CSP_unreadCount`, { headers: { token } });
  return ((await res.json()) as { value: { unreadCount: number } }).value.unreadCount;
}

test('the demo player hears of a new message at once, reads it, and the header count drops', async ({ page, server }) => {
  const session = await apiLogin(server.baseURL, 'demo', 'Demo1234');
  const before = await unreadCount(server.baseURL, session.token);
  await openWithSession(page, session.token, '/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: bellLabel(before) })).toBeVisible();

  const title = `Draw update ${Date.now()}`;
  await server.ops('message', 'send', 'demo', title, 'The evening draw starts at 21:30 today.');
  // pushed: the count rises without a reload
  await banner.getByRole('button', { name: bellLabel(before + 1) }).click();

  const dialog = page.getByRole('dialog', { name: centre.member });
  const inbox = dialog.getByRole('list', { name: msg.inbox });
  await inbox.getByRole('button', { name: new RegExp(title) }).click();
  await expect(dialog.getByRole('article', { name: title })).toContainText('The evening draw starts at 21:30 today.');
  await expect(banner.getByRole('button', { name: bellLabel(before) })).toBeVisible();

  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('the demo player changes his nickname in the profile; the header shows it', async ({ page, server }) => {
  const session = await apiLogin(server.baseURL, 'demo', 'Demo1234');
  await openWithSession(page, session.token, '/');
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: text.auth.menu.members }).click();
  const dialog = page.getByRole('dialog', { name: centre.member });
  await dialog.getByRole('button', { name: mc.security.edit }).click();

  const form = dialog.getByRole('form', { name: mc.profile.title });
  const nickname = `Lucky ${Date.now() % 100_000}`;
  await form.getByRole('textbox', { name: new RegExp(`^${mc.profile.fields.nickname}`) }).fill(nickname);
  await form.getByRole('button', { name: mc.profile.save }).click();
  await expect(form.getByText(mc.profile.saved)).toBeVisible();
  await expect(accountMenu(page)).toHaveAccessibleName(new RegExp(nickname));

  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  // other specs expect the demo player's own name
  await fetch(`${server.baseURL}/wps/member/profile`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', token: session.token },
    body: JSON.stringify({ nickname: 'Demo Player' }),
  });
});

test('the demo player opens his VIP rank from the header label', async ({ page, server }) => {
  const session = await apiLogin(server.baseURL, 'demo', 'Demo1234');
  await openWithSession(page, session.token, '/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: auth.vip.label.replace('{{name}}', 'VIP 3') })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: centre.member });
  await expect(dialog.getByRole('heading', { name: `${mc.rank.current} VIP 3` })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: mc.rank.nextGives.replace('{{name}}', 'VIP 4') })).toBeVisible();
  await expect(dialog.getByRole('table', { name: mc.rank.levelsCaption }).getByRole('row')).toHaveCount(8);

  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
