import RewardCentrePage from '../../features/promotions/components/reward-centre-page.tsx';
import { SignInCard } from '../../features/missions/components/sign-in-card.tsx';
import type { CentrePageProps } from '../../shared/ui/centre/pages.ts';

/** Reward centre (member centre): today's sign-in above what can be claimed (two features, composed here). */
export default function RewardCentreWithSignIn(props: CentrePageProps) {
  return (
    <div style={{ display: 'grid', gap: 'var(--space-5)' }}>
      <SignInCard />
      <RewardCentrePage {...props} />
    </div>
  );
}
