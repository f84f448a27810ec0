import { describe, expect, it } from 'vitest';
import {
  checkPass,
  checkRule,
  formatRuleText,
  registrationFields,
  rulePattern,
  ruleSchema,
  validateRegistration,
} from '@tala/contract/register-rules';
import type { RegisterRule } from '@tala/contract/system';

const rule = (over: Partial<RegisterRule> = {}): RegisterRule => ({
  enabled: true,
  required: true,
  acceptedPattern: '^[0-9]+$',
  patternId: 2,
  minLength: 4,
  maxLength: 8,
  ...over,
});

describe('shared registration rules (contract, used by web and server)', () => {
  it("turns '*' into '.*' and keeps brand patterns", () => {
    expect(rulePattern(rule({ acceptedPattern: '*' }))!.test('anything at all ✓')).toBe(true);
    expect(rulePattern(rule())!.test('12a')).toBe(false);
    expect(rulePattern(rule({ acceptedPattern: '([' }))).toBeNull();
  });

  it('fills (min) and (max), and a single value when min = max', () => {
    expect(formatRuleText('Use (min) - (max) digits', rule())).toBe('Use 4 - 8 digits');
    expect(formatRuleText('Use (min) - (max) digits', rule({ minLength: 10, maxLength: 10 }))).toBe('Use 10 digits');
    expect(formatRuleText('At least (min)', rule({ minLength: 6, maxLength: 6 }))).toBe('At least 6');
  });

  it('gives reg_pattern_{patternId} for length, pattern and unsafe text; reg_required for empty', () => {
    expect(checkRule('x', '', rule())).toMatchObject({ kind: 'required', key: 'reg_required' });
    expect(checkRule('x', '', rule({ required: false }))).toBeNull();
    expect(checkRule('x', '123', rule())).toMatchObject({ kind: 'length', key: 'reg_pattern_2', min: 4, max: 8 });
    expect(checkRule('x', '12ab', rule())).toMatchObject({ kind: 'pattern', key: 'reg_pattern_2' });
    expect(checkRule('x', 'a<b>', rule({ acceptedPattern: '*' }))).toMatchObject({ kind: 'unsafe' });
    expect(checkRule('x', ' 1234 ', rule())).toBeNull();
    // secrets are neither trimmed nor filtered: the pattern alone decides
    expect(checkRule('password', 'a<b>;1', rule({ acceptedPattern: '*' }))).toBeNull();
    expect(checkRule('x', '9'.repeat(10_240), rule({ acceptedPattern: '^(9+)+$' }))).toMatchObject({ kind: 'length' });
  });

  it('checkPass and the zod form', () => {
    expect(checkPass('Abc12345', 'Abc12345')).toBe(true);
    expect(checkPass('Abc12345', 'Abc12346')).toBe(false);
    const parsed = ruleSchema('pin', rule()).safeParse('12');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('reg_pattern_2');
  });

  it('shows and requires fields by registration type and switches', () => {
    const rules = {
      mobileNum: rule({ minLength: 10, maxLength: 10 }),
      email: rule({ required: false, enabled: true }),
      qqNum: rule({ enabled: false }),
    };
    const byUsername = registrationFields(rules, { type: 'username', smsVerification: true, mobilePassword: true }).map(
      (f) => `${f.field}${f.required ? '*' : ''}`,
    );
    expect(byUsername).toEqual(['username*', 'password*', 'confirmPassword*', 'mobileNum*', 'verificationCode*', 'email']);
    const byMobile = registrationFields(rules, { type: 'mobile', smsVerification: false, mobilePassword: false }).map(
      (f) => f.field,
    );
    expect(byMobile).toEqual(['mobileNum', 'email']);
    const failures = validateRegistration({ mobileNum: '0917123456' }, rules, {
      type: 'mobile',
      smsVerification: false,
      mobilePassword: false,
    });
    expect(failures).toEqual([]);
  });
});
