import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** Visible label; it names the input. */
  label: string;
  /** Already-translated error text shown under the input. */
  error?: string | undefined;
  /** Helper text under the input (hidden while an error is shown). */
  hint?: string | undefined;
  /** Marks the field required: a star after the label and aria-required. */
  required?: boolean;
  /** Content before the input inside the box (an icon, a country picker). */
  leading?: ReactNode;
  /** Content after the input inside the box (a show-password toggle, a send-code button). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The one text input of the site's forms (STYLE.md #6): label, star for required fields, error under
 * the field wired with aria-invalid / aria-describedby. Spread react-hook-form's `register()` into it.
 */
export function TextField({
  label,
  error,
  hint,
  required = false,
  leading,
  trailing,
  id,
  className,
  ref,
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const message = error ?? hint;
  return (
    <div className={[styles.field, className ?? ''].join(' ')}>
      <div className={styles.labelRow}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        {/* outside the label, so the input's name is exactly the label text */}
        {required && (
          <span className={styles.star} aria-hidden="true">
            *
          </span>
        )}
      </div>
      <div className={[styles.box, error ? styles.invalid : ''].join(' ')}>
        {leading}
        <input
          ref={ref}
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={message ? messageId : undefined}
          {...input}
        />
        {trailing}
      </div>
      {message && (
        <p id={messageId} className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
          {message}
        </p>
      )}
    </div>
  );
}
