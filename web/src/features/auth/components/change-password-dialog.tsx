import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { checkConfirmation, checkRule, type RuleFailure } from '@tala/contract/register-rules';
import { isApiError } from '../../../shared/api/api-error.ts';
import { ruleMessage } from '../../../shared/ui/form/rule-message.ts';
import type { DialogProps } from '../../../shared/ui/dialogs/registry.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import { PasswordField } from '../../../shared/ui/field/password-field.tsx';
import { Modal } from '../../../shared/ui/modal/modal.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { logoutOnServer } from '../api/logout.ts';
import { abandonForcedChange, afterPasswordChanged, hasTypedPassword, typedPasswordValue } from '../lib/session-flow.ts';
import { useRule } from '../lib/use-rules.ts';
import { FormError } from './form-error.tsx';
import styles from './form.module.css';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

const serverFields = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;

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
  const form = useForm<Values>({ defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' } });
  const { errors } = form.formState;
  const label = { old: t('fields.oldPassword'), next: t('fields.newPassword'), confirm: t('fields.confirmNewPassword') };

  function close() {
    if (forced) {
      // the session may not be used before the change: leaving means logging out
      void logoutOnServer().finally(abandonForcedChange);
    }
    onClose();
  }

  const onSubmit = form.handleSubmit(async (values) => {
    const oldPassword = askOld ? values.oldPassword : (typedPasswordValue() ?? '');
    try {
      await change.mutateAsync({ oldPassword, newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword });
      afterPasswordChanged();
    } catch (error) {
      const field = isApiError(error) ? error.field : undefined;
      // the kept password was refused: ask for it instead of failing where nothing can be corrected
      if (field === 'oldPassword' && !askOld) setAskOld(true);
      if (isApiError(error) && field && (serverFields as readonly string[]).includes(field)) {
        const failure = error.value as RuleFailure | undefined;
        const text = failure?.key ? ruleMessage(t, failure, label.next) : t(error.translationKey);
        form.setError(field as keyof Values, { message: text });
        change.reset();
      }
    }
  });

  return (
    <Modal open title={forced ? t('changePassword.forcedTitle') : t('changePassword.title')} onClose={close} width={440}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {forced && <p className={styles.lead}>{t('changePassword.forcedLead')}</p>}
        <FormError error={change.error} />
        {askOld && (
          <PasswordField
            label={label.old}
            autoComplete="current-password"
            required
            error={errors.oldPassword?.message}
            {...form.register('oldPassword', { validate: (v) => v !== '' || t('required.oldPassword') })}
          />
        )}
        <PasswordField
          label={label.next}
          autoComplete="new-password"
          required
          error={errors.newPassword?.message}
          {...form.register('newPassword', {
            validate: (v) => ruleMessage(t, checkRule('newPassword', v, rule, true), label.next) ?? true,
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
          {t('changePassword.submit')}
        </Button>
      </form>
    </Modal>
  );
}
