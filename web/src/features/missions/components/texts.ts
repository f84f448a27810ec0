import { useTranslation } from '../../../shared/i18n/react.tsx';
import type { MissionSummary, Reward } from '@tala/contract/missions';
import { useFormat } from '../../../shared/lib/format.ts';
import { isMoneyGoal } from '../model/missions.ts';

/** A reward as words: money with its wagering, or points. */
export function useRewardText() {
  const { t } = useTranslation('missions');
  const { money } = useFormat();
  return (reward: Reward) =>
    reward.kind === 'points'
      ? t('reward.points', { count: reward.amount })
      : reward.turnoverMultiple > 0
        ? t('reward.cashTurnover', { amount: money(reward.amount), times: reward.turnoverMultiple })
        : money(reward.amount);
}

/** A goal's figure: money for stake, deposit and turnover goals, a plain number otherwise. */
export function useGoalValue() {
  const { money, locale } = useFormat();
  return (mission: Pick<MissionSummary, 'goal'>, value: number) =>
    isMoneyGoal(mission.goal) ? money(value) : new Intl.NumberFormat(locale).format(value);
}
