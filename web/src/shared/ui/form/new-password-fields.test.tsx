import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RegisterRule } from '@tala/contract/system';
import { renderForm } from '../../testing/render-form.tsx';
import { NewPasswordFields, newPasswordChecks } from './new-password-fields.tsx';

const rule: RegisterRule = {
  enabled: true,
  required: true,
  acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9]).+$',
  patternId: 0,
  minLength: 8,
  maxLength: 20,
};
const names = { password: 'newPassword', confirmation: 'confirmNewPassword' } as const;
const labels = { password: 'New password', confirmation: 'Confirm new password' };

async function renderPair(onSubmit = vi.fn()) {
  await renderForm<{ newPassword: string; confirmNewPassword: string }>({
    defaultValues: { newPassword: '', confirmNewPassword: '' },
    checks: newPasswordChecks(names, labels, rule),
    onSubmit,
    fields: () => <NewPasswordFields names={names} labels={labels} rule={rule} />,
  });
  return onSubmit;
}

describe('NewPasswordFields', () => {
  it("shows the brand rule's text under the password, and both fields are required", async () => {
    await renderPair();
    const user = userEvent.setup();
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAccessibleDescription('Use 8 - 20 characters: letters and digits.');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('New password is required.')).toBeInTheDocument();
    expect(screen.getByText('Confirm new password is required.')).toBeInTheDocument();
  });

  it('checks the password with the rule and the confirmation against it', async () => {
    const onSubmit = await renderPair();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'letters');
    await user.type(screen.getByLabelText('Confirm new password'), 'letters2');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Use 8 - 20 characters: letters and digits.');
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('The passwords do not match.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a stale mismatch once the password is changed to match the confirmation', async () => {
    const onSubmit = await renderPair();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'Secret12');
    await user.type(screen.getByLabelText('Confirm new password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), '3');
    await waitFor(() => expect(screen.queryByText('The passwords do not match.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ newPassword: 'Secret123', confirmNewPassword: 'Secret123' });
  });
});
