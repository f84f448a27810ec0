import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useSearchParams } from '../../../shared/router/react.tsx';
import { brandLanguageForPack, isLocalePack } from '@tala/contract/languages';
import { useBrand } from '../../../shared/api/system-queries.ts';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { Tabs } from '../../../shared/ui/tabs/tabs.tsx';
import { useUrlAffiliate } from '../api/affiliate.ts';
import type { RegistrationType } from '../api/register.ts';
import { useRegistrationSettings } from '../lib/registration-settings.ts';
import { RegisterForm } from './register-form.tsx';
import { RegisterWarning } from './register-warning.tsx';
import styles from './register.module.css';

export interface RegisterPanelProps {
  /** Offers "already have an account? Log in" (the login popup's tab, or the login dialog). */
  onLogin?: () => void;
}

/**
 * Registration by username or mobile number (USERNAMEREG3 / MOBILENUMREG3, a switch when both are on),
 * with the URL's invitation code checked first: valid → field hidden and the code sent; invalid →
 * warning invitation_code_error and the field shown. referralCode comes from the query.
 */
export function RegisterPanel({ onLogin }: RegisterPanelProps) {
  const { t, i18n } = useTranslation('register');
  const settings = useRegistrationSettings();
  const offered = useBrand().languages;
  const [params] = useSearchParams();
  const urlCode = params.get('affiliateCode')?.trim() || null;
  const affiliate = useUrlAffiliate(urlCode);
  const [warningDismissed, setWarningDismissed] = useState(false);
  const [choice, setChoice] = useState<RegistrationType | null>(null);
  // a refused URL code is announced once (invitation_code_error), and the field is shown for it
  const warning = affiliate === 'invalid' && !warningDismissed ? t('invitation_code_error') : null;

  if (affiliate === 'checking') {
    return (
      <div className={styles.state}>
        <Spinner />
      </div>
    );
  }
  const types: RegistrationType[] = [
    ...(settings.usernameRegistration ? (['username'] as const) : []),
    ...(settings.mobileRegistration ? (['mobile'] as const) : []),
  ];
  const type = choice && types.includes(choice) ? choice : types[0];
  if (!type) return <p className={styles.state}>{t('closed')}</p>;

  const form = (
    <RegisterForm
      key={type}
      type={type}
      rules={settings.rules}
      smsVerification={settings.smsVerification}
      mobilePassword={settings.mobilePassword}
      urlAffiliateCode={affiliate === 'valid' ? urlCode : null}
      rejectedAffiliateCode={affiliate === 'invalid' ? urlCode : null}
      referralCode={params.get('referralCode')?.trim() || null}
      language={isLocalePack(i18n.language) ? brandLanguageForPack(i18n.language, offered) : 'EN'}
    />
  );
  return (
    <div className={styles.panel}>
      {affiliate === 'valid' && <p className={styles.invited}>{t('invitedBy', { code: urlCode })}</p>}
      {types.length > 1 ? (
        <Tabs
          label={t('typeLabel')}
          value={type}
          onChange={setChoice}
          tabs={types.map((id) => ({ id, label: t(`types.${id}`) }))}
        >
          {form}
        </Tabs>
      ) : (
        form
      )}
      {onLogin && (
        <p className={styles.haveAccount}>
          {t('haveAccount')}{' '}
          <button type="button" className={styles.linkButton} onClick={onLogin}>
            {t('logIn')}
          </button>
        </p>
      )}
      <RegisterWarning text={warning} onClose={() => setWarningDismissed(true)} />
    </div>
  );
}
