import { useTranslation } from '../../shared/i18n/react.tsx';
import { applyTheme, useTheme } from '../../shared/state/ui-store.ts';
import { MoonIcon, SunIcon } from '../../shared/ui/icons/icons.tsx';
import styles from './header.module.css';

/** Dark/light switch; the choice is kept in local key `theme` and its cookie, which the server paints the next page in. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const dark = useTheme() === 'dark';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label={t('header.darkTheme')}
      className={styles.themeSwitch}
      onClick={() => applyTheme(dark ? 'light' : 'dark')}
    >
      <span className={styles.themeTrack} aria-hidden="true">
        <SunIcon width={14} height={14} />
        <MoonIcon width={14} height={14} />
        <span className={styles.themeThumb} />
      </span>
    </button>
  );
}
