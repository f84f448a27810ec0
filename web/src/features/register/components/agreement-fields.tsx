import type { UseFormReturn } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { CheckboxField } from '../../../shared/ui/field/checkbox.tsx';
import type { FormValues } from './register-form.tsx';

/**
 * The user agreement (checked by default, links to help in a new tab so the form keeps its values)
 * and the age confirmation (21, spec §5), both required.
 */
export function AgreementFields({ form }: { form: UseFormReturn<FormValues> }) {
  const { t } = useTranslation(['register', 'errors']);
  const errors = form.formState.errors;
  return (
    <>
      <CheckboxField
        error={errors.ageConfirmed?.message}
        {...form.register('ageConfirmed', { validate: (v) => v === true || t('errors:AGE_REQUIRED') })}
      >
        {t('ageConfirm')}
      </CheckboxField>
      <CheckboxField
        error={errors.agreement?.message}
        {...form.register('agreement', { validate: (v) => v === true || t('errors:TERMS_REQUIRED') })}
      >
        <Trans
          t={t}
          i18nKey="agreement"
          components={{ terms: <a href={paths.help()} target="_blank" rel="noopener noreferrer" /> }}
        />
      </CheckboxField>
    </>
  );
}
