import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionFixture } from '../testing/fixtures.ts';
import { mockServer } from '../testing/mock-server.ts';
import { renderApp } from '../testing/render-app.tsx';
import { resetUiStore } from '../testing/reset.ts';

beforeEach(resetUiStore);

const app = () => screen.findByRole('navigation', { name: 'Main menu' });

describe('start-up gate', () => {
  it('shows the branded loading screen while the start-up calls are pending', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderApp('/');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows the app when the site is open', async () => {
    mockServer();
    renderApp('/');
    expect(await app()).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows only the maintenance page, with customer service, when maintenance is on', async () => {
    mockServer({ permission: { ...permissionFixture(), maintenance: true } });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Game under maintenance' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact customer service' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it("shows the region-blocked page with the visitor's IP", async () => {
    mockServer({ permission: { ...permissionFixture(), regionRestriction: true } });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access restricted' })).toBeInTheDocument();
    expect(screen.getByText('Your IP address: 203.0.113.7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact customer service' })).toBeInTheDocument();
  });

  it('lets maintenance win over a region block', async () => {
    mockServer({ permission: { ...permissionFixture(), maintenance: true, regionRestriction: true } });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Game under maintenance' })).toBeInTheDocument();
    expect(screen.queryByText(/Your IP address/)).not.toBeInTheDocument();
  });

  it('opens the decoded customer-service link in a popup', async () => {
    mockServer({ permission: { ...permissionFixture(), maintenance: true } });
    const popup = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Contact customer service' }));
    expect(open).toHaveBeenCalledOnce();
    expect(popup.location.href).toBe('https://support.example/chat');
    expect(popup.opener).toBeNull();
  });

  it('offers a translated retry when the server cannot be reached, then shows the app', async () => {
    const server = mockServer({ offline: true });
    renderApp('/');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('heading', { level: 1, name: "We can't reach the server" })).toBeInTheDocument();
    server.offline = false;
    await userEvent.click(retry);
    expect(await app()).toBeInTheDocument();
  });
});
