import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderForm } from '../../testing/render-form.tsx';
import { SendCodeField } from './send-code-field.tsx';
import { TextInput } from './fields.tsx';

const mobileRule = { enabled: true, required: true, acceptedPattern: '^[0-9]+$', patternId: 2, minLength: 10, maxLength: 10 };

async function renderCode(onSend: () => Promise<number | null>) {
  await renderForm<{ mobileNum: string; code: string }>({
    defaultValues: { mobileNum: '', code: '' },
    checks: { mobileNum: { label: 'Mobile number', rule: mobileRule }, code: { label: 'Code', required: true } },
    fields: ({ register, formState: { errors } }) => (
      <>
        <TextInput label="Mobile number" type="tel" registration={register('mobileNum')} error={errors.mobileNum} />
        <SendCodeField label="Code" target="mobileNum" onSend={onSend} registration={register('code')} error={errors.code} />
      </>
    ),
  });
}

describe('SendCodeField', () => {
  it('sends nothing while the target field fails its check, and says why there', async () => {
    const onSend = vi.fn(async () => Date.now() + 60_000);
    await renderCode(onSend);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Use 10 digits only.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('sends, counts down to the next allowed send and moves the focus to the code', async () => {
    const onSend = vi.fn(async () => Date.now() + 30_000);
    await renderCode(onSend);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in (30|29) s/ })).toBeDisabled();
    expect(onSend).toHaveBeenCalledTimes(1);
    const code = screen.getByRole('textbox', { name: 'Code' });
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('stays enabled when the send fails (the caller says why)', async () => {
    const onSend = vi.fn(async () => {
      throw new Error('refused');
    });
    await renderCode(onSend);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });
});
