import type { Page } from '@playwright/test';
import { apiLogin, expect, openWithSession, test } from './fixtures.ts';
import { openLogin, ownAddress, text as accounts } from './support/auth.ts';
import { closeNoticePopups, text, waitForScreen } from './support/shell.ts';
import { centrePageKeys } from '../web/src/shared/ui/centre/pages.ts';

/**
 * Phones: every control is a thumb-sized target, nothing scrolls sideways, and the bottom tab bar
 * never hides the control that has focus. The main routes as a visitor sees them, and every page of
 * the member and agent centres as their demo users see them.
 */
const routes: [path: string, title: Parameters<typeof waitForScreen>[1]][] = [
  ['/', 'home'],
  ['/rng', 'rng'],
  ['/lottery', 'lottery'],
  ['/lottery?gameCode=LOTTNIGHT', 'lottery'],
  ['/promotions', 'promotions'],
  ['/help', 'help'],
  ['/down', 'down'],
  ['/register', 'register'],
];

const MIN = 44;

/**
 * Closed selects whose choice does not fit: a select cuts its text where it runs out, with no ellipsis
 * to find, so the text is measured in the select's font against the room between its paddings.
 */
function cutChoices(page: Page, root: string) {
  return page.evaluate((within) => {
    const pen = document.createElement('canvas').getContext('2d')!;
    const found: string[] = [];
    for (const select of Array.from(document.querySelectorAll<HTMLSelectElement>(`${within} select`))) {
      const style = getComputedStyle(select);
      pen.font = style.font;
      const choice = select.selectedOptions[0]?.text ?? '';
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (pen.measureText(choice).width > room + 1) found.push(`the choice "${choice}" is cut`);
    }
    return found;
  }, root);
}

/** Controls smaller than 44 × 44 px, described for the failure message. */
function smallTargets(page: Page, root = 'body') {
  return page.evaluate(
    ([min, within]) => {
      const selector = [
        'a[href]',
        'button',
        'input:not([type=hidden])',
        'select',
        'textarea',
        '[role=button]',
        '[role=tab]',
        '[role=switch]',
        '[role=checkbox]',
        '[role=radio]',
        '[tabindex]:not([tabindex="-1"])',
      ].join(', ');
      const found: string[] = [];
      let measured = 0;
      for (const element of Array.from(document.querySelector(within)!.querySelectorAll<HTMLElement>(selector))) {
        // a checkbox or radio is operated through its label as well: the label is the target
        const target =
          element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')
            ? (element.closest('label') ?? element.labels?.[0] ?? element)
            : element;
        const box = target.getBoundingClientRect();
        const style = getComputedStyle(target);
        // not rendered, or visually hidden (1 px clip) for screen readers only
        if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
        // WCAG 2.5.8 "inline": a link inside a sentence is sized by the line of text around it
        const sentence = element.tagName === 'A' && style.display === 'inline' ? element.closest('p, li, td, label') : null;
        if (sentence && (sentence.textContent ?? '').trim().length > (element.textContent ?? '').trim().length) continue;
        measured++;
        if (box.width < min - 0.5 || box.height < min - 0.5) {
          const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
          found.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
        }
      }
      return { found, measured };
    },
    [MIN, root] as const,
  );
}

async function open(page: Page, path: string, title: Parameters<typeof waitForScreen>[1]) {
  await page.goto(path);
  await waitForScreen(page, title);
  await expect(page.getByRole('navigation', { name: text.en.tabBar.label })).toBeVisible();
  await settle(page);
}

async function settle(page: Page) {
  // the content that arrives with its API answers is part of the page being checked: wait until the
  // number of controls stops changing (the page's own requests never go quiet on pages with live draws)
  let last = -1;
  let steady = 0;
  for (let i = 0; i < 40 && steady < 3; i++) {
    const count = await page.locator('a[href], button, input, select, textarea').count();
    steady = count === last ? steady + 1 : 0;
    last = count;
    await page.waitForTimeout(250);
  }
}

test.describe('phones', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test.beforeEach(async ({ page }) => {
    await closeNoticePopups(page);
  });

  for (const [path, title] of routes) {
    test(`every control on ${path} is at least 44 × 44 px at 390 px`, async ({ page }) => {
      await open(page, path, title);
      const { found, measured } = await smallTargets(page);
      expect(measured, 'the page has controls to measure').toBeGreaterThan(5);
      expect(found, `controls under 44 × 44 px on ${path}`).toEqual([]);
    });
  }

  test('nothing scrolls sideways at 360 px', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 360, height: 740 });
    for (const [path, title] of routes) {
      await open(page, path, title);
      const overflow = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth - window.innerWidth,
        body: document.body.scrollWidth - window.innerWidth,
      }));
      expect(overflow, `sideways scroll on ${path}`).toEqual({ page: 0, body: 0 });
    }
  });

  test('the header and the tab bar blur what scrolls under them', async ({ page }) => {
    // both are translucent: without the blur, text under them shows through theirs (a CSS minifier
    // once kept only the -webkit- form of the property, which Chromium ignores)
    await open(page, '/', 'home');
    for (const [name, bar] of [
      ['header', page.getByRole('banner')],
      ['tab bar', page.getByRole('navigation', { name: text.en.tabBar.label })],
    ] as const) {
      expect(await bar.evaluate((el) => getComputedStyle(el).backdropFilter), name).toContain('blur(14px)');
    }
  });

  test('the download page on its own card fits 360 px, with thumb-sized controls', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/download');
    await waitForScreen(page, 'down');
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await settle(page);
    const { found, measured } = await smallTargets(page);
    expect(measured, 'the home link and the two platform tabs').toBeGreaterThanOrEqual(3);
    expect(found, 'controls under 44 × 44 px on /download').toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'sideways scroll on /download').toBe(0);
  });

  for (const [path, title] of [
    ['/register', 'register'],
    ['/lottery?gameCode=LOTTNIGHT', 'lottery'],
  ] as const) {
    test(`the tab bar never covers the focused control on ${path}`, async ({ page }) => {
      await open(page, path, title);
      const bar = page.getByRole('navigation', { name: text.en.tabBar.label });
      await expect(bar).toBeVisible();
      const barTop = (await bar.boundingBox())!.y;
      let checked = 0;
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate((barLabel) => {
          const element = document.activeElement as HTMLElement | null;
          // the tab bar's own entries are where they belong
          if (!element || element === document.body || element.closest(`nav[aria-label="${barLabel}"]`)) return null;
          const box = element.getBoundingClientRect();
          return {
            name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40),
            bottom: box.bottom,
          };
        }, text.en.tabBar.label);
        if (!focused) continue;
        checked++;
        expect(focused.bottom, `"${focused.name}" is below the tab bar's top edge`).toBeLessThanOrEqual(barTop + 0.5);
      }
      expect(checked).toBeGreaterThan(10);
    });
  }

  // the other languages run longer (or denser): the same screens at 360 px in each of them
  for (const language of ['fil', 'id', 'vi', 'zh'] as const) {
    test(`in ${language} at 360 px nothing scrolls sideways and no category, provider name or filter choice is cut`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.addInitScript((pack) => localStorage.setItem('lang', pack), language);
      for (const path of ['/', '/rng', '/register']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await page.getByRole('main').waitFor();
        await settle(page);
        const problems = await page.evaluate(() => {
          const found: string[] = [];
          const sideways = document.documentElement.scrollWidth - window.innerWidth;
          if (sideways > 0) found.push(`scrolls sideways by ${sideways} px`);
          // a control's or heading's words cut with an ellipsis; a game card's caption may be (its
          // artwork carries the whole name), and so may data such as the winners' game names
          for (const element of Array.from(document.querySelectorAll<HTMLElement>('main *, header *, nav *'))) {
            if (getComputedStyle(element).textOverflow !== 'ellipsis') continue;
            if (element.scrollWidth <= element.clientWidth + 1) continue;
            if (!element.closest('a, button, [role=tab], label, h1, h2, h3') || element.closest('article')) continue;
            found.push(`"${(element.textContent ?? '').trim().slice(0, 40)}" is cut`);
          }
          return found;
        });
        expect([...problems, ...(await cutChoices(page, 'main'))], `${path} in ${language}`).toEqual([]);
      }
    });
  }
});

/**
 * The member and agent centres, signed in, at 360 px in Filipino (its labels run long: "Kopyahin" for
 * Copy pushed the invitation card past the screen's edge): no control under 44 px, and nothing in a
 * page reaches past the right edge unless it sits in a strip that scrolls on purpose.
 */
test.describe('the signed-in header on a phone', () => {
  test.use({ isMobile: true, hasTouch: true });

  /** How far the page scrolls sideways, and whether the balance and the account menu are whole on screen. */
  async function headerFit(page: Page, width: number) {
    await page.setViewportSize({ width, height: 740 });
    const balance = page.getByTestId('balance');
    await expect(balance).toHaveText(/\d/);
    // by its role and popup, in whatever language the page is in
    const menu = await page.getByRole('banner').locator('button[aria-haspopup="menu"]').boundingBox();
    return page.evaluate(
      ({ menuRight }) => {
        const amount = document.querySelector<HTMLElement>('[data-testid=balance]')!;
        return {
          sideways: document.documentElement.scrollWidth - window.innerWidth,
          menuOnScreen: menuRight <= window.innerWidth,
          amountCut: amount.scrollWidth > amount.clientWidth + 1,
        };
      },
      { menuRight: menu ? menu.x + menu.width : Infinity },
    );
  }

  for (const account of ['demo', 'agent01']) {
    test(`${account}'s balance, deposit and account menu fit 360 and 390 px`, async ({ page, server }) => {
      await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
      const { token } = await apiLogin(server.baseURL, account, 'Demo1234');
      await openWithSession(page, token, '/promotions');
      for (const width of [390, 360])
        expect(await headerFit(page, width), `${account} at ${width} px`).toEqual({
          sideways: 0,
          menuOnScreen: true,
          amountCut: false,
        });
      // the longest words for Deposit ("Deposito", "Nạp tiền")
      for (const language of ['fil', 'vi']) {
        await page.evaluate((pack) => localStorage.setItem('lang', pack), language);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        for (const width of [390, 360])
          expect(await headerFit(page, width), `${account} in ${language} at ${width} px`).toEqual({
            sideways: 0,
            menuOnScreen: true,
            amountCut: false,
          });
      }
    });
  }

  test('a free-play account, with its DEMO mark, fits 360 and 390 px', async ({ page }, testInfo) => {
    await ownAddress(page, testInfo.workerIndex);
    const dialog = await openLogin(page, '/promotions');
    await dialog.getByRole('button', { name: accounts.auth.freePlay }).click();
    await expect(page.getByRole('banner').getByRole('group', { name: accounts.auth.balance.label })).toContainText(
      accounts.auth.balance.demo,
    );
    for (const width of [390, 360])
      expect(await headerFit(page, width), `free play at ${width} px`).toEqual({
        sideways: 0,
        menuOnScreen: true,
        amountCut: false,
      });
  });
});

test.describe('the centres on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  // every page of each centre, in menu order: a page added to a centre is checked here too
  const centres = [
    { account: 'demo', param: 'mc', pages: centrePageKeys.member },
    { account: 'agent01', param: 'ac', pages: centrePageKeys.agent },
  ];

  for (const { account, param, pages } of centres) {
    test(`${account}'s centre pages fit 360 px in Filipino, with thumb-sized controls and whole choices`, async ({
      page,
      server,
    }) => {
      test.setTimeout(240_000);
      await page.addInitScript(() => {
        sessionStorage.setItem('index_notice', '1');
        localStorage.setItem('lang', 'fil');
      });
      const { token } = await apiLogin(server.baseURL, account, 'Demo1234');
      await openWithSession(page, token, '/');
      for (const key of pages) {
        await page.goto(`/?${param}=${key}`);
        await page.getByRole('dialog').waitFor();
        await settle(page);
        const past = await page.evaluate(() => {
          const found: string[] = [];
          const dialog = document.querySelector('[role=dialog]')!;
          const all = Array.from(dialog.querySelectorAll<HTMLElement>('*'));
          // the page's own scroller (the tallest that scrolls) must not scroll sideways
          const scroller = all
            .filter((e) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowY))
            .sort((a, b) => b.clientHeight - a.clientHeight)[0];
          if (scroller && scroller.scrollWidth > scroller.clientWidth + 1)
            found.push(`the page scrolls sideways by ${scroller.scrollWidth - scroller.clientWidth} px`);
          // a strip inside it that scrolls or clips on purpose may hold more than the screen
          const inStrip = (element: Element) => {
            for (let e = element.parentElement; e && e !== scroller && e !== dialog; e = e.parentElement)
              if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(e).overflowX)) return true;
            return false;
          };
          for (const element of all) {
            const box = element.getBoundingClientRect();
            if (box.width > 0 && box.right > window.innerWidth + 1 && !inStrip(element))
              found.push(
                `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" ends at ${Math.round(box.right)}`,
              );
          }
          return found.slice(0, 5);
        });
        expect(past, `${key}: past the right edge`).toEqual([]);
        expect(await cutChoices(page, '[role=dialog]'), `${key}: choices cut`).toEqual([]);
        const { found } = await smallTargets(page, '[role=dialog]');
        expect(found, `${key}: controls under 44 × 44 px`).toEqual([]);
      }
    });
  }
});
