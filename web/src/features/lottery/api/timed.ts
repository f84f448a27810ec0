import type { Endpoint, InputOf, OutputOf } from '@tala/contract/endpoint';
import { api, type ApiOptions } from '../../../shared/api/client.ts';
import type { EndpointMeta } from '../../../shared/api/endpoints.ts';
import { serverClock } from '../../../shared/ui/countdown/server-clock.ts';
import type { Timing } from '../model/live-games.ts';

/** A call with its round trip measured, for lock-adjusted times (spec §4). */
export async function timedApi<E extends Endpoint>(
  endpoint: E | EndpointMeta<E>,
  input: InputOf<E>,
  opts?: ApiOptions,
): Promise<{ value: OutputOf<E>; sentAt: number; receivedAt: number }> {
  const sentAt = Date.now();
  const value = await api(endpoint, input, opts);
  return { value, sentAt, receivedAt: Date.now() };
}

/** Feeds the server clock with the server's time read off an answer, then returns the timing to use. */
export function syncedTiming(serverTime: number | null, sentAt: number, receivedAt: number): Timing {
  if (serverTime !== null) serverClock.sync({ serverTime, sentAt, receivedAt });
  return { sentAt, receivedAt, offset: serverClock.offset() };
}
