import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Notice } from '@tala/contract/system';
import { localStore, sessionStore } from '../../../shared/lib/storage.ts';
import { useUiStore } from '../../../shared/state/ui-store.ts';
import { renderWithProviders, stubApi } from '../../../shared/testing/render-with-providers.tsx';
import { AnnouncementDialog } from './announcement-dialog.tsx';
import { NoticePopup } from './notice-popup.tsx';

const notices: Notice[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  type: 'PL',
  title: `Notice ${i + 1}`,
  content: `<p>Body ${i + 1}</p><img src=x onerror="window.hacked=1"><script>window.hacked=1</script>`,
  createTime: `2026-03-${String(i + 1).padStart(2, '0')}T04:05:06Z`,
}));

beforeEach(() => useUiStore.setState({ dialogs: [] }));

describe('announcement dialog', () => {
  it('lists 9 titles per page and shows the chosen notice with its date and sanitised HTML', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      '/wps/relay/MCSFE_getListAnnouncements': (url) => {
        const page = Number(url.searchParams.get('pageNo'));
        const size = Number(url.searchParams.get('pageSize'));
        return {
          list: notices.slice((page - 1) * size, page * size),
          totalPages: Math.ceil(notices.length / size),
          total: notices.length,
        };
      },
    });
    renderWithProviders(<AnnouncementDialog request={{ name: 'announcement' }} onClose={() => {}} />);
    const titles = await screen.findByRole('list', { name: 'Announcement titles' });
    expect(within(titles).getAllByRole('button')).toHaveLength(9);
    expect(calls[0]!.url.searchParams.get('pageSize')).toBe('9');

    await user.click(within(titles).getByRole('button', { name: /Notice 3/ }));
    const detail = screen.getByRole('article', { name: 'Notice 3' });
    expect(detail).toHaveTextContent('Body 3');
    expect(detail.querySelector('time')?.textContent).toMatch(/^2026-03-0[23] \d{2}:05:06$/);
    expect(detail.innerHTML).not.toMatch(/onerror|<script/);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: /Notice 12/ })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Announcement titles' })).getAllByRole('button')).toHaveLength(3);
  });
});

describe('notice popup', () => {
  // the popup waits for an idle browser: the tests say when that is
  let idle: (() => void)[] = [];
  const becomeIdle = () => act(() => idle.splice(0).forEach((run) => run()));
  beforeEach(() => {
    idle = [];
    // jsdom has no idle callbacks: these stand in for the browser's
    window.requestIdleCallback = (run) => idle.push(() => run({ didTimeout: false, timeRemaining: () => 50 }));
    window.cancelIdleCallback = () => undefined;
  });
  afterEach(() => {
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('waits until the page is idle, then shows once per version of the notices, not once per session', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<NoticePopup notices={notices.slice(0, 1)} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    becomeIdle();
    await user.click(await screen.findByRole('button', { name: 'Got it' }));
    first.unmount();
    // a new session (the session key gone) with the same notices: not again
    sessionStore.remove('index_notice');
    const second = renderWithProviders(<NoticePopup notices={notices.slice(0, 1)} />);
    becomeIdle();
    expect(screen.queryByRole('dialog')).toBeNull();
    second.unmount();
    // a new notice is a new version: shown again
    renderWithProviders(<NoticePopup notices={notices.slice(0, 2)} />);
    becomeIdle();
    expect(await screen.findByRole('dialog', { name: 'Notice 1' })).toBeInTheDocument();
    expect(localStore.get('noticeSeen')).toBe('1@2026-03-01T04:05:06Z');
  });

  it('shows on the first visit of a session, steps through the notices and remembers it was seen', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<NoticePopup notices={notices.slice(0, 2)} />);
    becomeIdle();
    expect(await screen.findByRole('dialog', { name: 'Notice 1' })).toBeInTheDocument();
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Notice 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStore.get('index_notice')).toBe('1');
    unmount();
    renderWithProviders(<NoticePopup notices={notices.slice(0, 2)} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits while another dialog is open, then shows', async () => {
    useUiStore.setState({ dialogs: [{ name: 'registerSuccess' }] });
    renderWithProviders(<NoticePopup notices={notices.slice(0, 1)} />);
    becomeIdle();
    expect(screen.queryByRole('dialog', { name: 'Notice 1' })).toBeNull();
    act(() => useUiStore.setState({ dialogs: [] }));
    expect(await screen.findByRole('dialog', { name: 'Notice 1' })).toBeInTheDocument();
  });

  it('waits while a centre is open (a link straight to a centre page), then shows on its close', async () => {
    const { router } = renderWithProviders(<NoticePopup notices={notices.slice(0, 1)} />, { path: '/?mc=depositv2' });
    becomeIdle();
    expect(screen.queryByRole('dialog', { name: 'Notice 1' })).toBeNull();
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('dialog', { name: 'Notice 1' })).toBeInTheDocument();
  });

  it('leads to all announcements', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NoticePopup notices={notices.slice(0, 1)} />);
    becomeIdle();
    await user.click(await screen.findByRole('button', { name: 'All announcements' }));
    expect(useUiStore.getState().dialogs).toEqual([{ name: 'announcement' }]);
  });
});
