import { checkRule, ruleFor, type RegisterRules, type RuleFailure } from '@tala/contract/register-rules';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../http/context.ts';
import { readSetting } from '../system/settings.ts';

/** The brand's registration rules (brand_settings.registerRules), the same the client reads. */
export async function brandRules(platform: Platform): Promise<RegisterRules> {
  return readSetting(platform.db, 'registerRules');
}

const valueOf = (f: RuleFailure) => ({ key: f.key, kind: f.kind, min: f.min, max: f.max });

/** Throws a rule failure as its catalogue error, naming the field; `value` carries the translation key. */
export function throwFailure(failure: RuleFailure | null | undefined): void {
  if (!failure) return;
  throw new AppError(failure.code, {
    field: failure.field,
    message: `${failure.field}: ${failure.kind}`,
    value: valueOf(failure),
  });
}

/** A mobile number by the brand's rule, before any code is sent: PHONE_FORMAT_INVALID on `field`. */
export function assertPhone(rules: RegisterRules, mobile: string, field: string): void {
  const failure = checkRule('mobileNum', mobile, ruleFor(rules, 'mobileNum'), true);
  if (failure) throw new AppError('PHONE_FORMAT_INVALID', { field, value: valueOf(failure) });
}
