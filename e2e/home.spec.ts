import common from '../web/src/shared/i18n/locales/en/common.json' with { type: 'json' };
import home from '../web/src/shared/i18n/locales/en/home.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiGet } from './support/games.ts';

interface Notice {
  id: number;
  title: string;
}

test('the notice popup shows on the first home visit of a session only', async ({ page, server }) => {
  const notice = await apiGet<{ popup: Notice[] }>(server.baseURL, '/wps/system/notice?language=en');
  test.skip(notice.popup.length === 0, 'the brand has no popup notice');
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: notice.popup[0]!.title });
  // the popup waits for the page to go idle (at most 4 s after its code arrives), so a busy machine
  // may need longer than the default wait before it opens
  await expect(popup).toBeVisible({ timeout: 25_000 });
  await popup.getByRole('button', { name: notice.popup.length > 1 ? home.notice.next : home.notice.ok }).click();
  if (notice.popup.length === 1) await expect(popup).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: home.winners.title })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the announcement dialog pages titles 9 at a time and shows the chosen one', async ({ page, server }) => {
  const first = await apiGet<{ list: (Notice & { createTime: string })[]; totalPages: number }>(
    server.baseURL,
    '/wps/relay/MCSFE_getListAnnouncements?pageNo=1&pageSize=9&language=en',
  );
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  await page.goto('/');
  await page.getByRole('button', { name: new RegExp(home.strip.label) }).click();
  const dialog = page.getByRole('dialog', { name: home.announcements.title });
  const titles = dialog.getByRole('list', { name: home.announcements.list });
  await expect(titles.getByRole('button')).toHaveCount(first.list.length);
  expect(first.list.length).toBeLessThanOrEqual(9);
  await titles.getByRole('button', { name: new RegExp(first.list[2]!.title) }).click();
  await expect(dialog.getByRole('heading', { level: 3, name: first.list[2]!.title })).toBeVisible();
  // yyyy-MM-dd hh:mm:ss
  await expect(dialog.getByRole('article')).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  if (first.totalPages > 1) {
    await dialog.getByRole('button', { name: 'Page 2' }).click();
    await expect(dialog.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  }
});

/** The home banner's slides. */
const bannerSlides = (page: Page) => page.getByRole('region', { name: common.banner.carousel }).getByRole('group');

/** Waits for the carousel to start: to loop, it moves the last slide in front of the first. */
const untilStarted = (page: Page) => expect(bannerSlides(page).last()).toHaveAttribute('style', /translate3d\(-/);

/** Where the banner's first slide is drawn, from the left of the window, in px. */
const firstSlideX = (page: Page) =>
  bannerSlides(page)
    .first()
    .evaluate((slide) => Math.round(slide.firstElementChild!.getBoundingClientRect().x));

test('the banner is drawn where the carousel will put it: the first slide does not move as the carousel starts', async ({
  browser,
  page,
  server,
}) => {
  const drawn = await browser.newContext({ baseURL: server.baseURL, javaScriptEnabled: false, viewport: page.viewportSize() });
  try {
    // the server's first render of a kind of page may still lack parts whose code it had to load
    await (await drawn.request.get('/')).text();
    const still = await drawn.newPage();
    await still.goto('/');
    const before = await firstSlideX(still);
    await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
    await page.goto('/');
    await untilStarted(page);
    // the page drawn without scripts has the banner, away from the start of its row
    expect(before).toBeGreaterThan(page.viewportSize()!.width / 10);
    expect(Math.abs((await firstSlideX(page)) - before)).toBeLessThanOrEqual(1);
  } finally {
    await drawn.close();
  }
});

test("the banner's neighbours stay smaller once the carousel starts, the looped one too", async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  await page.goto('/');
  await untilStarted(page);
  const scales = await bannerSlides(page).evaluateAll((all) =>
    all.map((slide) => {
      const matrix = getComputedStyle(slide.firstElementChild!).transform;
      return { selected: slide.hasAttribute('data-selected'), scale: matrix === 'none' ? 1 : new DOMMatrix(matrix).a };
    }),
  );
  expect(scales.filter((s) => s.selected)).toEqual([{ selected: true, scale: 1 }]);
  for (const s of scales.filter((x) => !x.selected)) expect(s.scale).toBeCloseTo(0.94, 2);
});
