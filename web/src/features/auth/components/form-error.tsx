import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import styles from './form.module.css';

/** The form-level failure of a call, translated from its catalogue code. */
export function FormError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const key = isApiError(error) ? error.translationKey : 'errors:UNKNOWN';
  return (
    <p className={styles.formError} role="alert">
      {t(key)}
    </p>
  );
}
