import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ChatRoom } from '@tala/contract/chat';
import { translator } from '../shared/i18n/i18n.ts';
import { pushChannel } from '../shared/push/push-channel.ts';
import { endSession, startSession } from '../shared/state/session.ts';
import { mockServer, refusal } from './testing/mock-server.ts';
import { renderApp } from './testing/render-app.tsx';
import { resetUiStore } from './testing/reset.ts';
import { waitForRoute } from './testing/wait-for-route.ts';

const msg = (id: number, patch: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  room: 'lobby',
  kind: 'member',
  author: 'lucky7',
  mine: false,
  text: `hello ${id}`,
  createdAt: '2026-11-25T03:04:05Z',
  ...patch,
});

let lobby: ChatMessage[];
let rooms: ChatRoom[];
let sent: unknown[];
let reads: unknown[];
/** The language each rooms call named. */
let roomsAsked: (string | null)[];
let stream: ReadableStreamDefaultController<Uint8Array> | null;
const encoder = new TextEncoder();
const push = (type: string, data: unknown) =>
  stream!.enqueue(encoder.encode(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`));

beforeEach(() => {
  resetUiStore();
  endSession();
  stream = null;
  sent = [];
  reads = [];
  roomsAsked = [];
  lobby = [
    msg(1, { kind: 'operator', author: '', text: 'Welcome to the lobby' }),
    msg(2, { text: '<b>not bold</b>' }),
    msg(3, { author: 'demo', mine: true, text: 'my own words' }),
  ];
  rooms = [
    { code: 'lobby', minRank: 0, unread: 0, lastId: 3, language: 'en' },
    { code: 'vip', minRank: 5, unread: 4, lastId: 9, language: null },
  ];
  mockServer({
    routes: {
      '/wps/chat/rooms': (url) => {
        roomsAsked.push(url.searchParams.get('language'));
        return { rooms };
      },
      '/wps/chat/unread': () => ({ unreadCount: rooms.reduce((n, r) => n + r.unread, 0) }),
      '/wps/chat/read': (_, body) => {
        reads.push(body);
        return { unread: 0, unreadCount: 0 };
      },
      '/wps/chat/messages': (url, body) => {
        if (body) {
          const b = body as { room: string; text: string };
          if (b.text.includes('spam')) return refusal('TOO_MANY_REQUESTS', 429);
          sent.push(b);
          const m = msg(lobby.length + 1, { author: 'demo', mine: true, text: b.text });
          lobby.push(m);
          return { message: m };
        }
        const after = Number(url.searchParams.get('after') ?? 0);
        const list = lobby.filter((m) => m.id > after);
        return { list, hasMore: false };
      },
    },
  });
  const base = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), 'http://localhost').pathname !== '/push') return base(input, init);
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (stream = c) });
    init?.signal?.addEventListener('abort', () => stream?.error(new DOMException('aborted', 'AbortError')));
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  });
});
afterEach(() => {
  pushChannel.stop();
  vi.restoreAllMocks();
});

async function chatEntry(user: ReturnType<typeof userEvent.setup>, name: string | RegExp = /^Chat room/) {
  await waitForRoute('Home');
  const menu = screen.getByRole('navigation', { name: 'Main menu' });
  await user.click(within(menu).getByRole('button', { name: 'Customer services' }));
  return within(menu).findByRole('button', { name });
}

describe('chat room', () => {
  it('a member reads the lobby, sends a message with the counter, and sees another player’s message arrive live', async () => {
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    const user = userEvent.setup();
    renderApp('/');
    // the entry carries the chat unread count
    await user.click(await chatEntry(user, 'Chat room, 4 unread'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Chat room' }));
    const log = within(await dialog.findByRole('log', { name: 'Messages' }));
    const items = await log.findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^TalaOfficial\d\d:\d\dWelcome to the lobby$/),
      expect.stringMatching(/^lucky7\d\d:\d\d<b>not bold<\/b>$/),
      expect.stringMatching(/^You\d\d:\d\dmy own words$/),
    ]);
    // the VIP room's unread count on its tab
    expect(dialog.getByRole('tab', { name: 'VIP room, 4 unread messages' })).toBeInTheDocument();
    await waitFor(() => expect(reads).toContainEqual({ room: 'lobby', lastId: 3, language: 'en' }));
    // the server seats him in his language's lobby
    expect(roomsAsked).toContain('en');

    const input = dialog.getByRole('textbox', { name: 'Message' });
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription('0 / 500 characters');
    await user.type(input, 'good luck all');
    expect(input).toHaveAccessibleDescription('13 / 500 characters');
    await user.keyboard('{Enter}');
    expect(await log.findByText('good luck all')).toBeInTheDocument();
    expect(sent).toEqual([{ room: 'lobby', text: 'good luck all' }]);
    expect(input).toHaveValue('');

    // too long: kept whole, counted, told what to trim, and the send button is off
    await user.click(input);
    await user.paste('x'.repeat(503));
    expect(input).toHaveValue('x'.repeat(503));
    expect(input).toHaveAccessibleDescription('503 / 500 characters · Remove 3 characters to send');
    expect(input).toBeInvalid();
    expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.clear(input);

    // refused: the translated reason, the text kept
    await user.type(input, 'spam spam');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 5 minutes.');
    expect(input).toHaveValue('spam spam');

    // someone else posts: the push announces it and the list fetches it
    await waitFor(() => expect(stream).not.toBeNull());
    lobby.push(msg(5, { author: 'jackpotjoe', text: 'anyone on the 6pm draw?' }));
    push('chat.message', { room: 'lobby', id: 5 });
    expect(await log.findByText('anyone on the 6pm draw?')).toBeInTheDocument();
    await waitFor(() => expect(reads).toContainEqual({ room: 'lobby', lastId: 5, language: 'en' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Chat room' })).toBeNull();
  });

  it('seats the member in the lobby of the language he switches the site to, shown as the lobby', async () => {
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await chatEntry(user));
    await screen.findByRole('tab', { name: 'Lobby' });
    rooms = [
      { code: 'lobby-vi', minRank: 0, unread: 0, lastId: 3, language: 'vi' },
      { code: 'vip', minRank: 5, unread: 0, lastId: 9, language: null },
    ];
    await act(() => translator.changeLanguage('vi'));
    await waitFor(() => expect(roomsAsked).toContain('vi'));
    expect(await screen.findByRole('tab', { name: 'Sảnh chung' })).toBeInTheDocument();
  });

  it('a visitor gets the login popup', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await chatEntry(user, 'Chat room'));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Tala' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Chat room' })).toBeNull();
  });

  it('a trial account gets the chat warning instead of the room', async () => {
    startSession({ token: 'tok', account: 'guest1', isAgent: 4 });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await chatEntry(user));
    expect(
      await screen.findByText('Please register a real account and complete your information to use the chat room.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Chat room' })).toBeNull();
  });

  it('closes when the session ends', async () => {
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await chatEntry(user));
    await screen.findByRole('dialog', { name: 'Chat room' });
    endSession();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chat room' })).toBeNull());
  });
});
