import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedbackItem } from '@tala/contract/feedback';
import { endSession, startSession } from '../shared/state/session.ts';
import { mockServer, refusal } from './testing/mock-server.ts';
import { formatDateTime } from '../shared/lib/format.ts';
import { renderApp } from './testing/render-app.tsx';
import { resetUiStore } from './testing/reset.ts';
import { waitForRoute } from './testing/wait-for-route.ts';

let sent: Record<string, unknown>[];
let mine: FeedbackItem[];

beforeEach(() => {
  resetUiStore();
  endSession();
  sent = [];
  mine = [
    {
      id: 1,
      type: 'deposit',
      content: 'My deposit of 500 has not arrived',
      contact: '',
      imageCount: 0,
      images: [],
      createdAt: '2026-11-24T02:00:00.000Z',
      reply: 'Credited at 10:05, sorry for the wait.',
      repliedAt: '2026-11-24T02:06:00.000Z',
    },
  ];
  mockServer({
    routes: {
      '/wps/feedback/rules': () => ({ minWords: 5, maxWords: 50, maxImages: 3 }),
      '/wps/feedback/mine': () => ({ list: mine }),
      '/wps/feedback': (_url, body) => {
        const b = body as Record<string, unknown>;
        if (b.type === 'other') return refusal('FEEDBACK_WORD_COUNT', 400, 'content');
        sent.push(b);
        mine = [
          {
            id: 2,
            type: b.type as 'game',
            content: String(b.content),
            contact: String(b.contact),
            imageCount: 0,
            images: [],
            createdAt: '2026-11-25T01:00:00.000Z',
            reply: null,
            repliedAt: null,
          },
          ...mine,
        ];
        return { id: 2 };
      },
    },
  });
});

async function openFeedback(user: ReturnType<typeof userEvent.setup>) {
  await waitForRoute('Home');
  const menu = screen.getByRole('navigation', { name: 'Main menu' });
  await user.click(within(menu).getByRole('button', { name: 'Customer services' }));
  await user.click(await within(menu).findByRole('button', { name: 'Feedback and complaints' }));
  return screen.findByRole('dialog', { name: 'Feedback and complaints' });
}

describe('feedback and complaints', () => {
  it('lets a visitor send feedback within the word bounds, with a contact', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const dialog = await openFeedback(user);
    const form = await within(dialog).findByRole('form', { name: 'Feedback form' });
    expect(within(dialog).queryByRole('tab')).toBeNull();

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Question type' }), 'Game');
    await user.type(within(form).getByRole('textbox', { name: 'Your feedback' }), 'Game froze');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Write between 5 and 50 words (now 2).')).toBeInTheDocument();
    expect(within(form).getByText('Contact is required.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: 'Your feedback' }), ' during the bonus round');
    await user.type(within(form).getByRole('textbox', { name: 'Contact' }), '09171234567');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('we will answer at the contact you left');
    expect(sent).toEqual([{ type: 'game', content: 'Game froze during the bonus round', contact: '09171234567', images: [] }]);
  });

  it('shows a member his feedback with the operator reply, and his new one after sending', async () => {
    startSession({ token: 't1', account: 'demo', isAgent: 0 });
    const user = userEvent.setup();
    renderApp('/');
    const dialog = await openFeedback(user);
    await user.click(within(dialog).getByRole('tab', { name: 'My feedback' }));
    const list = await within(dialog).findByRole('list', { name: 'My feedback' });
    expect(within(list).getByText('Credited at 10:05, sorry for the wait.')).toBeInTheDocument();
    // times in the reader's own clock, as everywhere else, never the raw ISO text
    const times = list.querySelectorAll('time');
    expect([...times].map((t) => t.getAttribute('datetime'))).toEqual(['2026-11-24T02:00:00.000Z', '2026-11-24T02:06:00.000Z']);
    expect(times[0]!.textContent).toBe(formatDateTime('2026-11-24T02:00:00.000Z'));
    expect(times[0]!.textContent).toMatch(/^2026-11-2[345] \d{2}:\d{2}:00$/);

    await user.click(within(dialog).getByRole('tab', { name: 'Send feedback' }));
    const form = await within(dialog).findByRole('form', { name: 'Feedback form' });
    expect(within(form).getByRole('button', { name: 'Add image' })).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Question type' }), 'Other');
    await user.type(within(form).getByRole('textbox', { name: 'Your feedback' }), 'the server counts words differently here');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('The feedback must be between the allowed number of words.')).toBeInTheDocument();

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Question type' }), 'Withdrawal');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    const updated = await within(dialog).findByRole('list', { name: 'My feedback' });
    expect(await within(updated).findByText('the server counts words differently here')).toBeInTheDocument();
    expect(within(updated).getByText('Waiting for an answer')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ type: 'withdrawal', contact: '' });
  });

  it('shows the member’s images as thumbnails (fetched, as they are served to him only); one that fails keeps its label', async () => {
    mine[0] = { ...mine[0]!, imageCount: 2, images: ['/wps/uploads/up1', '/wps/uploads/gone'] };
    const server = mockServer({
      routes: {
        '/wps/feedback/rules': () => ({ minWords: 5, maxWords: 50, maxImages: 3 }),
        '/wps/feedback/mine': () => ({ list: mine }),
        '/wps/uploads/up1': () => ({}),
        '/wps/uploads/gone': () => refusal('NOT_FOUND', 404),
      },
    });
    const created = vi.fn(() => 'blob:thumb-1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    startSession({ token: 't1', account: 'demo', isAgent: 0 });
    const user = userEvent.setup();
    renderApp('/');
    const dialog = await openFeedback(user);
    await user.click(within(dialog).getByRole('tab', { name: 'My feedback' }));
    const thumbs = await within(dialog).findByRole('list', { name: '2 images attached' });
    expect(await within(thumbs).findByRole('img', { name: 'Image 1 of 2' })).toHaveAttribute('src', 'blob:thumb-1');
    const missing = within(thumbs).getByRole('img', { name: 'Image 2 of 2' });
    await waitFor(() => expect(missing).toHaveAttribute('aria-busy', 'false'));
    expect(server.calls).toContain('/wps/uploads/up1');
  });
});
