import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetBotCheck } from '../../../shared/lib/bot-check/bot-check.ts';
import { useSessionStore, endSession } from '../../../shared/state/session.ts';
import { useUiStore } from '../../../shared/state/ui-store.ts';
import { fakePlatform, permissionWith, renderAccounts } from '../../../test/accounts-harness.tsx';
import { LoginPanel } from './login-panel.tsx';

const loginResult = (patch = {}) => ({
  token: 'tok-new',
  account: 'demo',
  firstTimeLogin: false,
  passwordExpired: false,
  captcha: false,
  isAgent: 0,
  ...patch,
});
const captchaImage = 'data:image/png;base64,iVBORw0KGgo=';

function renderPanel(modules: Record<string, '0' | '1'> = {}) {
  return renderAccounts(<LoginPanel />, { permission: permissionWith(modules) });
}

beforeEach(() => {
  resetBotCheck();
  endSession();
  useUiStore.setState({ dialogs: [], toasts: [] });
  document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0]!.trim()}=; Max-Age=0; Path=/`));
});

describe('login by username', () => {
  it('asks for username and password (trimmed) before calling the server', async () => {
    const server = await fakePlatform({});
    const user = userEvent.setup();
    await renderPanel();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your username.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('aria-invalid', 'true');
    expect(server.paths()).not.toContain('/wps/session/login');
  });

  it("refuses the username the server's checker refuses: unsafe text, over 64 characters", async () => {
    const server = await fakePlatform({});
    const user = userEvent.setup();
    await renderPanel();
    const username = screen.getByRole('textbox', { name: 'Username' });
    await user.type(username, 'demo<b>');
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('This username contains characters that are not allowed.')).toBeInTheDocument();
    await user.clear(username);
    await user.type(username, 'a'.repeat(65));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('This username is too long.')).toBeInTheDocument();
    expect(server.paths()).not.toContain('/wps/session/login');
  });

  it('shows the captcha after a failed login that asks for it, then requires it', async () => {
    let attempts = 0;
    const server = await fakePlatform({
      '/wps/session/login': () =>
        ++attempts === 1 ? { error: 'LOGIN_FAILED', status: 401, value: { captcha: true } } : { value: loginResult() },
      '/wps/captcha': () => ({ value: { captchaId: 'c1', image: captchaImage, expiresIn: 120 } }),
    });
    const user = userEvent.setup();
    await renderPanel();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), '  demo ');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
    const first = server.calls.find((c) => c.path === '/wps/session/login')!;
    // the body travelled encrypted (the fake server decrypted it) with a solved bot challenge
    expect(first.body).toMatchObject({ type: 'username', username: 'demo', password: 'wrong-one' });
    expect(String(first.body.altcha)).toMatch(/^[A-Za-z0-9+/=]{40,}$/);

    expect(await screen.findByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', captchaImage);
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter the characters in the image.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Captcha' }), 'AB12');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('tok-new'));
    const second = server.calls.filter((c) => c.path === '/wps/session/login')[1]!;
    expect(second.body).toMatchObject({ captchaId: 'c1', captcha: 'AB12', password: 'Demo1234' });
    expect(second.body.altcha).not.toBe(first.body.altcha);
  });

  it('remembers the username only — never the password — when asked', async () => {
    await fakePlatform({ '/wps/session/login': () => ({ value: loginResult() }) });
    const user = userEvent.setup();
    await renderPanel();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'demo');
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('tok-new'));
    expect(document.cookie).toContain('rememberUsername=demo');
    expect(document.cookie).not.toContain('Demo1234');
  });

  it('opens the forced password change when the server says the password must change', async () => {
    await fakePlatform({ '/wps/session/login': () => ({ value: loginResult({ passwordExpired: true }) }) });
    const user = userEvent.setup();
    await renderPanel();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'newbie01');
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(useUiStore.getState().dialogs).toEqual([{ name: 'changePassword', forced: true }]));
    // the session exists but is not usable until the password changed
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-new', mustChangePassword: true });
  });
});

describe('login by SMS code', () => {
  it('checks the mobile number with the brand rule before sending a code, then counts down', async () => {
    const server = await fakePlatform({
      '/wps/verification/sms/noLogin': () => ({
        value: { expirationTime: Date.now() + 60_000, codeExpiresAt: Date.now() + 300_000 },
      }),
    });
    const user = userEvent.setup();
    await renderPanel({ MOBILEVERCODELOGIN3: '1' });
    await user.click(screen.getByRole('tab', { name: 'Mobile code' }));
    const mobile = await screen.findByRole('textbox', { name: 'Mobile number' });
    await user.type(mobile, '917123456');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Use 10 digits only.')).toBeInTheDocument();
    expect(server.paths()).not.toContain('/wps/verification/sms/noLogin');

    await user.type(mobile, '7');
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the button takes one click per 1000 ms
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in (60|59) s/ })).toBeDisabled();
    expect(server.calls.find((c) => c.path === '/wps/verification/sms/noLogin')!.body).toMatchObject({
      mobileNum: '9171234567',
      countryDialingCode: '63',
      purpose: 'login',
    });

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter the verification code.')).toBeInTheDocument();
  });

  it('shows a failed SMS request in a warning dialog', async () => {
    await fakePlatform({ '/wps/verification/sms/noLogin': () => ({ error: 'TOO_MANY_REQUESTS', status: 429 }) });
    const user = userEvent.setup();
    await renderPanel({ MOBILEVERCODELOGIN3: '1' });
    await user.click(screen.getByRole('tab', { name: 'Mobile code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('dialog', { name: 'The code was not sent' });
    expect(within(dialog).getByText('Too many requests. Please try again in 5 minutes.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });
});

describe('login from the installed app', () => {
  it('says so when the site runs in standalone display (the installed app), and not from a browser tab', async () => {
    const server = await fakePlatform({ '/wps/session/login': () => ({ value: loginResult() }) });
    const user = userEvent.setup();
    const original = window.matchMedia;
    const standalone = (matches: boolean) => (query: string) =>
      ({ matches: matches && query === '(display-mode: standalone)', media: query }) as MediaQueryList;
    try {
      window.matchMedia = standalone(false);
      await renderPanel();
      await user.type(screen.getByRole('textbox', { name: 'Username' }), 'demo');
      await user.type(screen.getByLabelText('Password'), 'Demo1234');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await waitFor(() => expect(useSessionStore.getState().token).toBe('tok-new'));
      expect(server.calls.find((c) => c.path === '/wps/session/login')!.body).not.toHaveProperty('installedApp');

      endSession();
      window.matchMedia = standalone(true);
      await renderPanel();
      await user.type(screen.getAllByRole('textbox', { name: 'Username' }).at(-1)!, 'demo');
      await user.type(screen.getAllByLabelText('Password').at(-1)!, 'Demo1234');
      await user.click(screen.getAllByRole('button', { name: 'Log in' }).at(-1)!);
      await waitFor(() => expect(server.calls.filter((c) => c.path === '/wps/session/login')).toHaveLength(2));
      expect(server.calls.filter((c) => c.path === '/wps/session/login')[1]!.body).toMatchObject({ installedApp: true });
    } finally {
      window.matchMedia = original;
    }
  });
});
