import { expect, test } from './fixtures.ts';
import { closeNoticePopups, regionLocator, text, waitForScreen } from './support/shell.ts';

test.beforeEach(({ page }) => closeNoticePopups(page));

const { en } = text;

test('an unknown route shows the 404 page with a link home', async ({ page }) => {
  const response = await page.goto('/no-such-screen');
  expect(response?.status()).toBe(200); // history mode: the SPA answers, the client shows 404
  await waitForScreen(page, 'notFound');
  await expect(page.getByRole('heading', { name: en.notFound.title })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: en.notFound.home }).click();
  await waitForScreen(page, 'home');
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown API path answers a 404 envelope with a code', async ({ request }) => {
  const response = await request.get('/wps/no/such/call');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
});

test.describe('without the service worker', () => {
  // the worker answers /assets/* itself (cache first), and Playwright's routes see only the page's own
  // requests: block the worker here so the route below is what fails the download
  test.use({ serviceWorkers: 'block' });

  test('a screen whose code cannot be downloaded offers a reload instead of a white screen', async ({ page }) => {
    // the notice popup (home.spec.ts) could open over the reload dialog and take the clicks meant for it
    await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
    await page.goto('/');
    await waitForScreen(page, 'home');
    // the download screen's code cannot be fetched (a deploy replaced it, or the network dropped)
    await page.route('**/assets/*download*.js', (route) => route.abort('failed'));
    await regionLocator(page, 'sideMenu').getByRole('link', { name: en.nav.appDownload }).click();
    const dialog = page.getByRole('alertdialog', { name: en.chunk.title }).or(page.getByRole('dialog', { name: en.chunk.title }));
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(en.chunk.text);

    await page.unroute('**/assets/*download*.js');
    await dialog.getByRole('button', { name: en.chunk.reload }).click();
    await waitForScreen(page, 'down');
    await expect(dialog).toHaveCount(0);
  });
});
