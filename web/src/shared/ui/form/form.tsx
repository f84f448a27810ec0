import { useRef, useState, type FormHTMLAttributes, type ReactNode } from 'react';
import { FormProvider, useFormState, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.tsx';
import type { TFunction } from '../../i18n/translator.ts';
import type { RuleFailure } from '@tala/contract/register-rules';
import { isApiError, type ApiError } from '../../api/api-error.ts';
import { Button, type ButtonProps } from '../button/button.tsx';
import { ruleMessage } from './rule-message.ts';
import styles from './form.module.css';
import { errorParams } from '../../api/error-params.ts';

export interface FormProps<V extends FieldValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'noValidate'
> {
  /** The form's react-hook-form state (useForm), usually with a ruleResolver. */
  form: UseFormReturn<V>;
  /**
   * Runs with the checked values. When it rejects, the failure shows translated: an API error naming a
   * field this form shows goes under that field, anything else above the fields.
   */
  onSubmit: (values: V) => Promise<unknown> | void;
  children: ReactNode;
}

/** The field's visible label, read from the control the failure names (the generic texts name it). */
function labelOf(control: Element | RadioNodeList, field: string): string {
  const label = control instanceof HTMLInputElement || control instanceof HTMLSelectElement ? control.labels?.[0] : null;
  return label?.textContent?.trim() || field;
}

/** A field failure's text: the rule failure the server sent (same keys as the form's checks), or its code. */
function fieldText(t: TFunction, error: ApiError, label: string): string {
  const failure = error.value as Partial<RuleFailure> | undefined;
  if (failure && typeof failure.key === 'string' && typeof failure.kind === 'string') {
    return ruleMessage(t, { ...(failure as RuleFailure), field: error.field ?? '' }, label) ?? t(error.translationKey);
  }
  return t(error.translationKey, errorParams(error));
}

/** The failure of a form's call, translated from its catalogue code, above the fields. */
export function FormError({ error }: { error: unknown }) {
  const { t } = useTranslation(['common', 'errors']);
  if (error == null) return null;
  return (
    <p className={styles.formError} role="alert">
      {isApiError(error) ? t(error.translationKey, errorParams(error)) : t('errors:UNKNOWN')}
    </p>
  );
}

/**
 * A form on react-hook-form: provides the form to the kit's fields (FormProvider), checks before
 * submitting (handleSubmit, focus on the first error), shows the call's failure, and lets
 * SubmitButton stay disabled while the submission runs. Native validation is off: the checks and
 * their translated texts are the form's own.
 */
export function Form<V extends FieldValues>({ form, onSubmit, children, className, ...rest }: FormProps<V>) {
  // the rule texts every form's checks print (register:reg_*) live in the register pack: loaded with the
  // form, so a field's error never shows its key on a screen that did not load that pack itself
  const { t } = useTranslation(['common', 'errors', 'register']);
  const ref = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const field = isApiError(error) ? error.field : undefined;
      const control = field ? ref.current?.elements.namedItem(field) : null;
      if (isApiError(error) && field && control) {
        const message = fieldText(t, error, labelOf(control, field));
        form.setError(field as Path<V>, { type: 'server', message }, { shouldFocus: true });
      } else {
        setFailure(error);
      }
    }
  });

  return (
    <FormProvider {...form}>
      <form
        ref={ref}
        className={[styles.form, className ?? ''].join(' ')}
        noValidate
        onSubmit={(event) => {
          setFailure(null); // a new attempt: the last failure no longer stands
          void submit(event);
        }}
        {...rest}
      >
        <FormError error={failure} />
        {children}
      </form>
    </FormProvider>
  );
}

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** Shown instead of the label while the submission runs. */
  pendingLabel?: string;
}

/** The submit button of a Form: disabled while the submission runs, so it is never sent twice. */
export function SubmitButton({ children, pendingLabel, disabled, size = 'lg', block = true, ...button }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" size={size} block={block} disabled={disabled || isSubmitting} {...button}>
      {isSubmitting && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
