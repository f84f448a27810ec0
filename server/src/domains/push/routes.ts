import { PUSH_EVENTS, PUSH_HEARTBEAT_MS, PUSH_PATH } from '@tala/contract/core/push';
import type { Domain } from '../../http/app.ts';
import { AppError } from '../../http/app-error.ts';
import type { PushConnection } from '../../http/context.ts';
import { contentSecurityPolicy } from '../../http/security.ts';
import { tokenOf } from '../session/tokens.ts';
import { frame } from './hub.ts';

/** Streams per member per node (tabs); anonymous streams per node in all. */
export const pushLimits = { perMember: 8, anonymous: 5000, maxBufferedBytes: 256 * 1024 };
/** Heartbeat comments, and how often member streams re-check their session (a logout closes them). */
export const pushTiming = { heartbeatMs: PUSH_HEARTBEAT_MS, sessionCheckMs: 60_000 };

/**
 * GET /push: server-sent events, read with fetch() so the token travels in the `token` header.
 * Anonymous streams get public events ('all'); member streams also get the member's own.
 */
export const pushDomain: Domain = {
  name: 'push',
  async register({ app, platform, hooks }) {
    const hub = platform.push;
    await hub.start();
    app.addHook('preClose', async () => hub.close());

    app.get(PUSH_PATH, async (req, reply) => {
      const sentToken = Boolean(tokenOf(req));
      const member = sentToken ? await hooks.resolveMember(req, platform) : null;
      if (sentToken && !member) throw new AppError('SESSION_EXPIRED');
      const memberId = member?.id ?? null;
      const limit = memberId === null ? pushLimits.anonymous : pushLimits.perMember;
      if (hub.countFor(memberId) >= limit) throw new AppError('TOO_MANY_REQUESTS');

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies: do not buffer the stream
        'x-accel-buffering': 'no',
        'content-security-policy': contentSecurityPolicy,
        'x-content-type-options': 'nosniff',
      });
      res.flushHeaders();

      let closed = false;
      const conn: PushConnection = {
        memberId,
        write(text) {
          if (closed) return false;
          if (res.writableLength > pushLimits.maxBufferedBytes) return false;
          res.write(text);
          return true;
        },
        close() {
          if (closed) return;
          closed = true;
          cleanup();
          res.end();
        },
      };
      const remove = hub.add(conn);
      conn.write(`retry: 3000\n\n${frame({ type: PUSH_EVENTS.hello, data: { member: memberId !== null, node: hub.nodeId } })}`);

      const heartbeat = setInterval(() => {
        if (!conn.write(': ping\n\n')) conn.close();
      }, pushTiming.heartbeatMs);
      const sessionCheck =
        memberId === null
          ? null
          : setInterval(() => {
              hooks
                .resolveMember(req, platform)
                .then((m) => {
                  if (!m) {
                    conn.write(frame({ type: 'session', data: { ended: true } }));
                    conn.close();
                  }
                })
                .catch(() => undefined);
            }, pushTiming.sessionCheckMs);
      heartbeat.unref();
      sessionCheck?.unref();

      function cleanup() {
        clearInterval(heartbeat);
        if (sessionCheck) clearInterval(sessionCheck);
        remove();
      }
      req.raw.on('close', () => conn.close());
      res.on('error', () => conn.close());
    });
  },
};
