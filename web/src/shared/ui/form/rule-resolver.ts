import type { TFunction } from '../../i18n/translator.ts';
import { get, set, type FieldError, type FieldErrors, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { checkConfirmation, checkRule, fieldValue, type RuleFailure, type RuleFailureKind } from '@tala/contract/register-rules';
import type { RegisterRule } from '@tala/contract/system';
import { ruleMessage } from './rule-message.ts';

/**
 * How one field is checked. The contract's checkers do the work — checkRule for a rule,
 * checkConfirmation for a confirmation — the very code the server runs on the same input, so a value
 * the form accepts is a value the server accepts.
 */
export interface FieldCheck<V extends FieldValues = FieldValues> {
  /** Names the field in the generic texts ("Username is required."). */
  label?: string;
  /** The brand's rule for the field (length, pattern, the unsafe-text filter). */
  rule?: RegisterRule;
  /** Required even when the rule is not (or there is no rule): a value must be there. */
  required?: boolean;
  /** A confirmation: required, then equal to this other field of the form. */
  confirms?: Path<V>;
  /** A further check once the above pass: translated error text, or null when the value is fine. */
  validate?: (value: unknown, values: V) => string | null;
  /** Translation keys replacing the generic text of a failure kind ({{field}} is the label). */
  messages?: Partial<Record<RuleFailureKind, string>>;
}

export type FieldChecks<V extends FieldValues> = Partial<Record<Path<V>, FieldCheck<V> | false | undefined>>;

/** An empty value: '' (trimmed unless secret), false, an empty list, null. */
function isEmpty(name: string, value: unknown): boolean {
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return value.length === 0;
  if (value === null || value === undefined) return true;
  return fieldValue(name, value) === '';
}

function failureOf<V extends FieldValues>(name: string, check: FieldCheck<V>, value: unknown, values: V): RuleFailure | null {
  if (check.confirms) return checkConfirmation(name, value, get(values, check.confirms), check.required ?? true);
  if (check.rule) return checkRule(name, value, check.rule, check.required ?? check.rule.required);
  if (check.required && isEmpty(name, value)) {
    return { field: name, kind: 'required', key: 'reg_required', min: 0, max: 0, code: 'VALIDATION_FAILED' };
  }
  return null;
}

/** The translated text of one field's first failure, or null. */
export function checkField<V extends FieldValues>(
  name: string,
  check: FieldCheck<V>,
  value: unknown,
  values: V,
  t: TFunction,
): string | null {
  const failure = failureOf(name, check, value, values);
  const label = check.label ?? name;
  if (failure) {
    const override = check.messages?.[failure.kind];
    return override ? t(override, { field: label }) : (ruleMessage(t, failure, label) ?? null);
  }
  return check.validate?.(value, values) ?? null;
}

/**
 * A react-hook-form resolver from per-field checks; a failure becomes the field's translated error.
 * Only the fields react-hook-form asks about are checked: on submit the mounted ones (a hidden
 * field's check never blocks the form), on `trigger(name)` just that one.
 */
export function ruleResolver<V extends FieldValues>(checks: FieldChecks<V>, t: TFunction): Resolver<V> {
  return (values, _context, options) => {
    const asked = options.names ? new Set<string>(options.names) : null;
    const errors: FieldErrors<V> = {};
    let failed = false;
    for (const [name, check] of Object.entries(checks) as [string, FieldCheck<V> | false | undefined][]) {
      if (!check || (asked && !asked.has(name))) continue;
      const message = checkField(name, check, get(values, name), values, t);
      if (message === null) continue;
      set(errors, name, { type: 'validate', message } satisfies FieldError);
      failed = true;
    }
    return failed ? { values: {}, errors } : { values, errors: {} };
  };
}
