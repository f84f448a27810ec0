import type { Page } from '@playwright/test';
import { expect, openWithSession, test } from './fixtures.ts';
import { waitForScreen } from './support/shell.ts';

// the home notice popups (home.spec.ts) are not what these tests look at
test.beforeEach(({ page }) => page.addInitScript(() => sessionStorage.setItem('index_notice', '1')));

/** Collects every CSP violation the page reports, from the first script on. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)), ...console];
}

test('pages load without a single CSP violation (nothing probes eval)', async ({ page, player }) => {
  const violations = await watchCsp(page);
  await page.goto('/');
  await waitForScreen(page, 'home');
  // not networkidle: the push stream keeps a request open. The screen renders only after the start-up
  // answer was parsed, which is when the probe used to run.
  await page.waitForLoadState('load');
  expect(await violations()).toEqual([]);
  // a member page parses more API answers
  await openWithSession(page, player.token, '/lottery');
  await waitForScreen(page, 'lottery');
  await page.waitForLoadState('load');
  expect(await violations()).toEqual([]);
});

test('a logged-in player sent to /login with a redirect off the site lands home, with no error', async ({ page, player }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openWithSession(page, player.token, '/login?redirect=/%5Cexample.com');
  await expect(page).toHaveURL(/\/$/);
  await waitForScreen(page, 'home');
  expect(errors).toEqual([]);
  // a same-site target is still followed
  await page.goto('/login?redirect=%2Fpromotions');
  await expect(page).toHaveURL(/\/promotions$/);
});
