import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { localStore } from '../../shared/lib/storage.ts';
import { startTheme, useUiStore } from '../../shared/state/ui-store.ts';
import { siteConfigFixture } from '../testing/fixtures.ts';
import { mockServer } from '../testing/mock-server.ts';
import { renderApp } from '../testing/render-app.tsx';
import { resetUiStore } from '../testing/reset.ts';
import { waitForRoute } from '../testing/wait-for-route.ts';

beforeEach(() => {
  resetUiStore();
  mockServer();
});

const ready = (name = 'Home') => waitForRoute(name);

describe('header', () => {
  it('offers the brand languages as brand codes and switches the visible text', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await ready();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['EN', 'PH']);
    await user.selectOptions(select, 'PH');
    expect(await screen.findByRole('link', { name: 'Mga event' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Wika' })).toHaveValue('fil');
    expect(document.documentElement.lang).toBe('fil');
    expect(localStore.get('lang')).toBe('fil');
    expect(localStore.get('hisLang')).toBe('en');
  });

  it('shows the languages a brand offers', async () => {
    mockServer({ siteConfig: siteConfigFixture({ languages: ['EN', 'VI', 'CN', 'TY'] }) });
    renderApp('/');
    await ready();
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['EN', 'VI', 'CN']);
  });

  it('switches the theme and keeps the choice for the next visit', async () => {
    const user = userEvent.setup();
    const first = renderApp('/');
    await ready();
    const toggle = screen.getByRole('switch', { name: 'Dark theme' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStore.get('theme')).toBe('dark');
    // and in the cookie the server draws the next page by
    expect(document.cookie).toMatch(/(^|; )theme=dark(;|$)/);
    first.unmount();

    useUiStore.setState({ theme: 'light' });
    document.documentElement.dataset.theme = 'light';
    startTheme('light'); // what the app does as it starts, on a page drawn light
    expect(document.documentElement.dataset.theme).toBe('dark');
    renderApp('/');
    await ready();
    // the brand default (light) does not override a visitor's choice
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
  });

  it('applies the brand default theme when the visitor never chose one', async () => {
    mockServer({ siteConfig: siteConfigFixture({ defaultTheme: 'dark' }) });
    renderApp('/');
    await ready();
    expect(screen.getByRole('switch', { name: 'Dark theme' })).toBeChecked();
    expect(localStore.get('theme')).toBeNull();
  });

  it('has a logo link home that resets list filters', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/rng');
    await ready('Slots');
    await user.click(screen.getByRole('link', { name: 'Tala home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(useUiStore.getState().filtersResetAt).toBe(1));
  });

  it('shows the localized copyright line in the footer', async () => {
    renderApp('/');
    await ready();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Tala Gaming. All rights reserved.`);
  });

  it('offers Register to a visitor, except on the register page, whose form is the page', async () => {
    const server = mockServer();
    server.permission.info.whitelabel = { ...server.permission.info.whitelabel, DIRECTREG3: '1' };
    renderApp('/');
    await ready();
    const banner = () => within(screen.getByRole('banner'));
    expect(banner().getByRole('button', { name: 'Register' })).toBeInTheDocument();
    cleanup();
    renderApp('/register');
    await ready('Create account');
    expect(banner().getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(banner().queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });
});
