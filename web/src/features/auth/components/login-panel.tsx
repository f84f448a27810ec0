import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useModule } from '../../../shared/api/system-queries.ts';
import { rememberedLogin } from '../../../shared/lib/storage.ts';
import { closeDialog, openDialog } from '../../../shared/state/ui-store.ts';
import { Tabs } from '../../../shared/ui/tabs/tabs.tsx';
import { FreePlayButton } from './free-play-button.tsx';
import { SmsLoginForm } from './sms-login-form.tsx';
import { UsernameLoginForm } from './username-login-form.tsx';
import styles from './form.module.css';
import panel from './login-panel.module.css';

type Method = 'username' | 'sms';

export interface LoginPanelProps {
  /** After a login: whether the password must change first (the caller may navigate). */
  onLoggedIn?: (mustChangePassword: boolean) => void;
  /** Offers the register tab / page; omitted where registration is not offered. */
  onRegister?: () => void;
}

/** The login tab: username (default) or SMS code (MOBILEVERCODELOGIN3), recovery and free play. */
export function LoginPanel({ onLoggedIn, onRegister }: LoginPanelProps) {
  const { t } = useTranslation('auth');
  const smsLogin = useModule('MOBILEVERCODELOGIN3');
  const freePlay = useModule('FREEPLAY3');
  const [method, setMethod] = useState<Method>(() => {
    const remembered = rememberedLogin.read();
    return remembered && 'mobile' in remembered ? 'sms' : 'username';
  });
  const active: Method = smsLogin ? method : 'username';
  const form = active === 'sms' ? <SmsLoginForm onLoggedIn={onLoggedIn} /> : <UsernameLoginForm onLoggedIn={onLoggedIn} />;

  return (
    <div className={panel.panel}>
      {smsLogin ? (
        <Tabs
          label={t('method.label')}
          value={active}
          onChange={setMethod}
          tabs={[
            { id: 'username', label: t('method.username') },
            { id: 'sms', label: t('method.sms') },
          ]}
        >
          {form}
        </Tabs>
      ) : (
        form
      )}
      <div className={styles.row}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            closeDialog('login'); // the recovery dialog replaces the popup; it leads back to login
            openDialog({ name: 'forgotPassword' });
          }}
        >
          {t('forgotPassword')}
        </button>
        {onRegister && (
          <span className={styles.muted}>
            {t('noAccount')}{' '}
            <button type="button" className={styles.linkButton} onClick={onRegister}>
              {t('createAccount')}
            </button>
          </span>
        )}
      </div>
      {freePlay && (
        <>
          <div className={styles.divider}>{t('or')}</div>
          <FreePlayButton />
        </>
      )}
    </div>
  );
}
