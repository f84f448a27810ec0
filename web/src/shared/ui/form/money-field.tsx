import { useState } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import type { TFunction } from '../../i18n/translator.ts';
import { formatMinor, toMinor } from '@tala/contract/core/money';
import { currencySymbol, formatMoney } from '../../lib/format.ts';
import { TextField, type TextFieldProps } from '../field/field.tsx';
import type { FieldCheck } from './rule-resolver.ts';
import styles from './money-field.module.css';

/**
 * The amount typed in major units ("12.5") as integer minor units (1250): null when empty, NaN when
 * it is not an amount. The contract's toMinor does the conversion, as for the server's amounts.
 */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  // digits with at most two decimals; a sign or an exponent is not an amount a player types
  if (!/^\d+(\.\d{0,2})?$/.test(trimmed)) return Number.NaN;
  return toMinor(trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed) ?? Number.NaN;
}

const shown = (minor: unknown) => (typeof minor === 'number' && Number.isSafeInteger(minor) ? formatMinor(minor) : '');

export interface MoneyLimits {
  /** Smallest amount allowed, in minor units. */
  min?: number;
  /** Largest amount allowed, in minor units. */
  max?: number;
}

/** The check of a MoneyField: required when asked, an amount, within min and max (translated texts). */
export function moneyCheck<V extends FieldValues = FieldValues>(
  { label, required = false, min, max }: MoneyLimits & { label: string; required?: boolean },
  t: TFunction,
  locale: string,
): FieldCheck<V> {
  const amount = (minor: number) => formatMoney(minor, locale);
  return {
    label,
    required,
    validate: (value) => {
      if (value === null || value === undefined) return null; // empty and optional
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) return t('forms:amount.invalid');
      if (min !== undefined && value < min) return t('forms:amount.min', { amount: amount(min) });
      if (max !== undefined && value > max) return t('forms:amount.max', { amount: amount(max) });
      return null;
    },
  };
}

export interface MoneyFieldProps extends Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'type' | 'error' | 'leading'
> {
  /** The form field holding the amount in minor units (check it with moneyCheck). */
  name: string;
}

/**
 * An amount input (inside a Form): the player types major units, the form holds integer minor units,
 * so no floating-point amount ever reaches a call. On leaving the field a valid amount is shown with
 * its two decimals.
 */
export function MoneyField({ name, ...field }: MoneyFieldProps) {
  const { field: control, fieldState } = useController({ name, defaultValue: null });
  const value: unknown = control.value;
  const [typed, setTyped] = useState(() => ({ text: shown(value), value }));
  // set from outside (reset, setValue): show that value instead of what was typed
  if (!Object.is(typed.value, value)) setTyped({ text: shown(value), value });

  return (
    <TextField
      type="text"
      inputMode="decimal"
      autoComplete="off"
      {...field}
      ref={control.ref}
      name={control.name}
      value={typed.text}
      disabled={control.disabled || field.disabled}
      error={fieldState.error?.message}
      leading={<span className={styles.currency}>{currencySymbol()}</span>}
      onChange={(event) => {
        const text = event.target.value;
        const minor = parseAmount(text);
        setTyped({ text, value: minor });
        control.onChange(minor);
      }}
      onBlur={() => {
        if (typeof value === 'number' && Number.isSafeInteger(value)) setTyped({ text: shown(value), value });
        control.onBlur();
      }}
    />
  );
}
