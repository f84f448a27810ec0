import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import type { Endpoint } from '@tala/contract/endpoint';
import { errorCatalogue } from '@tala/contract/errors';
import { AppError } from './app-error.ts';
import { bind, type BindOptions, type Handler } from './bind.ts';
import type { Platform } from './context.ts';
import { registerHealth } from './health.ts';
import { registerOpenApi } from './openapi.ts';
import { registerSecurityHeaders } from './security.ts';
import { isApiPath, registerStatic } from './static.ts';

/** What a domain gets to plug itself in. */
export interface DomainContext {
  app: FastifyInstance;
  platform: Platform;
  /** Bind one contract endpoint to its handler. */
  bind<E extends Endpoint>(ep: E, handler: Handler<E>): void;
  /** The binder's hooks, read-only (the push stream resolves its member the way bind does). */
  readonly hooks: Readonly<BindOptions>;
}

export interface Domain {
  name: string;
  register(ctx: DomainContext): void | Promise<void>;
}

export interface BuildOptions {
  domains: readonly Domain[];
  /** The binder's hooks (member resolver, module gate, body decryption), from the domain registry. */
  hooks: BindOptions;
  /** Serve the SPA from config.webDist (off in API tests). */
  serveWeb?: boolean;
}

export async function buildApp(platform: Platform, options: BuildOptions): Promise<FastifyInstance> {
  const { config } = platform;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'],
          },
    // a hop count trusts that many proxies from the socket inwards (right-most X-Forwarded-For first)
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_addr: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // per-request lines only when asked for (LOG_LEVEL=debug); errors are always logged
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(config.logLevel) }),
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  registerSecurityHeaders(app);
  await app.register(fastifyCompress, { threshold: 1024 });

  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) req.log.error({ err }, 'request failed');
      return reply.status(err.status).send({
        success: false,
        code: err.code,
        message: err.message,
        ...(err.extra.field ? { field: err.extra.field } : {}),
        ...(err.extra.value !== undefined ? { value: err.extra.value } : {}),
      });
    }
    const status = err.statusCode ?? 500;
    const code =
      status === 413
        ? 'PAYLOAD_TOO_LARGE'
        : status === 429
          ? 'TOO_MANY_REQUESTS'
          : status === 405
            ? 'METHOD_NOT_ALLOWED'
            : status >= 400 && status < 500
              ? 'BAD_REQUEST'
              : 'UNKNOWN';
    if (status >= 500) req.log.error({ err }, 'unhandled error');
    return reply.status(status >= 400 && status < 600 ? status : 500).send({
      success: false,
      code,
      message: status < 500 ? err.message : errorCatalogue.UNKNOWN.message,
    });
  });

  // frozen: a domain reads the hooks but never swaps one at start-up
  const hooks: Readonly<BindOptions> = Object.freeze({ ...options.hooks });
  const ctx: DomainContext = {
    app,
    platform,
    hooks,
    bind: (ep, handler) => bind(app, platform, hooks, ep, handler),
  };
  for (const domain of options.domains) await domain.register(ctx);

  registerHealth(app, platform);
  registerOpenApi(app);
  const sendIndex = options.serveWeb ? await registerStatic(app, config.webDist) : null;

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    // client routes: no file extension, or .html (the spec's aliases /index.html, /register.html)
    const clientRoute = !/\.[a-z0-9]{1,5}$/i.test(url) || /\.html$/i.test(url);
    if (sendIndex && (req.method === 'GET' || req.method === 'HEAD') && !isApiPath(url) && clientRoute) {
      return sendIndex(reply);
    }
    return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: `No route for ${req.method} ${url}` });
  });

  return app;
}
