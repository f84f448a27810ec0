import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VendorCard } from '@tala/contract/games';
import type { GameLaunchTarget } from '../../../shared/lib/game-launch.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { useSessionStore } from '../../../shared/state/session.ts';
import { closeDialog, useUiStore } from '../../../shared/state/ui-store.ts';
import { renderWithProviders, stubApi } from '../../../shared/testing/render-with-providers.tsx';
import { GameLaunchDialog } from './game-launch-dialog.tsx';

const slot: GameLaunchTarget = {
  vassalage: 'TALA',
  gameType: 'RNG',
  nodeId: 10105,
  gameId: 'lucky-lanterns',
  gameName: 'Lucky Lanterns',
  isGame: 'GAME',
};

const vendor = (vassalage: string, seamless: boolean): VendorCard => ({
  vassalage,
  name: `${vassalage} Studio`,
  gameCategory: 'RNG',
  smallIcon: '',
  isHot: 0,
  isGame: 'VASSALAGE',
  nodeId: null,
  gameCount: 1,
  maintenance: false,
  seamless,
});

function loggedIn(yes: boolean) {
  useSessionStore.setState({
    token: yes ? 'tok' : null,
    account: yes ? 'demo' : null,
    isAgent: yes ? 0 : null,
    mustChangePassword: false,
  });
}

function open(game: GameLaunchTarget, api: Parameters<typeof stubApi>[0] = {}) {
  const calls = stubApi({
    '/wps/relay/GCS_merchantWallet': () => ({ isSingle: true, wallets: [] }),
    '/wps/relay/GCSGAME_gameVendor': () => [vendor('TALA', false), vendor('EVO', true)],
    '/wps/game/launchGame': () => ({
      game_url: '/vendor/demo/slot/?launch=abc',
      seamless: false,
      nodeId: 10105,
      gameName: 'Lucky Lanterns',
    }),
    ...api,
  });
  useUiStore.setState({ dialogs: [{ name: 'gameLaunch', game }] });
  const onClose = vi.fn(() => closeDialog('gameLaunch'));
  const view = renderWithProviders(<GameLaunchDialog request={{ name: 'gameLaunch', game }} onClose={onClose} />, {
    path: '/rng',
  });
  return { ...view, calls, onClose };
}

beforeEach(() => {
  useUiStore.setState({ dialogs: [] });
  loggedIn(true);
});

describe('game launch', () => {
  it('opens the login dialog for a visitor and calls nothing', async () => {
    loggedIn(false);
    const { calls, onClose } = open(slot);
    await waitFor(() => expect(useUiStore.getState().dialogs).toEqual([{ name: 'login', tab: 'login' }]));
    expect(onClose).toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it('shows the loader, keeps the URL in iframeUrl and goes to /game', async () => {
    const { calls, location } = open(slot);
    expect(await screen.findByRole('status')).toHaveTextContent('Starting Lucky Lanterns…');
    await waitFor(() => expect(location.current).toBe('/game'));
    expect(sessionStore.get('iframeUrl')).toBe(`${window.location.origin}/vendor/demo/slot/?launch=abc`);
    const launch = calls.find((c) => c.path === '/wps/game/launchGame')!;
    expect(JSON.parse(String(launch.init?.body))).toMatchObject({
      vassalage: 'TALA',
      nodeId: 10105,
      gameId: 'lucky-lanterns',
      accountType: 1,
      confirmTrans: 0,
      launchMode: 'GLS',
      clientType: 3,
    });
  });

  it('closes the vendor popup list the game was picked from', async () => {
    useUiStore.setState({ dialogs: [{ name: 'gamePopup', vendor: 'TALA' }] });
    const stub = open(slot);
    useUiStore.setState({
      dialogs: [
        { name: 'gamePopup', vendor: 'TALA' },
        { name: 'gameLaunch', game: slot },
      ],
    });
    await waitFor(() => expect(stub.location.current).toBe('/game'));
    expect(useUiStore.getState().dialogs).toEqual([]);
  });

  it('shows a seamless vendor on /seamless', async () => {
    const { location } = open(
      { ...slot, vassalage: 'EVO' },
      {
        '/wps/game/launchGame': () => ({ game_url: '/vendor/demo/dice/?launch=x', seamless: true, nodeId: 5, gameName: 'Dice' }),
      },
    );
    await waitFor(() => expect(location.current).toBe('/seamless'));
  });

  it("hands a game of the brand's mini-game vendors to the mini-game window and stays on the page", async () => {
    const mini: GameLaunchTarget = { vassalage: 'SPB', gameType: 'MINI', nodeId: 5, gameId: 'rocket', isGame: 'GAME' };
    const { calls, location, onClose } = open(mini);
    await waitFor(() => expect(useUiStore.getState().dialogs).toEqual([{ name: 'miniGame', game: mini }]));
    expect(onClose).toHaveBeenCalled();
    expect(location.current).toBe('/rng');
    expect(calls).toHaveLength(0);
  });

  it("opens a mini-game vendor's entry in the window on its code", async () => {
    open({ vassalage: 'KM', gameType: 'MINI', isGame: 'VASSALAGE' });
    await waitFor(() => expect(useUiStore.getState().dialogs).toEqual([{ name: 'miniGame', code: 'KM' }]));
  });

  it('sends lottery vendors to the lottery route without a launch call', async () => {
    const { calls, location } = open({ vassalage: 'TCG_SEA', gameType: 'LOTT', gameId: 'SEA5' });
    await waitFor(() => expect(location.current).toBe('/lottery?vendor=TCG_SEA&gameCode=SEA5'));
    expect(calls).toHaveLength(0);
  });

  it('opens the popup game list of a vendor entry', async () => {
    open({ vassalage: 'PXG', gameType: 'RNG', isGame: 'VASSALAGE' });
    await waitFor(() => expect(useUiStore.getState().dialogs).toEqual([{ name: 'gamePopup', vendor: 'PXG', gameType: 'RNG' }]));
  });

  it('translates "game under maintenance" and offers no retry', async () => {
    open(slot, {
      '/wps/game/launchGame': () => {
        throw { code: 'GAME_MAINTENANCE', status: 503 };
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'The game could not start' });
    expect(dialog).toHaveTextContent('The game is under maintenance.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(sessionStore.get('iframeUrl')).toBeNull();
  });

  it('refuses a game URL that is not http(s) as "Invalid URL"', async () => {
    const { location } = open(slot, {
      '/wps/game/launchGame': () => ({ game_url: 'javascript:alert(1)', seamless: false, nodeId: 1, gameName: 'x' }),
    });
    expect(await screen.findByRole('dialog', { name: 'The game could not start' })).toHaveTextContent(
      'Invalid link. Please contact customer service.',
    );
    expect(location.current).toBe('/rng');
  });

  it('says so when the network fails, and tries again on request', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { location } = open(slot, {
      '/wps/game/launchGame': () => {
        if (fail) throw { code: 'NETWORK_ERROR', status: 503 };
        return { game_url: '/vendor/demo/slot/', seamless: false, nodeId: 1, gameName: 'x' };
      },
    });
    expect(await screen.findByRole('dialog', { name: 'The game could not start' })).toHaveTextContent(
      'Network connection problem.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(location.current).toBe('/game'));
  });

  it('offers a transfer into the vendor wallet first when the merchant wallet is not single', async () => {
    const user = userEvent.setup();
    const { calls, location } = open(slot, {
      '/wps/relay/GCS_merchantWallet': () => ({
        isSingle: false,
        wallets: [
          { wallet: 'MAIN', name: 'Main', balanceMinor: 5000, balance: '50.00' },
          { wallet: 'TALA', name: 'Tala', balanceMinor: 0, balance: '0.00' },
        ],
      }),
      '/wps/relay/GCS_walletTransfer': () => ({
        transferId: 'x',
        replayed: false,
        wallets: [],
        balance: {
          sumBalanceMinor: 5000,
          sumBalance: '50.00',
          mainBalanceMinor: 3750,
          wallets: [
            { wallet: 'MAIN', balanceMinor: 3750 },
            { wallet: 'TALA', balanceMinor: 1250 },
          ],
        },
      }),
    });
    await screen.findByRole('dialog', { name: 'Move funds to the game' });
    const amount = screen.getByRole('textbox', { name: 'Amount to transfer' });
    await user.type(amount, '60');
    await user.click(screen.getByRole('button', { name: 'Transfer and play' }));
    expect(await screen.findByText('Your balance is not enough.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.click(screen.getByRole('button', { name: 'Transfer and play' }));
    await waitFor(() => expect(location.current).toBe('/game'));
    const transfer = calls.find((c) => c.path === '/wps/relay/GCS_walletTransfer')!;
    expect(JSON.parse(String(transfer.init?.body))).toMatchObject({
      from: 'MAIN',
      to: 'TALA',
      amount: '12.5',
      transferId: expect.stringMatching(/^tr_[0-9a-f]{32}$/),
    });
  });
});
