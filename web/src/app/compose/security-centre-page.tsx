import PayoutSecurityPage from '../../features/cashier/payout/components/payout-security-page.tsx';
import { SecurityCentre } from '../../features/member-centre/components/security-centre.tsx';
import type { CentrePageProps } from '../../shared/ui/centre/pages.ts';

/** The security centre (member centre) with the cashier's payment password and payout accounts inside it. */
export default function SecurityCentrePage(props: CentrePageProps) {
  return <SecurityCentre {...props} payout={<PayoutSecurityPage {...props} />} />;
}
