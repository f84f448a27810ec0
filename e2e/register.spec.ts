import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiLogin, expect, outboxCode, test } from './fixtures.ts';
import { accountMenu, ownAddress, ruleText, text } from './support/auth.ts';

const { register, forms, errors } = text;
const uniqueMobile = () => `918${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const uniqueName = () => `web${randomBytes(4).toString('hex')}`;

test.beforeEach(async ({ page }, info) => {
  await ownAddress(page, info.workerIndex);
  // the home notice popup is the home feature's (home.spec.ts); keep it out of these flows
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
});

const form = (page: Page) => page.getByRole('form', { name: register.formLabel });

async function fillUsernameForm(page: Page, baseURL: string, username: string, mobile: string) {
  const f = form(page);
  await f.getByRole('textbox', { name: register.fields.username }).fill(username);
  await f.getByLabel(register.fields.password, { exact: true }).fill('Secret123');
  await f.getByLabel(register.fields.confirmPassword).fill('Secret123');
  await f.getByRole('textbox', { name: register.fields.mobileNum }).fill(mobile);
  await f.getByRole('button', { name: forms.sendCode }).click();
  await expect(f.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await f.getByRole('textbox', { name: register.fields.verificationCode }).fill(await outboxCode(baseURL, `+63${mobile}`));
  await f.getByRole('checkbox', { name: register.ageConfirm }).check();
}

test('the registration page: title, go back, promotions, and every required-field error', async ({ page }) => {
  await page.goto('/register.html');
  await expect(page.getByRole('heading', { level: 1, name: register.title })).toBeVisible();
  await expect(page.getByRole('link', { name: register.goBack })).toHaveAttribute('href', '/');
  await expect(page.getByRole('region', { name: register.promotions.label })).toBeVisible();
  await expect(page.getByRole('link', { name: register.promotions.more }).first()).toHaveAttribute(
    'href',
    /\/promotions\?id=\d+/,
  );
  const f = form(page);
  await expect(f.getByRole('checkbox', { name: /User Agreement/ })).toBeChecked();
  await f.getByRole('button', { name: register.submit }).click();
  for (const field of ['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode'] as const) {
    await expect(f.getByText(register.reg_required.replace('{{field}}', register.fields[field]), { exact: true })).toBeVisible();
  }
  await expect(f.getByText(errors.AGE_REQUIRED)).toBeVisible();
  await f.getByRole('checkbox', { name: /User Agreement/ }).uncheck();
  await f.getByRole('button', { name: register.submit }).click();
  await expect(f.getByText(errors.TERMS_REQUIRED)).toBeVisible();
});

test('bad input gets the rule texts: too long, wrong pattern, markup, mismatch', async ({ page }) => {
  await page.goto('/register');
  const f = form(page);
  await f.getByRole('textbox', { name: register.fields.username }).fill('x'.repeat(10_240));
  await f.getByLabel(register.fields.password, { exact: true }).fill('<script>alert(1)</script>');
  await f.getByLabel(register.fields.confirmPassword).fill('nope');
  await f.getByRole('textbox', { name: register.fields.email }).fill("a'; DROP TABLE members;--@x.io");
  await f.getByRole('textbox', { name: register.fields.mobileNum }).fill('０９１７');
  await f.getByRole('button', { name: register.submit }).click();
  await expect(f.getByRole('alert').filter({ hasText: ruleText('reg_pattern_1', 6, 16) })).toBeVisible();
  await expect(f.getByRole('alert').filter({ hasText: ruleText('reg_pattern_0', 8, 20) })).toBeVisible();
  await expect(f.getByText(register.reg_mismatch)).toBeVisible();
  await expect(f.getByText(ruleText('reg_pattern_4', 5, 64))).toBeVisible();
  await expect(f.getByRole('alert').filter({ hasText: ruleText('reg_pattern_2', 10, 10) })).toBeVisible();
  // nothing was sent, and the typed values are still there
  await expect(f.getByRole('textbox', { name: register.fields.email })).toHaveValue("a'; DROP TABLE members;--@x.io");
});

test('register by username with an SMS code: logged in at / with the success dialog', async ({ page, server }) => {
  await page.goto('/register');
  const username = uniqueName();
  await fillUsernameForm(page, server.baseURL, username, uniqueMobile());
  await form(page).getByRole('button', { name: register.submit }).click();
  const success = page.getByRole('dialog', { name: register.success.title });
  await expect(success).toContainText('Welcome to Tala');
  await expect(page).toHaveURL(/\/$/);
  await success.getByRole('button', { name: register.success.play }).click();
  await expect(accountMenu(page)).toBeVisible();
  await expect(page.getByTestId('balance')).toBeVisible();
});

test('register by mobile: the account number is shown, then the success dialog', async ({ page, server }) => {
  await page.goto('/register');
  const f = form(page);
  await page.getByRole('tab', { name: register.types.mobile }).click();
  await expect(f.getByRole('textbox', { name: register.fields.username })).toHaveCount(0);
  const mobile = uniqueMobile();
  await f.getByRole('textbox', { name: register.fields.mobileNum }).fill(mobile);
  await f.getByRole('button', { name: forms.sendCode }).click();
  await expect(f.getByRole('button', { name: /Resend in/ })).toBeDisabled();
  await f.getByRole('textbox', { name: register.fields.verificationCode }).fill(await outboxCode(server.baseURL, `+63${mobile}`));
  await f.getByLabel(register.fields.password, { exact: true }).fill('Secret123');
  await f.getByLabel(register.fields.confirmPassword).fill('Secret123');
  await f.getByRole('checkbox', { name: register.ageConfirm }).check();
  await f.getByRole('button', { name: register.submit }).click();
  const account = page.getByRole('dialog', { name: register.success.accountTitle });
  await expect(account).toContainText(mobile);
  await account.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog', { name: register.success.title })).toBeVisible();
  // the mobile number is the login name
  const session = await apiLogin(server.baseURL, mobile, 'Secret123');
  expect(session.account).toBe(mobile);
});

test('a valid invitation code hides the field and links the new player to the agent', async ({ page, server }) => {
  await page.goto('/register?affiliateCode=TALA2026');
  await expect(page.getByText(register.invitedBy.replace('{{code}}', 'TALA2026'))).toBeVisible();
  await expect(form(page).getByRole('textbox', { name: register.fields.affiliateCode })).toHaveCount(0);
  const username = uniqueName();
  const sent = page.waitForRequest((r) => r.url().endsWith('/wps/member/register') && r.method() === 'PUT');
  await fillUsernameForm(page, server.baseURL, username, uniqueMobile());
  await form(page).getByRole('button', { name: register.submit }).click();
  // the body is encrypted on the wire
  expect((await sent).postDataJSON()).toHaveProperty('enc');
  await expect(page.getByRole('dialog', { name: register.success.title })).toBeVisible();
  const session = await apiLogin(server.baseURL, username, 'Secret123');
  const info = await fetch(`${server.baseURL}/wps/member/info`, { headers: { token: session.token } }).then((r) => r.json());
  expect(info.value.toUpline).toBe(true);
});

test('an invalid invitation code warns invitation_code_error and shows the field', async ({ page }) => {
  await page.goto('/register?affiliateCode=NOSUCH99');
  const warning = page.getByRole('dialog', { name: register.warningTitle });
  await expect(warning).toContainText(register.invitation_code_error);
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(form(page).getByRole('textbox', { name: register.fields.affiliateCode })).toHaveValue('NOSUCH99');
});

test('the register dialog from the header and the login popup tab', async ({ page }) => {
  await page.goto('/promotions');
  await page.getByRole('banner').getByRole('button', { name: text.auth.header.register }).click();
  const dialog = page.getByRole('dialog', { name: register.title });
  await expect(dialog.getByRole('form', { name: register.formLabel })).toBeVisible();
  await dialog.getByRole('button', { name: register.logIn }).click();
  const login = page.getByRole('dialog', { name: /Welcome to/ });
  await login.getByRole('tab', { name: text.auth.tabs.register }).click();
  await expect(login.getByRole('form', { name: register.formLabel })).toBeVisible();
});

test('registration on a phone-sized screen fits the width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/register');
  await expect(form(page)).toBeVisible();
  const box = await form(page).boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});

test('the login popup: register tab and back to the login tab', async ({ page }) => {
  await page.goto('/promotions');
  await page.getByRole('banner').getByRole('button', { name: text.auth.header.login }).click();
  const login = page.getByRole('dialog', { name: /Welcome to/ });
  await login.getByRole('tab', { name: text.auth.tabs.register }).click();
  await login.getByRole('button', { name: register.logIn }).click();
  await expect(login.getByRole('tab', { name: text.auth.tabs.login })).toHaveAttribute('aria-selected', 'true');
  await expect(login.getByRole('textbox', { name: text.auth.fields.username })).toBeVisible();
});
