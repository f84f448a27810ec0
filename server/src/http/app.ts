import http from 'node:http';
import zlib from 'node:zlib';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import type { Endpoint } from '@tala/contract/endpoint';
import { errorCatalogue } from '@tala/contract/errors';
import { AppError } from './app-error.ts';
import { bind, type BindOptions, type Handler } from './bind.ts';
import type { Platform } from './context.ts';
import { registerHealth } from './health.ts';
import { registerInputHygiene } from './input-hygiene.ts';
import { registerOpenApi } from './openapi.ts';
import { registerSecurityHeaders, securityHeaders } from './security.ts';
import { isApiPath, registerStatic, type PageEmbed } from './static.ts';

/** What a domain gets to plug itself in. */
export interface DomainContext {
  app: FastifyInstance;
  platform: Platform;
  /** Bind one contract endpoint to its handler. */
  bind<E extends Endpoint>(ep: E, handler: Handler<E>): void;
  /** The binder's hooks, read-only (the push stream resolves its member the way bind does). */
  readonly hooks: Readonly<BindOptions>;
  /**
   * Data the app's page carries, computed for the request that loads it (a JSON script element with
   * this id); a throw leaves it out and the app fetches it as without (ADR 0023).
   */
  embedInPage(id: string, read: (req: FastifyRequest) => Promise<unknown>, preload?: PageEmbed['preload']): void;
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

/** PostgreSQL SQLSTATE class 22 (data exception): 22003 out of range, 22P02 invalid text, 22021 bad bytes … */
function isDataException(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
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
    // errors the router raises before any route (a broken %-escape, a parameter over 100 characters)
    frameworkErrors: (err, _req, reply) => {
      const code = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
      const body = JSON.stringify({ success: false, code, message: errorCatalogue[code].message });
      void (reply as FastifyReply)
        .status(code === 'PAYLOAD_TOO_LARGE' ? 414 : 400)
        .headers(securityHeaders)
        .type('application/json; charset=utf-8')
        .send(body);
    },
    // errors Node's HTTP parser raises before Fastify sees a request (headers or query string over
    // 16 KB → 431, malformed requests → 400): answered in the envelope with the security headers too
    clientErrorHandler: (err: NodeJS.ErrnoException, socket) => {
      if (err.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return socket.destroy();
      const [status, code] =
        err.code === 'HPE_HEADER_OVERFLOW'
          ? ([431, 'PAYLOAD_TOO_LARGE'] as const)
          : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? ([408, 'BAD_REQUEST'] as const)
            : ([400, 'BAD_REQUEST'] as const);
      const body = JSON.stringify({ success: false, code, message: errorCatalogue[code].message });
      const headers = Object.entries({ ...securityHeaders, 'Content-Type': 'application/json; charset=utf-8' })
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('');
      socket.end(
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n${headers}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    },
    // per-request lines only when asked for (LOG_LEVEL=debug); errors are always logged
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(config.logLevel) }),
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  registerSecurityHeaders(app);
  registerInputHygiene(app);
  // Brotli 6 rather than the plugin's 4: a drawn page is about 10 % smaller for about a millisecond
  // more per page; build files are compressed once, at build time, at the best quality
  await app.register(fastifyCompress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } },
  });

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
    // a value the database refuses as data (an integer past a 32-bit column, a malformed literal) is
    // the client's bad input wherever it slipped past validation, never a server fault
    if (isDataException(err)) {
      return reply
        .status(400)
        .send({ success: false, code: 'VALIDATION_FAILED', message: errorCatalogue.VALIDATION_FAILED.message });
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
  const embeds: PageEmbed[] = [];
  const ctx: DomainContext = {
    app,
    platform,
    hooks,
    bind: (ep, handler) => bind(app, platform, hooks, ep, handler),
    embedInPage: (id, read, preload) => void embeds.push({ id, read, ...(preload ? { preload } : {}) }),
  };
  for (const domain of options.domains) await domain.register(ctx);

  registerHealth(app, platform);
  registerOpenApi(app);
  const sendIndex = options.serveWeb ? await registerStatic(app, config.webDist, embeds, config.serverRender) : null;

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    // client routes: no file extension, or .html (the spec's aliases /index.html, /register.html)
    const clientRoute = !/\.[a-z0-9]{1,5}$/i.test(url) || /\.html$/i.test(url);
    if (sendIndex && (req.method === 'GET' || req.method === 'HEAD') && !isApiPath(url) && clientRoute) {
      return sendIndex(req, reply);
    }
    return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: `No route for ${req.method} ${url}` });
  });

  return app;
}
