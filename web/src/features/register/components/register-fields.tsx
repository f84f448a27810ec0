import type { UseFormReturn } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import type { RegisterRule } from '@tala/contract/system';
import { isApiError } from '../../../shared/api/api-error.ts';
import { CaptchaField } from '../../../shared/ui/captcha/captcha-field.tsx';
import { CountryPicker } from '../../../shared/ui/country-picker/country-picker.tsx';
import type { useCountryChoice } from '../../../shared/ui/country-picker/use-countries.ts';
import { NewPasswordFields } from '../../../shared/ui/form/new-password-fields.tsx';
import { SendCodeField } from '../../../shared/ui/form/send-code-field.tsx';
import { sendRegisterCode } from '../api/sms.ts';
import { fieldInput } from '../lib/field-meta.ts';
import type { FormValues } from './register-form.tsx';
import { RuleField } from './rule-field.tsx';

/** The password and its confirmation, shown and checked as one pair. */
export const passwordPair = { password: 'password', confirmation: 'confirmPassword' } as const;

export interface RegisterFieldsProps {
  form: UseFormReturn<FormValues>;
  shown: readonly { field: string; rule: RegisterRule; required: boolean }[];
  country: ReturnType<typeof useCountryChoice>;
  captcha: UseQueryResult<{ captchaId: string; image: string }>;
  /** A failed SMS send: the warning dialog with the server's (translated) message. */
  onWarning: (text: string) => void;
}

/** The rule-driven fields in the rules' order; mobile with its country code, code with its send button. */
export function RegisterFields({ form, shown, country, captcha, onWarning }: RegisterFieldsProps) {
  const { t } = useTranslation(['register', 'errors']);
  const errors = form.formState.errors;

  async function sendCode(): Promise<number> {
    try {
      return await sendRegisterCode(String(form.getValues('mobileNum')).trim(), country.dialingCode);
    } catch (error) {
      onWarning(t(isApiError(error) ? error.translationKey : 'errors:SMS_FAILED'));
      throw error;
    }
  }

  return shown.map(({ field, rule, required }) => {
    const registration = form.register(field);
    const error = errors[field];
    switch (field) {
      case passwordPair.confirmation:
        return null; // with the password
      case passwordPair.password:
        return (
          <NewPasswordFields
            key={field}
            names={passwordPair}
            labels={{ password: t('fields.password'), confirmation: t('fields.confirmPassword') }}
            placeholders={{ password: t('placeholders.password'), confirmation: t('placeholders.confirmPassword') }}
            rule={rule}
          />
        );
      case 'captcha':
        return (
          <CaptchaField
            key={field}
            label={t('fields.captcha')}
            image={captcha.data?.image}
            onRefresh={() => void captcha.refetch()}
            required={required}
            error={error?.message}
            {...registration}
          />
        );
      case 'verificationCode':
        return (
          <SendCodeField
            key={field}
            label={t('fields.verificationCode')}
            placeholder={t('placeholders.verificationCode')}
            required={required}
            target="mobileNum"
            onSend={sendCode}
            registration={registration}
            error={error}
            {...fieldInput.verificationCode}
          />
        );
      default:
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
          />
        );
    }
  });
}
