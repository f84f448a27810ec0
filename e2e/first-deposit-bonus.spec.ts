import type { Page } from '@playwright/test';
import centre from '../web/src/shared/i18n/locales/en/centre.json' with { type: 'json' };
import dp from '../web/src/shared/i18n/locales/en/deposit.json' with { type: 'json' };
import lottery from '../web/src/shared/i18n/locales/en/lottery.json' with { type: 'json' };
import pr from '../web/src/shared/i18n/locales/en/promotions.json' with { type: 'json' };
import wd from '../web/src/shared/i18n/locales/en/withdraw.json' with { type: 'json' };
import { createPlayer, expect, openWithSession, test } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  // the home notice popup is the home feature's; keep it out of these flows
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
});

/** Text of the lottery namespace with {{values}} filled in, so copy edits don't break the spec. */
function l(path: string, values: Record<string, string | number> = {}): string {
  const raw = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], lottery);
  return String(raw).replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An i18n template as a pattern: each {{value}} matches a money amount and captures it. */
const template = (s: string) => new RegExp(escape(s).replace(/\\\{\\\{\w+\\\}\\\}/g, '(\\$[\\d,]+\\.\\d\\d)'));

async function headerBalance(page: Page): Promise<number> {
  const chip = page.getByTestId('balance');
  await expect(chip).toHaveText(/\d/);
  return Math.round(Number((await chip.textContent())!.replace(/[^\d.]/g, '')) * 100);
}

const FIRST_DEPOSIT = '100% first deposit bonus';

test('a new player deposits through the sandbox, claims the first-deposit bonus, and his bets move its turnover', async ({
  page,
  server,
}) => {
  const player = await createPlayer(server.baseURL);
  // before any deposit the bonus is locked and says why
  await openWithSession(page, player.token, '/promotions');
  await expect(page.getByRole('article', { name: FIRST_DEPOSIT }).getByText(pr.reason.deposit)).toBeVisible();

  await page.goto('/?mc=depositv2');
  const dialog = page.getByRole('dialog', { name: centre.member });
  // the first deposit, through the sandbox provider's hosted checkout
  const form = dialog.getByRole('form', { name: dp.formLabel });
  await form.getByRole('radio', { name: /MayaPay/ }).click();
  await form.getByRole('textbox', { name: new RegExp(dp.amount) }).fill('200');
  const popup = page.waitForEvent('popup');
  await form.getByRole('button', { name: dp.submit }).click();
  const checkout = await popup;
  await checkout.waitForLoadState();
  await checkout.getByRole('button', { name: 'Approve payment' }).click();
  await expect(checkout).toHaveURL(/\/\?mc=depositv2$/);
  await checkout.close();
  await expect(dialog.getByRole('region', { name: dp.status.title.paid })).toBeVisible();
  // MayaPay keeps 1.5 %: $197.00 arrives
  await expect.poll(() => headerBalance(page)).toBe(19_700);

  // the new deposit makes the newbie bonus claimable: 100 % of it
  await page.goto('/promotions');
  const card = page.getByRole('article', { name: FIRST_DEPOSIT });
  await expect(card.getByText(pr.status.claim.replace('{{amount}}', '$197.00'))).toBeVisible();
  await card.getByRole('link', { name: pr.list.more }).click();
  const detail = page.getByRole('article', { name: FIRST_DEPOSIT });
  await detail.getByRole('button', { name: pr.status.claim.replace('{{amount}}', '$197.00') }).click();
  const claimed = detail.getByText(template(pr.detail.claimedNow));
  await expect(claimed).toBeVisible();
  const turnover = template(pr.detail.claimedNow).exec((await claimed.textContent())!)![2]!;
  await expect.poll(() => headerBalance(page)).toBe(39_400);

  // two lottery lines of $10 on a daily draw
  await page.goto('/lottery?gameCode=LOTTNIGHT');
  await expect(page.getByRole('heading', { level: 1, name: 'Manila Night Draw' })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: l('picker.playType') })
    .getByRole('radio', { name: /Big \/ Small/ })
    .click();
  const pick = page.getByRole('radiogroup', { name: l('picker.choice') });
  await page.getByRole('textbox', { name: l('stake.label') }).fill('10');
  await pick.getByRole('radio', { name: new RegExp(`^${l('choice.BIG')}`) }).click();
  await page.getByRole('button', { name: l('picker.add') }).click();
  await pick.getByRole('radio', { name: new RegExp(`^${l('choice.SMALL')}`) }).click();
  await page.getByRole('button', { name: l('picker.add') }).click();
  await page.getByRole('button', { name: l('slip.place', { count: 2 }) }).click();
  const confirm = page.getByRole('dialog', { name: l('confirm.title') });
  await confirm.getByRole('button', { name: new RegExp(escape(l('confirm.confirm', { amount: '' }).trim())) }).click();
  await expect(confirm).toHaveCount(0);
  // the lottery page hides the header; its slip shows the main wallet
  await expect(page.getByRole('status', { name: l('slip.mainBalance') })).toHaveText('$374.00');

  // bonus details: $20.00 of the bonus's turnover is played
  await page.goto('/?mc=bonusDetails');
  const bonus = page
    .getByRole('dialog', { name: centre.member })
    .getByRole('list', { name: pr.bonus.list })
    .getByRole('listitem')
    .filter({ hasText: FIRST_DEPOSIT });
  await expect(bonus).toContainText(pr.bonus.progress.replace('{{done}}', '$20.00').replace('{{required}}', turnover));
  await expect(
    bonus.getByRole('progressbar', { name: pr.bonus.progressLabel.replace('{{title}}', FIRST_DEPOSIT) }),
  ).toBeVisible();

  // and the cashier holds the bonus back until it is played through
  await page.goto('/?mc=withdraw');
  await expect(page.getByRole('dialog', { name: centre.member }).getByText(template(wd.summary.turnoverNeeded))).toBeVisible();
});
