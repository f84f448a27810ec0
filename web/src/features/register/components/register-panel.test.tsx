import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetBotCheck } from '../../../shared/lib/bot-check/bot-check.ts';
import { endSession, useSessionStore } from '../../../shared/state/session.ts';
import { useUiStore } from '../../../shared/state/ui-store.ts';
import { fakePlatform, permissionWith, renderAccounts, type Route } from '../../../test/accounts-harness.tsx';
import { RegisterPanel } from './register-panel.tsx';

/** The registration switches are whitelabel modules of the start-up permission: all on unless turned off. */
const registrationModules = (off: string[] = []) =>
  Object.fromEntries(
    ['REG3', 'USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3'].map((code) => [
      code,
      off.includes(code) ? ('0' as const) : ('1' as const),
    ]),
  );
const registered = {
  token: 'tok-reg',
  account: 'newplayer1',
  firstTimeLogin: true,
  passwordExpired: false,
  captcha: false,
  isAgent: 0,
};

async function renderPanel(path = '/register', routes: Record<string, Route> = {}, off: string[] = []) {
  const server = await fakePlatform({
    '/wps/member/register': () => ({ value: registered }),
    '/wps/member/register/mobile': (body) => ({ value: { ...registered, account: String(body.mobileNum) } }),
    '/wps/verification/sms/register': () => ({
      value: { expirationTime: Date.now() + 60_000, codeExpiresAt: Date.now() + 300_000 },
    }),
    ...routes,
  });
  await renderAccounts(<RegisterPanel />, {
    path,
    permission: permissionWith(registrationModules(off)),
  });
  return server;
}

beforeEach(() => {
  resetBotCheck();
  endSession();
  useUiStore.setState({ dialogs: [], toasts: [] });
});

describe('registration form', () => {
  it('shows the server-driven fields with stars and every required-field error', async () => {
    const server = await renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    for (const text of [
      'Username is required.',
      'Password is required.',
      'Confirm password is required.',
      'Mobile number is required.',
      'Verification code is required.',
      'Please confirm that you are at least 21 years old.',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    // optional fields of the brand: shown, not required
    expect(screen.getByRole('textbox', { name: 'E-mail' })).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('aria-required', 'true');
    // the agreement is checked by default and links to help
    expect(screen.getByRole('checkbox', { name: /User Agreement/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', '/help?article=user-agreement');
    expect(server.paths()).not.toContain('/wps/member/register');
  });

  it('offers the ways the whitelabel modules allow, and none without REG3', async () => {
    await renderPanel('/register', {}, ['MOBILENUMREG3']);
    expect(await screen.findByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Mobile number' })).not.toBeInTheDocument();
    cleanup();
    await renderPanel('/register', {}, ['REG3']);
    expect(await screen.findByText('Registration is closed at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Registration' })).not.toBeInTheDocument();
  });

  it('validates with the rules: reg_pattern texts with (min)/(max), one value when min = max, checkPass', async () => {
    await renderPanel();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), '1abc');
    await user.type(screen.getByLabelText('Password'), 'onlyletters');
    await user.type(screen.getByLabelText('Confirm password'), 'different1');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '12345');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), '<script>@x.io');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Use 6 - 16 letters and digits, starting with a letter.', { selector: '[role="alert"]' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Use 8 - 20 characters: letters and digits.', { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByText('Use 10 digits only.', { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address (5 - 64 characters).')).toBeInTheDocument();
  });

  it('registers by username with the dialing code and referral code, then logs in and shows success', async () => {
    const server = await renderPanel('/register?referralCode=FRIEND9');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'newplayer1');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Resend in/ });
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(screen.getByRole('checkbox', { name: /21 years/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('tok-reg'));
    const body = server.calls.find((c) => c.path === '/wps/member/register')!.body;
    expect(body).toMatchObject({
      username: 'newplayer1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: '123456',
      referralCode: 'FRIEND9',
      agreement: true,
      ageConfirmed: true,
      login: true,
      registerMethod: 'WEB',
    });
    expect(server.calls.find((c) => c.path === '/wps/verification/sms/register')!.body).toMatchObject({
      mobileNo: '9171234567',
      countryDialingCode: '63',
    });
    expect(useUiStore.getState().dialogs).toEqual([{ name: 'registerSuccess' }]);
  });

  it('mobile registration: the account is the mobile number, shown before the success dialog', async () => {
    const server = await renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9170000001');
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '654321');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await user.click(screen.getByRole('checkbox', { name: /21 years/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(useUiStore.getState().dialogs).toEqual([{ name: 'registerSuccess', account: '9170000001' }]));
    expect(server.calls.find((c) => c.path === '/wps/member/register/mobile')!.body).toMatchObject({
      username: '9170000001',
      mobileNum: '9170000001',
    });
  });

  it('a valid invitation code in the URL hides the field and is sent as affiliateCode', async () => {
    const affiliate: Route = (_body, url) =>
      url.searchParams.get('code') === 'TALA2026'
        ? { value: { code: 'TALA2026', valid: true } }
        : { error: 'AFFILIATE_INVALID', field: 'code' };
    const server = await renderPanel('/register?affiliateCode=TALA2026', { '/wps/agent/affiliate': affiliate }, [
      'REGMOBVERF3',
      'MOBILENUMREG3',
    ]);
    const user = userEvent.setup();
    expect(await screen.findByText('You were invited with code TALA2026.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Invitation code' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'invited01');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await user.click(screen.getByRole('checkbox', { name: /21 years/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(server.paths()).toContain('/wps/member/register'));
    expect(server.calls.find((c) => c.path === '/wps/member/register')!.body).toMatchObject({
      affiliateCode: 'TALA2026',
      username: 'invited01',
    });
  });

  it('warns invitation_code_error for a refused URL code and keeps the field', async () => {
    await renderPanel('/register?affiliateCode=NOPE1', {
      '/wps/agent/affiliate': () => ({ error: 'AFFILIATE_INVALID', field: 'code' }),
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Please check' });
    expect(within(dialog).getByText(/This invitation code is not valid/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('textbox', { name: 'Invitation code' })).toHaveValue('NOPE1');
  });

  it('shows a server field error under its field (username taken)', async () => {
    await renderPanel('/register', {
      '/wps/member/register': () => ({ error: 'USERNAME_TAKEN', field: 'username', status: 409 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Username' }));
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'demoplayer');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(screen.getByRole('checkbox', { name: /21 years/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/already registered|already taken/i)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('aria-invalid', 'true');
  });
});
