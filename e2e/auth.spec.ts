import centre from '../web/src/shared/i18n/locales/en/centre.json' with { type: 'json' };
import { apiLogin, createPlayer, expect, openWithSession, outboxCode, test } from './fixtures.ts';
import { accountMenu, loginWithForm, openLogin, ownAddress, ruleText, text } from './support/auth.ts';
import { closeNoticePopups } from './support/shell.ts';

const { auth, errors, forms } = text;

test.beforeEach(async ({ page }, info) => {
  await ownAddress(page, info.workerIndex);
  // the home notice popup is the home feature's (home.spec.ts); keep it out of these flows
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
});

test('login by username shows the logged-in bar with the balance', async ({ page, player }) => {
  const dialog = await loginWithForm(page, player.account, player.password);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('balance')).toHaveText(/\$\s?\d/);
  await expect(accountMenu(page)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: auth.header.login })).toHaveCount(0);
});

test('every login form field is required', async ({ page }) => {
  const dialog = await openLogin(page);
  await dialog.getByRole('button', { name: auth.submit, exact: true }).click();
  await expect(dialog.getByText(auth.required.username)).toBeVisible();
  await expect(dialog.getByText(auth.required.password)).toBeVisible();
  await dialog.getByRole('tab', { name: auth.method.sms }).click();
  await dialog.getByRole('button', { name: auth.submit, exact: true }).click();
  await expect(dialog.getByText(auth.required.code)).toBeVisible();
  await expect(dialog.getByText(text.register.reg_required.replace('{{field}}', auth.fields.mobile))).toBeVisible();
});

test('login by SMS code read from the outbox', async ({ page, player, server }) => {
  const dialog = await openLogin(page);
  await dialog.getByRole('tab', { name: auth.method.sms }).click();
  await dialog.getByRole('textbox', { name: auth.fields.mobile }).fill(player.mobile);
  await dialog.getByRole('button', { name: forms.sendCode }).click();
  // the button counts down to the server's expirationTime (60 s)
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  const code = await outboxCode(server.baseURL, `+63${player.mobile}`);
  await dialog.getByRole('textbox', { name: auth.fields.code }).fill(code);
  await dialog.getByRole('button', { name: auth.submit, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('balance')).toHaveText(/\$/);
});

test('a wrong mobile number is refused before any code is sent', async ({ page }) => {
  const dialog = await openLogin(page);
  await dialog.getByRole('tab', { name: auth.method.sms }).click();
  await dialog.getByRole('textbox', { name: auth.fields.mobile }).fill('12ab');
  let sent = false;
  page.on('request', (r) => {
    if (r.url().includes('/wps/verification/sms/noLogin')) sent = true;
  });
  await dialog.getByRole('button', { name: forms.sendCode }).click();
  await expect(dialog.getByText(ruleText('reg_pattern_2', 10, 10))).toBeVisible();
  expect(sent).toBe(false);
});

test('the captcha appears after failed logins and its refresh is throttled', async ({ page, player }) => {
  const dialog = await openLogin(page);
  const username = dialog.getByRole('textbox', { name: auth.fields.username });
  const password = dialog.getByLabel(auth.fields.password, { exact: true });
  const image = dialog.getByRole('img', { name: forms.captchaImage });
  let captcha = false;
  for (let attempt = 0; attempt < 3 && !captcha; attempt++) {
    await username.fill(player.account);
    await password.fill('Wrong-pass-1');
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/session/login');
    await dialog.getByRole('button', { name: auth.submit, exact: true }).click();
    const body = (await (await answer).json()) as { code: string; value?: { captcha?: boolean } };
    expect(body.code).toBe('LOGIN_FAILED');
    captcha = body.value?.captcha === true;
  }
  expect(captcha).toBe(true);
  await expect(dialog.getByText(errors.LOGIN_FAILED)).toBeVisible();
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
  await page.waitForTimeout(1200); // the image load and its throttle window are behind us

  const captchaCalls: number[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/wps/captcha') captchaCalls.push(Date.now());
  });
  const refresh = dialog.getByRole('button', { name: forms.refreshCaptcha });
  // three clicks within a few milliseconds (separate Playwright clicks can be a second apart on a busy machine)
  await refresh.evaluate((button: HTMLElement) => {
    button.click();
    button.click();
    button.click();
  });
  await page.waitForTimeout(300);
  expect(captchaCalls).toHaveLength(1);
  await page.waitForTimeout(1000);
  await refresh.click();
  await expect.poll(() => captchaCalls.length).toBe(2);

  // the captcha is now required with the password
  await password.fill(player.password);
  await dialog.getByRole('button', { name: auth.submit, exact: true }).click();
  await expect(dialog.getByText(auth.required.captcha)).toBeVisible();
});

test('forced password change for an agent-created account, then login with the new password', async ({ page }) => {
  await loginWithForm(page, 'newbie01', 'Demo1234');
  const change = page.getByRole('dialog', { name: auth.changePassword.forcedTitle });
  await expect(change).toBeVisible();
  // the password just typed is kept in memory, so only the new one is asked
  await expect(change.getByLabel(auth.fields.oldPassword)).toHaveCount(0);
  await change.getByRole('button', { name: auth.changePassword.submit }).click();
  await expect(
    change.getByText(text.register.reg_required.replace('{{field}}', auth.fields.newPassword), { exact: true }),
  ).toBeVisible();
  await change.getByLabel(auth.fields.newPassword, { exact: true }).fill('Fresh2026x');
  await change.getByLabel(auth.fields.confirmNewPassword).fill('Fresh2026x');
  await change.getByRole('button', { name: auth.changePassword.submit }).click();
  // every session ended: the login popup is back on its login tab
  const login = page.getByRole('dialog', { name: /Welcome to/ });
  await expect(login.getByRole('tab', { name: auth.tabs.login })).toHaveAttribute('aria-selected', 'true');
  await login.getByRole('textbox', { name: auth.fields.username }).fill('newbie01');
  await login.getByLabel(auth.fields.password, { exact: true }).fill('Fresh2026x');
  await login.getByRole('button', { name: auth.submit, exact: true }).click();
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(page.getByRole('dialog', { name: auth.changePassword.forcedTitle })).toHaveCount(0);
});

test('forgot password by e-mail: temporary password from the outbox, then a new one', async ({ page, server }) => {
  const email = `p${Date.now()}@example.com`;
  const player = await createPlayer(server.baseURL, 'Secret123', { email });
  const dialog = await openLogin(page);
  await dialog.getByRole('button', { name: auth.forgotPassword }).click();
  const forgot = page.getByRole('dialog', { name: auth.forgot.title });
  await forgot.getByRole('button', { name: auth.forgot.sendEmail }).click();
  await expect(forgot.getByText(text.register.reg_required.replace('{{field}}', auth.fields.username))).toBeVisible();
  await forgot.getByRole('textbox', { name: auth.fields.username }).fill(player.account);
  await forgot.getByRole('textbox', { name: auth.fields.email }).fill(email);
  await forgot.getByRole('button', { name: auth.forgot.sendEmail }).click();
  await expect(forgot.getByRole('status')).toHaveText(auth.forgot.emailSent);
  const temporary = await outboxCode(server.baseURL, email);
  await forgot.getByRole('button', { name: auth.forgot.backToLogin }).click();

  const login = page.getByRole('dialog', { name: /Welcome to/ });
  await login.getByRole('textbox', { name: auth.fields.username }).fill(player.account);
  await login.getByLabel(auth.fields.password, { exact: true }).fill(temporary);
  await login.getByRole('button', { name: auth.submit, exact: true }).click();
  const change = page.getByRole('dialog', { name: auth.changePassword.forcedTitle });
  await change.getByLabel(auth.fields.newPassword, { exact: true }).fill('Another2026');
  await change.getByLabel(auth.fields.confirmNewPassword).fill('Another2026');
  await change.getByRole('button', { name: auth.changePassword.submit }).click();
  await expect(page.getByRole('dialog', { name: /Welcome to/ })).toBeVisible();
});

test('forgot password by mobile: code from the outbox, new password, logged in at /', async ({ page, player, server }) => {
  const dialog = await openLogin(page, '/promotions');
  await dialog.getByRole('button', { name: auth.forgotPassword }).click();
  const forgot = page.getByRole('dialog', { name: auth.forgot.title });
  await forgot.getByRole('tab', { name: auth.forgot.byMobile }).click();
  await forgot.getByRole('textbox', { name: auth.fields.mobile }).fill(player.mobile);
  await forgot.getByRole('button', { name: forms.sendCode }).click();
  await expect(forgot.getByRole('button', { name: /Resend in/ })).toBeDisabled();
  const code = await outboxCode(server.baseURL, `+63${player.mobile}`);
  await forgot.getByRole('textbox', { name: auth.fields.code }).fill(code);
  await forgot.getByLabel(auth.fields.newPassword, { exact: true }).fill('ByPhone2026');
  await forgot.getByLabel(auth.fields.confirmNewPassword).fill('ByPhone2026');
  await forgot.getByRole('button', { name: auth.forgot.setPassword }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('balance')).toBeVisible();
});

test('free play: a trial account, gated actions warn in_need_true_account', async ({ page }) => {
  const dialog = await openLogin(page, '/promotions');
  await dialog.getByRole('button', { name: auth.freePlay }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('balance')).toHaveText(/\d/);
  // play money says so beside the figure
  await expect(page.getByRole('group', { name: auth.balance.label })).toContainText(auth.balance.demo);
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: auth.menu.members }).click();
  const warning = page.getByRole('dialog', { name: auth.trial.title });
  await expect(warning).toContainText(auth.in_need_true_account);
  await warning.getByRole('button', { name: auth.in_increase_submit }).click();
  await expect(page.getByRole('dialog', { name: text.register.title })).toBeVisible();
});

test('logout asks first, ends the session and returns home', async ({ page, player }) => {
  await loginWithForm(page, player.account, player.password);
  await expect(accountMenu(page)).toBeVisible();
  await page.goto('/promotions');
  await closeNoticePopups(page); // logout clears the session keys: home shows its popup again
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: auth.menu.signOut }).click();
  const confirm = page.getByRole('dialog', { name: auth.logout.title });
  await confirm.getByRole('button', { name: auth.logout.cancel }).click();
  await expect(accountMenu(page)).toBeVisible();
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: auth.menu.signOut }).click();
  await page.getByRole('dialog', { name: auth.logout.title }).getByRole('button', { name: auth.logout.confirm }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: auth.header.login })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('remember me fills the username after a reload, and never keeps the password', async ({ page, player }) => {
  await loginWithForm(page, player.account, player.password, { remember: true });
  await expect(accountMenu(page)).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'rememberUsername')?.value).toBe(player.account);
  expect(JSON.stringify(cookies)).not.toContain(player.password);
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  const dialog = await openLogin(page);
  await expect(dialog.getByRole('textbox', { name: auth.fields.username })).toHaveValue(player.account);
  await expect(dialog.getByLabel(auth.fields.password, { exact: true })).toHaveValue('');
});

test('a session handed over in ?token= is exchanged and removed from the URL', async ({ page, player }) => {
  await closeNoticePopups(page);
  await openWithSession(page, player.token, '/promotions');
  await expect(accountMenu(page)).toBeVisible();
  await expect(page).toHaveURL(/\/promotions$/);
});

test('a session handed over to a centre page opens it once a slow exchange answers', async ({ page, server }) => {
  await closeNoticePopups(page);
  // the page waits for the session instead of asking for a login and dropping the centre from the address
  await page.route('**/wps/session/loginInfo', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const { token } = await apiLogin(server.baseURL, 'demo', 'Demo1234');
  await page.goto(`/?mc=transactionHistory&token=${token}`);
  await expect(page.getByRole('dialog', { name: centre.member })).toBeVisible();
  await expect(page).toHaveURL(/\/\?mc=transactionHistory$/);
  await expect(page.getByRole('dialog', { name: /Welcome to/ })).toHaveCount(0);
});

test('a session handed over to a lobby whose filters rewrite the address still starts', async ({ page, player, server }) => {
  await closeNoticePopups(page);
  for (const path of ['/rng', '/live?gameType=LIVE']) {
    // a fresh session each time: the exchange retires the token it was given
    const { token } = await apiLogin(server.baseURL, player.account, player.password);
    await openWithSession(page, token, path);
    await expect(accountMenu(page)).toBeVisible();
    await expect(page).not.toHaveURL(/token=/);
    await page.evaluate(() => sessionStorage.clear());
  }
});

test('changing the language while logged in updates the member on the server', async ({ page, player }) => {
  await loginWithForm(page, player.account, player.password);
  await expect(accountMenu(page)).toBeVisible();
  const update = page.waitForRequest((r) => r.url().endsWith('/wps/member/language') && r.method() === 'PUT');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fil');
  expect((await update).postDataJSON()).toEqual({ language: 'PH' });
});

test('an expired or tampered token ends the session and offers the login popup', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('tampered')) {
      sessionStorage.setItem('tampered', '1');
      sessionStorage.setItem('token', 'not-a-real-token-0000000000000000000000000');
      sessionStorage.setItem('account', 'ghost');
      sessionStorage.setItem('isAgent', '0');
    }
  });
  await page.goto('/promotions');
  await expect(page.getByRole('dialog', { name: /Welcome to/ })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: auth.header.login })).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('the login dialog is dragged by its title bar and stays on screen', async ({ page }) => {
  const dialog = await openLogin(page);
  await expect(dialog).toBeVisible();
  await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished))); // the opening rise
  const before = (await dialog.boundingBox())!;
  const bar = dialog.getByRole('heading').first();
  const grip = (await bar.boundingBox())!;
  await page.mouse.move(grip.x + 20, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + 20 - 150, grip.y + grip.height / 2 + 60, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await dialog.boundingBox())!.x).toBeCloseTo(before.x - 150, 0);
  // 60 px down, unless that would push its bottom closer than 8 px to the window's (a tall dialog)
  const bottomRoom = page.viewportSize()!.height - 8 - (before.y + before.height);
  expect((await dialog.boundingBox())!.y).toBeCloseTo(before.y + Math.min(60, bottomRoom), 0);

  // dragged far off the top-left corner: held 8 px inside the window
  const moved = (await bar.boundingBox())!;
  await page.mouse.move(moved.x + 20, moved.y + moved.height / 2);
  await page.mouse.down();
  await page.mouse.move(-2000, -2000, { steps: 5 });
  await page.mouse.up();
  const held = (await dialog.boundingBox())!;
  expect(held.x).toBeCloseTo(8, 0);
  expect(held.y).toBeCloseTo(8, 0);
  // still a working dialog
  await expect(dialog.getByRole('textbox', { name: auth.fields.username })).toBeEditable();
});
