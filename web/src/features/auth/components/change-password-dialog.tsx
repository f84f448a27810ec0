import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { isApiError } from '../../../shared/api/api-error.ts';
import type { DialogProps } from '../../../shared/ui/dialogs/registry.ts';
import { PasswordInput } from '../../../shared/ui/form/fields.tsx';
import { Form, SubmitButton } from '../../../shared/ui/form/form.tsx';
import { NewPasswordFields, newPasswordChecks } from '../../../shared/ui/form/new-password-fields.tsx';
import { ruleResolver } from '../../../shared/ui/form/rule-resolver.ts';
import { Modal } from '../../../shared/ui/modal/modal.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { logoutOnServer } from '../api/logout.ts';
import { abandonForcedChange, afterPasswordChanged, hasTypedPassword, typedPasswordValue } from '../lib/session-flow.ts';
import { useRule } from '../lib/use-rules.ts';
import styles from './form.module.css';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

const passwordNames = { password: 'newPassword', confirmation: 'confirmNewPassword' } as const;

/**
 * Change password (spec §5): old password (unless the one just typed at a forced change is kept in
 * memory), new password with the brand's password rule, confirmation equal. Success ends every
 * session, so the login popup reopens on its login tab.
 */
export function ChangePasswordDialog({ request, onClose }: DialogProps<'changePassword'>) {
  // every namespace used inside loads before the dialog mounts: a later suspension would hide it and drop focus
  const { t } = useTranslation(['auth', 'register', 'forms', 'errors']);
  const forced = request.forced === true;
  const [askOld, setAskOld] = useState(() => !(forced && hasTypedPassword()));
  const rule = useRule('password');
  const change = useChangePassword();
  const labels = { password: t('fields.newPassword'), confirmation: t('fields.confirmNewPassword') };
  const form = useForm<Values>({
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    resolver: ruleResolver<Values>(
      {
        oldPassword: askOld && { required: true, messages: { required: 'auth:required.oldPassword' } },
        ...newPasswordChecks<Values>(passwordNames, labels, rule),
      },
      t,
    ),
  });

  function close() {
    if (forced) {
      // the session may not be used before the change: leaving means logging out
      void logoutOnServer().finally(abandonForcedChange);
    }
    onClose();
  }

  async function submit(values: Values) {
    const oldPassword = askOld ? values.oldPassword : (typedPasswordValue() ?? '');
    try {
      await change.mutateAsync({ oldPassword, newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword });
      afterPasswordChanged();
    } catch (error) {
      // the kept password was refused: ask for it instead of failing where nothing can be corrected
      if (isApiError(error) && error.field === 'oldPassword' && !askOld) setAskOld(true);
      throw error;
    }
  }

  return (
    <Modal open title={forced ? t('changePassword.forcedTitle') : t('changePassword.title')} onClose={close} width={440}>
      <Form form={form} onSubmit={submit}>
        {forced && <p className={styles.lead}>{t('changePassword.forcedLead')}</p>}
        {askOld && (
          <PasswordInput
            label={t('fields.oldPassword')}
            autoComplete="current-password"
            required
            registration={form.register('oldPassword')}
            error={form.formState.errors.oldPassword}
          />
        )}
        <NewPasswordFields names={passwordNames} labels={labels} rule={rule} />
        <SubmitButton>{t('changePassword.submit')}</SubmitButton>
      </Form>
    </Modal>
  );
}
