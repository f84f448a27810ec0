import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter } from '../../shared/router/core.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NoticeAnswer, StartupAnswer } from '@tala/contract/system';
import { startupKeys } from '../../shared/api/system-queries.ts';
import { App } from '../app.tsx';
import { createQueryClient } from '../query-client.ts';
import { routes } from '../routes.tsx';
import { noticeKeys } from '../api/system.ts';
import { bannerFixture, permissionFixture, siteConfigFixture } from '../testing/fixtures.ts';
import { mockServer } from '../testing/mock-server.ts';
import { resetUiStore } from '../testing/reset.ts';
import { seedEmbeddedNotice, seedEmbeddedStartup } from './embedded-startup.ts';
import { StartupGate } from './startup-gate.tsx';

beforeEach(resetUiStore);
afterEach(() => {
  document.getElementById('tala-startup')?.remove();
  document.getElementById('tala-notice')?.remove();
});

/** The element as the server writes it into the page: JSON with every `<` escaped. */
function embed(text: string, id = 'tala-startup') {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = id;
  script.textContent = text;
  document.body.append(script);
}
const embedAnswer = (answer: StartupAnswer) => embed(JSON.stringify(answer).replace(/</g, '\\u003c'));
const answer = (): StartupAnswer => ({ permission: permissionFixture(), site: siteConfigFixture() });

/** As main.tsx starts the app: the query client, seeded from the page, then the first render. */
function start(path = '/') {
  const queryClient = createQueryClient();
  seedEmbeddedStartup(queryClient);
  seedEmbeddedNotice(queryClient);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<App router={router} queryClient={queryClient} />);
  return queryClient;
}

const startupCalls = (calls: string[]) =>
  calls.filter((path) => path === '/wps/system/permission' || path === '/wps/system/siteConfig');

describe('start-up data embedded in the page', () => {
  it('lets the gate render its content on the very first render, with no loading screen', () => {
    const server = mockServer();
    embedAnswer(answer());
    const queryClient = createQueryClient();
    seedEmbeddedStartup(queryClient);
    render(
      <QueryClientProvider client={queryClient}>
        <StartupGate>
          <p>the app</p>
        </StartupGate>
      </QueryClientProvider>,
    );
    // no await: this is what the first render put on the screen
    expect(screen.getByText('the app')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(startupCalls(server.calls)).toEqual([]);
  });

  it('renders the app without calling the two start-up endpoints', async () => {
    const server = mockServer();
    const hostile = 'Tala </script><!-- <b>';
    embedAnswer({ permission: permissionFixture(), site: siteConfigFixture({ brandName: hostile }) });
    const queryClient = start('/');
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(queryClient.getQueryData(startupKeys.siteConfig)).toMatchObject({ brandName: hostile });
    // the page goes on loading its own data (banners, menus): only the start-up calls are spared
    expect(server.calls.length).toBeGreaterThan(0);
    expect(startupCalls(server.calls)).toEqual([]);
  });

  it('shows the maintenance page from the embedded answer, without a call', async () => {
    const server = mockServer();
    embedAnswer({ permission: permissionFixture({ maintenance: true }), site: siteConfigFixture() });
    start('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Game under maintenance' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(startupCalls(server.calls)).toEqual([]);
  });

  it.each([
    ['cut-off JSON', JSON.stringify(answer()).slice(0, 200)],
    ['JSON of another shape', JSON.stringify({ permission: { maintenance: false }, site: siteConfigFixture() })],
    ['a permission without its CDN lists', JSON.stringify({ ...answer(), permission: { ...permissionFixture(), info: {} } })],
    ['an empty element', ''],
  ])('ignores %s and asks the server as without it', async (_, text) => {
    const server = mockServer({ permission: { ...permissionFixture(), location: { ip: '198.51.100.20', countryCode: null } } });
    embed(text);
    const queryClient = start('/');
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(startupCalls(server.calls).sort()).toEqual(['/wps/system/permission', '/wps/system/siteConfig']);
    expect(queryClient.getQueryData(startupKeys.permission)).toMatchObject({ location: { ip: '198.51.100.20' } });
  });
});

describe('the notice answer embedded in the page', () => {
  const notice = (): NoticeAnswer => ({
    player: [],
    popup: [],
    promotion: [],
    banners: [{ ...bannerFixture('home', 7), url: '/media/banner/7.svg', phoneUrl: '/media/banner/7.svg?crop=phone' }],
  });
  const embedNotice = (value: unknown) => embed(JSON.stringify(value).replace(/</g, '\\u003c'), 'tala-notice');

  it('is filed under its language, and the home banners show without the call', async () => {
    const server = mockServer();
    embedAnswer(answer());
    embedNotice({ language: 'en', notice: notice() });
    const queryClient = start('/');
    expect(queryClient.getQueryData(noticeKeys.notice('en'))).toEqual(notice());
    expect(queryClient.getQueryData(noticeKeys.notice('fil'))).toBeUndefined();
    expect(await screen.findByRole('region', { name: 'Banners' })).toBeInTheDocument();
    expect(document.querySelector('img[src="/media/banner/7.svg"]')).not.toBeNull();
    expect(server.calls).not.toContain('/wps/system/notice');
  });

  it.each([
    ['no language', { notice: notice() }],
    ['banners of another shape', { language: 'en', notice: { ...notice(), banners: [{ bannerId: 'x' }] } }],
    ['no notice', { language: 'en' }],
  ])('ignores %s and asks the server as without it', async (_, value) => {
    const server = mockServer({ banners: [bannerFixture('home', 3)] });
    embedAnswer(answer());
    embedNotice(value);
    const queryClient = start('/');
    expect(await screen.findByRole('region', { name: 'Banners' })).toBeInTheDocument();
    expect(server.calls).toContain('/wps/system/notice');
    expect(queryClient.getQueryData<NoticeAnswer>(noticeKeys.notice('en'))?.banners.map((b) => b.bannerId)).toEqual([3]);
  });
});
