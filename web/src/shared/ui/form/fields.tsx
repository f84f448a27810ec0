import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField, type CheckboxFieldProps } from '../field/checkbox.tsx';
import { TextField, type TextFieldProps } from '../field/field.tsx';
import { PasswordField } from '../field/password-field.tsx';
import { SelectField, type SelectFieldProps } from '../field/select-field.tsx';

/**
 * The kit's fields: each takes its registration (react-hook-form's `register(name)`) and its field
 * error (already translated by the resolver or the Form), and renders the shared field components,
 * which own the markup: label, star, box, error under the control with aria-invalid and
 * aria-describedby.
 */
interface Bound {
  registration: UseFormRegisterReturn;
  error?: Pick<FieldError, 'message'> | undefined;
}

type Registered = 'name' | 'onChange' | 'onBlur' | 'ref' | 'error';

export type TextInputProps = Omit<TextFieldProps, Registered> & Bound;

export function TextInput({ registration, error, ...field }: TextInputProps) {
  return <TextField {...registration} {...field} error={error?.message} />;
}

export type PasswordInputProps = Omit<TextFieldProps, Registered | 'type' | 'trailing'> & Bound;

/** A password with a show/hide toggle (the toggle keeps the typed value). */
export function PasswordInput({ registration, error, ...field }: PasswordInputProps) {
  return <PasswordField {...registration} {...field} error={error?.message} />;
}

export type SelectInputProps = Omit<SelectFieldProps, Registered> & Bound;

export function SelectInput({ registration, error, ...field }: SelectInputProps) {
  return <SelectField {...registration} {...field} error={error?.message} />;
}

export type CheckboxInputProps = Omit<CheckboxFieldProps, Registered | 'children'> &
  Bound & {
    /** The label; may hold a link (an agreement). */
    children: ReactNode;
  };

export function CheckboxInput({ registration, error, ...field }: CheckboxInputProps) {
  return <CheckboxField {...registration} {...field} error={error?.message} />;
}
