import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { PushConnection, PushEvent, PushHub, PushTopic } from '../../http/context.ts';

/** SSE framing: `event:` line and one `data:` line of JSON (JSON has no raw newlines). */
export function frame(event: PushEvent): string {
  return `event: ${event.type.replace(/[\r\n]/g, '')}\ndata: ${JSON.stringify(event.data ?? null)}\n\n`;
}

/**
 * The push fan-out. Alone, it delivers to the streams of this process. With a Redis URL every publish
 * goes through a Redis channel that every node subscribes to, so a balance change made on node A
 * reaches the tab connected to node B. If Redis is unreachable, events still reach local streams.
 * The channel carries the deployment's prefix (config.redisPrefix): brands sharing one Redis server
 * (pub/sub ignores the db number) never hear each other's members.
 */
export function createPushHub(opts: {
  redisUrl?: string | undefined;
  /** config.redisPrefix, e.g. `tala:3f9a…:`; the channel is `<prefix>push`. */
  prefix: string;
  onError?: (err: unknown) => void;
}): PushHub {
  const CHANNEL = `${opts.prefix}push`;
  const nodeId = randomBytes(4).toString('hex');
  const byMember = new Map<number, Set<PushConnection>>();
  const anonymous = new Set<PushConnection>();
  const byTopic = new Map<PushTopic, Set<PushConnection>>();
  const watchers = new Map<string, Set<(to: number | 'all' | PushTopic) => void>>();
  let pub: Redis | null = null;
  let sub: Redis | null = null;
  let started: Promise<void> | null = null;
  const onError = opts.onError ?? (() => undefined);

  function deliverLocal(to: number | 'all' | PushTopic, text: string): void {
    if (watchers.size) tellWatchers(to, text);
    const targets: Iterable<PushConnection>[] =
      to === 'all'
        ? [anonymous, ...byMember.values()]
        : typeof to === 'string'
          ? [byTopic.get(to) ?? []]
          : [byMember.get(to) ?? []];
    for (const set of targets) {
      for (const conn of set) {
        if (!conn.write(text)) conn.close();
      }
    }
  }

  function tellWatchers(to: number | 'all' | PushTopic, text: string): void {
    // the frame starts with its `event: <type>` line (see frame)
    const type = text.slice('event: '.length, text.indexOf('\n'));
    for (const listener of watchers.get(type) ?? []) {
      try {
        listener(to);
      } catch (err) {
        onError(err);
      }
    }
  }

  // the publisher never queues (an event is delivered locally instead); the subscriber queues its
  // SUBSCRIBE until connected and re-subscribes by itself after a reconnect
  function redisClient(queue: boolean): Redis {
    const client = new Redis(opts.redisUrl!, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: queue });
    client.on('error', onError);
    return client;
  }

  return {
    nodeId,
    publish(to, event) {
      const text = frame(event);
      if (pub && pub.status === 'ready') {
        pub.publish(CHANNEL, JSON.stringify({ to, text })).catch((err) => {
          onError(err);
          deliverLocal(to, text);
        });
        return;
      }
      deliverLocal(to, text);
    },
    add(conn) {
      const topic = conn.topic;
      if (topic) {
        let set = byTopic.get(topic);
        if (!set) byTopic.set(topic, (set = new Set()));
        set.add(conn);
        return () => {
          set.delete(conn);
          if (set.size === 0 && byTopic.get(topic) === set) byTopic.delete(topic);
        };
      }
      if (conn.memberId === null) anonymous.add(conn);
      else {
        let set = byMember.get(conn.memberId);
        if (!set) byMember.set(conn.memberId, (set = new Set()));
        set.add(conn);
      }
      return () => {
        if (conn.memberId === null) anonymous.delete(conn);
        else {
          const set = byMember.get(conn.memberId);
          set?.delete(conn);
          if (set && set.size === 0) byMember.delete(conn.memberId);
        }
      };
    },
    watch(type, listener) {
      let set = watchers.get(type);
      if (!set) watchers.set(type, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && watchers.get(type) === set) watchers.delete(type);
      };
    },
    countFor(memberId) {
      return memberId === null ? anonymous.size : (byMember.get(memberId)?.size ?? 0);
    },
    stats() {
      let connections = anonymous.size;
      for (const set of byMember.values()) connections += set.size;
      for (const set of byTopic.values()) connections += set.size;
      return { connections, members: byMember.size, redis: opts.redisUrl ? (pub?.status ?? 'not started') : 'off' };
    },
    start() {
      if (!opts.redisUrl) return Promise.resolve();
      started ??= (async () => {
        pub = redisClient(false);
        sub = redisClient(true);
        sub.on('message', (_channel: string, message: string) => {
          try {
            const { to, text } = JSON.parse(message) as { to: number | 'all' | PushTopic; text: string };
            deliverLocal(to, text);
          } catch (err) {
            onError(err);
          }
        });
        try {
          await Promise.all([pub.connect(), sub.connect()]);
          await sub.subscribe(CHANNEL);
        } catch (err) {
          // Redis down at start: serve local streams; ioredis keeps reconnecting in the background
          onError(err);
        }
      })();
      return started;
    },
    async close() {
      for (const set of [anonymous, ...byMember.values(), ...byTopic.values()]) for (const conn of [...set]) conn.close();
      anonymous.clear();
      byMember.clear();
      byTopic.clear();
      await Promise.all([pub?.quit().catch(() => undefined), sub?.quit().catch(() => undefined)]);
      pub = sub = null;
      started = null;
    },
  };
}
