import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { translator } from '../shared/i18n/i18n.ts';
import { routeRegions } from './routes.tsx';
import type { Region } from './route-meta.ts';
import { mockServer } from './testing/mock-server.ts';
import { renderApp } from './testing/render-app.tsx';
import { resetUiStore } from './testing/reset.ts';
import { waitForRoute } from './testing/wait-for-route.ts';

beforeEach(() => {
  resetUiStore();
  mockServer();
});

/**
 * What each region looks like to assistive technology. A <header>/<footer> inside <main> or a
 * section is not a landmark (HTML-AAM); jsdom's role table does not know that rule, so apply it here.
 */
const pageLevel = (role: 'banner' | 'contentinfo') =>
  screen.queryAllByRole(role).find((el) => !el.parentElement?.closest('main, section, article, aside, nav')) ?? null;

const landmark: Record<Region, () => HTMLElement | null> = {
  header: () => pageLevel('banner'),
  footer: () => pageLevel('contentinfo'),
  sideMenu: () => screen.queryByRole('navigation', { name: 'Main menu' }),
  banner: () => screen.queryByRole('region', { name: 'Featured' }),
};

async function expectRegions(expected: Record<Region, boolean>) {
  for (const region of Object.keys(landmark) as Region[]) {
    // the footer is its own lazy chunk, shown once it arrives
    if (expected[region]) await waitFor(() => expect(landmark[region](), region).toBeInTheDocument());
    else expect(landmark[region](), region).not.toBeInTheDocument();
  }
}

// spec §2, written out again so a change to the route table has to agree with the spec
const spec: Record<string, string> = {
  '/': 'header banner footer sideMenu',
  '/index': 'header banner footer sideMenu',
  '/index.html': 'header banner footer sideMenu',
  '/home': 'header banner footer sideMenu',
  '/register': 'header banner',
  '/register.html': 'header banner',
  '/pointMall': 'header banner footer',
  '/lottery': 'header',
  '/vnlottery': 'header sideMenu',
  '/elott': 'header banner footer sideMenu',
  '/rng': 'header banner footer sideMenu',
  '/pvp': 'header banner footer sideMenu',
  '/live': 'header banner footer sideMenu',
  '/fish': 'header banner footer sideMenu',
  '/sports': 'header banner footer sideMenu',
  '/esports': 'header banner footer sideMenu',
  '/minigame': 'header banner footer sideMenu',
  '/promotions': 'header banner footer sideMenu',
  '/promoDetail': 'header footer sideMenu',
  '/seamless': 'header sideMenu',
  '/help': 'header banner footer',
  '/helpmc': '',
  '/down': 'header banner footer sideMenu',
  '/game': 'header',
  '/login': '',
  '/download': '',
};

const asRegions = (list: string) =>
  Object.fromEntries(
    (['header', 'banner', 'footer', 'sideMenu'] as const).map((r) => [r, list.split(' ').includes(r)]),
  ) as Record<Region, boolean>;

describe('route table', () => {
  it('serves every route and alias of spec §2, and nothing else', () => {
    expect(
      routeRegions()
        .map(([path]) => path)
        .sort(),
    ).toEqual(Object.keys(spec).sort());
  });

  for (const [path, handle] of routeRegions()) {
    it(`${path} shows <main> with exactly its regions`, async () => {
      renderApp(path);
      await waitForRoute(translator.t(handle.titleKey));
      expect(screen.getByRole('main')).toBeInTheDocument();
      if (handle.chromeCollapsible) {
        // top bar and side menu wait for the home-state flag; the double arrow restores them
        await expectRegions({ ...asRegions(spec[path]!), header: false, sideMenu: false });
        await userEvent.click(screen.getByRole('button', { name: 'Show top bar and menu' }));
      }
      await expectRegions(asRegions(spec[path]!));
    });
  }

  it('serves the spec\'s "empty path" as the index route', async () => {
    const { router } = renderApp('');
    await waitForRoute('Home');
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a 404 page with a link home for an unknown path', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    const places = within(screen.getByRole('navigation', { name: 'Or try one of these' }));
    expect(places.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/lottery', '/promotions', '/help']);
  });

  it('hides the top bar and side menu again with the same toggle', async () => {
    const user = userEvent.setup();
    renderApp('/seamless');
    await waitForRoute('Game');
    await user.click(screen.getByRole('button', { name: 'Show top bar and menu' }));
    expect(pageLevel('banner')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide top bar and menu' }));
    expect(pageLevel('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });
});
