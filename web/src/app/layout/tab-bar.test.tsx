import { lazy } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY } from '../../shared/lib/use-media-query.ts';
import { startSession } from '../../shared/state/session.ts';
import { useUiStore } from '../../shared/state/ui-store.ts';
import { registerCentrePage, unregisterCentrePage } from '../../shared/ui/centre/pages.ts';
import { registerDialog, unregisterDialog } from '../../shared/ui/dialogs/registry.ts';
import { mockServer } from '../testing/mock-server.ts';
import { renderApp } from '../testing/render-app.tsx';
import { resetUiStore } from '../testing/reset.ts';
import { waitForRoute } from '../testing/wait-for-route.ts';

beforeEach(() => {
  resetUiStore();
  mockServer();
});
afterEach(() => {
  vi.restoreAllMocks();
  unregisterDialog('chat');
  unregisterCentrePage('member', 'depositv2');
  unregisterCentrePage('member', 'profile');
});

function asPhone() {
  const real = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...real(query), matches: query === PHONE_QUERY }));
}
const tabBar = () => screen.findByRole('navigation', { name: 'Quick links' });

describe('bottom tab bar', () => {
  it('offers visitors Home, Promos, Join, Help and Log in on phones', async () => {
    asPhone();
    const user = userEvent.setup();
    renderApp('/');
    await waitForRoute('Home');
    const bar = within(await tabBar());
    expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(bar.getByRole('link', { name: 'Promos' })).toHaveAttribute('href', '/promotions');
    expect(bar.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/register');
    expect(bar.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    await user.click(bar.getByRole('button', { name: 'Log in' }));
    expect(useUiStore.getState().dialogs).toContainEqual({ name: 'login', tab: 'login' });
  });

  it('offers members Deposit, Chat and Me, each opening its place', async () => {
    asPhone();
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
    const none = lazy(async () => ({ default: () => null }));
    registerCentrePage({ centre: 'member', key: 'depositv2', component: none });
    registerCentrePage({ centre: 'member', key: 'profile', component: none });
    registerDialog('chat', () => null);
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await waitForRoute('Home');
    const bar = within(await tabBar());
    expect(bar.queryByRole('link', { name: 'Join' })).not.toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(router.state.location.search).toBe('?mc=depositv2'));
    await user.click(bar.getByRole('button', { name: 'Chat' }));
    expect(useUiStore.getState().dialogs.at(-1)).toEqual({ name: 'chat' });
    await user.click(bar.getByRole('button', { name: 'Me' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?mc=/));
  });

  it('is absent on desktop and on full-screen game routes', async () => {
    const desktop = renderApp('/');
    await waitForRoute('Home');
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).not.toBeInTheDocument();
    desktop.unmount();

    asPhone();
    const { router } = renderApp('/game');
    await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).not.toBeInTheDocument();
    await router.navigate('/promotions');
    await waitForRoute('Promotions');
    expect(within(await tabBar()).getByRole('link', { name: 'Promos' })).toHaveAttribute('aria-current', 'page');
  });
});
