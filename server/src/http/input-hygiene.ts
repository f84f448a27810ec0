import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Text no field may carry: NUL (PostgreSQL text cannot hold it, so it failed deep inside a handler,
 * sometimes after a side effect such as using up an SMS code) and unpaired UTF-16 surrogates (not
 * characters: they cannot be stored or sent back as they came).
 */
// eslint-disable-next-line no-control-regex -- the NUL is the point
const FORBIDDEN = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path of the first string in a value that holds forbidden text, or null. */
export function badTextAt(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return FORBIDDEN.test(value) ? path || 'body' : null;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  for (const [key, v] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (FORBIDDEN.test(key)) return at;
    const found = badTextAt(v, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Throws VALIDATION_FAILED naming the field when an input holds forbidden text. */
export function refuseBadText(value: unknown): void {
  const at = badTextAt(value);
  if (at) throw new AppError('VALIDATION_FAILED', { field: at, message: `${at}: contains a NUL byte or a broken character` });
}

/** Checks every request's parameters, query and body before any handler sees them. */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    refuseBadText(req.params);
    refuseBadText(req.query);
    refuseBadText(req.body);
  });
}
