import type { UseFormReturn } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RegisterRule } from '@tala/contract/system';
import { isApiError } from '../../../shared/api/api-error.ts';
import { CaptchaField } from '../../../shared/ui/captcha/captcha-field.tsx';
import { CountryPicker } from '../../../shared/ui/country-picker/country-picker.tsx';
import type { useCountryChoice } from '../../../shared/ui/country-picker/use-countries.ts';
import { SendCodeButton } from '../../../shared/ui/send-code/send-code-button.tsx';
import { sendRegisterCode } from '../api/sms.ts';
import type { FormValues } from './register-form.tsx';
import { RuleField } from './rule-field.tsx';

type Validator = (value: unknown, all: FormValues) => string | true;

export interface RegisterFieldsProps {
  form: UseFormReturn<FormValues>;
  shown: readonly { field: string; rule: RegisterRule; required: boolean }[];
  validate: (field: string, rule: RegisterRule, required: boolean) => Validator;
  country: ReturnType<typeof useCountryChoice>;
  captcha: UseQueryResult<{ captchaId: string; image: string }>;
  /** A failed SMS send: the warning dialog with the server's (translated) message. */
  onWarning: (text: string) => void;
}

/** The rule-driven fields in the rules' order; mobile with its country code, code with its send button. */
export function RegisterFields({ form, shown, validate, country, captcha, onWarning }: RegisterFieldsProps) {
  const { t } = useTranslation(['register', 'errors']);
  const errors = form.formState.errors;

  async function sendCode(): Promise<number> {
    if (!(await form.trigger('mobileNum'))) throw new Error('mobile number not valid');
    try {
      const mobile = String(form.getValues('mobileNum')).trim();
      const expiration = await sendRegisterCode(mobile, country.dialingCode);
      form.setFocus('verificationCode');
      return expiration;
    } catch (error) {
      onWarning(t(isApiError(error) ? error.translationKey : 'errors:SMS_FAILED'));
      throw error;
    }
  }

  return shown.map(({ field, rule, required }) => {
    const registration = form.register(field, { validate: validate(field, rule, required) });
    const error = errors[field]?.message;
    if (field === 'captcha') {
      return (
        <CaptchaField
          key={field}
          label={t('fields.captcha')}
          image={captcha.data?.image}
          onRefresh={() => void captcha.refetch()}
          required={required}
          error={error}
          {...registration}
        />
      );
    }
    return (
      <RuleField
        key={field}
        field={field}
        rule={rule}
        required={required}
        registration={registration}
        error={error}
        leading={
          field === 'mobileNum' ? (
            <CountryPicker countries={country.countries} value={country.countryCode} onChange={country.setCountryCode} />
          ) : undefined
        }
        trailing={field === 'verificationCode' ? <SendCodeButton onSend={sendCode} /> : undefined}
      />
    );
  });
}
