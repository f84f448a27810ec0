import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from '../icons/icons.tsx';
import { FieldFrame, messageIdOf, type FieldFrameProps } from './field.tsx';
import styles from './field.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'>, Omit<FieldFrameProps, 'trailing'> {
  options: readonly SelectOption[];
  /** A first, empty choice ("Choose…"): the field has no value until the player picks one. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select in the field frame (label, star, error under it); the platform's picker on phones. */
export function SelectField({
  label,
  error,
  hint,
  required = false,
  leading,
  options,
  placeholder,
  id,
  className,
  ref,
  ...select
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const message = error ?? hint;
  return (
    <FieldFrame
      controlId={selectId}
      label={label}
      error={error}
      hint={hint}
      required={required}
      leading={leading}
      className={className}
    >
      <span className={styles.selectWrap}>
        <select
          ref={ref}
          id={selectId}
          className={[styles.input, styles.select].join(' ')}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={message ? messageIdOf(selectId) : undefined}
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={styles.selectChevron} width={18} height={18} />
      </span>
    </FieldFrame>
  );
}
