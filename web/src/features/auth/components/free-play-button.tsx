import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useNavigate } from '../../../shared/router/react.tsx';
import { paths } from '../../../shared/lib/paths.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import { FormError } from '../../../shared/ui/form/form.tsx';
import { useFreePlay } from '../api/free-play.ts';
import { completeLogin } from '../lib/session-flow.ts';
import { useBrandLanguage } from '../lib/use-language-sync.ts';

/** FREEPLAY3: a trial account with a demo balance; logged in and sent to / (spec §4). */
export function FreePlayButton() {
  const { t } = useTranslation('auth');
  const language = useBrandLanguage();
  const navigate = useNavigate();
  const freePlay = useFreePlay();
  return (
    <>
      <FormError error={freePlay.error} />
      <Button
        variant="secondary"
        size="lg"
        block
        disabled={freePlay.isPending}
        onClick={() =>
          freePlay.mutate(language, {
            onSuccess: (result) => {
              completeLogin(result, { method: 'freePlay' });
              void navigate(paths.home());
            },
          })
        }
      >
        {freePlay.isPending ? t('freePlayStarting') : t('freePlay')}
      </Button>
    </>
  );
}
