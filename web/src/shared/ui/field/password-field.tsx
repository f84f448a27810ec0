import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { EyeIcon, EyeOffIcon } from './field-icons.tsx';
import { TextField, type TextFieldProps } from './field.tsx';
import styles from './field.module.css';

/** A password input with a show/hide toggle; the toggle keeps the typed value. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation('forms');
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className={styles.adornment}
          onClick={() => setShown((value) => !value)}
          aria-label={shown ? t('hidePassword') : t('showPassword')}
          aria-pressed={shown}
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
