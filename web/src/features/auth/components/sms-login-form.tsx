import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { rememberedLogin } from '../../../shared/lib/storage.ts';
import { prepareBotCheck } from '../../../shared/lib/bot-check/bot-check.ts';
import { CaptchaField } from '../../../shared/ui/captcha/captcha-field.tsx';
import { CountryPicker } from '../../../shared/ui/country-picker/country-picker.tsx';
import { useCountryChoice } from '../../../shared/ui/country-picker/use-countries.ts';
import { CheckboxInput, TextInput } from '../../../shared/ui/form/fields.tsx';
import { Form, SubmitButton } from '../../../shared/ui/form/form.tsx';
import { ruleResolver } from '../../../shared/ui/form/rule-resolver.ts';
import { SendCodeField } from '../../../shared/ui/form/send-code-field.tsx';
import { captchaRequired, useLogin } from '../api/login.ts';
import { sendSmsCode } from '../api/sms-code.ts';
import { completeLogin } from '../lib/session-flow.ts';
import { useLoginCaptcha } from '../lib/use-login-captcha.ts';
import { useRule } from '../lib/use-rules.ts';
import { SmsFailureDialog } from './sms-failure-dialog.tsx';

interface Values {
  mobileNum: string;
  verificationCode: string;
  captcha: string;
  remember: boolean;
}

/** Login by SMS code (MOBILEVERCODELOGIN3): mobile checked before a code is sent; code required. */
export function SmsLoginForm({ onLoggedIn }: { onLoggedIn?: (mustChangePassword: boolean) => void }) {
  const { t } = useTranslation(['auth', 'register']);
  const remembered = rememberedLogin.read();
  const rememberedMobile = remembered && 'mobile' in remembered ? remembered : null;
  const country = useCountryChoice(rememberedMobile?.countryCode);
  const mobileRule = useRule('mobileNum');
  // the server takes a login code of at most 16 characters
  const codeRule = { ...useRule('verificationCode'), maxLength: 16 };
  const login = useLogin();
  const captcha = useLoginCaptcha();
  const [smsError, setSmsError] = useState<unknown>(null);
  const mobileLabel = t('fields.mobile');
  const form = useForm<Values>({
    defaultValues: {
      mobileNum: rememberedMobile?.mobile ?? '',
      verificationCode: '',
      captcha: '',
      remember: Boolean(rememberedMobile),
    },
    resolver: ruleResolver<Values>(
      {
        mobileNum: { label: mobileLabel, rule: mobileRule, required: true },
        verificationCode: {
          label: t('fields.code'),
          rule: codeRule,
          required: true,
          messages: { required: 'auth:required.code' },
        },
        captcha: captcha.shown && { required: true, messages: { required: 'auth:required.captcha' } },
      },
      t,
    ),
  });
  const { errors } = form.formState;
  useEffect(prepareBotCheck, []);

  async function sendCode(): Promise<number> {
    try {
      const expiration = await sendSmsCode({
        mobileNum: form.getValues('mobileNum').trim(),
        countryDialingCode: country.dialingCode,
        purpose: 'login',
      });
      prepareBotCheck(); // the login needs a proof of its own
      return expiration;
    } catch (error) {
      setSmsError(error);
      throw error;
    }
  }

  async function submit(values: Values) {
    const mobileNum = values.mobileNum.trim();
    try {
      const result = await login.mutateAsync({
        type: 'sms',
        mobileNum,
        countryDialingCode: country.dialingCode,
        verificationCode: values.verificationCode.trim(),
        ...(captcha.shown ? { captchaId: captcha.captchaId, captcha: values.captcha.trim() } : {}),
      });
      const mustChange = completeLogin(result, {
        method: 'sms',
        remember: values.remember ? { mobile: mobileNum, countryCode: country.countryCode } : null,
      });
      onLoggedIn?.(mustChange);
    } catch (error) {
      captcha.afterFailure(captchaRequired(error));
      form.setValue('captcha', '');
      throw error;
    }
  }

  return (
    <Form form={form} onSubmit={submit}>
      <TextInput
        label={mobileLabel}
        placeholder={t('placeholders.mobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        leading={<CountryPicker countries={country.countries} value={country.countryCode} onChange={country.setCountryCode} />}
        registration={form.register('mobileNum')}
        error={errors.mobileNum}
      />
      <SendCodeField
        label={t('fields.code')}
        placeholder={t('placeholders.code')}
        maxLength={255}
        required
        target="mobileNum"
        onSend={sendCode}
        registration={form.register('verificationCode')}
        error={errors.verificationCode}
      />
      {captcha.shown && (
        <CaptchaField
          image={captcha.image}
          onRefresh={captcha.refresh}
          placeholder={t('placeholders.captcha')}
          required
          error={errors.captcha?.message}
          {...form.register('captcha')}
        />
      )}
      <CheckboxInput registration={form.register('remember')}>{t('rememberMe')}</CheckboxInput>
      <SubmitButton pendingLabel={t('submitting')}>{t('submit')}</SubmitButton>
      <SmsFailureDialog error={smsError} onClose={() => setSmsError(null)} />
    </Form>
  );
}
