import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../shared/lib/storage.ts';
import { siteConfigFixture } from '../testing/fixtures.ts';
import { mockServer } from '../testing/mock-server.ts';
import { renderApp } from '../testing/render-app.tsx';
import { resetUiStore } from '../testing/reset.ts';
import { waitForRoute } from '../testing/wait-for-route.ts';

beforeEach(() => {
  resetUiStore();
  mockServer({ siteConfig: siteConfigFixture({ loginedToHomePage: true }) });
});

const heading = async (name: string) => {
  await waitForRoute(name);
  return screen.getByRole('main');
};

describe('optional guard (loginedToHomePage)', () => {
  it('redirects a visitor without a session token to /login', async () => {
    const { router } = renderApp('/rng');
    expect(await heading('Log in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['/register', 'Create account'],
    ['/register.html', 'Create account'],
    ['/helpmc', 'Help centre'],
    ['/download', 'App download'],
  ])('lets %s through', async (path, title) => {
    const { router } = renderApp(path);
    expect(await heading(title)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('lets a member with a session token through', async () => {
    sessionStore.set('token', 't');
    renderApp('/rng');
    expect(await heading('Slots')).toBeInTheDocument();
  });

  it('does nothing when the brand leaves the setting off', async () => {
    mockServer();
    renderApp('/rng');
    expect(await heading('Slots')).toBeInTheDocument();
  });
});
