import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderForm } from '../../testing/render-form.tsx';
import { CheckboxInput, PasswordInput, SelectInput, TextInput } from './fields.tsx';

describe('kit fields', () => {
  it('text: labelled, star and aria-required when required, hint until an error replaces it', async () => {
    const onSubmit = vi.fn();
    await renderForm({
      defaultValues: { nickname: '' },
      checks: { nickname: { label: 'Nickname', required: true } },
      onSubmit,
      fields: ({ register, formState: { errors } }) => (
        <TextInput
          label="Nickname"
          hint="Shown to other players."
          required
          registration={register('nickname')}
          error={errors.nickname}
        />
      ),
    });
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Shown to other players.');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nickname is required.');
    expect(input).toHaveAccessibleDescription('Nickname is required.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, 'Lucky');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ nickname: 'Lucky' });
  });

  it('password: hidden by default; the toggle shows and hides it and keeps the value', async () => {
    await renderForm({
      defaultValues: { password: '' },
      fields: ({ register }) => <PasswordInput label="Password" registration={register('password')} />,
    });
    const user = userEvent.setup();
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.type(input, 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('Secret123');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('Secret123');
  });

  it('select: a labelled native select with an empty first choice, required until one is picked', async () => {
    const onSubmit = vi.fn();
    await renderForm({
      defaultValues: { bank: '' },
      checks: { bank: { label: 'Bank', required: true } },
      onSubmit,
      fields: ({ register, formState: { errors } }) => (
        <SelectInput
          label="Bank"
          placeholder="Choose a bank"
          required
          options={[
            { value: 'BDO', label: 'BDO Unibank' },
            { value: 'BPI', label: 'Bank of the Philippine Islands' },
          ]}
          registration={register('bank')}
          error={errors.bank}
        />
      ),
    });
    const user = userEvent.setup();
    const select = screen.getByRole('combobox', { name: 'Bank' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a bank',
      'BDO Unibank',
      'Bank of the Philippine Islands',
    ]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Bank is required.')).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(select, 'BPI');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ bank: 'BPI' });
  });

  it('checkbox: named by its label, its error tied to it', async () => {
    const onSubmit = vi.fn();
    await renderForm({
      defaultValues: { agree: false },
      checks: { agree: { label: 'Agreement', required: true, messages: { required: 'errors:TERMS_REQUIRED' } } },
      onSubmit,
      fields: ({ register, formState: { errors } }) => (
        <CheckboxInput registration={register('agree')} error={errors.agree}>
          I agree to the terms
        </CheckboxInput>
      ),
    });
    const user = userEvent.setup();
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please agree to the terms.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please agree to the terms.');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ agree: true });
  });
});
