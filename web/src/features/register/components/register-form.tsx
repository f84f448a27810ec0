import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { checkConfirmation, checkRule, registrationFields, type RuleFailure } from '@tala/contract/register-rules';
import type { RegisterRule } from '@tala/contract/system';
import { isApiError } from '../../../shared/api/api-error.ts';
import { prepareBotCheck } from '../../../shared/lib/bot-check/bot-check.ts';
import { ruleMessage } from '../../../shared/ui/form/rule-message.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import { useCountryChoice } from '../../../shared/ui/country-picker/use-countries.ts';
import { checkAffiliateCode } from '../api/affiliate.ts';
import { useRegisterCaptcha } from '../api/captcha.ts';
import { useRegisterMember, type RegistrationType } from '../api/register.ts';
import { buildPayload } from '../lib/payload.ts';
import { useAfterRegistration } from '../lib/use-register-submit.ts';
import { AgreementFields } from './agreement-fields.tsx';
import { RegisterFields } from './register-fields.tsx';
import { RegisterWarning } from './register-warning.tsx';
import styles from './register.module.css';

export type FormValues = Record<string, string | boolean>;

export interface RegisterFormProps {
  type: RegistrationType;
  rules: Record<string, RegisterRule>;
  smsVerification: boolean;
  mobilePassword: boolean;
  /** The URL's invitation code when the server accepted it: the field is hidden and this is sent. */
  urlAffiliateCode: string | null;
  /** The URL's invitation code when the server refused it: the field shows it for correction. */
  rejectedAffiliateCode: string | null;
  referralCode: string | null;
  language: string;
}

/** The registration form: fields, requirement and validation from the server's rules (spec §5). */
export function RegisterForm(props: RegisterFormProps) {
  const { type, rules, urlAffiliateCode } = props;
  const { t } = useTranslation(['register', 'errors']);
  const shown = useMemo(
    () =>
      registrationFields(rules, { type, smsVerification: props.smsVerification, mobilePassword: props.mobilePassword }).filter(
        (entry) => !(entry.field === 'affiliateCode' && urlAffiliateCode),
      ),
    [rules, type, props.smsVerification, props.mobilePassword, urlAffiliateCode],
  );
  const country = useCountryChoice();
  const captcha = useRegisterCaptcha(shown.some((entry) => entry.field === 'captcha'));
  const register = useRegisterMember();
  const afterRegistration = useAfterRegistration();
  const [warning, setWarning] = useState<string | null>(null);
  const form = useForm<FormValues>({
    defaultValues: { agreement: true, ageConfirmed: false, affiliateCode: props.rejectedAffiliateCode ?? '' },
  });
  useEffect(prepareBotCheck, []);

  const label = (field: string) => t(`fields.${field}`);
  const validate = (field: string, rule: RegisterRule, required: boolean) => (value: unknown, all: FormValues) => {
    const failure =
      field === 'confirmPassword'
        ? checkConfirmation(field, value, all.password, required)
        : checkRule(field, value, rule, required);
    return ruleMessage(t, failure, label(field)) ?? true;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const typedCode = typeof values.affiliateCode === 'string' ? values.affiliateCode.trim() : '';
    if (!urlAffiliateCode && typedCode && !(await checkAffiliateCode(typedCode).catch(() => false))) {
      form.setError('affiliateCode', { message: t('invitation_code_error') });
      setWarning(t('invitation_code_error'));
      return;
    }
    const payload = buildPayload({
      type,
      fields: shown.map((entry) => entry.field),
      values,
      countryDialingCode: country.dialingCode,
      urlAffiliateCode,
      referralCode: props.referralCode,
      captchaId: captcha.data?.captchaId,
      language: props.language,
    });
    try {
      afterRegistration(await register.mutateAsync({ type, payload }), type);
    } catch (error) {
      if (captcha.data) void captcha.refetch();
      if (!isApiError(error)) return;
      if (error.code === 'AFFILIATE_INVALID') setWarning(t('invitation_code_error'));
      const field = error.field;
      if (field && (field in values || shown.some((entry) => entry.field === field))) {
        const failure = error.value as RuleFailure | undefined;
        const text = failure?.key ? ruleMessage(t, { ...failure, field }, label(field)) : t(error.translationKey);
        form.setError(field, { message: text }, { shouldFocus: true });
        register.reset();
      }
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('formLabel')}>
      {register.error != null && (
        <p className={styles.formError} role="alert">
          {t(isApiError(register.error) ? register.error.translationKey : 'errors:UNKNOWN')}
        </p>
      )}
      <RegisterFields form={form} shown={shown} validate={validate} country={country} captcha={captcha} onWarning={setWarning} />
      <AgreementFields form={form} />
      <Button type="submit" size="lg" block disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('submitting') : t('submit')}
      </Button>
      <RegisterWarning text={warning} onClose={() => setWarning(null)} />
    </form>
  );
}
