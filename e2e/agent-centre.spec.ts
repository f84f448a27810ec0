import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import a from '../web/src/shared/i18n/locales/en/agentCentre.json' with { type: 'json' };
import centre from '../web/src/shared/i18n/locales/en/centre.json' with { type: 'json' };
import { apiLogin, expect, openWithSession, test } from './fixtures.ts';
import { accountMenu, loginWithForm, text } from './support/auth.ts';

test.beforeEach(async ({ page }) => {
  // the home notice popup is the home feature's; keep it out of this flow
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
});

const label = (s: string) => new RegExp(`^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test('agent01 sees his team, registers a downline who must change the password, and finds him in the team', async ({
  page,
  browser,
  server,
}) => {
  const agent = await apiLogin(server.baseURL, 'agent01', 'Demo1234');
  await openWithSession(page, agent.token, '/');
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: text.auth.menu.agent }).click();
  const dialog = page.getByRole('dialog', { name: centre.agent });
  await expect(dialog.getByRole('link', { name: centre.pages.agent.agentTeamOverview })).toHaveAttribute('aria-current', 'page');

  // the seeded team: demo, newbie01, two more players, a sub-agent and his player
  const teamSize = dialog.getByText(a.overview.teamSize, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(teamSize).toHaveText(/^\d+$/);
  const before = Number(await teamSize.textContent());
  expect(before).toBeGreaterThanOrEqual(6);
  const figures = dialog.getByRole('region', { name: a.overview.figures });
  await figures.getByRole('radio', { name: a.period.month }).check();
  await expect(figures.getByText(a.overview.validBet, { exact: true }).locator('xpath=following-sibling::dd')).not.toHaveText(
    '$0.00',
  );
  await expect(dialog.getByRole('img', { name: /per day from/ })).toBeVisible();

  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await dialog.getByRole('link', { name: centre.pages.agent.registerCenter }).click();
  const username = `dl${Date.now().toString(36)}`;
  const form = dialog.getByRole('form', { name: a.register.title });
  await form.getByRole('textbox', { name: label(a.register.username) }).fill(username);
  await form.getByLabel(label(a.register.password)).fill('Start2026x');
  await form.getByLabel(label(a.register.confirmPassword)).fill('Start2026x');
  await form.getByRole('button', { name: a.register.submit }).click();
  await expect(dialog.getByRole('status')).toContainText(username);

  await dialog.getByRole('button', { name: a.register.seeTeam }).click();
  await expect(dialog.getByRole('link', { name: centre.pages.agent.downlineManagmentView })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await dialog.getByRole('button', { name: a.downline.open.replace('{{account}}', username) }).click();
  await expect(dialog.getByText(a.downline.mustChange)).toBeVisible();

  await dialog.getByRole('link', { name: centre.pages.agent.agentTeamOverview }).click();
  await expect.poll(async () => Number(await teamSize.textContent())).toBeGreaterThan(before);

  // the new member's first login asks for a new password before anything else
  const other = await browser.newContext();
  const newbie = await other.newPage();
  await newbie.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  await loginWithForm(newbie, username, 'Start2026x');
  await expect(newbie.getByRole('dialog', { name: text.auth.changePassword.forcedTitle })).toBeVisible();
  await other.close();
});

test('agent01 opens account details and narrows them to one member', async ({ page, server }) => {
  const agent = await apiLogin(server.baseURL, 'agent01', 'Demo1234');
  await openWithSession(page, agent.token, '/');
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: text.auth.menu.agent }).click();
  const dialog = page.getByRole('dialog', { name: centre.agent });
  await dialog.getByRole('link', { name: centre.pages.agent.agentDownlineTransactionDetailsCopy }).click();
  // the seeded team deposited and played this month: the whole team's lines first
  await dialog.getByRole('radio', { name: a.period.month }).check();
  const table = dialog.getByRole('table', { name: a.details.caption });
  const members = table.locator('tbody td[data-label="' + a.details.member + '"]');
  await expect(members.first()).toBeVisible();

  await dialog.getByRole('searchbox', { name: a.records.member }).fill('team_ana');
  await dialog.getByRole('button', { name: a.records.apply }).click();
  await expect.poll(async () => [...new Set(await members.allTextContents())]).toEqual(['team_ana']);
  await dialog.getByRole('combobox', { name: a.details.type }).selectOption('deposit');
  await expect(table.getByRole('row', { name: /team_ana/ })).toHaveCount(1);
});

test('agent01 sets a direct member’s rebate within his own and reads the credit report', async ({ page, server }) => {
  const agent = await apiLogin(server.baseURL, 'agent01', 'Demo1234');
  await openWithSession(page, agent.token, '/');
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: text.auth.menu.agent }).click();
  const dialog = page.getByRole('dialog', { name: centre.agent });

  await dialog.getByRole('link', { name: centre.pages.agent.downlineManagmentView }).click();
  await dialog.getByRole('button', { name: a.downline.open.replace('{{account}}', 'team_ben') }).click();
  const title = a.rebate.title.replace('{{account}}', 'team_ben');
  const form = dialog.getByRole('form', { name: title });
  const rate = form.getByRole('textbox', { name: label(a.rebate.rate) });
  // above agent01's own 2%: refused on the spot, nothing sent
  await rate.fill('2.5');
  await form.getByRole('button', { name: a.rebate.save }).click();
  await expect(form.getByText(a.rebate.above.replace('{{max}}', '2.00'))).toBeVisible();
  const value = `1.${String(Date.now() % 90).padStart(2, '0')}`;
  await rate.fill(value);
  await form.getByRole('button', { name: a.rebate.save }).click();
  const confirm = page.getByRole('dialog', { name: a.rebate.confirmTitle });
  await confirm.getByRole('button', { name: a.rebate.save }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    a.rebate.done.replace('{{account}}', 'team_ben').replace('{{rate}}', value),
  );
  await dialog.getByRole('button', { name: a.downline.back }).click();
  await expect(dialog.getByRole('row', { name: /team_ben/ })).toContainText(`${value}%`);

  await dialog.getByRole('link', { name: centre.pages.agent.agentCreditReport }).click();
  const table = dialog.getByRole('table', { name: a.credit.caption });
  await expect(table.getByRole('row', { name: /team_ana/ })).toContainText('$60.00');
  await expect(table.getByRole('row', { name: new RegExp(a.credit.total) })).toBeVisible();
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await dialog.getByRole('searchbox', { name: a.records.member }).fill('team_ben');
  await dialog.getByRole('button', { name: a.records.apply }).click();
  await expect(table.getByRole('row', { name: /team_ana/ })).toHaveCount(0);
  await expect(table.getByRole('row', { name: /team_ben/ })).toContainText('$50.00');
});

test('agent01 finds the commission his team’s play earned him in My income', async ({ page, server }) => {
  const agent = await apiLogin(server.baseURL, 'agent01', 'Demo1234');
  await openWithSession(page, agent.token, '/');
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: text.auth.menu.agent }).click();
  const dialog = page.getByRole('dialog', { name: centre.agent });
  await dialog.getByRole('link', { name: centre.pages.agent.agentRevenueReport }).click();
  // the seed paid yesterday's commission on team_ana's and team_ben's rounds, as the job does
  await dialog.getByRole('radio', { name: a.period.month }).check();
  await dialog.getByRole('radio', { name: a.income.kinds.commission }).check();
  const table = dialog.getByRole('table', { name: a.income.caption });
  const line = table.getByRole('row').filter({ hasText: a.income.kinds.commission }).first();
  await expect(line).toBeVisible();
  await expect(line.locator(`td[data-label="${a.income.amount}"]`)).toHaveText(/^\$\d+\.\d\d$/);
  await expect(line.locator(`td[data-label="${a.income.amount}"]`)).not.toHaveText('$0.00');
  const total = dialog
    .getByRole('region', { name: a.income.totals })
    .getByText(a.income.kinds.commission, { exact: true })
    .locator('xpath=following-sibling::dd');
  await expect(total).not.toHaveText('$0.00');
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('subagent01 reads his daily wages by the brand’s days, on its clock', async ({ page, server }) => {
  const sub = await apiLogin(server.baseURL, 'subagent01', 'Demo1234');
  await openWithSession(page, sub.token, '/?ac=agentDailyWages2');
  const dialog = page.getByRole('dialog', { name: centre.agent });
  await expect(dialog.getByText(a.contracts.clock.replace('{{zone}}', 'GMT+8'))).toBeVisible();
  // the seed paid the brand's yesterday (Manila's) on team_cai's rounds, as the job does
  const table = dialog.getByRole('table', { name: a.contracts.dailySalary.paymentsTitle });
  const manilaDate = (daysAgo: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(Date.now() - daysAgo * 86_400_000));
  const periods = await table.locator(`td[data-label="${a.contracts.period}"]`).allTextContents();
  expect(periods.length).toBeGreaterThan(0);
  // yesterday in Manila, or the day before when the seed ran before Manila's last midnight
  expect([manilaDate(1), manilaDate(2)]).toContain(periods[0]);
  const amount = table.getByRole('row').nth(1).locator(`td[data-label="${a.wages.amount}"]`);
  await expect(amount).toHaveText(/^\$\d+\.\d\d$/);
  await expect(amount).not.toHaveText('$0.00');
});

test.describe('an agent whose device keeps another clock', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('agent01 reads his team by the brand’s days, and the centre says so', async ({ page, server }) => {
    const agent = await apiLogin(server.baseURL, 'agent01', 'Demo1234');
    await openWithSession(page, agent.token, '/?ac=agentTeamOverview');
    const dialog = page.getByRole('dialog', { name: centre.agent });
    const note = a.period.clock.replace('{{zone}}', 'GMT+8');
    await expect(dialog.getByText(note)).toBeVisible();
    // the chart's last day is Manila's today, which New York reaches 12 or 13 hours later
    const manilaToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
    await expect(dialog.getByRole('img', { name: new RegExp(`per day from .* to ${manilaToday},`) })).toBeVisible();

    // the records ask for periods from Manila's midnights
    const asked = page.waitForRequest((r) => r.url().includes('/wps/agent/team/transactions'));
    await dialog.getByRole('link', { name: centre.pages.agent.agentDownlineTransactionDetailsCopy }).click();
    const from = new URL((await asked).url()).searchParams.get('from')!;
    const manilaClock = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Manila',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(manilaClock.format(new Date(from))).toBe('00:00');
    await expect(dialog.getByText(note)).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /** How many lines each choice's label takes, by its text's line boxes. */
  const labelLines = (group: Locator) =>
    group.locator('label > span').evaluateAll((spans) =>
      spans.map((span) => {
        const range = document.createRange();
        range.selectNodeContents(span);
        return `${span.textContent}: ${new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size}`;
      }),
    );

  // a test per language: ten page loads in one test outlast its time on a loaded machine
  for (const lang of ['en', 'fil', 'id', 'vi', 'zh']) {
    test(`the period choices keep each label on one line (${lang})`, async ({ page, context, server }) => {
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const memberPage = await context.newPage();
      await memberPage.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
      for (const [tab, account, address] of [
        [page, 'agent01', '/?ac=agentRevenueReport'],
        [memberPage, 'demo', '/?mc=transactionHistory'],
      ] as const) {
        await openWithSession(tab, (await apiLogin(server.baseURL, account, 'Demo1234')).token, '/');
        await tab.goto(address);
        await expect(tab.locator('html')).toHaveAttribute('lang', lang);
        const choices = tab
          .getByRole('dialog')
          .getByRole('group')
          .filter({ has: tab.getByRole('radio') });
        await expect(choices.first()).toBeVisible();
        for (const group of await choices.all()) {
          const lines = await labelLines(group);
          expect(lines.length, address).toBeGreaterThan(1);
          expect(
            lines.filter((line) => !line.endsWith(': 1')),
            address,
          ).toEqual([]);
        }
      }
    });
  }
});
