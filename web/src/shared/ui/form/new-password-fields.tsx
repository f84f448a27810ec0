import { get, useFormContext, useFormState, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.tsx';
import { formatRuleText } from '@tala/contract/register-rules';
import type { RegisterRule } from '@tala/contract/system';
import { PasswordInput } from './fields.tsx';
import type { FieldChecks } from './rule-resolver.ts';

interface Pair<T> {
  password: T;
  confirmation: T;
}

/**
 * The checks of a new password and its confirmation: the brand's password rule, then equal to the
 * password — as the server checks a registration, a password change and a reset.
 */
export function newPasswordChecks<V extends FieldValues>(
  names: Pair<Path<V>>,
  labels: Pair<string>,
  rule: RegisterRule,
): FieldChecks<V> {
  return {
    [names.password]: { label: labels.password, rule, required: true },
    [names.confirmation]: { label: labels.confirmation, confirms: names.password, required: true },
  } as FieldChecks<V>;
}

export interface NewPasswordFieldsProps {
  /** The two fields of the form: { password: 'newPassword', confirmation: 'confirmNewPassword' } … */
  names: Pair<string>;
  labels: Pair<string>;
  placeholders?: Partial<Pair<string>>;
  /** The brand's password rule: its text stands under the password until an error replaces it. */
  rule: RegisterRule;
}

/**
 * A new password and its confirmation (inside a Form; check them with newPasswordChecks). Once the
 * form was submitted, changing the password checks the confirmation again, so a stale "do not match"
 * never stays under a confirmation that now matches.
 */
export function NewPasswordFields({ names, labels, placeholders, rule }: NewPasswordFieldsProps) {
  const { t } = useTranslation('register');
  const { register, trigger } = useFormContext();
  const { errors, isSubmitted } = useFormState({ name: [names.password, names.confirmation] });
  const hint = formatRuleText(t(`reg_pattern_${rule.patternId}`), rule);
  // a digits-only rule (the payment password's six digits) gets the phone's number pad, as the
  // fields that ask for that password do, and cannot take more digits than it allows
  const keypad = rule.acceptedPattern === '^[0-9]+$' ? ({ inputMode: 'numeric', maxLength: rule.maxLength } as const) : {};
  return (
    <>
      <PasswordInput
        label={labels.password}
        placeholder={placeholders?.password}
        autoComplete="new-password"
        required
        {...keypad}
        hint={hint}
        registration={register(names.password, {
          onChange: () => {
            if (isSubmitted) void trigger(names.confirmation);
          },
        })}
        error={get(errors, names.password)}
      />
      <PasswordInput
        label={labels.confirmation}
        placeholder={placeholders?.confirmation}
        autoComplete="new-password"
        required
        {...keypad}
        registration={register(names.confirmation)}
        error={get(errors, names.confirmation)}
      />
    </>
  );
}
