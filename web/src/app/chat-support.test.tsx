import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@tala/contract/chat';
import { encodeServicePath } from '@tala/contract/customer-service';
import { pushChannel } from '../shared/push/push-channel.ts';
import { endSession, startSession } from '../shared/state/session.ts';
import { permissionFixture } from './testing/fixtures.ts';
import { mockServer } from './testing/mock-server.ts';
import { renderApp } from './testing/render-app.tsx';
import { resetUiStore } from './testing/reset.ts';
import { waitForRoute } from './testing/wait-for-route.ts';

const msg = (id: number, patch: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  room: 'support',
  kind: 'member',
  author: 'demo',
  mine: true,
  text: `hello ${id}`,
  createdAt: '2026-11-25T03:04:05Z',
  ...patch,
});

let thread: ChatMessage[];
let support: { vip: boolean; unread: number };
let sent: unknown[];
let stream: ReadableStreamDefaultController<Uint8Array> | null;
const encoder = new TextEncoder();
const push = (type: string, data: unknown) =>
  stream!.enqueue(encoder.encode(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`));

/** The brand without an outside customer service: the in-house support room answers. */
const inHouse = () =>
  permissionFixture({
    info: { ...permissionFixture().info, customerService: { version: { pathList: [] }, telegram: 'https://t.me/tala_support' } },
  });

function serve(permission = inHouse()) {
  mockServer({
    permission,
    routes: {
      '/wps/chat/rooms': () => ({ rooms: [{ code: 'lobby', minRank: 0, unread: 0, lastId: 0 }] }),
      '/wps/chat/unread': () => ({ unreadCount: support.unread }),
      '/wps/chat/support': () => support,
      '/wps/chat/read': () => {
        support = { ...support, unread: 0 };
        return { unread: 0, unreadCount: 0 };
      },
      '/wps/chat/messages': (url, body) => {
        if (body) {
          const b = body as { room: string; text: string };
          sent.push(b);
          const m = msg(thread.length + 1, { text: b.text });
          thread.push(m);
          return { message: m };
        }
        const after = Number(url.searchParams.get('after') ?? 0);
        return { list: thread.filter((m) => m.id > after), hasMore: false };
      },
    },
  });
  // the push stream on top of the mock server: the test writes its events
  const base = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), 'http://localhost').pathname !== '/push') return base(input, init);
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (stream = c) });
    init?.signal?.addEventListener('abort', () => stream?.error(new DOMException('aborted', 'AbortError')));
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  });
}

beforeEach(() => {
  resetUiStore();
  endSession();
  stream = null;
  sent = [];
  thread = [
    msg(1, { text: 'Where is my deposit?' }),
    msg(2, { kind: 'operator', author: '', mine: false, text: 'Checking now.' }),
  ];
  support = { vip: false, unread: 1 };
});
afterEach(() => {
  pushChannel.stop();
  vi.restoreAllMocks();
});

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await waitForRoute('Home');
  const menu = within(screen.getByRole('navigation', { name: 'Main menu' }));
  await user.click(menu.getByRole('button', { name: 'Customer services' }));
  return menu;
}

describe('customer service', () => {
  it('without an outside service, opens the member’s own conversation; answers arrive live; a deleted message goes', async () => {
    serve();
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    const user = userEvent.setup();
    renderApp('/');
    const menu = await openMenu(user);
    await user.click(await menu.findByRole('button', { name: 'Customer service, 1 unread answer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Customer service' }));
    expect(dialog.getByText(/our customer-service team answers in this conversation/)).toBeInTheDocument();
    // no room tabs: it is one conversation
    expect(dialog.queryByRole('tab')).toBeNull();
    const log = within(await dialog.findByRole('log', { name: 'Messages' }));
    expect(await log.findByText('Checking now.')).toBeInTheDocument();

    await user.type(dialog.getByRole('textbox', { name: 'Message' }), 'Thank you{Enter}');
    expect(await log.findByText('Thank you')).toBeInTheDocument();
    expect(sent).toEqual([{ room: 'support', text: 'Thank you' }]);

    await waitFor(() => expect(stream).not.toBeNull());
    thread.push(msg(4, { kind: 'operator', author: '', mine: false, text: 'Credited.' }));
    push('chat.message', { room: 'support', id: 4 });
    expect(await log.findByText('Credited.')).toBeInTheDocument();
    push('chat.deleted', { room: 'support', id: 4 });
    await waitFor(() => expect(log.queryByText('Credited.')).toBeNull());

    // the stream dropped and came back (perhaps on another node): hello makes the panel fetch what it missed
    thread.push(msg(5, { kind: 'operator', author: '', mine: false, text: 'Anything else?' }));
    push('hello', { member: true, node: 'node-b' });
    expect(await log.findByText('Anything else?')).toBeInTheDocument();
  });

  it('a VIP is served by the VIP service', async () => {
    serve();
    support = { vip: true, unread: 0 };
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    const user = userEvent.setup();
    renderApp('/');
    const menu = await openMenu(user);
    await user.click(await menu.findByRole('button', { name: 'VIP service' }));
    expect(await screen.findByRole('dialog', { name: 'VIP service' })).toBeInTheDocument();
  });

  it('a visitor gets the login popup', async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/');
    const menu = await openMenu(user);
    await user.click(await menu.findByRole('button', { name: 'Customer service' }));
    // the login dialog is its own chunk: on a loaded machine its first load takes a while
    expect(await screen.findByRole('dialog', { name: 'Welcome to Tala' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('with an outside service, a VIP gets the brand’s VIP link in the popup', async () => {
    const base = permissionFixture();
    serve(
      permissionFixture({
        info: {
          ...base.info,
          customerService: { ...base.info.customerService!, vipPath: encodeServicePath('https://vip.example/desk', 'v1p5ecr7') },
        },
      }),
    );
    support = { vip: true, unread: 0 };
    const popup = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    const user = userEvent.setup();
    renderApp('/');
    const menu = await openMenu(user);
    await user.click(await menu.findByRole('button', { name: 'VIP service' }));
    expect(open).toHaveBeenCalled();
    expect(popup.location.href).toBe('https://vip.example/desk');
    expect(screen.queryByRole('dialog', { name: 'VIP service' })).toBeNull();
  });
});

describe('customer service on the maintenance page', () => {
  it('without an outside service, links the brand’s Telegram channel (the in-house one needs the API)', async () => {
    serve({ ...inHouse(), maintenance: true });
    renderApp('/');
    const link = await screen.findByRole('link', { name: 'Contact customer service' });
    expect(link).toHaveAttribute('href', 'https://t.me/tala_support');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
