import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { checkRule } from '@tala/contract/register-rules';
import { ruleMessage } from '../../../shared/ui/form/rule-message.ts';
import { openDialog } from '../../../shared/state/ui-store.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import { TextField } from '../../../shared/ui/field/field.tsx';
import { useForgotByEmail } from '../api/forgot-password.ts';
import { useRule } from '../lib/use-rules.ts';
import { FormError } from './form-error.tsx';
import styles from './form.module.css';

interface Values {
  username: string;
  email: string;
}

/** By e-mail: username and e-mail (each with its rule); the server mails a temporary password. */
export function ForgotByEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['auth', 'register']);
  const usernameRule = useRule('username');
  const emailRule = useRule('email');
  const request = useForgotByEmail();
  const form = useForm<Values>({ defaultValues: { username: '', email: '' } });
  const { errors } = form.formState;
  const label = { username: t('fields.username'), email: t('fields.email') };

  const onSubmit = form.handleSubmit(async (values) => {
    await request.mutateAsync({ username: values.username.trim(), email: values.email.trim() }).catch(() => undefined);
  });

  if (request.isSuccess) {
    return (
      <div className={styles.form}>
        <p role="status">{t('forgot.emailSent')}</p>
        <Button
          size="lg"
          block
          onClick={() => {
            onDone();
            openDialog({ name: 'login', tab: 'login' });
          }}
        >
          {t('forgot.backToLogin')}
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.lead}>{t('forgot.emailLead')}</p>
      <FormError error={request.error} />
      <TextField
        label={label.username}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        required
        error={errors.username?.message}
        {...form.register('username', {
          validate: (v) => ruleMessage(t, checkRule('username', v, usernameRule, true), label.username) ?? true,
        })}
      />
      <TextField
        label={label.email}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email', {
          validate: (v) => ruleMessage(t, checkRule('email', v, emailRule, true), label.email) ?? true,
        })}
      />
      <Button type="submit" size="lg" block disabled={form.formState.isSubmitting}>
        {t('forgot.sendEmail')}
      </Button>
    </form>
  );
}
