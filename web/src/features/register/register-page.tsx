import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link } from '../../shared/router/react.tsx';
import { paths } from '../../shared/lib/paths.ts';
import { openDialog } from '../../shared/state/ui-store.ts';
import { ChevronLeftIcon } from '../../shared/ui/icons/icons.tsx';
import { PromotionsCarousel } from './components/promotions-carousel.tsx';
import { RegisterPanel } from './components/register-panel.tsx';
import { RegisterPerks } from './components/register-perks.tsx';
import styles from './register-page.module.css';

/** /register and /register.html (spec §2): 'create account', the form left, new-player promotions right. */
function RegisterPage() {
  const { t } = useTranslation(['register', 'forms', 'errors']);
  return (
    <div className={styles.page}>
      <Link to={paths.home()} className={styles.back}>
        <ChevronLeftIcon width={18} height={18} />
        {t('goBack')}
      </Link>
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="register-title">
          <h1 id="register-title" className={styles.title}>
            {t('title')}
          </h1>
          <p className={styles.lead}>{t('lead')}</p>
          <RegisterPanel onLogin={() => openDialog({ name: 'login', tab: 'login' })} />
        </section>
        <aside className={styles.aside} aria-label={t('promotions.aside')}>
          <PromotionsCarousel />
          <RegisterPerks />
        </aside>
      </div>
    </div>
  );
}

/** The route module's export (the router loads it on first use). */
export { RegisterPage as Component };
