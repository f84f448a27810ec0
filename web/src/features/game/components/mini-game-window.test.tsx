import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game, VendorCard } from '@tala/contract/games';
import type { GameLaunchTarget } from '../../../shared/lib/game-launch.ts';
import { useSessionStore } from '../../../shared/state/session.ts';
import { closeDialog, useUiStore, type DialogRequestOf } from '../../../shared/state/ui-store.ts';
import { renderWithProviders, stubApi } from '../../../shared/testing/render-with-providers.tsx';
import { MiniGameWindow } from './mini-game-window.tsx';

const names: Record<string, string> = { SPB: 'Rocket', GM: 'Lucky Wheel', XGS: 'Plinko Drop', KM: 'Keno Rush' };

const vendor = (vassalage: string): VendorCard => ({
  vassalage,
  name: `${vassalage} Minis`,
  gameCategory: 'MINI',
  smallIcon: '',
  isHot: 0,
  isGame: 'VASSALAGE',
  nodeId: null,
  gameCount: 3,
  maintenance: false,
  seamless: true,
});

const game = (vassalage: string): Game => ({
  nodeId: vassalage.length * 100,
  gameId: `${vassalage.toLowerCase()}-1`,
  vassalage,
  gameType: 'MINI',
  gameName: names[vassalage] ?? vassalage,
  gameClassify: 'MINI',
  minBet: '0.10',
  minLineNum: 0,
  isHot: 0,
  icon: '',
  maintenance: false,
  isGame: 'GAME',
});

function loggedIn(yes: boolean) {
  useSessionStore.setState({
    token: yes ? 'tok' : null,
    account: yes ? 'demo' : null,
    isAgent: yes ? 0 : null,
    mustChangePassword: false,
  });
}

function open(request: Omit<DialogRequestOf<'miniGame'>, 'name'>, api: Parameters<typeof stubApi>[0] = {}) {
  const calls = stubApi({
    '/wps/relay/GCS_merchantWallet': () => ({ isSingle: true, wallets: [] }),
    '/wps/relay/GCSGAME_gameVendor': () => ['SPB', 'GM', 'XGS', 'KM'].map(vendor),
    '/wps/relay/GCSGAME_gameList': (url) => {
      const code = url.searchParams.get('vassalage') ?? '';
      return { games: [game(code)], totalPages: 1, total: 1, pageNo: 1, pageSize: 1 };
    },
    '/wps/game/launchGame': (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { vassalage: string };
      return { game_url: `/vendor/demo/mini/?v=${body.vassalage}`, seamless: true, nodeId: 1, gameName: names[body.vassalage] };
    },
    ...api,
  });
  const full = { name: 'miniGame', ...request } as const;
  useUiStore.setState({ dialogs: [full] });
  const onClose = vi.fn(() => closeDialog('miniGame'));
  const view = renderWithProviders(<MiniGameWindow request={full} onClose={onClose} />, { path: '/promotions' });
  const launches = () => calls.filter((c) => c.path === '/wps/game/launchGame');
  return { ...view, calls, launches, onClose };
}

beforeEach(() => {
  useUiStore.setState({ dialogs: [] });
  loggedIn(true);
});

describe('mini-game window', () => {
  it("plays a brand code's first game in a frame over the page, with a tab per mini-game code", async () => {
    const { location, launches } = open({ code: 'GM' });
    const window = await screen.findByRole('dialog', { name: /mini games/i });
    expect(window).toHaveAttribute('aria-modal', 'false');
    const frame = await within(window).findByTitle('Lucky Wheel');
    expect(frame).toHaveAttribute('src', expect.stringContaining('/vendor/demo/mini/?v=GM'));
    const tabs = within(window).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['SPB Minis', 'GM Minis', 'XGS Minis', 'KM Minis']);
    expect(within(window).getByRole('tab', { name: 'GM Minis' })).toHaveAttribute('aria-selected', 'true');
    expect(location.current).toBe('/promotions');
    expect(launches()).toHaveLength(1);
  });

  it('switches games by tab, with the mouse or the arrow keys', async () => {
    const { launches } = open({ code: 'GM' });
    await screen.findByTitle('Lucky Wheel');
    await userEvent.click(screen.getByRole('tab', { name: 'KM Minis' }));
    expect(await screen.findByTitle('Keno Rush')).toHaveAttribute('src', expect.stringContaining('v=KM'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByTitle('Plinko Drop')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'XGS Minis' })).toHaveFocus();
    expect(launches()).toHaveLength(3);
  });

  it('plays the very game it was asked for', async () => {
    const rocket: GameLaunchTarget = {
      vassalage: 'SPB',
      gameType: 'MINI',
      nodeId: 7,
      gameId: 'rocket-2',
      gameName: 'Rocket X',
      isGame: 'GAME',
    };
    const { launches } = open({ game: rocket });
    expect(await screen.findByTitle('Rocket X')).toBeInTheDocument();
    expect(JSON.parse(String(launches()[0]?.init?.body))).toMatchObject({ vassalage: 'SPB', nodeId: 7, gameId: 'rocket-2' });
  });

  it('minimises to a pill and comes back without starting the game again; Escape minimises too', async () => {
    const { launches } = open({ code: 'SPB' });
    await screen.findByTitle('Rocket');
    await userEvent.click(screen.getByRole('button', { name: 'Minimise' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Rocket' }));
    expect(screen.getByRole('dialog', { name: /mini games/i })).toBeVisible();
    expect(screen.getByTitle('Rocket')).toBeInTheDocument();
    screen.getByRole('dialog').focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Back to Rocket' })).toBeInTheDocument();
    expect(launches()).toHaveLength(1);
  });

  it('moves with the arrow keys on its move handle and stays on the screen', async () => {
    open({ code: 'SPB' });
    const dialog = screen.getByRole('dialog');
    const left = () => Number.parseFloat(dialog.style.left);
    const before = left();
    screen.getByRole('button', { name: 'Move window' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(left()).toBe(before - 24);
    for (let i = 0; i < 100; i++) await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(left()).toBe(16);
  });

  it('asks a visitor to log in and starts nothing', async () => {
    loggedIn(false);
    const { launches } = open({ code: 'GM' });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useUiStore.getState().dialogs.at(-1)).toEqual({ name: 'login', tab: 'login' });
    expect(launches()).toHaveLength(0);
  });

  it('says why a game cannot start, translated, and retries', async () => {
    let fail = true;
    open(
      { code: 'XGS' },
      {
        '/wps/game/launchGame': () => {
          if (fail) throw { code: 'NETWORK_ERROR' };
          return { game_url: '/vendor/demo/mini/?v=XGS', seamless: true, nodeId: 1, gameName: 'Plinko Drop' };
        },
      },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).not.toHaveTextContent('NETWORK_ERROR');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Plinko Drop')).toBeInTheDocument();
  });

  it('closes', async () => {
    const { onClose } = open({ code: 'GM' });
    await userEvent.click(screen.getByRole('button', { name: 'Close mini game' }));
    expect(onClose).toHaveBeenCalled();
  });
});
