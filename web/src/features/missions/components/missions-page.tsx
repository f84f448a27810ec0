import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import type { MissionClaimResult, MissionSummary } from '@tala/contract/missions';
import { ApiError } from '../../../shared/api/api-error.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { newRequestId, useClaimMission, useMarkMissionsSeen, useMissions } from '../api/missions.ts';
import { isMoneyGoal, progressPercent, sortMissions } from '../model/missions.ts';
import { Leaderboard } from './leaderboard.tsx';
import { SignInCard } from './sign-in-card.tsx';
import styles from './missions.module.css';
import { useGoalValue, useRewardText } from './texts.ts';

function Period({ mission }: { mission: MissionSummary }) {
  const { t } = useTranslation('missions');
  const day = (iso: string) => formatDateTime(iso).slice(0, 10);
  if (mission.status === 'comingSoon') return <>{t('period.starts', { date: day(mission.periodStartsAt) })}</>;
  if (mission.period === 'daily') return <>{t('period.daily')}</>;
  return mission.periodEndsAt ? <>{t('period.until', { date: day(mission.periodEndsAt) })}</> : <>{t('period.noEnd')}</>;
}

function ClaimAction({ mission, onClaimed }: { mission: MissionSummary; onClaimed: (r: MissionClaimResult) => void }) {
  const { t } = useTranslation(['missions', 'errors']);
  const claim = useClaimMission();
  const requestId = useRef(newRequestId());
  const error = claim.error instanceof ApiError ? claim.error : null;
  if (mission.status !== 'claim') {
    return (
      <p className={styles.state} data-status={mission.status}>
        {t(`status.${mission.status}`)}
      </p>
    );
  }
  return (
    <div className={styles.action}>
      <Button
        size="lg"
        disabled={claim.isPending}
        aria-busy={claim.isPending}
        aria-describedby={`mission-${mission.id}-title`}
        onClick={() => claim.mutate({ id: mission.id, requestId: requestId.current }, { onSuccess: onClaimed })}
      >
        {claim.isPending ? t('claiming') : t('claim')}
      </Button>
      {error && (
        <p className={styles.error} role="alert">
          {t(error.translationKey)}
        </p>
      )}
    </div>
  );
}

function MissionCard({
  mission,
  onClaimed,
  onLeaderboard,
}: {
  mission: MissionSummary;
  onClaimed: (r: MissionClaimResult) => void;
  onLeaderboard: () => void;
}) {
  const { t } = useTranslation('missions');
  const rewardText = useRewardText();
  const goalValue = useGoalValue();
  const titleId = `mission-${mission.id}-title`;
  const percent = progressPercent(mission.progress, mission.target);
  return (
    <article className={styles.mission} aria-labelledby={titleId} data-status={mission.status}>
      <div className={styles.missionHead}>
        <h3 id={titleId} className={styles.missionTitle}>
          {mission.title}
        </h3>
        {mission.unseen && <span className={styles.new}>{t('new')}</span>}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('goal.label')}</dt>
          <dd>
            {t(`goal.${mission.goal}`, {
              target: goalValue(mission, mission.target),
              // Counted goals read "1 bet" / "3 bets"; money goals have one form.
              ...(isMoneyGoal(mission.goal) ? {} : { count: mission.target }),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('period.label')}</dt>
          <dd>
            <Period mission={mission} />
          </dd>
        </div>
        <div>
          <dt>{t('reward.label')}</dt>
          <dd>{rewardText(mission.reward)}</dd>
        </div>
      </dl>
      <div className={styles.progressRow}>
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={t('progress.label', { title: mission.title })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('progress.of', {
            done: goalValue(mission, mission.progress),
            target: goalValue(mission, mission.target),
          })}
        >
          <span className={styles.barFill} style={{ width: `${percent}%` }} />
        </div>
        <span className={styles.progressText} aria-hidden="true">
          {goalValue(mission, mission.progress)} / {goalValue(mission, mission.target)}
        </span>
      </div>
      <div className={styles.actions}>
        <ClaimAction mission={mission} onClaimed={onClaimed} />
        <Button variant="secondary" className={styles.boardButton} onClick={onLeaderboard} aria-describedby={titleId}>
          {t('leaderboard.open')}
        </Button>
      </div>
    </article>
  );
}

/**
 * Member centre → mission activity (spec §1 missions, §2 missionLeaderboard): today's sign-in, the
 * missions with the member's progress, period and reward, claiming a finished one, and each
 * mission's leaderboard. Opening the page marks the running missions seen (the menu badge goes).
 */
export default function MissionsPage(_props: CentrePageProps) {
  const { t } = useTranslation(['missions', 'errors']);
  const rewardText = useRewardText();
  const missions = useMissions();
  const seen = useMarkMissionsSeen();
  const [board, setBoard] = useState<number | null>(null);
  const [lastClaim, setLastClaim] = useState<MissionClaimResult | null>(null);
  const unseen = missions.data?.unseen ?? 0;
  const markSeen = seen.mutate;
  const marked = useRef(false);

  useEffect(() => {
    if (unseen > 0 && !marked.current) {
      marked.current = true;
      markSeen();
    }
  }, [unseen, markSeen]);

  return (
    <div className={styles.page}>
      <SignInCard />
      {board !== null ? (
        <Leaderboard id={board} onBack={() => setBoard(null)} />
      ) : (
        <section aria-labelledby="missions-title" className={styles.section}>
          <h2 id="missions-title" className={styles.heading}>
            {t('title')}
          </h2>
          <p role="status" className={lastClaim ? styles.claimDone : 'visually-hidden'}>
            {lastClaim &&
              t(lastClaim.claim.reward.kind === 'points' ? 'claimedPoints' : 'claimedCash', {
                title: lastClaim.claim.title,
                reward: rewardText(lastClaim.claim.reward),
              })}
          </p>
          {missions.isPending ? (
            <Spinner label={t('loading')} />
          ) : missions.isError ? (
            <div role="alert" className={styles.card}>
              <p>{missions.error instanceof ApiError ? t(missions.error.translationKey) : t('failed')}</p>
              <Button variant="secondary" onClick={() => void missions.refetch()}>
                {t('retry')}
              </Button>
            </div>
          ) : missions.data.list.length === 0 ? (
            <p className={styles.muted}>{t('empty')}</p>
          ) : (
            <ul className={styles.list} aria-labelledby="missions-title">
              {sortMissions(missions.data.list).map((m) => (
                <li key={m.id}>
                  <MissionCard mission={m} onClaimed={setLastClaim} onLeaderboard={() => setBoard(m.id)} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
