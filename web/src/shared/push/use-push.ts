import { useEffect, useRef } from 'react';
import type { PushEventName } from '@tala/contract/core/push';
import type { PushPayload } from '@tala/contract/push';
import { useSessionStore } from '../state/session.ts';
import { pushChannel } from './push-channel.ts';

/** Mounted once by the app: keeps the channel connected with the current session's token. */
export function usePushConnection(): void {
  const token = useSessionStore((s) => s.token);
  useEffect(() => {
    pushChannel.start(token);
  }, [token]);
  useEffect(() => () => pushChannel.stop(), []);
}

/**
 * Calls `handler` for every event of `type` while the component is mounted. The payload is typed by
 * the contract (the server's tests check what it publishes against the schemas); only something that
 * is not an object at all (text that was not JSON) is dropped here.
 */
export function usePushEvent<N extends PushEventName>(type: N, handler: (data: PushPayload<N>) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(
    () =>
      pushChannel.on(type, (data) => {
        if (data !== null && typeof data === 'object') latest.current(data as PushPayload<N>);
      }),
    [type],
  );
}
