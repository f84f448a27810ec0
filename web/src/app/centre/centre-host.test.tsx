import { lazy } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY } from '../../shared/lib/use-media-query.ts';
import { endSession, startSession } from '../../shared/state/session.ts';
import { useUiStore } from '../../shared/state/ui-store.ts';
import { centrePages } from '../../shared/ui/centre/centre.ts';
import { registerCentrePage, unregisterCentrePage } from '../../shared/ui/centre/pages.ts';
import { mockServer } from '../testing/mock-server.ts';
import { renderApp } from '../testing/render-app.tsx';
import { resetUiStore } from '../testing/reset.ts';
// loaded up front, so the swap below sees every real registration (rendering would load it later)
import '../compose/centre-pages.ts';
import { PRELOAD_MS, preloadCentre } from '../testing/preload-centre.ts';

beforeAll(() => preloadCentre(), PRELOAD_MS);

const page = (text: string) => lazy(async () => ({ default: () => <p>{text}</p> }));
// the real registrations (app/compose/centre-pages.ts) are swapped for two plain pages
let real: ReturnType<typeof centrePages<'member'>> = [];

beforeEach(() => {
  resetUiStore();
  endSession();
  mockServer();
  real = [...centrePages('member')];
  for (const p of real) unregisterCentrePage('member', p.key);
  registerCentrePage({ centre: 'member', key: 'personalHistoryCopy', component: page('Bets page') });
  registerCentrePage({ centre: 'member', key: 'securityCenter', component: page('Security page') });
});
afterEach(() => {
  unregisterCentrePage('member', 'personalHistoryCopy');
  unregisterCentrePage('member', 'securityCenter');
  unregisterCentrePage('agent', 'agentTeamOverview');
  for (const p of real) registerCentrePage(p);
  vi.restoreAllMocks();
});

const asMember = (isAgent = 0) => startSession({ token: 'tok', account: 'demo', isAgent });
const search = (router: ReturnType<typeof renderApp>['router']) => router.state.location.search;
const centre = () => screen.findByRole('dialog', { name: 'Member centre' });

describe('member centre frame', () => {
  it('opens from the address on its landing page, menu first in order, the open page highlighted', async () => {
    asMember();
    renderApp('/?mc=');
    const dialog = within(await centre());
    const menu = within(dialog.getByRole('navigation', { name: 'Member centre menu' }));
    const links = menu.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['My account', 'Betting record']);
    expect(menu.getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    expect(dialog.getByRole('heading', { name: 'My account' })).toBeInTheDocument();
    expect(dialog.getByText('Security page')).toBeInTheDocument();
  });

  it('moves between pages through the address, so back returns to the previous page', async () => {
    asMember();
    const user = userEvent.setup();
    const { router } = renderApp('/?mc=securityCenter');
    const dialog = within(await centre());
    const bets = dialog.getByRole('link', { name: 'Betting record' });
    expect(bets).toHaveAttribute('href', '/?mc=personalHistoryCopy');
    await user.click(bets);
    expect(await dialog.findByText('Bets page')).toBeInTheDocument();
    expect(search(router)).toBe('?mc=personalHistoryCopy');
    expect(dialog.getByRole('link', { name: 'Betting record' })).toHaveAttribute('aria-current', 'page');
    await act(() => router.navigate(-1));
    expect(await dialog.findByText('Security page')).toBeInTheDocument();
  });

  it('closes with its button or Escape, leaving the address without the centre', async () => {
    asMember();
    const user = userEvent.setup();
    const { router } = renderApp('/?mc=personalHistoryCopy');
    await user.click(within(await centre()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument());
    expect(search(router)).toBe('');

    await act(() => router.navigate('/?mc='));
    await centre();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument());
  });

  it('puts the focus on the open page in the menu when there is a mouse and keyboard', async () => {
    const real = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...real(query),
      matches: query === '(pointer: fine)',
    }));
    asMember();
    renderApp('/?mc=personalHistoryCopy');
    const dialog = within(await centre());
    await dialog.findByText('Bets page');
    expect(dialog.getByRole('link', { name: 'Betting record' })).toHaveFocus();
  });

  it('replaces a page it does not have with its landing page', async () => {
    asMember();
    const { router } = renderApp('/?mc=noSuchPage');
    expect(await within(await centre()).findByText('Security page')).toBeInTheDocument();
    expect(search(router)).toBe('?mc=securityCenter');
  });

  it('asks a visitor to log in instead, and drops the centre from the address', async () => {
    const { router } = renderApp('/?mc=personalHistoryCopy');
    await waitFor(() => expect(useUiStore.getState().dialogs).toEqual([{ name: 'login', tab: 'login' }]));
    expect(search(router)).toBe('');
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument();
  });

  it('keeps players out of the agent centre, and lets agents in', async () => {
    registerCentrePage({ centre: 'agent', key: 'agentTeamOverview', component: page('Team page') });
    asMember(0);
    const { router, unmount } = renderApp('/?ac=');
    await waitFor(() => expect(useUiStore.getState().toasts.map((t) => t.textKey)).toContain('errors:NON_AGENT'));
    expect(search(router)).toBe('');
    unmount();

    asMember(41);
    renderApp('/?ac=');
    const dialog = within(await screen.findByRole('dialog', { name: 'Agent centre' }));
    expect(await dialog.findByText('Team page')).toBeInTheDocument();
  });

  it('is a full-screen sheet on phones: the menu, then a page with a back arrow to the menu', async () => {
    const real = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...real(query), matches: query === PHONE_QUERY }));
    asMember();
    const user = userEvent.setup();
    const { router } = renderApp('/?mc=');
    const dialog = within(await centre());
    expect(dialog.queryByText('Security page')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('link', { name: 'Betting record' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Betting record' }));
    expect(await sheet.findByText('Bets page')).toBeInTheDocument();
    expect(sheet.queryByRole('navigation')).not.toBeInTheDocument();
    await user.click(sheet.getByRole('button', { name: 'Back to menu' }));
    expect(await screen.findByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
    expect(search(router)).toBe('?mc=');
  });
});
