import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useModule } from '../../../shared/api/system-queries.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { useLocation } from '../../../shared/router/react.tsx';
import { openDialog } from '../../../shared/state/ui-store.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import styles from './logged-in-bar.module.css';

/** The header for visitors: log in (the login popup) and, with DIRECTREG3, register. */
export function LoginButtons() {
  const { t } = useTranslation('auth');
  const directRegister = useModule('DIRECTREG3');
  // on the register page the form is the page itself: a second one in a dialog would only compete with it
  const onRegisterPage = useLocation().pathname.toLowerCase() === paths.register();
  return (
    <div className={styles.bar}>
      <Button variant="secondary" size="sm" onClick={() => openDialog({ name: 'login', tab: 'login' })}>
        {t('header.login')}
      </Button>
      {directRegister && !onRegisterPage && (
        <Button size="sm" onClick={() => openDialog({ name: 'register' })}>
          {t('header.register')}
        </Button>
      )}
    </div>
  );
}
