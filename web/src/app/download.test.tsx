import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, type MockServer } from './testing/mock-server.ts';
import { renderApp } from './testing/render-app.tsx';
import { resetUiStore } from './testing/reset.ts';

let server: MockServer;
const promotion = [
  { id: 1, title: 'First deposit bonus', content: '<p>100%</p>', category: 'new_player', promoType: 'newbie' },
  {
    id: 2,
    title: 'App download bonus',
    content: '<p>Install and get 5 baht.</p>',
    category: 'new_player',
    promoType: 'app download',
  },
];

beforeEach(() => {
  resetUiStore();
  server = mockServer();
  // the mock answers the notice call itself (no promotions); this one carries the brand's promotions
  const base = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    new URL(String(input), 'http://localhost').pathname === '/wps/system/notice'
      ? Promise.resolve(Response.json({ success: true, value: { player: [], banners: [], popup: [], promotion } }))
      : base(input, init),
  );
  server.permission.info.resources = [
    { resourceType: 'ANDROID', url: '/down#android', qrCodeUrl: '/down?platform=android', labelNameEn: 'Android' },
    { resourceType: 'IOS', url: '/down#ios', qrCodeUrl: '/down?platform=ios', labelNameEn: 'iOS' },
  ];
});

describe('app download', () => {
  it('shows Android and iOS tabs with a 200 px QR code of the brand link and four steps each, and the download promotion', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/down');
    expect(await screen.findByRole('heading', { level: 1, name: 'App download' })).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'QR code to install Tala on Android' });
    expect(qr).toHaveAttribute('width', '200');
    expect(qr.getAttribute('data-qr-value')).toBe(`${window.location.origin}/down?platform=android`);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
    expect(await screen.findByRole('complementary', { name: 'App download bonus' })).toHaveTextContent('Install and get 5 baht.');
    expect(screen.queryByText('First deposit bonus')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'iOS' }));
    const ios = await screen.findByRole('img', { name: 'QR code to install Tala on iOS' });
    expect(ios.getAttribute('data-qr-value')).toBe(`${window.location.origin}/down?platform=ios`);
    expect(within(screen.getByRole('tabpanel')).getByText('Open the link in Safari.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?platform=ios');
  });

  it('gives a visitor of a members-only site the guide on /download, where its QR codes point', async () => {
    const user = userEvent.setup();
    server.siteConfig.loginedToHomePage = true;
    server.permission.info.resources = []; // no store links: the site's own guide is the target
    const { router } = renderApp('/download');
    expect(await screen.findByRole('heading', { level: 1, name: 'App download' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/download'); // not sent to the login page
    const qr = await screen.findByRole('img', { name: 'QR code to install Tala on Android' });
    expect(qr.getAttribute('data-qr-value')).toBe(`${window.location.origin}/download?platform=android`);
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(4);
    expect(await screen.findByRole('complementary', { name: 'App download bonus' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull(); // no site header: the page stands alone

    await user.click(screen.getByRole('tab', { name: 'iOS' }));
    expect(router.state.location.search).toBe('?platform=ios');
    expect(screen.getByRole('img', { name: 'QR code to install Tala on iOS' }).getAttribute('data-qr-value')).toBe(
      `${window.location.origin}/download?platform=ios`,
    );
  });

  it('opens the download modal from the header', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'App download' }));
    const dialog = await screen.findByRole('dialog', { name: 'App download' });
    expect(await within(dialog).findByRole('img', { name: 'QR code to install Tala on Android' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'iOS' }));
    expect(within(dialog).getByRole('img', { name: 'QR code to install Tala on iOS' })).toBeInTheDocument();
  });
});
