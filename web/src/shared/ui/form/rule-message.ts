import type { TFunction } from '../../i18n/translator.ts';
import { formatRuleText, type RuleFailure } from '@tala/contract/register-rules';

/**
 * The text of a rule failure (the contract's checkers): reg_pattern_{patternId} with (min)/(max) filled
 * (one value when min = max), or the required / mismatch texts. Keys live in the `register` namespace.
 */
export function ruleMessage(t: TFunction, failure: RuleFailure | null, fieldLabel: string): string | undefined {
  if (!failure) return undefined;
  if (failure.kind === 'required') return t('register:reg_required', { field: fieldLabel });
  if (failure.kind === 'mismatch') return t('register:reg_mismatch');
  return formatRuleText(t(`register:${failure.key}`), { minLength: failure.min, maxLength: failure.max });
}
