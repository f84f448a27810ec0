import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { translator } from '../i18n/i18n.ts';
import { Form, SubmitButton } from '../ui/form/form.tsx';
import { ruleResolver, type FieldChecks } from '../ui/form/rule-resolver.ts';

export interface RenderFormOptions<V extends FieldValues> {
  defaultValues: DefaultValues<V>;
  checks?: FieldChecks<V>;
  onSubmit?: (values: V) => Promise<unknown> | void;
  /** The fields, given the form (for `register` and the errors). */
  fields: (form: UseFormReturn<V>) => ReactNode;
}

/**
 * Test helper: kit fields inside a Form (named "Test form", submit button "Send") with a
 * ruleResolver over `checks`, the namespaces the kit reads loaded. `form()` is the live form state.
 */
export async function renderForm<V extends FieldValues>({ defaultValues, checks, onSubmit, fields }: RenderFormOptions<V>) {
  await translator.loadNamespaces(['forms', 'register', 'errors']);
  let current: UseFormReturn<V> | null = null;
  function TestForm() {
    const form = useForm<V>({ defaultValues, resolver: ruleResolver(checks ?? {}, translator.t) });
    current = form;
    return (
      <Form form={form} onSubmit={onSubmit ?? (() => undefined)} aria-label="Test form">
        {fields(form)}
        <SubmitButton pendingLabel="Sending…">Send</SubmitButton>
      </Form>
    );
  }
  const view = render(<TestForm />);
  return { ...view, form: () => current! };
}
