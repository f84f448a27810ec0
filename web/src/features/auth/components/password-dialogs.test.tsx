import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetBotCheck } from '../../../shared/lib/bot-check/bot-check.ts';
import { endSession, startSession, useSessionStore } from '../../../shared/state/session.ts';
import { useUiStore } from '../../../shared/state/ui-store.ts';
import { fakePlatform, permissionWith, renderAccounts } from '../../../test/accounts-harness.tsx';
import { completeLogin } from '../lib/session-flow.ts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';

const startup = (modules: Record<string, '0' | '1'> = {}) => ({ permission: permissionWith(modules) });
const noop = () => undefined;

beforeEach(() => {
  resetBotCheck();
  endSession();
  useUiStore.setState({ dialogs: [], toasts: [] });
});

describe('change password', () => {
  it('requires the old password, the new one by the password rule, and an equal confirmation', async () => {
    const server = await fakePlatform({});
    startSession({ token: 't1', account: 'demo', isAgent: 0 });
    const user = userEvent.setup();
    await renderAccounts(<ChangePasswordDialog request={{ name: 'changePassword' }} onClose={noop} />, startup());
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Please enter your current password.')).toBeInTheDocument();
    expect(screen.getByText('New password is required.')).toBeInTheDocument();
    expect(screen.getByText('Confirm new password is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Use 8 - 20 characters: letters and digits.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(server.paths()).not.toContain('/wps/member/password');
  });

  it('forced change after login: uses the password just typed, then ends the session and reopens login', async () => {
    const server = await fakePlatform({ '/wps/member/password': () => ({ value: { changed: true } }) });
    completeLogin(
      { token: 't2', account: 'newbie01', firstTimeLogin: false, passwordExpired: true, captcha: false, isAgent: 0 },
      { method: 'username', password: 'Demo1234' },
    );
    const user = userEvent.setup();
    await renderAccounts(<ChangePasswordDialog request={{ name: 'changePassword', forced: true }} onClose={noop} />, startup());
    expect(screen.getByRole('dialog', { name: 'Set a new password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'Newpass123');
    await user.type(screen.getByLabelText('Confirm new password'), 'Newpass123');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(server.calls.find((c) => c.path === '/wps/member/password')!.body).toEqual({
      oldPassword: 'Demo1234',
      newPassword: 'Newpass123',
      confirmNewPassword: 'Newpass123',
    });
    expect(useUiStore.getState().dialogs).toEqual([{ name: 'login', tab: 'login' }]);
  });

  it('forced change: a refused kept password is asked for instead', async () => {
    const server = await fakePlatform({
      '/wps/member/password': () => ({ error: 'OLD_PASSWORD_WRONG', field: 'oldPassword', status: 400 }),
    });
    completeLogin(
      { token: 't4', account: 'newbie01', firstTimeLogin: false, passwordExpired: true, captcha: false, isAgent: 0 },
      { method: 'username', password: 'Temp9999' },
    );
    const user = userEvent.setup();
    await renderAccounts(<ChangePasswordDialog request={{ name: 'changePassword', forced: true }} onClose={noop} />, startup());
    await user.type(screen.getByLabelText('New password'), 'Newpass123');
    await user.type(screen.getByLabelText('Confirm new password'), 'Newpass123');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not correct.');
    const current = screen.getByLabelText('Current password');
    await user.type(current, 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(server.calls.filter((c) => c.path === '/wps/member/password')).toHaveLength(2));
    expect(server.calls.filter((c) => c.path === '/wps/member/password')[1]!.body).toMatchObject({ oldPassword: 'Demo1234' });
    // the field the server names is shown now: its failure stands under it
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
  });

  it('a login by SMS never forces the change', () => {
    completeLogin(
      { token: 't3', account: 'x', firstTimeLogin: false, passwordExpired: true, captcha: false, isAgent: 0 },
      { method: 'sms' },
    );
    expect(useSessionStore.getState().mustChangePassword).toBe(false);
    expect(useUiStore.getState().dialogs).toEqual([]);
  });
});

describe('forgot password', () => {
  it('by e-mail: username and e-mail required with their rules, then the confirmation', async () => {
    const server = await fakePlatform({ '/wps/member/password/email': () => ({ value: { accepted: true } }) });
    const user = userEvent.setup();
    await renderAccounts(<ForgotPasswordDialog request={{ name: 'forgotPassword' }} onClose={noop} />, startup());
    await user.click(screen.getByRole('button', { name: 'Send temporary password' }));
    expect(await screen.findByText('Username is required.')).toBeInTheDocument();
    expect(screen.getByText('E-mail is required.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'demo');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send temporary password' }));
    expect(await screen.findByText('Enter a valid e-mail address (5 - 64 characters).')).toBeInTheDocument();
    // an existing account is not held to the registration rule (6 - 16 here): `demo` must recover too
    expect(screen.queryByText('Use 6 - 16 letters and digits, starting with a letter.')).not.toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'E-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'demo@example.com');
    await user.click(screen.getByRole('button', { name: 'Send temporary password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/temporary password is on its way/);
    expect(server.calls.find((c) => c.path === '/wps/member/password/email')!.body).toEqual({
      username: 'demo',
      email: 'demo@example.com',
    });
  });

  it('by mobile only with CHNGPASSVERIF3; code and new password required; logs in', async () => {
    const server = await fakePlatform({
      '/wps/verification/sms/noLogin': () => ({
        value: { expirationTime: Date.now() + 60_000, codeExpiresAt: Date.now() + 300_000 },
      }),
      '/wps/member/password/verification': () => ({
        value: { token: 'tok-phone', account: 'demo', firstTimeLogin: false, passwordExpired: false, captcha: false, isAgent: 0 },
      }),
    });
    const user = userEvent.setup();
    const view = await renderAccounts(<ForgotPasswordDialog request={{ name: 'forgotPassword' }} onClose={noop} />, startup());
    expect(screen.queryByRole('tab', { name: 'By mobile' })).not.toBeInTheDocument();
    view.unmount();

    await renderAccounts(
      <ForgotPasswordDialog request={{ name: 'forgotPassword' }} onClose={noop} />,
      startup({ CHNGPASSVERIF3: '1' }),
    );
    await user.click(screen.getByRole('tab', { name: 'By mobile' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
    await user.click(within(dialog).getByRole('button', { name: 'Set new password and log in' }));
    expect(await screen.findByText('Mobile number is required.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the verification code.')).toBeInTheDocument();
    expect(screen.getByText('New password is required.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Resend in/ });
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '111222');
    await user.type(screen.getByLabelText('New password'), 'Newpass123');
    await user.type(screen.getByLabelText('Confirm new password'), 'Newpass123');
    await user.click(within(dialog).getByRole('button', { name: 'Set new password and log in' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('tok-phone'));
    expect(server.calls.find((c) => c.path === '/wps/verification/sms/noLogin')!.body).toMatchObject({ purpose: 'password' });
  });
});
