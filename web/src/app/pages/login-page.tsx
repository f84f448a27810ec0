import { useTranslation } from 'react-i18next';
import { openDialog } from '../../shared/state/ui-store.ts';
import { Button } from '../../shared/ui/button/button.tsx';
import { TitledPage } from './titled-page.tsx';

/** Named by the guard (spec §2). The login form itself is the login dialog. */
export function Component() {
  const { t } = useTranslation();
  return (
    <TitledPage>
      <div>
        <Button size="lg" onClick={() => openDialog({ name: 'login', tab: 'login' })}>
          {t('pages.login')}
        </Button>
      </div>
    </TitledPage>
  );
}
