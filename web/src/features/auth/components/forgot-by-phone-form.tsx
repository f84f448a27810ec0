import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useNavigate } from '../../../shared/router/react.tsx';
import { prepareBotCheck } from '../../../shared/lib/bot-check/bot-check.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { showToast } from '../../../shared/state/ui-store.ts';
import { CountryPicker } from '../../../shared/ui/country-picker/country-picker.tsx';
import { useCountryChoice } from '../../../shared/ui/country-picker/use-countries.ts';
import { TextInput } from '../../../shared/ui/form/fields.tsx';
import { Form, SubmitButton } from '../../../shared/ui/form/form.tsx';
import { NewPasswordFields, newPasswordChecks } from '../../../shared/ui/form/new-password-fields.tsx';
import { ruleResolver } from '../../../shared/ui/form/rule-resolver.ts';
import { SendCodeField } from '../../../shared/ui/form/send-code-field.tsx';
import { useSetPasswordByPhone } from '../api/forgot-password.ts';
import { sendSmsCode } from '../api/sms-code.ts';
import { completeLogin } from '../lib/session-flow.ts';
import { useRule } from '../lib/use-rules.ts';
import { SmsFailureDialog } from './sms-failure-dialog.tsx';

interface Values {
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}

const passwordNames = { password: 'newPassword', confirmation: 'confirmNewPassword' } as const;

/** By mobile (CHNGPASSVERIF3): code to the phone, then a new password; logged in and sent to /. */
export function ForgotByPhoneForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['auth', 'register']);
  const navigate = useNavigate();
  const country = useCountryChoice();
  const mobileRule = useRule('mobileNum');
  const codeRule = useRule('verificationCode');
  const passwordRule = useRule('password');
  const setPassword = useSetPasswordByPhone();
  const [smsError, setSmsError] = useState<unknown>(null);
  const label = {
    mobile: t('fields.mobile'),
    code: t('fields.code'),
    passwords: { password: t('fields.newPassword'), confirmation: t('fields.confirmNewPassword') },
  };
  const form = useForm<Values>({
    defaultValues: { mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: '' },
    resolver: ruleResolver<Values>(
      {
        mobileNum: { label: label.mobile, rule: mobileRule, required: true },
        verificationCode: { label: label.code, rule: codeRule, required: true, messages: { required: 'auth:required.code' } },
        ...newPasswordChecks<Values>(passwordNames, label.passwords, passwordRule),
      },
      t,
    ),
  });
  const { errors } = form.formState;
  useEffect(prepareBotCheck, []);

  async function sendCode(): Promise<number> {
    try {
      const mobileNum = form.getValues('mobileNum').trim();
      return await sendSmsCode({ mobileNum, countryDialingCode: country.dialingCode, purpose: 'password' });
    } catch (error) {
      setSmsError(error);
      throw error;
    }
  }

  async function submit(values: Values) {
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
  }

  return (
    <Form form={form} onSubmit={submit}>
      <TextInput
        label={label.mobile}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        leading={<CountryPicker countries={country.countries} value={country.countryCode} onChange={country.setCountryCode} />}
        registration={form.register('mobileNum')}
        error={errors.mobileNum}
      />
      <SendCodeField
        label={label.code}
        maxLength={255}
        required
        target="mobileNum"
        onSend={sendCode}
        registration={form.register('verificationCode')}
        error={errors.verificationCode}
      />
      <NewPasswordFields names={passwordNames} labels={label.passwords} rule={passwordRule} />
      <SubmitButton>{t('forgot.setPassword')}</SubmitButton>
      <SmsFailureDialog error={smsError} onClose={() => setSmsError(null)} />
    </Form>
  );
}
