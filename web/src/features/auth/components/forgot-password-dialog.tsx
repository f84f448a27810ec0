import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useModule } from '../../../shared/api/system-queries.ts';
import type { DialogProps } from '../../../shared/ui/dialogs/registry.ts';
import { Modal } from '../../../shared/ui/modal/modal.tsx';
import { Tabs } from '../../../shared/ui/tabs/tabs.tsx';
import { ForgotByEmailForm } from './forgot-by-email-form.tsx';
import { ForgotByPhoneForm } from './forgot-by-phone-form.tsx';

type Way = 'email' | 'mobile';

/** Forgot password (spec §4): by e-mail, or by mobile code when CHNGPASSVERIF3 is on. */
export function ForgotPasswordDialog({ onClose }: DialogProps<'forgotPassword'>) {
  // every namespace used inside loads before the dialog mounts: a later suspension would hide it and drop focus
  const { t } = useTranslation(['auth', 'forms', 'register', 'errors']);
  const byPhone = useModule('CHNGPASSVERIF3');
  const [way, setWay] = useState<Way>('email');
  const form = way === 'mobile' && byPhone ? <ForgotByPhoneForm onDone={onClose} /> : <ForgotByEmailForm onDone={onClose} />;
  return (
    <Modal open title={t('forgot.title')} onClose={onClose} width={460}>
      {byPhone ? (
        <Tabs
          label={t('forgot.waysLabel')}
          value={way}
          onChange={setWay}
          tabs={[
            { id: 'email', label: t('forgot.byEmail') },
            { id: 'mobile', label: t('forgot.byMobile') },
          ]}
        >
          {form}
        </Tabs>
      ) : (
        form
      )}
    </Modal>
  );
}
