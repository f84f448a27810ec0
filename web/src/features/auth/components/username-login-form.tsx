import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { accountNameRule } from '@tala/contract/register-rules';
import { rememberedLogin } from '../../../shared/lib/storage.ts';
import { prepareBotCheck } from '../../../shared/lib/bot-check/bot-check.ts';
import { CaptchaField } from '../../../shared/ui/captcha/captcha-field.tsx';
import { CheckboxInput, PasswordInput, TextInput } from '../../../shared/ui/form/fields.tsx';
import { Form, SubmitButton } from '../../../shared/ui/form/form.tsx';
import { ruleResolver } from '../../../shared/ui/form/rule-resolver.ts';
import { captchaRequired, useLogin } from '../api/login.ts';
import { completeLogin } from '../lib/session-flow.ts';
import { useLoginCaptcha } from '../lib/use-login-captcha.ts';

interface Values {
  username: string;
  password: string;
  captcha: string;
  remember: boolean;
}

export function UsernameLoginForm({ onLoggedIn }: { onLoggedIn?: (mustChangePassword: boolean) => void }) {
  const { t } = useTranslation(['auth', 'register']);
  const login = useLogin();
  const captcha = useLoginCaptcha();
  const remembered = rememberedLogin.read();
  const form = useForm<Values>({
    defaultValues: {
      username: remembered && 'username' in remembered ? remembered.username : '',
      password: '',
      captcha: '',
      remember: Boolean(remembered && 'username' in remembered),
    },
    resolver: ruleResolver<Values>(
      {
        username: {
          label: t('fields.username'),
          rule: accountNameRule,
          messages: {
            required: 'auth:required.username',
            length: 'auth:invalid.username',
            unsafe: 'auth:invalid.usernameCharacters',
          },
        },
        // checked trimmed, though a password is sent as typed
        password: {
          validate: (value) =>
            String(value).trim() === '' ? t('required.password') : String(value).length > 128 ? t('invalid.password') : null,
        },
        captcha: captcha.shown && { required: true, messages: { required: 'auth:required.captcha' } },
      },
      t,
    ),
  });
  const { errors } = form.formState;
  useEffect(prepareBotCheck, []);

  async function submit(values: Values) {
    const username = values.username.trim();
    try {
      const result = await login.mutateAsync({
        type: 'username',
        username,
        password: values.password,
        ...(captcha.shown ? { captchaId: captcha.captchaId, captcha: values.captcha.trim() } : {}),
      });
      const mustChange = completeLogin(result, {
        method: 'username',
        password: values.password,
        remember: values.remember ? { username } : null,
      });
      onLoggedIn?.(mustChange);
    } catch (error) {
      captcha.afterFailure(captchaRequired(error));
      form.setValue('captcha', '');
      form.setValue('password', '');
      form.setFocus('password');
      throw error;
    }
  }

  return (
    <Form form={form} onSubmit={submit}>
      <TextInput
        label={t('fields.username')}
        placeholder={t('placeholders.username')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        required
        data-initial-focus
        registration={form.register('username')}
        error={errors.username}
      />
      <PasswordInput
        label={t('fields.password')}
        placeholder={t('placeholders.password')}
        autoComplete="current-password"
        required
        registration={form.register('password')}
        error={errors.password}
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
    </Form>
  );
}
