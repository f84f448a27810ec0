import type { UseFormReturn } from 'react-hook-form';
import { Trans, useTranslation } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/lib/paths.ts';
import { CheckboxInput } from '../../../shared/ui/form/fields.tsx';
import type { FieldChecks } from '../../../shared/ui/form/rule-resolver.ts';
import type { FormValues } from './register-form.tsx';

/** Both boxes must be ticked; the server refuses a registration without them with these codes. */
export const agreementChecks: FieldChecks<FormValues> = {
  ageConfirmed: { required: true, messages: { required: 'errors:AGE_REQUIRED' } },
  agreement: { required: true, messages: { required: 'errors:TERMS_REQUIRED' } },
};

/**
 * The user agreement (checked by default, links to help in a new tab so the form keeps its values)
 * and the age confirmation (21), both required (agreementChecks).
 */
export function AgreementFields({ form }: { form: UseFormReturn<FormValues> }) {
  const { t } = useTranslation(['register', 'errors']);
  const errors = form.formState.errors;
  return (
    <>
      <CheckboxInput registration={form.register('ageConfirmed')} error={errors.ageConfirmed}>
        {t('ageConfirm')}
      </CheckboxInput>
      <CheckboxInput registration={form.register('agreement')} error={errors.agreement}>
        <Trans
          t={t}
          i18nKey="agreement"
          components={{ terms: <a href={paths.help({ article: 'user-agreement' })} target="_blank" rel="noopener noreferrer" /> }}
        />
      </CheckboxInput>
    </>
  );
}
