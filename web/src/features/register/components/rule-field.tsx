import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import type { ReactNode } from 'react';
import { formatRuleText } from '@tala/contract/register-rules';
import type { RegisterRule } from '@tala/contract/system';
import { PasswordInput, TextInput } from '../../../shared/ui/form/fields.tsx';
import { fieldInput, hintedFields, passwordFields } from '../lib/field-meta.ts';

export interface RuleFieldProps {
  field: string;
  rule: RegisterRule;
  required: boolean;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  leading?: ReactNode;
}

/** One server-driven registration field: label, star when required, rule hint, error under it. */
export function RuleField({ field, rule, required, registration, error, leading }: RuleFieldProps) {
  const { t } = useTranslation('register');
  const common = {
    label: t(`fields.${field}`),
    required,
    error,
    hint: hintedFields.includes(field) ? formatRuleText(t(`reg_pattern_${rule.patternId}`), rule) : undefined,
    placeholder: t(`placeholders.${field}`),
    registration,
    ...fieldInput[field],
  };
  if (passwordFields.includes(field)) return <PasswordInput {...common} />;
  return <TextInput {...common} leading={leading} />;
}
