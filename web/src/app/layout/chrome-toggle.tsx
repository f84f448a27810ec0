import { useTranslation } from '../../shared/i18n/react.tsx';
import { toggleChrome, useUiStore } from '../../shared/state/ui-store.ts';
import { DoubleChevronDownIcon, DoubleChevronUpIcon } from '../../shared/ui/icons/icons.tsx';
import styles from './chrome-toggle.module.css';

/** The double-arrow toggle of /seamless and /lottery: shows or hides the top bar and side menu. */
export function ChromeToggle() {
  const { t } = useTranslation();
  const shown = useUiStore((s) => s.chromeShown);
  return (
    <button
      type="button"
      className={`${styles.toggle} ${shown ? styles.shown : ''}`}
      aria-label={shown ? t('header.hideChrome') : t('header.showChrome')}
      onClick={toggleChrome}
    >
      {shown ? <DoubleChevronUpIcon width={18} height={18} /> : <DoubleChevronDownIcon width={18} height={18} />}
    </button>
  );
}
