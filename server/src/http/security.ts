import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** Content-Security-Policy with no inline or eval'd script; frames only from our own origin. */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "worker-src 'self' blob:",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Headers on every answer, including the ones written before routing (see clientErrorHandler). */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    reply.headers(securityHeaders);
    // over TLS (directly, or X-Forwarded-Proto from a trusted proxy): browsers keep to HTTPS for a year.
    // Never on plain HTTP, where it would be ignored or pin a development host.
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Whether a request comes from this machine itself, for development-only pages (the outbox shows
 * login codes). The socket must be loopback, and so must the client address after the proxy rule:
 * a proxy on the same host makes every visitor's socket loopback. A forwarding header on a server
 * that trusts no proxy means an undeclared proxy sits in front, so that is refused too.
 */
export function fromThisMachine(req: FastifyRequest, config: Config): boolean {
  if (config.env === 'production') return false;
  if (!LOOPBACK.test(req.socket.remoteAddress ?? '') || !LOOPBACK.test(req.ip)) return false;
  const forwarded = req.headers['x-forwarded-for'] ?? req.headers['forwarded'] ?? req.headers['x-real-ip'];
  return config.trustProxy !== false || forwarded === undefined;
}
