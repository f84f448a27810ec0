import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import common from '../web/src/shared/i18n/locales/en/common.json' with { type: 'json' };
import dl from '../web/src/shared/i18n/locales/en/download.json' with { type: 'json' };
import fb from '../web/src/shared/i18n/locales/en/feedback.json' with { type: 'json' };
import h from '../web/src/shared/i18n/locales/en/help.json' with { type: 'json' };
import { expect, openWithSession, test } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  // the home notice popup is the home feature's; keep it out of these flows
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
});

/** A tiny, real 1×1 PNG (the server checks its structure, not its name). */
const screenshotPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function expectNoSeriousAxe(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

test('a visitor searches the help centre, opens an article and says it helped', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: h.title })).toBeVisible();
  await page.getByRole('searchbox', { name: h.searchLabel }).fill('payment password');
  await page.getByRole('button', { name: h.search, exact: true }).click();
  const results = page.getByRole('region', { name: h.resultsFor.replace('{{q}}', 'payment password') });
  await results.getByRole('link', { name: 'How do I withdraw?' }).click();

  const article = page.getByRole('article', { name: 'How do I withdraw?' });
  await expect(article.getByText('payment password', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/help\?article=how-to-withdraw$/);
  await article.getByRole('button', { name: h.helpful.yes }).click();
  await expect(article.getByRole('status')).toHaveText(h.helpful.thanks);
  await expectNoSeriousAxe(page, 'main');

  // the footer's policy links open their articles
  await page.getByRole('contentinfo').getByRole('link', { name: common.footer.links.privacy }).click();
  await expect(page.getByRole('article', { name: 'Privacy policy' })).toBeVisible();
});

test('/down shows an Android and an iOS QR code of the brand links, and the site is installable', async ({ page, baseURL }) => {
  await page.goto('/down');
  await expect(page.getByRole('heading', { level: 1, name: dl.title })).toBeVisible();
  const android = page.getByRole('img', { name: dl.qrLabel.replace('{{platform}}', 'Android').replace('{{brand}}', 'Tala') });
  await expect(android).toHaveAttribute('data-qr-value', `${baseURL}/down?platform=android`);
  await expect(android).toHaveAttribute('width', '200');
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('complementary', { name: 'App download bonus' })).toBeVisible();

  await page.getByRole('tab', { name: dl.ios.tab }).click();
  const ios = page.getByRole('img', { name: dl.qrLabel.replace('{{platform}}', 'iOS').replace('{{brand}}', 'Tala') });
  await expect(ios).toHaveAttribute('data-qr-value', `${baseURL}/down?platform=ios`);
  await expect(page).toHaveURL(/platform=ios/);
  await expectNoSeriousAxe(page, 'main');

  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  const body = (await manifest.json()) as { name: string; icons: { src: string; sizes: string }[] };
  expect(body.name).toBe('Tala');
  for (const icon of body.icons) expect((await page.request.get(icon.src)).ok()).toBe(true);
});

test('a player sends feedback with an image, sees it in his list, and reads the operator answer', async ({
  page,
  player,
  server,
}) => {
  await openWithSession(page, player.token, '/');
  const menu = page.getByRole('navigation', { name: common.nav.sideMenu });
  await menu.getByRole('button', { name: common.nav.customerServices }).click();
  await menu.getByRole('button', { name: common.nav.feedback }).click();
  const dialog = page.getByRole('dialog', { name: fb.title });
  const form = dialog.getByRole('form', { name: fb.formLabel });
  await form.getByRole('combobox', { name: fb.type }).selectOption({ label: fb.types.deposit });
  const content = `My deposit ${Date.now()} has not arrived after twenty minutes`;
  await form.getByRole('textbox', { name: fb.content }).fill(content);
  await form.locator('input[type="file"]').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: screenshotPng });
  await expect(form.getByRole('img', { name: /screen\.png/ })).toBeVisible();
  await form.getByRole('button', { name: fb.submit }).click();

  const list = dialog.getByRole('list', { name: fb.mine });
  const sent = list.getByRole('listitem').filter({ hasText: content });
  await expect(sent).toContainText(fb.waiting);
  await expect(sent).toContainText(fb.imageCount_one.replace('{{count}}', '1'));
  // the thumbnail is fetched with the member's token (the image is served to him only)
  const thumb = sent.getByRole('img', { name: fb.imageN.replace('{{n}}', '1').replace('{{total}}', '1') });
  await expect(thumb).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoSeriousAxe(page, '[role="dialog"]');

  const line = (await server.ops('feedback', 'list', 'open')).split('\n').find((l) => l.includes(content));
  const id = line?.split('\t')[0];
  expect(id).toMatch(/^\d+$/);
  await server.ops('feedback', 'reply', id!, 'Credited', 'just', 'now.');
  await dialog.getByRole('tab', { name: fb.tabs.send }).click();
  await dialog.getByRole('tab', { name: fb.tabs.mine }).click();
  await expect(list.getByRole('listitem').filter({ hasText: content })).toContainText('Credited just now.');
});
