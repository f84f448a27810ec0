import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LOTTERY_PUSH_EVENTS } from '@tala/contract/core/push';
import { pushChannel } from '../../../shared/push/push-channel.ts';
import { usePushEvent } from '../../../shared/push/use-push.ts';
import { useSessionStore } from '../../../shared/state/session.ts';
import { vnKeys } from './keys.ts';

/** A new numero or result of a Vietnam game refreshes the screen's games and results. */
export function useVnLive(gameCodes: ReadonlySet<string>): void {
  const client = useQueryClient();
  const token = useSessionStore((s) => s.token);
  // idempotent: the app normally has the channel open already
  useEffect(() => pushChannel.start(token), [token]);
  const onEvent = (data: { gameCode: string }) => {
    if (gameCodes.has(data.gameCode)) void client.invalidateQueries({ queryKey: vnKeys.all });
  };
  usePushEvent(LOTTERY_PUSH_EVENTS.numero, onEvent);
  usePushEvent(LOTTERY_PUSH_EVENTS.result, onEvent);
}
