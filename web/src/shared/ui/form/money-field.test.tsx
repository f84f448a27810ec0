import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { translator } from '../../i18n/i18n.ts';
import { configureCurrency } from '../../lib/currency.ts';
import { renderForm } from '../../testing/render-form.tsx';
import { MoneyField, moneyCheck, parseAmount } from './money-field.tsx';

describe('parseAmount', () => {
  it('reads major units into integer minor units: null when empty, NaN when not an amount', () => {
    expect(parseAmount('12.5')).toBe(1250);
    expect(parseAmount(' 0.07 ')).toBe(7);
    expect(parseAmount('100.')).toBe(10_000);
    expect(parseAmount('')).toBeNull();
    for (const text of ['12.345', '-5', '1e3', '12,50', 'abc', '.5']) expect(parseAmount(text)).toBeNaN();
  });
});

configureCurrency({ currencySymbol: '₱' });

async function renderAmount(onSubmit = vi.fn(), defaultValue: number | null = null) {
  await renderForm<{ amount: number | null }>({
    defaultValues: { amount: defaultValue },
    checks: { amount: moneyCheck({ label: 'Amount', required: true, min: 10_000, max: 5_000_000 }, translator.t, 'en') },
    onSubmit,
    fields: () => <MoneyField name="amount" label="Amount" required />,
  });
  return onSubmit;
}

describe('MoneyField', () => {
  it('holds what the player types as integer minor units and shows two decimals on leaving', async () => {
    const onSubmit = await renderAmount();
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await user.type(input, '250.5');
    await user.tab();
    expect(input).toHaveValue('250.50');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ amount: 25_050 });
  });

  it('says what is wrong: required, not an amount, below the minimum, above the maximum', async () => {
    const onSubmit = await renderAmount();
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Amount' });
    const send = () => user.click(screen.getByRole('button', { name: 'Send' }));
    await send();
    expect(await screen.findByText('Amount is required.')).toBeInTheDocument();
    await user.type(input, '12.345');
    await send();
    expect(await screen.findByText('Enter an amount such as 10 or 10.50.')).toBeInTheDocument();
    expect(input).toHaveValue('12.345'); // what was typed stays, to be corrected
    await user.clear(input);
    await user.type(input, '99.99');
    await send();
    expect(await screen.findByText('The smallest amount is ₱100.00.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '50000.01');
    await send();
    expect(await screen.findByText('The largest amount is ₱50,000.00.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The largest amount is ₱50,000.00.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a value set from outside (a default, a reset)', async () => {
    await renderAmount(vi.fn(), 1_000_000);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('10000.00');
  });
});
