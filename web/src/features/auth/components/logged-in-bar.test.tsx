import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allowAction } from '../../../shared/lib/access-guard.ts';
import { endSession, startSession, useSessionStore } from '../../../shared/state/session.ts';
import { useUiStore } from '../../../shared/state/ui-store.ts';
import { registerCentrePage, unregisterCentrePage } from '../../../shared/ui/centre/pages.ts';
import { fakePlatform, renderAccounts, type Route } from '../../../test/accounts-harness.tsx';
import { LoggedInBar } from './logged-in-bar.tsx';

const info = (patch = {}) => ({
  id: 7,
  account: 'demo',
  nickname: 'Demo Player',
  type: 'player',
  toUpline: false,
  clubLabel: { labelName: 'VIP 3', color: '#3b2a00', color2: '#f5b82e', rankLevel: 3 },
  memberLabel: [],
  rank: 3,
  isAgent: 0,
  language: 'EN',
  affiliateCode: null,
  mobile: null,
  email: null,
  createdAt: '2026-01-01T00:00:00Z',
  ...patch,
});
const balance = (patch = {}) => ({
  sumBalanceMinor: 123456,
  sumBalance: '1234.56',
  currency: '',
  mainBalanceMinor: 123456,
  unreadCount: 0,
  availablePromoCount: 2,
  promos: [],
  ...patch,
});

async function renderBar(isAgent = 0, routes: Record<string, Route> = {}) {
  let releaseBalance: () => void = () => undefined;
  const balanceGate = new Promise<void>((resolve) => (releaseBalance = resolve));
  const server = await fakePlatform({
    '/wps/member/info': () => ({ value: info({ isAgent }) }),
    '/wps/v2/wallets/balance': async () => {
      await balanceGate;
      return { value: balance() };
    },
    '/wps/session/logout': () => ({ value: { loggedOut: true } }),
    ...routes,
  });
  startSession({ token: 'tok', account: 'demo', isAgent });
  await renderAccounts(<LoggedInBar />);
  return { server, releaseBalance };
}

const noPage = lazy(async () => ({ default: () => null }));

beforeEach(() => {
  endSession();
  useUiStore.setState({ dialogs: [], toasts: [] });
  window.history.replaceState(null, '', '/');
  registerCentrePage({ centre: 'member', key: 'personalHistoryCopy', component: noPage });
  registerCentrePage({ centre: 'agent', key: 'agentTeamOverview', component: noPage });
});
afterEach(() => {
  unregisterCentrePage('member', 'personalHistoryCopy');
  unregisterCentrePage('agent', 'agentTeamOverview');
});

describe('logged-in bar', () => {
  it("shows 'updating' until the balance arrives, the brand's currency, *** when hidden, and refreshes", async () => {
    const { server, releaseBalance } = await renderBar();
    const user = userEvent.setup();
    expect(screen.getByTestId('balance')).toHaveTextContent('Updating…');
    releaseBalance();
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('$1,234.56'));
    await user.click(screen.getByRole('button', { name: /Hide balance/ }));
    expect(screen.getByTestId('balance')).toHaveTextContent('***');
    await user.click(screen.getByRole('button', { name: /Show balance/ }));
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(server.paths().filter((p) => p === '/wps/v2/wallets/balance')).toHaveLength(2));
    // the VIP label in the member's club colours; a plain badge while there is no player rank page
    expect(await screen.findByText('VIP 3')).toHaveStyle({ color: '#3b2a00' });
    expect(screen.queryByRole('button', { name: /VIP level VIP 3/ })).not.toBeInTheDocument();
  });

  it('marks a free-play balance DEMO, and only that one', async () => {
    const trial = await renderBar(4);
    trial.releaseBalance();
    const group = screen.getByRole('group', { name: 'Balance' });
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('$1,234.56'));
    expect(within(group).getByText('DEMO')).toHaveAttribute('title', 'Free-play balance: play money, not real money');
    cleanup();
    endSession();
    const player = await renderBar(0);
    player.releaseBalance();
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('$1,234.56'));
    expect(screen.queryByText('DEMO')).not.toBeInTheDocument();
  });

  it('offers Agent only to agents, and signs out only after confirmation', async () => {
    const { server, releaseBalance } = await renderBar(0);
    releaseBalance();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    const menu = screen.getByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Agent' })).not.toBeInTheDocument();
    // entries to member-centre pages that are not built are absent
    expect(within(menu).queryByRole('menuitem', { name: 'Account record' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Betting record' }));
    expect(new URLSearchParams(window.location.search).get('mc')).toBe('personalHistoryCopy');

    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    const confirm = screen.getByRole('dialog', { name: 'Sign out?' });
    await user.click(within(confirm).getByRole('button', { name: 'Stay' }));
    expect(useSessionStore.getState().token).toBe('tok');
    expect(server.paths()).not.toContain('/wps/session/logout');

    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Sign out?' })).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(server.paths()).toContain('/wps/session/logout');
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });

  it('leads a free-play account to a real one: Register first, member entries marked as locked', async () => {
    const { releaseBalance } = await renderBar(4);
    releaseBalance();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    const entries = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(entries[0]).toHaveAccessibleName('Register now');
    expect(
      within(screen.getByRole('menu')).getByRole('menuitem', { name: /^Betting record\W+real account only$/u }),
    ).toBeVisible();
    // signing out is never locked
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await user.click(entries[0]!);
    expect(useUiStore.getState().dialogs.at(-1)).toMatchObject({ name: 'register' });
    useUiStore.setState({ dialogs: [] });
    // a locked entry still answers with the reason (spec §6) rather than nothing
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: /^Betting record/u }));
    expect(useUiStore.getState().dialogs.at(-1)).toMatchObject({ name: 'trialWarning', action: 'memberCentre' });
    expect(new URLSearchParams(window.location.search).get('mc')).toBeNull();
  });

  it('marks nothing locked for a real account', async () => {
    const { releaseBalance } = await renderBar(0);
    releaseBalance();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(screen.getByRole('menuitem', { name: 'Betting record' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Register now' })).not.toBeInTheDocument();
  });

  it('shows Deposit and Withdraw beside the balance only once their pages exist, and opens them', async () => {
    const { releaseBalance } = await renderBar(0);
    releaseBalance();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: /Account menu/ });
    expect(screen.queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    registerCentrePage({ centre: 'member', key: 'depositv2', component: noPage });
    registerCentrePage({ centre: 'member', key: 'withdraw', component: noPage });
    try {
      await user.click(await screen.findByRole('button', { name: 'Deposit' }));
      expect(new URLSearchParams(window.location.search).get('mc')).toBe('depositv2');
      await user.click(screen.getByRole('button', { name: 'Withdraw' }));
      expect(new URLSearchParams(window.location.search).get('mc')).toBe('withdraw');
      // phones reach withdraw from the account menu (the entry is styled phone-only)
      await user.click(screen.getByRole('button', { name: /Account menu/ }));
      expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Withdraw' })).toBeInTheDocument();
    } finally {
      unregisterCentrePage('member', 'depositv2');
      unregisterCentrePage('member', 'withdraw');
    }
  });

  it('shows the Agent entry for agent codes 1, 2, 41 and 42', async () => {
    const { releaseBalance } = await renderBar(41);
    releaseBalance();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Agent' }));
    expect(new URLSearchParams(window.location.search).get('ac')).toBe('');
  });
});

describe('access guard', () => {
  it('gives an agent his invitation link and its QR code from the affiliate link', async () => {
    const { releaseBalance } = await renderBar(1, {
      '/wps/member/info': () => ({ value: info({ isAgent: 1, affiliateCode: 'TALA2026' }) }),
    });
    releaseBalance();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Affiliate link' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite and earn' }));
    const link = `${window.location.origin}/register?affiliateCode=TALA2026`;
    expect(dialog.getByRole('textbox', { name: 'Your invitation link' })).toHaveValue(link);
    const qr = await dialog.findByRole('img', { name: 'QR code of your invitation link' });
    expect(qr).toHaveAttribute('data-qr-value', link);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  });

  it('visitors get the login popup, trial accounts the warning (chat its own), others go ahead', () => {
    expect(allowAction('deposit')).toBe(false);
    expect(useUiStore.getState().dialogs).toEqual([{ name: 'login', tab: 'login' }]);
    useUiStore.setState({ dialogs: [] });
    startSession({ token: 't', account: 'guest', isAgent: 4 });
    expect(allowAction('memberCentre')).toBe(false);
    expect(useUiStore.getState().dialogs).toEqual([{ name: 'trialWarning', action: 'memberCentre' }]);
    expect(allowAction('chat')).toBe(false);
    expect(useUiStore.getState().dialogs).toEqual([{ name: 'trialWarning', action: 'chat' }]);
    startSession({ token: 't', account: 'p', isAgent: 0 });
    expect(allowAction('withdraw')).toBe(true);
    expect(allowAction('agentCentre')).toBe(false);
  });
});
