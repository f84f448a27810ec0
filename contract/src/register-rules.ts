import { z } from 'zod';
import type { ErrorCode } from './errors.ts';
import type { RegisterRule } from './system.ts';

/**
 * Registration and password rules (spec §3 "Registration rule", §5): ONE implementation, used by the
 * web forms and by the server, so a value the form accepts is exactly a value the server accepts.
 *
 * A rule is { enabled, required, acceptedPattern ('*' = anything), patternId, minLength, maxLength }.
 * A failing value gets the translation key `reg_pattern_{patternId}`; its text has '(min)' and '(max)'
 * placeholders (formatRuleText fills them; when min = max, '(min) - (max)' becomes the single value).
 */

/** Fields whose values are secrets: never trimmed, never echoed, not subject to the text filter. */
export const secretFields = [
  'password',
  'confirmPassword',
  'paymentPassword',
  'newPassword',
  'confirmNewPassword',
  'oldPassword',
] as const;

/** Optional registration fields, shown and checked only when their rule is enabled. */
export const optionalRegisterFields = [
  'payeeName',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'affiliateCode',
  'paymentPassword',
  'recommenderId',
  'captcha',
] as const;

/** Used when the brand has no rule for a field that the flow always needs. */
export const fallbackRules: Record<'username' | 'password' | 'mobileNum' | 'verificationCode' | 'email', RegisterRule> = {
  username: {
    enabled: true,
    required: true,
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    patternId: 1,
    minLength: 4,
    maxLength: 32,
  },
  password: { enabled: true, required: true, acceptedPattern: '*', patternId: 0, minLength: 6, maxLength: 64 },
  mobileNum: { enabled: true, required: true, acceptedPattern: '^[0-9]+$', patternId: 2, minLength: 6, maxLength: 15 },
  verificationCode: { enabled: true, required: true, acceptedPattern: '^[0-9]+$', patternId: 2, minLength: 0, maxLength: 255 },
  email: {
    enabled: true,
    required: true,
    acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    patternId: 4,
    minLength: 5,
    maxLength: 64,
  },
};

/**
 * An existing account's name where one is looked up (login, forgot password): only the unsafe-text
 * check and a length cap, never the registration pattern — accounts made under an older or another
 * brand rule (`demo`, a mobile number) must still log in and recover.
 */
export const accountNameRule: RegisterRule = { ...fallbackRules.username, acceptedPattern: '*', minLength: 1, maxLength: 64 };

/**
 * Characters refused in every non-secret text field whatever the brand's pattern says: markup,
 * quotes used for injection, statement separators and comments, control characters.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const unsafeText = /[<>"`;=\\\u0000-\u001f\u007f]|--|\/\*/;

export type RuleFailureKind = 'required' | 'length' | 'pattern' | 'unsafe' | 'mismatch';

export interface RuleFailure {
  field: string;
  kind: RuleFailureKind;
  /** Translation key: `reg_pattern_{patternId}` for rule failures; 'reg_required' / 'reg_mismatch' otherwise. */
  key: string;
  min: number;
  max: number;
  /** The catalogue code the server answers with. */
  code: ErrorCode;
}

const patternCache = new Map<string, RegExp | null>();

/** The rule's pattern as a RegExp ('*' becomes '.*'); null when the brand's pattern does not compile. */
export function rulePattern(rule: Pick<RegisterRule, 'acceptedPattern'>): RegExp | null {
  const source = rule.acceptedPattern === '*' ? '.*' : rule.acceptedPattern;
  if (!patternCache.has(source)) {
    try {
      patternCache.set(source, new RegExp(source));
    } catch {
      patternCache.set(source, null);
    }
  }
  return patternCache.get(source) ?? null;
}

/** Fills '(min)' and '(max)' of a reg_pattern text; min = max collapses '(min) - (max)' to one value. */
export function formatRuleText(text: string, rule: Pick<RegisterRule, 'minLength' | 'maxLength'>): string {
  const { minLength: min, maxLength: max } = rule;
  let out = text;
  if (min === max) out = out.replace(/\(min\)\s*[-~–]\s*\(max\)/g, String(min));
  return out.replaceAll('(min)', String(min)).replaceAll('(max)', String(max));
}

/** Custom rule checkPass: a confirmation must equal the password. */
export function checkPass(confirmation: unknown, password: unknown): boolean {
  return typeof confirmation === 'string' && confirmation === password;
}

const isSecret = (field: string) => (secretFields as readonly string[]).includes(field);

/** A field's value as checked and stored: strings only, trimmed unless secret; '' when absent. */
export function fieldValue(field: string, value: unknown): string {
  if (typeof value !== 'string') return typeof value === 'number' ? String(value) : '';
  return isSecret(field) ? value : value.trim();
}

/**
 * Checks one value against one rule. `required` overrides the rule's own flag (the flow may force it).
 * Empty optional values pass. Length is counted in code points, before the pattern (so a 10 KB value
 * never reaches a brand-supplied regular expression).
 */
export function checkRule(field: string, raw: unknown, rule: RegisterRule, required = rule.required): RuleFailure | null {
  const value = fieldValue(field, raw);
  const base = { field, min: rule.minLength, max: rule.maxLength, key: `reg_pattern_${rule.patternId}` };
  if (value === '') return required ? { ...base, kind: 'required', key: 'reg_required', code: 'VALIDATION_FAILED' } : null;
  const length = [...value].length;
  if (length < rule.minLength || (rule.maxLength > 0 && length > rule.maxLength)) {
    return { ...base, kind: 'length', code: 'VALIDATION_FAILED' };
  }
  if (!isSecret(field) && unsafeText.test(value)) return { ...base, kind: 'unsafe', code: 'VALIDATION_FAILED' };
  const pattern = rulePattern(rule);
  if (!pattern || !pattern.test(value)) return { ...base, kind: 'pattern', code: 'VALIDATION_FAILED' };
  return null;
}

/** A zod string schema for one rule (for form libraries); its issue message is the translation key. */
export function ruleSchema(field: string, rule: RegisterRule, required = rule.required) {
  return z.string().superRefine((value, ctx) => {
    const failure = checkRule(field, value, rule, required);
    if (failure)
      ctx.addIssue({ code: 'custom', message: failure.key, params: { kind: failure.kind, min: failure.min, max: failure.max } });
  });
}

export type RegisterRules = Record<string, RegisterRule | undefined>;

export function ruleFor(rules: RegisterRules, field: keyof typeof fallbackRules): RegisterRule {
  const rule = rules[field];
  return rule && rule.enabled ? rule : fallbackRules[field];
}

export interface RegistrationMode {
  type: 'username' | 'mobile';
  /** REGMOBVERF3: an SMS code verifies the mobile number. */
  smsVerification: boolean;
  /** MOBILENUMPASSREG3: mobile registration asks for a password. */
  mobilePassword: boolean;
}

/** Which fields a registration form shows, and whether each is required (spec §5). */
export function registrationFields(
  rules: RegisterRules,
  mode: RegistrationMode,
): { field: string; rule: RegisterRule; required: boolean }[] {
  const out: { field: string; rule: RegisterRule; required: boolean }[] = [];
  const mobileRule = rules.mobileNum?.enabled ? rules.mobileNum : undefined;
  if (mode.type === 'username') {
    out.push({ field: 'username', rule: ruleFor(rules, 'username'), required: true });
    out.push({ field: 'password', rule: ruleFor(rules, 'password'), required: true });
    out.push({ field: 'confirmPassword', rule: ruleFor(rules, 'password'), required: true });
    if (mobileRule) out.push({ field: 'mobileNum', rule: mobileRule, required: mobileRule.required });
    if (mobileRule && mode.smsVerification)
      out.push({ field: 'verificationCode', rule: ruleFor(rules, 'verificationCode'), required: mobileRule.required });
  } else {
    out.push({ field: 'mobileNum', rule: ruleFor(rules, 'mobileNum'), required: true });
    if (mode.smsVerification) out.push({ field: 'verificationCode', rule: ruleFor(rules, 'verificationCode'), required: true });
    if (mode.mobilePassword) {
      out.push({ field: 'password', rule: ruleFor(rules, 'password'), required: true });
      out.push({ field: 'confirmPassword', rule: ruleFor(rules, 'password'), required: true });
    }
  }
  for (const field of optionalRegisterFields) {
    const rule = rules[field];
    if (rule?.enabled) out.push({ field, rule, required: rule.required });
  }
  return out;
}

/**
 * Validates a registration input: every shown field against its rule, then checkPass. Returns every
 * failure in form order (the server reports the first; the form shows all).
 */
export function validateRegistration(
  input: Record<string, unknown>,
  rules: RegisterRules,
  mode: RegistrationMode,
): RuleFailure[] {
  const failures: RuleFailure[] = [];
  for (const { field, rule, required } of registrationFields(rules, mode)) {
    const failure =
      field === 'confirmPassword'
        ? checkConfirmation(field, input[field], input.password, required)
        : checkRule(field, input[field], rule, required);
    if (failure) failures.push(failure);
  }
  return failures;
}

/** A confirmation field: required, then equal to the password (checkPass). */
export function checkConfirmation(field: string, confirmation: unknown, password: unknown, required = true): RuleFailure | null {
  const base = { field, min: 0, max: 0 };
  if (fieldValue(field, confirmation) === '') {
    return required ? { ...base, kind: 'required', key: 'reg_required', code: 'VALIDATION_FAILED' } : null;
  }
  return checkPass(confirmation, password) ? null : { ...base, kind: 'mismatch', key: 'reg_mismatch', code: 'PASSWORD_MISMATCH' };
}
