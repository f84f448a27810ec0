import { useTranslation } from '../../i18n/react.tsx';
import { useThrottledCallback } from '../../lib/use-throttle.ts';
import { TextField, type TextFieldProps } from '../field/field.tsx';
import styles from './captcha-field.module.css';

/** Spec §4/§9: the image refreshes on demand at most once per 1000 ms. */
export const CAPTCHA_REFRESH_MS = 1000;

export interface CaptchaFieldProps extends Omit<TextFieldProps, 'trailing' | 'label'> {
  label?: string;
  /** Base64 PNG from the server (with or without the data: prefix); undefined while loading. */
  image: string | undefined;
  onRefresh: () => void;
}

function toSrc(image: string): string {
  return image.startsWith('data:') ? image : `data:image/png;base64,${image}`;
}

/** Captcha input with its image; clicking the image asks for a new one (throttled). */
export function CaptchaField({ image, onRefresh, label, ...field }: CaptchaFieldProps) {
  const { t } = useTranslation('forms');
  const refresh = useThrottledCallback(onRefresh, CAPTCHA_REFRESH_MS);
  return (
    <TextField
      label={label ?? t('captcha')}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={8}
      {...field}
      trailing={
        <button type="button" className={styles.image} onClick={() => refresh()} aria-label={t('refreshCaptcha')}>
          {image ? (
            <img src={toSrc(image)} alt={t('captchaImage')} width={100} height={36} />
          ) : (
            <span className={styles.placeholder} />
          )}
        </button>
      }
    />
  );
}
