import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { rememberedLogin } from '../../../shared/lib/storage.ts';
import { prepareBotCheck } from '../../../shared/lib/bot-check/bot-check.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import { CaptchaField } from '../../../shared/ui/captcha/captcha-field.tsx';
import { CheckboxField } from '../../../shared/ui/field/checkbox.tsx';
import { TextField } from '../../../shared/ui/field/field.tsx';
import { PasswordField } from '../../../shared/ui/field/password-field.tsx';
import { captchaRequired, useLogin } from '../api/login.ts';
import { completeLogin } from '../lib/session-flow.ts';
import { useLoginCaptcha } from '../lib/use-login-captcha.ts';
import { FormError } from './form-error.tsx';
import styles from './form.module.css';

interface Values {
  username: string;
  password: string;
  captcha: string;
  remember: boolean;
}

export function UsernameLoginForm({ onLoggedIn }: { onLoggedIn?: (mustChangePassword: boolean) => void }) {
  const { t } = useTranslation('auth');
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
  });
  const { errors } = form.formState;
  useEffect(prepareBotCheck, []);

  const onSubmit = form.handleSubmit(async (values) => {
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
    }
  });

  // spec §5: username and password required (checked trimmed); captcha required when shown
  const rules = {
    username: {
      validate: (v: string) => (v.trim() === '' ? t('required.username') : v.length > 64 ? t('invalid.username') : true),
    },
    password: {
      validate: (v: string) => (v.trim() === '' ? t('required.password') : v.length > 128 ? t('invalid.password') : true),
    },
    captcha: { validate: (v: string) => !captcha.shown || v.trim() !== '' || t('required.captcha') },
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormError error={login.error} />
      <TextField
        label={t('fields.username')}
        placeholder={t('placeholders.username')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        required
        error={errors.username?.message}
        {...form.register('username', rules.username)}
      />
      <PasswordField
        label={t('fields.password')}
        placeholder={t('placeholders.password')}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password', rules.password)}
      />
      {captcha.shown && (
        <CaptchaField
          image={captcha.image}
          onRefresh={captcha.refresh}
          placeholder={t('placeholders.captcha')}
          required
          error={errors.captcha?.message}
          {...form.register('captcha', rules.captcha)}
        />
      )}
      <CheckboxField {...form.register('remember')}>{t('rememberMe')}</CheckboxField>
      <Button type="submit" size="lg" block disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
