import { useLogout } from '../../features/auth/lib/use-logout.ts';
import { ResponsiblePage } from '../../features/member-centre/components/responsible-page.tsx';
import type { CentrePageProps } from '../../shared/ui/centre/pages.ts';

/** Responsible play (member centre): a break ends the member's sessions, so the site logs out with it. */
export default function ResponsiblePageWithLogout(props: CentrePageProps) {
  return <ResponsiblePage {...props} onSessionEnded={useLogout()} />;
}
