import { z } from 'zod';
import type { ModuleCode } from './core/modules.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call an endpoint: anyone, only a logged-in member, or anyone (member resolved when a token is sent). */
export type Auth = 'none' | 'member' | 'optional';

/**
 * One API call, declared once. The server binds a handler to it and validates input with `input`;
 * the web client calls it through `api(endpoint, input)` and gets `z.infer<output>` back.
 * GET and DELETE read input from the query string; POST and PUT from the body (JSON or form-encoded).
 */
export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  /** Stable identifier, `domain.name`; used for OpenAPI operation ids and logs. */
  readonly id: string;
  readonly method: HttpMethod;
  /** The spec §7 path, relative to the site origin. */
  readonly path: string;
  readonly auth: Auth;
  /** Whitelabel module code that must be '1' for the call to be allowed (FREEPLAY3, REG3 …). */
  readonly module?: ModuleCode;
  /** Body is encrypted by the client (spec §7 "(enc)"); plain bodies are refused. */
  readonly encrypted?: boolean;
  /** Body is sent as application/x-www-form-urlencoded (spec §7 says so for a few calls). */
  readonly form?: boolean;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly input: I;
  readonly output: O;
}

export function endpoint<I extends z.ZodType, O extends z.ZodType>(def: Endpoint<I, O>): Endpoint<I, O> {
  return def;
}

export type InputOf<E> = E extends Endpoint<infer I, z.ZodType> ? z.input<I> : never;
export type ParsedInputOf<E> = E extends Endpoint<infer I, z.ZodType> ? z.output<I> : never;
export type OutputOf<E> = E extends Endpoint<z.ZodType, infer O> ? z.output<O> : never;

/** Input of calls that take none. */
export const noInput = z.object({}).loose();
