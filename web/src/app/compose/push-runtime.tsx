import { useBalanceLiveUpdate } from '../../shared/push/balance-sync.ts';
import { usePushConnection } from '../../shared/push/use-push.ts';

/** The push channel and the live balance (loaded after the first paint, see games.tsx). */
export function PushRuntime() {
  usePushConnection();
  useBalanceLiveUpdate();
  return null;
}
