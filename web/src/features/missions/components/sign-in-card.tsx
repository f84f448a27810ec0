import { useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import type { SignInDay } from '@tala/contract/missions';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useFormat } from '../../../shared/lib/format.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { newRequestId, useSignIn, useSignInCalendar } from '../api/missions.ts';
import { TickIcon } from './mission-icons.tsx';
import styles from './missions.module.css';

function RewardText({ reward }: { reward: SignInDay['reward'] }) {
  const { t } = useTranslation('missions');
  const { money } = useFormat();
  return <>{reward.kind === 'cash' ? money(reward.amount) : t('reward.points', { count: reward.amount })}</>;
}

/**
 * The daily sign-in (spec §2 "sign-in and daily tasks"): the 7-day cycle with the days signed in
 * ticked, today's day marked, and the button that signs in for today.
 */
export function SignInCard() {
  const { t } = useTranslation(['missions', 'errors']);
  const calendar = useSignInCalendar();
  const signIn = useSignIn();
  const requestId = useRef(newRequestId());

  if (calendar.isPending) return <Spinner label={t('signIn.loading')} />;
  if (calendar.isError) {
    return (
      <section role="alert" className={styles.card} aria-label={t('signIn.title')}>
        <p>{calendar.error instanceof ApiError ? t(calendar.error.translationKey) : t('failed')}</p>
        <Button variant="secondary" onClick={() => void calendar.refetch()}>
          {t('retry')}
        </Button>
      </section>
    );
  }
  const { days, streak, signedToday } = calendar.data;
  const error = signIn.error instanceof ApiError ? signIn.error : null;
  return (
    <section className={`${styles.card} ${styles.signIn}`} aria-labelledby="sign-in-title">
      <div className={styles.signInHead}>
        <h2 id="sign-in-title" className={styles.heading}>
          {t('signIn.title')}
        </h2>
        <p className={styles.streak}>{t('signIn.streak', { count: streak })}</p>
      </div>
      <ol className={styles.days} aria-label={t('signIn.calendar')}>
        {days.map((d) => (
          <li
            key={d.day}
            className={styles.day}
            data-claimed={d.claimed || undefined}
            data-today={d.today || undefined}
            aria-current={d.today ? 'date' : undefined}
          >
            <span className={styles.dayName}>{t('signIn.day', { day: d.day })}</span>
            <span className={styles.dayMark} aria-hidden="true">
              {d.claimed ? <TickIcon width={18} height={18} /> : d.day}
            </span>
            <span className={styles.dayReward}>
              <RewardText reward={d.reward} />
            </span>
            <span className="visually-hidden">
              {d.claimed ? t('signIn.signed') : d.today ? t('signIn.today') : t('signIn.notYet')}
            </span>
          </li>
        ))}
      </ol>
      {signedToday ? (
        <p className={styles.signedToday} role="status">
          {signIn.data ? (
            <>
              {t('signIn.paid')} <RewardText reward={signIn.data.reward} />
            </>
          ) : (
            t('signIn.done')
          )}
        </p>
      ) : (
        <Button
          size="lg"
          disabled={signIn.isPending}
          aria-busy={signIn.isPending}
          onClick={() => signIn.mutate(requestId.current)}
        >
          {signIn.isPending ? t('signIn.signing') : t('signIn.button')}
        </Button>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {t(error.translationKey)}
        </p>
      )}
    </section>
  );
}
