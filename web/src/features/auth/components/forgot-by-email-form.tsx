import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { accountNameRule } from '@tala/contract/register-rules';
import { openDialog } from '../../../shared/state/ui-store.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import { TextInput } from '../../../shared/ui/form/fields.tsx';
import { Form, SubmitButton } from '../../../shared/ui/form/form.tsx';
import { ruleResolver } from '../../../shared/ui/form/rule-resolver.ts';
import { useForgotByEmail } from '../api/forgot-password.ts';
import { useRule } from '../lib/use-rules.ts';
import styles from './form.module.css';

interface Values {
  username: string;
  email: string;
}

/** By e-mail: the account name (as at login, not the registration rule) and e-mail; the server mails a temporary password. */
export function ForgotByEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['auth', 'register']);
  const emailRule = useRule('email');
  const request = useForgotByEmail();
  const label = { username: t('fields.username'), email: t('fields.email') };
  const form = useForm<Values>({
    defaultValues: { username: '', email: '' },
    resolver: ruleResolver<Values>(
      {
        username: { label: label.username, rule: accountNameRule, required: true },
        email: { label: label.email, rule: emailRule, required: true },
      },
      t,
    ),
  });
  const { errors } = form.formState;

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
    <Form
      form={form}
      onSubmit={(values) => request.mutateAsync({ username: values.username.trim(), email: values.email.trim() })}
    >
      <p className={styles.lead}>{t('forgot.emailLead')}</p>
      <TextInput
        label={label.username}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        required
        registration={form.register('username')}
        error={errors.username}
      />
      <TextInput
        label={label.email}
        type="email"
        autoComplete="email"
        required
        registration={form.register('email')}
        error={errors.email}
      />
      <SubmitButton>{t('forgot.sendEmail')}</SubmitButton>
    </Form>
  );
}
