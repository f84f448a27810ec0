import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { ruleFor } from '@tala/contract/register-rules';
import { useStartup } from '../../../shared/api/system-queries.ts';
import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { TextInput } from '../../../shared/ui/form/fields.tsx';
import { Form, SubmitButton } from '../../../shared/ui/form/form.tsx';
import { NewPasswordFields, newPasswordChecks } from '../../../shared/ui/form/new-password-fields.tsx';
import { ruleResolver, type FieldChecks } from '../../../shared/ui/form/rule-resolver.ts';
import { useCreateDownline, type NewDownline } from '../api/team.ts';
import styles from './agent-centre.module.css';

const empty: NewDownline = { username: '', nickname: '', password: '', confirmPassword: '' };

/**
 * Register account: the agent creates a player directly below him with an initial password. The
 * player must change it at his first login (the server holds that session to it), so the agent never
 * keeps a working password of his member's.
 */
export default function RegisterPage({ go }: CentrePageProps) {
  const { t } = useTranslation(['agentCentre', 'forms', 'errors']);
  const rules = useStartup().permission.info.registerRules;
  const usernameRule = ruleFor(rules, 'username');
  const passwordRule = ruleFor(rules, 'password');
  const create = useCreateDownline();
  const [created, setCreated] = useState<string | null>(null);
  const labels = { password: t('register.password'), confirmation: t('register.confirmPassword') };
  const checks: FieldChecks<NewDownline> = {
    username: { label: t('register.username'), rule: usernameRule, required: true },
    nickname: {
      label: t('register.nickname'),
      validate: (v) => (String(v ?? '').length > 32 ? t('register.nicknameTooLong') : null),
    },
    ...newPasswordChecks<NewDownline>({ password: 'password', confirmation: 'confirmPassword' }, labels, passwordRule),
  };
  const form = useForm<NewDownline>({ defaultValues: empty, resolver: ruleResolver(checks, t) });

  return (
    <div className={styles.root}>
      <p className={styles.note}>{t('register.intro')}</p>
      {created && (
        <div className={styles.done} role="status">
          <p>{t('register.created', { account: created })}</p>
          <button type="button" className={styles.linkButton} onClick={() => go('downlineManagmentView')}>
            {t('register.seeTeam')}
          </button>
        </div>
      )}
      <Form
        form={form}
        aria-label={t('register.title')}
        className={styles.form}
        onSubmit={async (values) => {
          setCreated(null);
          const member = await create.mutateAsync(values);
          setCreated(member.account);
          form.reset(empty);
        }}
      >
        <TextInput
          label={t('register.username')}
          required
          autoComplete="off"
          registration={form.register('username')}
          error={form.formState.errors.username}
        />
        <TextInput
          label={t('register.nickname')}
          autoComplete="off"
          registration={form.register('nickname')}
          error={form.formState.errors.nickname}
        />
        <NewPasswordFields
          names={{ password: 'password', confirmation: 'confirmPassword' }}
          labels={labels}
          rule={passwordRule}
        />
        <SubmitButton pendingLabel={t('register.creating')}>{t('register.submit')}</SubmitButton>
      </Form>
    </div>
  );
}
