import { useEffect, useRef } from 'react';
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

/** Calls `handler` for every event of `type` while the component is mounted. */
export function usePushEvent(type: string, handler: (data: unknown) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => pushChannel.on(type, (data) => latest.current(data)), [type]);
}
