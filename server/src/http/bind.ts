import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '@tala/contract/endpoint';
import { AppError } from './app-error.ts';
import { refuseBadText } from './input-hygiene.ts';
import type { HandlerContext, MemberResolver, Platform } from './context.ts';

export type Handler<E extends Endpoint> = (
  ctx: HandlerContext<z.output<E['input']>>,
) => Promise<z.input<E['output']>> | z.input<E['output']>;

/**
 * What the binder asks of the domains before a handler runs (who the member is, whether a module is
 * on, how to decrypt a body). The http layer never imports a domain: these come from the domain
 * registry (server/src/domains/index.ts) and are handed to buildApp, fixed for the app's life.
 */
export interface BindOptions {
  resolveMember: MemberResolver;
  /** Returns true when the whitelabel module is on. */
  moduleEnabled: (code: string, platform: Platform) => Promise<boolean>;
  /** Turns an encrypted body into the plain object; throws AppError when it is not encrypted. */
  decrypt?: (body: unknown, platform: Platform) => Promise<unknown>;
  /**
   * Told after each call of a member that may have changed something (any method but GET), once its
   * handler has finished: what this node keeps of the member's answers starts afresh.
   */
  memberCalled?: (memberId: number, platform: Platform) => void;
}

/** If-None-Match names this entity tag (a list, weak or strong, or `*`). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/** What a session with a pending forced password change may still call. */
const DURING_FORCED_CHANGE = new Set(['member.changePassword', 'session.logout']);

/**
 * Serialised bodies and tags of frozen answers. A frozen answer cannot change, and the caches of
 * public answers hand out the same frozen object to every request of their lifetime, so it is
 * serialised and hashed once, not per request. Weak: an answer no cache holds any more goes.
 */
const serialised = new WeakMap<object, { body: string; etag: string }>();

function tagged(value: unknown): { body: string; etag: string } {
  const memo = typeof value === 'object' && value !== null && Object.isFrozen(value);
  const known = memo ? serialised.get(value) : undefined;
  if (known) return known;
  const body = JSON.stringify({ success: true, value });
  const answer = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
  if (memo) serialised.set(value, answer);
  return answer;
}

/**
 * Binds a contract endpoint to a handler: reads input from the query (GET/DELETE) or the body,
 * validates it with the contract schema (400 VALIDATION_FAILED naming the field), enforces the token
 * and module rules, and wraps the result in the envelope. A session that must change its password
 * gets PASSWORD_CHANGE_REQUIRED from member calls and is treated as a visitor by optional ones.
 */
export function bind<E extends Endpoint>(
  app: FastifyInstance,
  platform: Platform,
  options: BindOptions,
  ep: E,
  handler: Handler<E>,
): void {
  app.route({
    method: ep.method,
    url: ep.path,
    handler: async (req, reply) => {
      // what a member call answers is his own (balance, bets, funds): no browser or proxy may keep it
      if (ep.auth !== 'none') void reply.header('cache-control', 'no-store');
      let member = ep.auth === 'none' ? null : await options.resolveMember(req, platform);
      if (member?.mustChangePassword && !DURING_FORCED_CHANGE.has(ep.id)) {
        if (ep.auth === 'member') throw new AppError('PASSWORD_CHANGE_REQUIRED');
        member = null;
      }
      if (ep.auth === 'member' && !member) {
        const sentToken = Boolean(req.headers['token'] ?? req.headers.authorization);
        throw new AppError(sentToken ? 'SESSION_EXPIRED' : 'LOGIN_REQUIRED');
      }
      if (ep.module && !(await options.moduleEnabled(ep.module, platform))) throw new AppError('FUNCTION_DISABLED');
      let raw: unknown = ep.method === 'GET' || ep.method === 'DELETE' ? req.query : req.body;
      if (ep.encrypted) {
        if (!options.decrypt) throw new AppError('ENCRYPTION_REQUIRED');
        raw = await options.decrypt(raw, platform);
        refuseBadText(raw);
      }
      const parsed = ep.input.safeParse(raw ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new AppError('VALIDATION_FAILED', {
          field: issue?.path.join('.') || undefined,
          message: issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : undefined,
        });
      }
      let value: Awaited<ReturnType<Handler<E>>>;
      try {
        value = await handler({
          input: parsed.data as z.output<E['input']>,
          member,
          req,
          reply,
          platform,
          ip: req.ip,
        });
      } finally {
        if (member && ep.method !== 'GET') options.memberCalled?.(member.id, platform);
      }
      if (reply.sent) return reply;
      const envelope = { success: true, value };
      // what everyone gets (menus, banners, notices, site config): revalidated by ETag, so a
      // returning browser or a CDN gets 304 and no body when nothing changed
      if (ep.method === 'GET' && ep.auth === 'none' && reply.statusCode === 200) {
        const { body, etag } = tagged(value);
        void reply.header('etag', etag);
        if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-cache');
        if (matchesEtag(req.headers['if-none-match'], etag)) return reply.status(304).send();
        return reply.type('application/json; charset=utf-8').send(body);
      }
      // a shared cached answer (frozen) that a signed-in caller gets too, such as a game-list page: the
      // text made once for all its requests, not serialised again for each
      if (reply.statusCode === 200 && typeof value === 'object' && value !== null && Object.isFrozen(value)) {
        return reply.type('application/json; charset=utf-8').send(tagged(value).body);
      }
      return envelope;
    },
  });
}
