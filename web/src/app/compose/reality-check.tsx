import { useLogout } from '../../features/auth/lib/use-logout.ts';
import { RealityCheck } from '../../features/member-centre/components/reality-check.tsx';

/** The member centre's reality check, whose "log out" is the accounts' logout. */
export function RealityCheckWithLogout() {
  return <RealityCheck onLogout={useLogout()} />;
}
