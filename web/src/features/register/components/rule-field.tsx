import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatRuleText } from '@tala/contract/register-rules';
import type { RegisterRule } from '@tala/contract/system';
import { TextField } from '../../../shared/ui/field/field.tsx';
import { PasswordField } from '../../../shared/ui/field/password-field.tsx';
import { fieldInput, hintedFields, passwordFields } from '../lib/field-meta.ts';

export interface RuleFieldProps {
  field: string;
  rule: RegisterRule;
  required: boolean;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  leading?: ReactNode;
  trailing?: ReactNode;
}

/** One server-driven registration field: label, star when required, rule hint, error under it. */
export function RuleField({ field, rule, required, registration, error, leading, trailing }: RuleFieldProps) {
  const { t } = useTranslation('register');
  const label = t(`fields.${field}`);
  const hint = hintedFields.includes(field) ? formatRuleText(t(`reg_pattern_${rule.patternId}`), rule) : undefined;
  const common = {
    label,
    required,
    error,
    hint,
    placeholder: t(`placeholders.${field}`),
    ...fieldInput[field],
    ...registration,
  };
  if (passwordFields.includes(field)) return <PasswordField {...common} />;
  return <TextField {...common} leading={leading} trailing={trailing} />;
}
