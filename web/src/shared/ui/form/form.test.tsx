import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { renderForm } from '../../testing/render-form.tsx';
import { TextInput } from './fields.tsx';

interface Values {
  username: string;
  email: string;
}

const rule = { enabled: true, required: true, acceptedPattern: '^[a-z0-9]+$', patternId: 1, minLength: 4, maxLength: 12 };

function renderLogin(onSubmit: (values: Values) => Promise<unknown>) {
  return renderForm<Values>({
    defaultValues: { username: '', email: '' },
    checks: { username: { label: 'Username', rule } },
    onSubmit,
    fields: ({ register, formState: { errors } }) => (
      <>
        <TextInput label="Username" required registration={register('username')} error={errors.username} />
        <TextInput label="E-mail" registration={register('email')} error={errors.email} />
      </>
    ),
  });
}

describe('Form', () => {
  it('checks before submitting: no call, the translated error under the field, focus on it', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderLogin(onSubmit);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(await screen.findByText('Username is required.')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Username is required.');
    expect(username).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the checked values and keeps the button disabled while the call runs', async () => {
    let finish!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderLogin(onSubmit);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'player1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith({ username: 'player1', email: '' });
    finish();
    expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("shows a failed call's code translated above the fields, until the next attempt", async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new ApiError('LOGIN_FAILED')).mockResolvedValueOnce(undefined);
    await renderLogin(onSubmit);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'player1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('shows an error that is not from the API as the unknown error', async () => {
    await renderLogin(async () => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'player1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error.');
  });

  it('puts a server failure naming a shown field under that field, with the rule text it sent', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('USERNAME_TAKEN', { field: 'username' }))
      .mockRejectedValueOnce(
        new ApiError('VALIDATION_FAILED', { field: 'email', value: { key: 'reg_required', kind: 'required', min: 0, max: 0 } }),
      )
      .mockRejectedValueOnce(new ApiError('VALIDATION_FAILED', { field: 'countryDialingCode' }));
    await renderLogin(onSubmit);
    const user = userEvent.setup();
    const username = screen.getByRole('textbox', { name: 'Username' });
    await user.type(username, 'player1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This username is already registered.')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    // the generic text names the field by its visible label
    expect(await screen.findByText('E-mail is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');

    // a field the form does not show: above the fields
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getAllByRole('alert')[0]).toHaveTextContent('A field is missing or not valid.'));
  });
});
