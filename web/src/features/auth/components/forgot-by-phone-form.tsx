import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { checkConfirmation, checkRule } from '@tala/contract/register-rules';
import { prepareBotCheck } from '../../../shared/lib/bot-check/bot-check.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { ruleMessage } from '../../../shared/ui/form/rule-message.ts';
import { showToast } from '../../../shared/state/ui-store.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import { CountryPicker } from '../../../shared/ui/country-picker/country-picker.tsx';
import { useCountryChoice } from '../../../shared/ui/country-picker/use-countries.ts';
import { TextField } from '../../../shared/ui/field/field.tsx';
import { PasswordField } from '../../../shared/ui/field/password-field.tsx';
import { SendCodeButton } from '../../../shared/ui/send-code/send-code-button.tsx';
import { useSetPasswordByPhone } from '../api/forgot-password.ts';
import { sendSmsCode } from '../api/sms-code.ts';
import { completeLogin } from '../lib/session-flow.ts';
import { useRule } from '../lib/use-rules.ts';
import { FormError } from './form-error.tsx';
import { SmsFailureDialog } from './sms-failure-dialog.tsx';
import styles from './form.module.css';

interface Values {
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** By mobile (CHNGPASSVERIF3): code to the phone, then a new password; logged in and sent to /. */
export function ForgotByPhoneForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['auth', 'register']);
  const navigate = useNavigate();
  const country = useCountryChoice();
  const mobileRule = useRule('mobileNum');
  const passwordRule = useRule('password');
  const setPassword = useSetPasswordByPhone();
  const [smsError, setSmsError] = useState<unknown>(null);
  const form = useForm<Values>({
    defaultValues: { mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: '' },
  });
  const { errors } = form.formState;
  const label = {
    mobile: t('fields.mobile'),
    code: t('fields.code'),
    next: t('fields.newPassword'),
    confirm: t('fields.confirmNewPassword'),
  };
  useEffect(prepareBotCheck, []);

  async function sendCode(): Promise<number> {
    if (!(await form.trigger('mobileNum'))) throw new Error('mobile number not valid');
    try {
      const mobileNum = form.getValues('mobileNum').trim();
      const expiration = await sendSmsCode({ mobileNum, countryDialingCode: country.dialingCode, purpose: 'password' });
      form.setFocus('verificationCode');
      return expiration;
    } catch (error) {
      setSmsError(error);
      throw error;
    }
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await setPassword.mutateAsync({
        mobileNum: values.mobileNum.trim(),
        countryDialingCode: country.dialingCode,
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      completeLogin(result, { method: 'phoneReset' });
      onDone();
      showToast({ tone: 'success', textKey: 'auth:forgot.phoneDone' });
      void navigate(paths.home());
    } catch {
      /* shown by FormError */
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormError error={setPassword.error} />
      <TextField
        label={label.mobile}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        leading={<CountryPicker countries={country.countries} value={country.countryCode} onChange={country.setCountryCode} />}
        error={errors.mobileNum?.message}
        {...form.register('mobileNum', {
          validate: (v) => ruleMessage(t, checkRule('mobileNum', v, mobileRule, true), label.mobile) ?? true,
        })}
      />
      <TextField
        label={label.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        required
        trailing={<SendCodeButton onSend={sendCode} />}
        error={errors.verificationCode?.message}
        {...form.register('verificationCode', { validate: (v) => v.trim() !== '' || t('required.code') })}
      />
      <PasswordField
        label={label.next}
        autoComplete="new-password"
        required
        error={errors.newPassword?.message}
        {...form.register('newPassword', {
          validate: (v) => ruleMessage(t, checkRule('newPassword', v, passwordRule, true), label.next) ?? true,
        })}
      />
      <PasswordField
        label={label.confirm}
        autoComplete="new-password"
        required
        error={errors.confirmNewPassword?.message}
        {...form.register('confirmNewPassword', {
          validate: (v, all) =>
            ruleMessage(t, checkConfirmation('confirmNewPassword', v, all.newPassword), label.confirm) ?? true,
        })}
      />
      <Button type="submit" size="lg" block disabled={form.formState.isSubmitting}>
        {t('forgot.setPassword')}
      </Button>
      <SmsFailureDialog error={smsError} onClose={() => setSmsError(null)} />
    </form>
  );
}
