import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { checkRule } from '@tala/contract/register-rules';
import { rememberedLogin } from '../../../shared/lib/storage.ts';
import { prepareBotCheck } from '../../../shared/lib/bot-check/bot-check.ts';
import { ruleMessage } from '../../../shared/ui/form/rule-message.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import { CaptchaField } from '../../../shared/ui/captcha/captcha-field.tsx';
import { CountryPicker } from '../../../shared/ui/country-picker/country-picker.tsx';
import { useCountryChoice } from '../../../shared/ui/country-picker/use-countries.ts';
import { CheckboxField } from '../../../shared/ui/field/checkbox.tsx';
import { TextField } from '../../../shared/ui/field/field.tsx';
import { SendCodeButton } from '../../../shared/ui/send-code/send-code-button.tsx';
import { captchaRequired, useLogin } from '../api/login.ts';
import { sendSmsCode } from '../api/sms-code.ts';
import { completeLogin } from '../lib/session-flow.ts';
import { useLoginCaptcha } from '../lib/use-login-captcha.ts';
import { useRule } from '../lib/use-rules.ts';
import { FormError } from './form-error.tsx';
import { SmsFailureDialog } from './sms-failure-dialog.tsx';
import styles from './form.module.css';

interface Values {
  mobileNum: string;
  verificationCode: string;
  captcha: string;
  remember: boolean;
}

/** Login by SMS code (MOBILEVERCODELOGIN3): mobile validated before a code is sent; code required. */
export function SmsLoginForm({ onLoggedIn }: { onLoggedIn?: (mustChangePassword: boolean) => void }) {
  const { t } = useTranslation(['auth', 'register']);
  const remembered = rememberedLogin.read();
  const rememberedMobile = remembered && 'mobile' in remembered ? remembered : null;
  const country = useCountryChoice(rememberedMobile?.countryCode);
  const mobileRule = useRule('mobileNum');
  const login = useLogin();
  const captcha = useLoginCaptcha();
  const [smsError, setSmsError] = useState<unknown>(null);
  const form = useForm<Values>({
    defaultValues: {
      mobileNum: rememberedMobile?.mobile ?? '',
      verificationCode: '',
      captcha: '',
      remember: Boolean(rememberedMobile),
    },
  });
  const { errors } = form.formState;
  useEffect(prepareBotCheck, []);

  const mobileLabel = t('fields.mobile');
  const mobile = form.register('mobileNum', {
    validate: (value) => ruleMessage(t, checkRule('mobileNum', value, mobileRule, true), mobileLabel) ?? true,
  });

  async function sendCode(): Promise<number> {
    if (!(await form.trigger('mobileNum'))) throw new Error('mobile number not valid');
    try {
      const expiration = await sendSmsCode({
        mobileNum: form.getValues('mobileNum').trim(),
        countryDialingCode: country.dialingCode,
        purpose: 'login',
      });
      prepareBotCheck(); // the login needs a proof of its own
      form.setFocus('verificationCode');
      return expiration;
    } catch (error) {
      setSmsError(error);
      throw error;
    }
  }

  const onSubmit = form.handleSubmit(async (values) => {
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
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormError error={login.error} />
      <TextField
        label={mobileLabel}
        placeholder={t('placeholders.mobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        leading={<CountryPicker countries={country.countries} value={country.countryCode} onChange={country.setCountryCode} />}
        error={errors.mobileNum?.message}
        {...mobile}
      />
      <TextField
        label={t('fields.code')}
        placeholder={t('placeholders.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        required
        trailing={<SendCodeButton onSend={sendCode} />}
        error={errors.verificationCode?.message}
        {...form.register('verificationCode', { validate: (v) => v.trim() !== '' || t('required.code') })}
      />
      {captcha.shown && (
        <CaptchaField
          image={captcha.image}
          onRefresh={captcha.refresh}
          placeholder={t('placeholders.captcha')}
          required
          error={errors.captcha?.message}
          {...form.register('captcha', { validate: (v) => !captcha.shown || v.trim() !== '' || t('required.captcha') })}
        />
      )}
      <CheckboxField {...form.register('remember')}>{t('rememberMe')}</CheckboxField>
      <Button type="submit" size="lg" block disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('submitting') : t('submit')}
      </Button>
      <SmsFailureDialog error={smsError} onClose={() => setSmsError(null)} />
    </form>
  );
}
