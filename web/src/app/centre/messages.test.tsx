import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlatformMessage } from '@tala/contract/messages';
import { mockServer, refusal } from '../testing/mock-server.ts';
import { renderApp } from '../testing/render-app.tsx';
import { resetUiStore } from '../testing/reset.ts';
import { pushChannel } from '../../shared/push/push-channel.ts';
import { endSession, startSession } from '../../shared/state/session.ts';
import { PRELOAD_MS, preloadCentre } from '../testing/preload-centre.ts';

beforeAll(() => preloadCentre(), PRELOAD_MS);

const message = (id: number, patch: Partial<PlatformMessage> = {}): PlatformMessage => ({
  id,
  kind: 'operator',
  template: null,
  params: {},
  title: `Notice ${id}`,
  body: `Text of notice ${id}`,
  read: false,
  createdAt: '2026-11-25T03:04:05Z',
  ...patch,
});

let inbox: PlatformMessage[];
let stream: ReadableStreamDefaultController<Uint8Array> | null;
const encoder = new TextEncoder();
const push = (type: string, data: unknown) =>
  stream!.enqueue(encoder.encode(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`));
const unread = () => inbox.filter((m) => !m.read).length;

beforeEach(() => {
  resetUiStore();
  endSession();
  inbox = [
    message(3),
    message(2, { kind: 'cashier', template: 'depositCredited', params: { amountMinor: 100_000 }, title: '', body: '' }),
    message(1, { kind: 'system', template: 'welcome', title: '', body: '', read: true }),
  ];
  mockServer({
    routes: {
      '/wps/v2/wallets/balance': () => ({
        sumBalanceMinor: 100_000,
        sumBalance: '1000.00',
        currency: '$',
        mainBalanceMinor: 100_000,
        wallets: [],
        unreadCount: unread(),
        availablePromoCount: 0,
        promos: [],
      }),
      '/wps/messages': (url) => {
        const list = url.searchParams.get('filter') === 'unread' ? inbox.filter((m) => !m.read) : inbox;
        return { list, total: list.length, totalPages: 1, unreadCount: unread() };
      },
      '/wps/messages/read': (_, body) => {
        const m = inbox.find((x) => x.id === (body as { id: number }).id);
        if (!m) return refusal('MESSAGE_NOT_FOUND', 404, 'id');
        m.read = true;
        return { unreadCount: unread() };
      },
      '/wps/messages/read-all': () => {
        for (const m of inbox) m.read = true;
        return { unreadCount: 0 };
      },
      '/wps/messages/delete': (_, body) => {
        inbox = inbox.filter((x) => x.id !== (body as { id: number }).id);
        return { unreadCount: unread() };
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
  startSession({ token: 'tok', account: 'demo', isAgent: 0 });
});
afterEach(() => {
  pushChannel.stop();
  vi.restoreAllMocks();
});

describe('platform messages', () => {
  it('the header bell shows the unread count and opens the inbox; reading a message lowers it', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Messages, 2 unread' }));
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    const list = within(await centre.findByRole('list', { name: 'Your messages, newest first' }));
    expect(centre.getByText('2 unread messages')).toBeInTheDocument();
    // the platform's messages are shown in the page's language, with the amount formatted
    const rows = list.getAllByRole('button');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Unread: Notice 3Notice/),
      expect.stringMatching(/^Unread: Deposit credited: \$1,000\.00Cashier/),
      expect.stringMatching(/^Welcome to the club!System/),
    ]);

    await user.click(rows[1]!);
    const detail = within(await centre.findByRole('article', { name: 'Deposit credited: $1,000.00' }));
    expect(detail.getByText(/Your deposit of \$1,000\.00 has been credited/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Messages, 1 unread' })).toBeInTheDocument();

    await user.click(detail.getByRole('button', { name: 'All messages' }));
    expect(await centre.findByText('1 unread message')).toBeInTheDocument();
    await user.click(centre.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Messages' })).toBeInTheDocument();
    expect(await centre.findByText('0 unread messages')).toBeInTheDocument();
    expect(centre.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('deletes a message after confirmation; the unread filter says when all is read', async () => {
    const user = userEvent.setup();
    renderApp('/?mc=messageV2');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    const list = within(await centre.findByRole('list', { name: 'Your messages, newest first' }));
    await user.click(list.getByRole('button', { name: /Notice 3/ }));
    await centre.findByRole('article', { name: 'Notice 3' });
    await user.click(centre.getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete this message?' }));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(centre.queryByRole('article')).not.toBeInTheDocument());
    expect(inbox.map((m) => m.id)).toEqual([2, 1]);
    await waitFor(() => expect(centre.queryByRole('button', { name: /Notice 3/ })).not.toBeInTheDocument());

    await user.click(centre.getByRole('button', { name: /Deposit credited/ }));
    await user.click(await centre.findByRole('button', { name: 'All messages' }));
    await user.click(centre.getByRole('radio', { name: 'Unread' }));
    expect(await centre.findByText('You have read every message.')).toBeInTheDocument();
  });

  it('a new message pushed while the inbox is open appears, and the count rises', async () => {
    renderApp('/?mc=messageV2');
    const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
    await centre.findByRole('list', { name: 'Your messages, newest first' });
    await waitFor(() => expect(stream).not.toBeNull());
    inbox.unshift(message(4, { title: 'Fresh news' }));
    push('message.new', { broadcast: false });
    expect(await centre.findByRole('button', { name: /Fresh news/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Messages, 3 unread' })).toBeInTheDocument();
  });
});
