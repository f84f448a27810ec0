import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './field.module.css';

/** What every labelled field shows around its control. */
export interface FieldFrameProps {
  /** Visible label; it names the control. */
  label: string;
  /** Already-translated error text shown under the control. */
  error?: string | undefined;
  /** Helper text under the control (hidden while an error is shown). */
  hint?: string | undefined;
  /** Marks the field required: a star after the label (the control sets aria-required). */
  required?: boolean;
  /** Content before the control inside the box (an icon, a country picker). */
  leading?: ReactNode;
  /** Content after the control inside the box (a show-password toggle, a send-code button). */
  trailing?: ReactNode;
  className?: string | undefined;
}

/** The id of the message line under a control: its aria-describedby while a message shows. */
export const messageIdOf = (controlId: string) => `${controlId}-message`;

/**
 * Label with its star, the box around the control, and the error (or hint) under it. The control
 * itself wires aria-invalid and aria-describedby (messageIdOf) to this frame.
 */
export function FieldFrame({
  controlId,
  label,
  error,
  hint,
  required = false,
  leading,
  trailing,
  className,
  children,
}: FieldFrameProps & { controlId: string; children: ReactNode }) {
  const message = error ?? hint;
  return (
    <div className={[styles.field, className ?? ''].join(' ')}>
      <div className={styles.labelRow}>
        <label htmlFor={controlId} className={styles.label}>
          {label}
        </label>
        {/* outside the label, so the control's name is exactly the label text */}
        {required && (
          <span className={styles.star} aria-hidden="true">
            *
          </span>
        )}
      </div>
      <div className={[styles.box, error ? styles.invalid : ''].join(' ')}>
        {leading}
        {children}
        {trailing}
      </div>
      {message && (
        <p id={messageIdOf(controlId)} className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
          {message}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>, FieldFrameProps {
  ref?: Ref<HTMLInputElement>;
}

/**
 * The one text input of the site's forms: label, star for required fields, error under the field
 * wired with aria-invalid / aria-describedby. Spread react-hook-form's `register()` into it (or use
 * the form kit's TextInput, which takes the registration and the field error).
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
  const message = error ?? hint;
  return (
    <FieldFrame
      controlId={inputId}
      label={label}
      error={error}
      hint={hint}
      required={required}
      leading={leading}
      trailing={trailing}
      className={className}
    >
      <input
        ref={ref}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={message ? messageIdOf(inputId) : undefined}
        {...input}
      />
    </FieldFrame>
  );
}
