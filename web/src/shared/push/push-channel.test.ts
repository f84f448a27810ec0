import { afterEach, describe, expect, it, vi } from 'vitest';
import { PushChannel } from './push-channel.ts';

/** A fetch whose response body the test writes into. */
function streamingFetch() {
  const calls: { headers: Record<string, string>; push: (text: string) => void; end: () => void }[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const encoder = new TextEncoder();
    calls.push({
      headers: init?.headers as Record<string, string>,
      push: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
    });
    init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let channel: PushChannel | null = null;
afterEach(() => channel?.stop());

describe('PushChannel', () => {
  it('sends the token in a header and delivers parsed events, even when split across chunks', async () => {
    const { fetch, calls } = streamingFetch();
    channel = new PushChannel({ fetch, url: '/push' });
    const balances: unknown[] = [];
    channel.on('balance', (data) => balances.push(data));
    channel.start('tok-1');
    await flush();
    expect(calls[0]!.headers.token).toBe('tok-1');
    calls[0]!.push('event: hello\ndata: {"member":true,"node":"a"}\n\n: ping\n\nevent: bal');
    calls[0]!.push('ance\ndata: {"sumBalance":"12.50"}\n\n');
    await flush();
    expect(balances).toEqual([{ sumBalance: '12.50' }]);
  });

  it('reconnects with the new token when the session changes', async () => {
    const { fetch, calls } = streamingFetch();
    channel = new PushChannel({ fetch });
    channel.start(null);
    await flush();
    expect(calls[0]!.headers.token).toBeUndefined();
    channel.start('tok-2');
    await flush();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers.token).toBe('tok-2');
    channel.start('tok-2');
    await flush();
    expect(calls).toHaveLength(2);
  });

  it('reconnects after the stream ends', async () => {
    const { fetch, calls } = streamingFetch();
    channel = new PushChannel({ fetch, minDelayMs: 5, maxDelayMs: 5 });
    channel.start('t');
    await flush();
    calls[0]!.end();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });

  it('does not retry a refused (ended) session until the token changes', async () => {
    const fetch = vi.fn(async () => new Response('{"success":false,"code":"SESSION_EXPIRED"}', { status: 401 }));
    channel = new PushChannel({ fetch: fetch as unknown as typeof globalThis.fetch, minDelayMs: 5, maxDelayMs: 5 });
    channel.start('old');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(fetch).toHaveBeenCalledTimes(1);
    channel.start('new');
    await flush();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
