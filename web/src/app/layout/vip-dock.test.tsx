import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '@tala/contract/member';
import { PHONE_QUERY } from '../../shared/lib/use-media-query.ts';
import { endSession, startSession } from '../../shared/state/session.ts';
import { mockServer } from '../testing/mock-server.ts';
import { renderApp } from '../testing/render-app.tsx';
import { resetUiStore } from '../testing/reset.ts';

const info: MemberInfo = {
  id: 7,
  account: 'demo',
  nickname: 'Demo Player',
  type: 'player',
  toUpline: true,
  clubLabel: { labelName: 'VIP 3', color: '#3b2300', color2: '#f5c542', rankLevel: 3 },
  memberLabel: [{ labelName: 'VIP', color: '#3b2300', color2: '#f5c542' }],
  rank: 3,
  isAgent: 0,
  language: 'EN',
  affiliateCode: null,
  mobile: null,
  email: null,
  createdAt: '2026-01-01T00:00:00Z',
};

beforeEach(() => {
  resetUiStore();
  endSession();
  mockServer({ routes: { '/wps/member/info': () => info } });
  startSession({ token: 'tok', account: 'demo', isAgent: 0 });
});
afterEach(() => vi.restoreAllMocks());

describe('VIP shortcut', () => {
  it('docks in the side menu, below its entries, instead of floating over the page', async () => {
    renderApp('/');
    const shortcut = await screen.findByRole('complementary', { name: 'VIP shortcut' }, { timeout: 5000 });
    const rail = screen.getByRole('navigation', { name: 'Main menu' }).parentElement!;
    expect(rail).toContainElement(shortcut);
    expect(within(shortcut).getByRole('button', { name: /VIP 3/ })).toBeInTheDocument();
  });

  it('lives in the drawer on phones, where it covers no sticky bar', async () => {
    const real = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...real(query), matches: query === PHONE_QUERY }));
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('navigation', { name: 'Quick links' });
    expect(screen.queryByRole('complementary', { name: 'VIP shortcut' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Main menu' }));
    expect(await drawer.findByRole('complementary', { name: 'VIP shortcut' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
