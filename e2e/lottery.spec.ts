import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import lottery from '../web/src/shared/i18n/locales/en/lottery.json' with { type: 'json' };
import { apiLogin, expect, openWithSession, test } from './fixtures.ts';

/** Text of the lottery namespace with {{values}} filled in, so copy edits don't break the spec. */
function l(path: string, values: Record<string, string | number> = {}): string {
  const raw = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], lottery);
  return String(raw).replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function tab(page: Page, name: string): Locator {
  return page.getByRole('tablist', { name: l('tabs.label') }).getByRole('tab', { name, exact: true });
}

function card(page: Page, name: string): Locator {
  return page.getByRole('article', { name });
}

/** "$1,234.50" → 123450 */
function minor(text: string): number {
  const digits = text.replace(/[^\d.]/g, '');
  return Math.round(Number(digits) * 100);
}

test.describe('lottery lobby', () => {
  test('a visitor sees the hot tab, recent asks for login, menu tags filter the games', async ({ page }) => {
    await page.goto('/lottery');
    await expect(page.getByRole('heading', { level: 1, name: l('title') })).toBeVisible();
    await expect(tab(page, l('tabs.hot'))).toBeVisible();
    await expect(tab(page, l('tabs.all'))).toHaveAttribute('aria-selected', 'true');
    // favourites are for logged-in players only
    await expect(tab(page, l('tabs.fav'))).toHaveCount(0);
    // more than 7 menus: the strip has arrows
    await expect(page.getByRole('button', { name: l('tabs.next') })).toBeVisible();

    await tab(page, 'Hourly').click();
    await expect(tab(page, 'Hourly')).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, 'Lucky Hourly')).toBeVisible();
    await expect(card(page, 'Lucky 1 Minute')).toHaveCount(0);

    await tab(page, l('tabs.hot')).click();
    await expect(tab(page, l('tabs.hot'))).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, 'Lucky 1 Minute')).toBeVisible();

    // recent needs a login: the login popup opens and the list stays where it was
    await tab(page, l('tabs.recent')).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(tab(page, l('tabs.hot'))).toHaveAttribute('aria-selected', 'true');
  });

  test('the weekday filter and the name search narrow the list; a tag clears both', async ({ page }) => {
    await page.goto('/lottery');
    const weekdays = page.getByRole('group', { name: l('filters.weekday') });
    await expect(card(page, 'Dong Thap')).toBeVisible(); // draws on Monday only
    const tuesday = weekdays.getByRole('button', { name: new RegExp(`^${l('weekday.3')}`) });
    await tuesday.click();
    await expect(tuesday).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, 'Dong Thap')).toHaveCount(0);
    await expect(card(page, 'Vung Tau')).toBeVisible(); // Tuesday
    await expect(card(page, 'SEA 6D Evening')).toBeVisible(); // Tue, Thu, Sat
    await expect(card(page, 'Da Nang')).toHaveCount(0); // Wed, Sat

    const search = page.getByRole('searchbox', { name: l('filters.search') });
    await search.fill('vung');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(page, 'Vung Tau')).toBeVisible();
    await search.fill('dong thap'); // a Monday game: both filters apply together
    await expect(page.getByText(l('empty.filtered'))).toBeVisible();
    await weekdays.getByRole('button', { name: l('filters.anyDay') }).click();
    await expect(card(page, 'Dong Thap')).toBeVisible();

    // choosing a tag clears the mode, the search and the weekday (spec §4)
    await weekdays.getByRole('button', { name: new RegExp(`^${l('weekday.3')}`) }).click();
    await tab(page, 'Southern Vietnam').click();
    await expect(search).toHaveValue('');
    await expect(weekdays.getByRole('button', { name: l('filters.anyDay') })).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, 'Dong Thap')).toBeVisible();
  });

  test('the countdown moves on its own', async ({ page }) => {
    await page.goto('/lottery');
    const timer = card(page, 'Lucky Hourly').getByRole('timer', { name: new RegExp(`^${l('card.drawIn')}`) });
    await expect(timer).toBeVisible();
    // a countdown out of sight follows no tick: it is looked at here
    await timer.scrollIntoViewIfNeeded();
    const first = await timer.getAttribute('aria-label');
    expect(first).toMatch(/\d\d:\d\d/);
    await expect.poll(() => timer.getAttribute('aria-label'), { timeout: 5_000 }).not.toBe(first);
  });

  test('a player keeps favourites on the server and in LOTTFAV', async ({ page, player }) => {
    await openWithSession(page, player.token, '/lottery');
    await expect(tab(page, l('tabs.fav'))).toBeVisible();
    const star = card(page, 'Lucky Hourly').getByRole('button', { name: l('card.favourite', { name: 'Lucky Hourly' }) });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('LOTTFAV') ?? '{}') as Record<string, string[]>);
    const ids = Object.entries(stored).find(([user]) => user.toLowerCase() === player.account.toLowerCase())?.[1];
    expect(ids).toHaveLength(1);

    await tab(page, l('tabs.fav')).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(page, 'Lucky Hourly')).toBeVisible();

    // the server has it too: a fresh page shows the star pressed
    await page.reload();
    const again = card(page, 'Lucky Hourly').getByRole('button', { name: l('card.favourite', { name: 'Lucky Hourly' }) });
    await expect(again).toHaveAttribute('aria-pressed', 'true');
    await again.click();
    await expect(again).toHaveAttribute('aria-pressed', 'false');
    await tab(page, l('tabs.fav')).click();
    await expect(page.getByText(l('empty.fav'))).toBeVisible();
    const after = await page.evaluate(() => JSON.parse(localStorage.getItem('LOTTFAV') ?? '{}') as Record<string, string[]>);
    expect(Object.values(after).flat()).toEqual([]);
  });
});

test('a player bets, the operator draws, the result and the new balance arrive without a reload', async ({ page, server }) => {
  // the demo player has money; a daily game stays open for bets all day
  const session = await apiLogin(server.baseURL, 'demo', 'Demo1234');
  await openWithSession(page, session.token, '/lottery?gameCode=LOTTNIGHT');
  await expect(page.getByRole('heading', { level: 1, name: 'Manila Night Draw' })).toBeVisible();

  const balance = page.getByRole('status', { name: l('slip.mainBalance') });
  await expect(balance).toHaveText(/\d\.\d\d$/);
  const before = minor((await balance.textContent()) ?? '');

  // Big and Small on the same draw: exactly one of them wins 10 × 1.95
  await page
    .getByRole('radiogroup', { name: l('picker.playType') })
    .getByRole('radio', { name: /Big \/ Small/ })
    .click();
  const pick = page.getByRole('radiogroup', { name: l('picker.choice') });
  const stake = page.getByRole('textbox', { name: l('stake.label') });
  await stake.fill('10');
  await pick.getByRole('radio', { name: new RegExp(`^${l('choice.BIG')}`) }).click();
  await page.getByRole('button', { name: l('picker.add') }).click();
  await pick.getByRole('radio', { name: new RegExp(`^${l('choice.SMALL')}`) }).click();
  await page.getByRole('button', { name: l('picker.add') }).click();
  await expect(page.getByRole('list', { name: l('slip.lines') }).getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: l('slip.place', { count: 2 }) }).click();
  const confirm = page.getByRole('dialog', { name: l('confirm.title') });
  await confirm.getByRole('button', { name: new RegExp(escape(l('confirm.confirm', { amount: '' }).trim())) }).click();
  await expect(confirm).toHaveCount(0);
  await expect.poll(async () => minor((await balance.textContent()) ?? '')).toBe(before - 2_000);
  const myBets = page.getByRole('region', { name: l('bets.title') });
  await expect(myBets.getByRole('listitem')).toHaveCount(2);

  const detail = (await (await fetch(`${server.baseURL}/lgw/lotto/game?gameCode=LOTTNIGHT`)).json()) as {
    value: { game: { numero: string } };
  };
  const numero = detail.value.game.numero;
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText(numero);
  const out = await server.ops('lottery', 'draw', 'LOTTNIGHT');
  expect(out).toContain(numero);

  // pushed live: the result, the win, the balance — no reload
  const result = page.getByRole('region', { name: l('result.title', { numero }) });
  await expect(result).toBeVisible({ timeout: 15_000 });
  await expect(result.getByRole('status')).toHaveText(
    new RegExp(escape(l('result.won', { amount: 'X' })).replace('X', '\\D*19\\.50')),
  );
  await expect.poll(async () => minor((await balance.textContent()) ?? '')).toBe(before - 2_000 + 1_950);

  // and the draw is in the history with its proof, verified here in the browser
  const history = page.getByRole('region', { name: l('draws.title') });
  await history.getByRole('button', { name: l('draws.proofOf', { numero }) }).click();
  await history.getByRole('button', { name: l('verify.run') }).click();
  await expect(history.getByText(l('verify.hashOk'))).toBeVisible();
  await expect(history.getByText(new RegExp(escape(l('verify.numberOk', { number: 'X' })).replace('X', '\\d{6}')))).toBeVisible();
});

const axeScreens: [string, (page: Page) => Locator][] = [
  ['/lottery', (page) => card(page, 'Lucky Hourly')],
  ['/lottery?gameCode=LOTTHOUR', (page) => page.getByRole('heading', { level: 1, name: 'Lucky Hourly' })],
  ['/vnlottery', (page) => page.getByRole('heading', { name: 'Northern (Hanoi)' })],
  ['/elott', (page) => page.getByRole('link', { name: l('card.betOn', { name: 'E-Lotto Hourly' }) })],
];

for (const theme of ['light', 'dark'] as const) {
  for (const [path, ready] of axeScreens) {
    test(`axe finds no serious or critical violation on ${path} (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // the screen's own content; the shell's regions have their own suite
      const result = await new AxeBuilder({ page })
        .include('main')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      const bad = result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.impact} ${v.id}: ${v.help} — ${v.nodes.length} element(s), e.g. ${v.nodes
              .slice(0, 4)
              .map((n) => n.target.join(' '))
              .join(', ')}`,
        );
      expect(bad, bad.join('\n')).toEqual([]);
    });
  }
}
