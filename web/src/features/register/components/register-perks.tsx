import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useBrand } from '../../../shared/api/system-queries.ts';
import { Icon } from '../../../shared/ui/icons/icons.tsx';
import styles from './register-perks.module.css';

const perks = ['secure', 'oneAccount', 'support'] as const;

const icons: Record<(typeof perks)[number], string> = {
  secure: 'M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6z M9 12l2 2 4-4',
  oneAccount: 'M4 5h7v7H4z M13 5h7v7h-7z M4 14h7v6H4z M13 14h7v6h-7z',
  support: 'M4 14v-2a8 8 0 0116 0v2 M3 13h4v6H3z M17 13h4v6h-4z',
};

/** Beside the form on wide screens: what an account gives (brand-neutral, no promises of money). */
export function RegisterPerks() {
  const { t } = useTranslation('register');
  const brand = useBrand().brandName;
  return (
    <section className={styles.perks} aria-labelledby="register-perks">
      <h2 id="register-perks" className={styles.title}>
        {t('perks.title', { brand })}
      </h2>
      <ul className={styles.list}>
        {perks.map((perk) => (
          <li key={perk} className={styles.item}>
            <Icon width={22} height={22}>
              <path d={icons[perk]} />
            </Icon>
            <div>
              <strong>{t(`perks.${perk}.title`)}</strong>
              <p>{t(`perks.${perk}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
