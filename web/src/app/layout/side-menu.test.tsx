import { lazy } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY } from '../../shared/lib/use-media-query.ts';
import { registerCentrePage, unregisterCentrePage } from '../../shared/ui/centre/pages.ts';
import { registerDialog, unregisterDialog } from '../../shared/ui/dialogs/registry.ts';
import { Modal } from '../../shared/ui/modal/modal.tsx';
import { useUiStore } from '../../shared/state/ui-store.ts';
import { mockServer } from '../testing/mock-server.ts';
import { renderApp } from '../testing/render-app.tsx';
import { resetUiStore } from '../testing/reset.ts';
import { waitForRoute } from '../testing/wait-for-route.ts';

// the shell registers the centre's pages from a chunk it imports after mounting; imported here first,
// so that registration never lands in the middle of a test that expects an entry to be absent
beforeAll(async () => {
  await import('../compose/centre-pages.ts');
});
beforeEach(() => {
  resetUiStore();
  mockServer();
  for (const name of ['announcement', 'speedCheck', 'chat'] as const) unregisterDialog(name);
  unregisterCentrePage('member', 'messageV2');
});
afterEach(() => {
  for (const name of ['announcement', 'speedCheck', 'chat'] as const) unregisterDialog(name);
  unregisterCentrePage('member', 'messageV2');
});

const ready = () => waitForRoute('Home');
const menu = () => screen.getByRole('navigation', { name: 'Main menu' });

function asPhone() {
  const real = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...real(query), matches: query === PHONE_QUERY }));
}

/** A speed-check screen: its side-menu entry shows once it is registered, and opens this dialog. */
function registerSpeedCheck() {
  registerDialog('speedCheck', ({ onClose }) => (
    <Modal open title="Line speed" onClose={onClose}>
      <p>Fast</p>
    </Modal>
  ));
}

describe('side menu', () => {
  it('lists Home, Events, Customer services and App download', async () => {
    renderApp('/');
    await ready();
    const nav = within(menu());
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/promotions');
    expect(nav.getByRole('link', { name: 'App download' })).toHaveAttribute('href', '/down');
    expect(nav.getByRole('button', { name: 'Customer services' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('expands customer services into its children', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await ready();
    await user.click(within(menu()).getByRole('button', { name: 'Customer services' }));
    const nav = within(menu());
    for (const name of ['Customer service', 'Announcements']) {
      expect(await nav.findByRole('button', { name })).toBeInTheDocument();
    }
    expect(nav.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/tala_support');
    expect(nav.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/help');
  });

  it('leaves out entries whose screen is not built', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await ready();
    await user.click(within(menu()).getByRole('button', { name: 'Customer services' }));
    expect(await within(menu()).findByRole('button', { name: 'Customer service' })).toBeInTheDocument();
    for (const name of ['Platform messages', 'Chat room']) {
      expect(within(menu()).queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('shows an entry once its screen is registered', async () => {
    const user = userEvent.setup();
    registerSpeedCheck();
    renderApp('/');
    await ready();
    await user.click(within(menu()).getByRole('button', { name: 'Customer services' }));
    await user.click(await within(menu()).findByRole('button', { name: 'Speed check' }));
    expect(await screen.findByRole('dialog', { name: 'Line speed' })).toBeInTheDocument();
  });

  it('asks a visitor to log in before member-only entries (platform messages, chat)', async () => {
    registerDialog('chat', () => null);
    registerCentrePage({ centre: 'member', key: 'messageV2', component: lazy(async () => ({ default: () => null })) });
    const user = userEvent.setup();
    renderApp('/');
    await ready();
    await user.click(within(menu()).getByRole('button', { name: 'Customer services' }));
    for (const name of ['Platform messages', 'Chat room']) {
      useUiStore.setState({ dialogs: [] });
      await user.click(await within(menu()).findByRole('button', { name }));
      expect(useUiStore.getState().dialogs).toEqual([{ name: 'login', tab: 'login' }]);
    }
  });

  it('opens a registered dialog by name', async () => {
    registerDialog('announcement', ({ onClose }) => (
      <Modal open title="Notices" onClose={onClose}>
        <p>List</p>
      </Modal>
    ));
    const user = userEvent.setup();
    renderApp('/');
    await ready();
    await user.click(within(menu()).getByRole('button', { name: 'Customer services' }));
    await user.click(await within(menu()).findByRole('button', { name: 'Announcements' }));
    expect(await screen.findByRole('dialog', { name: 'Notices' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('collapses to mini mode and back', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await ready();
    await user.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
    // labels stay available to assistive technology in mini mode
    expect(within(menu()).getByRole('link', { name: 'Events' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toBeInTheDocument();
  });

  it('becomes a drawer on phones: hamburger opens it, Escape closes it and focus returns', async () => {
    asPhone();
    const user = userEvent.setup();
    renderApp('/');
    await ready();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(hamburger);
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(within(drawer).getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    // the language and theme switches move from the phone's top bar into the drawer
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('switch', { name: 'Dark theme' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('switch', { name: 'Dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hamburger).toHaveFocus();
  });

  it('closes the drawer when an entry opens a dialog, and the dialog holds the focus', async () => {
    asPhone();
    registerSpeedCheck();
    const user = userEvent.setup();
    renderApp('/');
    await ready();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Main menu' }));
    await user.click(drawer.getByRole('button', { name: 'Customer services' }));
    await user.click(await drawer.findByRole('button', { name: 'Speed check' }));
    const speed = await screen.findByRole('dialog', { name: 'Line speed' });
    expect(screen.queryByRole('dialog', { name: 'Main menu' })).not.toBeInTheDocument();
    await waitFor(() => expect(speed).toContainElement(document.activeElement as HTMLElement));
  });

  it('closes the drawer after navigating', async () => {
    asPhone();
    const user = userEvent.setup();
    renderApp('/');
    await ready();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Events' }));
    await waitForRoute('Promotions');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
