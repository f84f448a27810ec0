import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { isApiError } from '../../../shared/api/api-error.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import { voteHelpful } from '../api/help-centre.ts';
import styles from './help-centre.module.css';

/** "Was this helpful?": the answer is recorded on the server; the reader may change it. */
export function HelpfulVote({ articleId }: { articleId: number }) {
  const { t } = useTranslation(['help', 'errors']);
  const vote = useMutation({ mutationFn: (helpful: boolean) => voteHelpful(articleId, helpful) });
  return (
    <div className={styles.vote} role="group" aria-labelledby={`helpful-${articleId}`}>
      <span id={`helpful-${articleId}`}>{t('helpful.question')}</span>
      <Button
        variant={vote.variables === true && vote.isSuccess ? 'primary' : 'secondary'}
        size="sm"
        aria-pressed={vote.isSuccess && vote.variables === true}
        disabled={vote.isPending}
        onClick={() => vote.mutate(true)}
      >
        {t('helpful.yes')}
      </Button>
      <Button
        variant={vote.variables === false && vote.isSuccess ? 'primary' : 'secondary'}
        size="sm"
        aria-pressed={vote.isSuccess && vote.variables === false}
        disabled={vote.isPending}
        onClick={() => vote.mutate(false)}
      >
        {t('helpful.no')}
      </Button>
      <span role="status" className={styles.muted}>
        {vote.isSuccess
          ? t('helpful.thanks')
          : vote.isError
            ? t(isApiError(vote.error) ? `errors:${vote.error.code}` : 'errors:UNKNOWN')
            : ''}
      </span>
    </div>
  );
}
