import type { Endpoint, InputOf, OutputOf } from '@tala/contract/endpoint';
import type { Envelope } from '@tala/contract/envelope';
import { sessionStore } from '../lib/storage.ts';
import { openDialog, showToast } from '../state/ui-store.ts';
import { ApiError, toErrorCode } from './api-error.ts';
import type { EndpointMeta } from './endpoints.ts';

/**
 * Seam for encrypted bodies (spec §7 "(enc)"): the accounts composition (app/compose/accounts.tsx)
 * installs the cipher with `configureApi({ encrypt })`, loaded with the first encrypted call. Without
 * it an encrypted endpoint is refused here, never sent in clear.
 */
export type EncryptBody = (body: unknown, endpoint: EndpointMeta) => Promise<{ body: BodyInit; contentType: string }>;

export interface ApiOptions {
  signal?: AbortSignal;
  encrypt?: EncryptBody;
  headers?: Record<string, string>;
  /** Do not show the network-error toast (the caller shows its own state, e.g. the start-up gate). */
  quiet?: boolean;
}

interface ApiConfig {
  baseUrl: string;
  encrypt?: EncryptBody;
  /** The single place an ended session asks for login again. */
  onLoginRequired: () => void;
  /** How a request goes out: the browser's fetch, or the server's own handler when it renders a page. */
  fetch?: typeof fetch;
}

const config: ApiConfig = {
  baseUrl: '',
  onLoginRequired: () => openDialog({ name: 'login', tab: 'login' }),
};

export function configureApi(patch: Partial<ApiConfig>): void {
  Object.assign(config, patch);
}

type Scalar = string | number | boolean;

function toParams(input: unknown): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item as Scalar)));
    else params.set(key, String(value as Scalar));
  }
  return params;
}

async function buildRequest(endpoint: EndpointMeta, input: unknown, opts: ApiOptions): Promise<[string, RequestInit]> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  const token = sessionStore.get('token');
  if (token) headers.token = token;
  let url = config.baseUrl + endpoint.path;
  const init: RequestInit = { method: endpoint.method, headers, signal: opts.signal ?? null };

  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
    const qs = toParams(input).toString();
    if (qs) url += `?${qs}`;
  } else if (endpoint.encrypted) {
    const encrypt = opts.encrypt ?? config.encrypt;
    if (!encrypt) throw new ApiError('ENCRYPTION_REQUIRED', { status: 0 });
    const { body, contentType } = await encrypt(input, endpoint);
    headers['Content-Type'] = contentType;
    init.body = body;
  } else if (endpoint.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    init.body = toParams(input).toString();
  } else {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(input ?? {});
  }
  return [url, init];
}

function onSessionEnded(): void {
  if (!sessionStore.get('token')) return;
  sessionStore.clear();
  config.onLoginRequired();
}

/**
 * Calls one contract endpoint: typed input, unwrapped typed output, failures as ApiError.
 * `endpoint` is the contract's endpoint object, or its schema-free twin from shared/api/endpoints.ts.
 */
export async function api<E extends Endpoint>(
  endpoint: E | EndpointMeta<E>,
  input: InputOf<E>,
  opts: ApiOptions = {},
): Promise<OutputOf<E>> {
  const [url, init] = await buildRequest(endpoint, input, opts);
  return send<OutputOf<E>>(url, init, opts);
}

/**
 * Sends a body the contract does not describe as JSON (an image as raw bytes) with the session's
 * token, and reads the usual envelope back, with the same error handling as `api`.
 */
export function sendRaw<T>(path: string, body: Blob, opts: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': body.type || 'application/octet-stream',
    ...opts.headers,
  };
  const token = sessionStore.get('token');
  if (token) headers.token = token;
  return send<T>(config.baseUrl + path, { method: 'POST', headers, body, signal: opts.signal ?? null }, opts);
}

async function send<T>(url: string, init: RequestInit, opts: ApiOptions): Promise<T> {
  let response: Response;
  try {
    response = await (config.fetch ?? fetch)(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (!opts.quiet) showToast({ tone: 'error', textKey: 'errors:NETWORK_ERROR' });
    throw new ApiError('NETWORK_ERROR', { status: 0 });
  }

  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new ApiError(response.ok ? 'UNKNOWN' : statusCode(response.status), { status: response.status });
  }
  if (!envelope || typeof envelope !== 'object' || envelope.success !== true) {
    const code = envelope?.code ? toErrorCode(envelope.code) : statusCode(response.status);
    if (code === 'SESSION_EXPIRED' || code === 'LOGIN_REQUIRED') onSessionEnded();
    // the server holds a session with a pending forced change to the change itself
    if (code === 'PASSWORD_CHANGE_REQUIRED') openDialog({ name: 'changePassword', forced: true });
    throw new ApiError(code, {
      message: envelope?.message,
      field: envelope?.field,
      status: response.status,
      value: envelope?.value,
    });
  }
  return envelope.value as T;
}

/** For answers without an envelope code (a proxy's 502 page and the like). */
function statusCode(status: number): ApiError['code'] {
  if (status === 401) return 'LOGIN_REQUIRED';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 502 || status === 503 || status === 504) return 'NETWORK_ERROR';
  return 'UNKNOWN';
}
