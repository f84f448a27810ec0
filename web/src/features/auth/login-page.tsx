import { useEffect } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link, useNavigate, useSearchParams } from '../../shared/router/react.tsx';
import { useBrand } from '../../shared/api/system-queries.ts';
import { paths } from '../../shared/lib/paths.ts';
import { useIsLoggedIn } from '../../shared/state/session.ts';
import { Logo } from '../../shared/ui/logo/logo.tsx';
import { LoginPanel } from './components/login-panel.tsx';
import { safeRedirect } from './lib/safe-redirect.ts';
import styles from './login-page.module.css';

/**
 * /login (spec §2, named by the guard): the login form on its own page. After a login the player
 * goes where the guard stopped them (?redirect=), or home.
 */
function LoginPage() {
  const { t } = useTranslation(['auth', 'forms', 'register', 'errors']);
  const brand = useBrand().brandName;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  // only same-site paths are followed (no open redirect, no router error on `/\\other.site`)
  const target = safeRedirect(params.get('redirect'));

  useEffect(() => {
    if (loggedIn) void navigate(target, { replace: true });
  }, [loggedIn, navigate, target]);

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <Link to={paths.home()} className={styles.logo} aria-label={t('page.home', { brand })}>
          <Logo name={brand} size={40} />
        </Link>
        <h1 id="login-title" className={styles.title}>
          {t('page.title')}
        </h1>
        <p className={styles.lead}>{t('page.lead', { brand })}</p>
        <LoginPanel onRegister={() => void navigate(paths.register())} />
      </section>
    </div>
  );
}

/** The route module's export (the router loads it on first use). */
export { LoginPage as Component };
