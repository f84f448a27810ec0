import { useId } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { isLocalePack } from '@tala/contract/languages';
import { changeLanguage, offeredLanguages } from '../../shared/i18n/language.ts';
import { GlobeIcon, ChevronDownIcon } from '../../shared/ui/icons/icons.tsx';
import { useBrand } from '../api/system.ts';
import styles from './header.module.css';

/** The brand's offered languages, shown as brand codes (EN, PH …), switching locale packs. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const options = offeredLanguages(useBrand().languages);
  const current = options.find((option) => option.pack === i18n.language)?.pack ?? options[0]?.pack;
  return (
    <div className={styles.select}>
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <GlobeIcon className={styles.selectIcon} width={18} height={18} />
      <select
        id={id}
        value={current}
        onChange={(event) => {
          if (isLocalePack(event.target.value)) void changeLanguage(event.target.value);
        }}
      >
        {options.map((option) => (
          <option key={option.pack} value={option.pack} lang={option.pack}>
            {option.code}
          </option>
        ))}
      </select>
      <ChevronDownIcon className={styles.selectChevron} width={16} height={16} />
    </div>
  );
}
