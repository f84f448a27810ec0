import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pushChannel } from '../../../shared/push/push-channel.ts';
import { usePushEvent } from '../../../shared/push/use-push.ts';
import { useSessionStore } from '../../../shared/state/session.ts';
import { vnKeys } from './keys.ts';

/** Push event names of the lottery (contract lotteryPushTypes). */
const NUMERO = 'lottery.numero';
const RESULT = 'lottery.result';

/** A new numero or result of a Vietnam game refreshes the screen's games and results. */
export function useVnLive(gameCodes: ReadonlySet<string>): void {
  const client = useQueryClient();
  const token = useSessionStore((s) => s.token);
  // idempotent: the app normally has the channel open already
  useEffect(() => pushChannel.start(token), [token]);
  const onEvent = (data: unknown) => {
    const code = (data as { gameCode?: unknown } | null)?.gameCode;
    if (typeof code === 'string' && gameCodes.has(code)) void client.invalidateQueries({ queryKey: vnKeys.all });
  };
  usePushEvent(NUMERO, onEvent);
  usePushEvent(RESULT, onEvent);
}
