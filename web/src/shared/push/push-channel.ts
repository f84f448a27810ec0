import { createSseParser, PUSH_EVENTS, PUSH_PATH, type PushMessage } from '@tala/contract/core/push';

type Handler = (data: unknown) => void;

export interface PushChannelOptions {
  url?: string;
  fetch?: typeof fetch;
  /** Reconnect delays grow from `minDelayMs` to `maxDelayMs`; a `hello` resets them. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * The push channel (contract/src/core/push.ts): server-sent events read with fetch(), so the member token
 * goes in the `token` header, never in the URL. One connection per page; it follows the session
 * (reconnects when the token changes) and reconnects with growing pauses when the stream drops.
 * Listeners subscribe by event type; `hello` arrives on every (re)connect, so screens can refetch
 * what they show (events are not replayed).
 */
export class PushChannel {
  private readonly listeners = new Map<string, Set<Handler>>();
  private controller: AbortController | null = null;
  private token: string | null = null;
  private started = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private delay: number;
  private readonly options: Required<PushChannelOptions>;

  constructor(options: PushChannelOptions = {}) {
    this.options = {
      url: options.url ?? PUSH_PATH,
      fetch: options.fetch ?? ((...args) => globalThis.fetch(...args)),
      minDelayMs: options.minDelayMs ?? 1000,
      maxDelayMs: options.maxDelayMs ?? 30_000,
    };
    this.delay = this.options.minDelayMs;
  }

  on(type: string, handler: Handler): () => void {
    const set = this.listeners.get(type) ?? new Set<Handler>();
    set.add(handler);
    this.listeners.set(type, set);
    return () => set.delete(handler);
  }

  /** Connects (or reconnects when the token changed). */
  start(token: string | null): void {
    if (this.started && token === this.token) return;
    this.stop();
    this.started = true;
    this.token = token;
    this.delay = this.options.minDelayMs;
    void this.connect();
  }

  stop(): void {
    this.started = false;
    clearTimeout(this.timer);
    this.controller?.abort();
    this.controller = null;
  }

  private emit(message: PushMessage): void {
    if (message.type === PUSH_EVENTS.hello) this.delay = this.options.minDelayMs;
    this.listeners.get(message.type)?.forEach((handler) => handler(message.data));
  }

  private async connect(): Promise<void> {
    const controller = new AbortController();
    this.controller = controller;
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (this.token) headers.token = this.token;
    try {
      // low priority: the stream never ends, so at high priority it would count as a page resource still
      // loading (for the browser's scheduling and for tools that wait for the network to settle)
      const response = await this.options.fetch(this.options.url, {
        headers,
        signal: controller.signal,
        cache: 'no-store',
        priority: 'low',
      });
      // an ended session (401): wait for the next token instead of knocking again
      if (response.status === 401) return;
      if (!response.ok || !response.body) throw new Error(`push ${response.status}`);
      const parse = createSseParser((message) => this.emit(message));
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parse(value);
      }
    } catch {
      // dropped, refused or aborted: handled below
    }
    if (controller.signal.aborted || this.controller !== controller) return;
    this.retryLater();
  }

  private retryLater(): void {
    const jitter = this.delay * (0.75 + Math.random() * 0.5);
    this.timer = setTimeout(() => void this.connect(), jitter);
    this.delay = Math.min(this.delay * 2, this.options.maxDelayMs);
  }
}

/** The page's one channel. */
export const pushChannel = new PushChannel();
