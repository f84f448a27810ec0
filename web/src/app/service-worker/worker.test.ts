import { describe, expect, it, vi } from 'vitest';
import source from '../../../build/worker/sw.js?raw';

/**
 * The service worker's caching rules (build/worker/sw.js), run against an in-memory Cache Storage and
 * network: what it answers from where, and what it never touches.
 */
const PRECACHE = ['/offline.html', '/offline.js', '/theme-init.js', '/assets/index-abc.js'];

interface FakeRequest {
  url: string;
  method: string;
  mode: string;
}
type Listener = (event: Record<string, unknown>) => void;

function startWorker() {
  const listeners: Record<string, Listener> = {};
  const storage = new Map<string, Map<string, Response>>();
  const network = { online: true, calls: [] as string[] };
  const keyOf = (request: string | { url: string }) =>
    new URL(typeof request === 'string' ? request : request.url, 'https://site.test').pathname;
  const cacheFor = (name: string) => {
    const entries = storage.get(name) ?? new Map<string, Response>();
    storage.set(name, entries);
    return {
      match: async (request: string | FakeRequest) => entries.get(keyOf(request))?.clone(),
      put: async (request: FakeRequest, response: Response) => void entries.set(keyOf(request), response),
      addAll: async (requests: { url: string }[]) => {
        for (const r of requests) entries.set(keyOf(r), await fakeFetch(r));
      },
    };
  };
  const fakeFetch = vi.fn(async (request: { url: string }) => {
    network.calls.push(keyOf(request));
    if (!network.online) throw new TypeError('Failed to fetch');
    const response = new Response(`network ${keyOf(request)}`, { status: 200 });
    Object.defineProperty(response, 'type', { value: 'basic' });
    return response;
  });
  const caches = {
    open: async (name: string) => cacheFor(name),
    keys: async () => [...storage.keys()],
    delete: async (name: string) => storage.delete(name),
    match: async (request: string | FakeRequest, options: { cacheName: string }) =>
      storage.get(options.cacheName)?.get(keyOf(request))?.clone(),
  };
  const self = {
    location: { origin: 'https://site.test' },
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
    skipWaiting: vi.fn(),
  };
  class FakeRequestClass {
    constructor(public url: string) {}
  }
  const code = source.replace("'__VERSION__'", "'v2'").replace('__PRECACHE__', JSON.stringify(PRECACHE));
  new Function('self', 'caches', 'fetch', 'Request', code)(self, caches, fakeFetch, FakeRequestClass);

  const lifecycle = async (type: string) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners[type]!({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  /** Dispatches a fetch; resolves with the worker's answer's text, or null when it left it to the browser. */
  const request = async (path: string, { method = 'GET', mode = 'cors' } = {}) => {
    let answer: Promise<Response> | null = null;
    listeners.fetch!({
      request: { url: new URL(path, 'https://site.test').href, method, mode },
      respondWith: (p: Promise<Response>) => (answer = p),
    });
    return answer ? (await (answer as Promise<Response>)).text() : null;
  };
  return { self, storage, network, lifecycle, request, message: (data: unknown) => listeners.message!({ data }) };
}

describe('service worker', () => {
  it('precaches the app shell and the offline page when it installs', async () => {
    const worker = startWorker();
    await worker.lifecycle('install');
    expect([...(worker.storage.get('tala-v2')?.keys() ?? [])].sort()).toEqual([...PRECACHE].sort());
  });

  it('never answers the API, push, uploads, media or any write: the browser fetches them as without it', async () => {
    const worker = startWorker();
    await worker.lifecycle('install');
    for (const path of [
      '/wps/member/info',
      '/api/x',
      '/push',
      '/push/events',
      '/media/upload/1.png',
      '/lgw/a',
      '/dev/outbox',
      '/sw.js',
    ]) {
      expect(await worker.request(path), path).toBeNull();
    }
    expect(await worker.request('/dev/outbox', { mode: 'navigate' })).toBeNull();
    expect(await worker.request('/assets/index-abc.js', { method: 'POST' })).toBeNull();
    expect(await worker.request('https://cdn.example/assets/a.js')).toBeNull();
    expect(
      [...(worker.storage.get('tala-v2')?.keys() ?? [])].some((k) => !k.startsWith('/assets/') && !PRECACHE.includes(k)),
    ).toBe(false);
  });

  it('serves hashed build files from the cache first, keeping those fetched later', async () => {
    const worker = startWorker();
    await worker.lifecycle('install');
    worker.network.calls.length = 0;
    expect(await worker.request('/assets/index-abc.js')).toBe('network /assets/index-abc.js');
    expect(worker.network.calls).toEqual([]);
    expect(await worker.request('/assets/lazy-def.js')).toBe('network /assets/lazy-def.js');
    worker.network.online = false;
    expect(await worker.request('/assets/lazy-def.js')).toBe('network /assets/lazy-def.js');
    expect(worker.network.calls).toEqual(['/assets/lazy-def.js']);
  });

  it('loads pages from the network, and the offline page only when the network is down', async () => {
    const worker = startWorker();
    await worker.lifecycle('install');
    expect(await worker.request('/help', { mode: 'navigate' })).toBe('network /help');
    worker.network.online = false;
    expect(await worker.request('/help', { mode: 'navigate' })).toBe('network /offline.html');
    // the offline page's own files come from the cache too
    expect(await worker.request('/theme-init.js')).toBe('network /theme-init.js');
  });

  it("drops the previous build's cache when it takes over, and takes over only when asked", async () => {
    const worker = startWorker();
    worker.storage.set('tala-v1', new Map());
    worker.storage.set('other-app', new Map());
    await worker.lifecycle('install');
    expect(worker.self.skipWaiting).not.toHaveBeenCalled();
    await worker.lifecycle('activate');
    expect([...worker.storage.keys()].sort()).toEqual(['other-app', 'tala-v2']);
    worker.message({ type: 'something else' });
    expect(worker.self.skipWaiting).not.toHaveBeenCalled();
    worker.message({ type: 'SKIP_WAITING' });
    expect(worker.self.skipWaiting).toHaveBeenCalledOnce();
  });
});
