import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { registrationFields } from '@tala/contract/register-rules';
import type { RegisterRule } from '@tala/contract/system';
import { isApiError } from '../../../shared/api/api-error.ts';
import { prepareBotCheck } from '../../../shared/lib/bot-check/bot-check.ts';
import { useCountryChoice } from '../../../shared/ui/country-picker/use-countries.ts';
import { Form, SubmitButton } from '../../../shared/ui/form/form.tsx';
import { newPasswordChecks } from '../../../shared/ui/form/new-password-fields.tsx';
import { ruleResolver, type FieldChecks } from '../../../shared/ui/form/rule-resolver.ts';
import { checkAffiliateCode } from '../api/affiliate.ts';
import { useRegisterCaptcha } from '../api/captcha.ts';
import { useRegisterMember, type RegistrationType } from '../api/register.ts';
import { buildPayload } from '../lib/payload.ts';
import { useAfterRegistration } from '../lib/use-register-submit.ts';
import { AgreementFields, agreementChecks } from './agreement-fields.tsx';
import { passwordPair, RegisterFields } from './register-fields.tsx';
import { RegisterWarning } from './register-warning.tsx';

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

/** The registration form: fields, requirement and checks from the server's rules. */
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
  // each shown field by its rule (the pair by the password rule, then equal), as the server checks them
  const checks: FieldChecks<FormValues> = { ...agreementChecks };
  for (const { field, rule, required } of shown) {
    if (field === passwordPair.password) {
      const labels = { password: t('fields.password'), confirmation: t('fields.confirmPassword') };
      Object.assign(checks, newPasswordChecks<FormValues>(passwordPair, labels, rule));
    } else if (field !== passwordPair.confirmation) {
      checks[field] = { label: t(`fields.${field}`), rule, required };
    }
  }
  const form = useForm<FormValues>({
    defaultValues: { agreement: true, ageConfirmed: false, affiliateCode: props.rejectedAffiliateCode ?? '' },
    resolver: ruleResolver(checks, t),
  });
  useEffect(prepareBotCheck, []);

  async function submit(values: FormValues) {
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
      if (captcha.data) void captcha.refetch(); // a captcha is good for one attempt
      if (isApiError(error) && error.code === 'AFFILIATE_INVALID') setWarning(t('invitation_code_error'));
      throw error; // under its field when the form shows it, else above the fields
    }
  }

  return (
    <Form form={form} onSubmit={submit} aria-label={t('formLabel')}>
      <RegisterFields form={form} shown={shown} country={country} captcha={captcha} onWarning={setWarning} />
      <AgreementFields form={form} />
      <SubmitButton pendingLabel={t('submitting')}>{t('submit')}</SubmitButton>
      <RegisterWarning text={warning} onClose={() => setWarning(null)} />
    </Form>
  );
}
