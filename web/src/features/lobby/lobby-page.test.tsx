import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game, VendorGroup } from '@tala/contract/games';
import { useUiStore } from '../../shared/state/ui-store.ts';
import { renderWithProviders, stubApi } from '../../shared/testing/render-with-providers.tsx';
import { LobbyPage } from './lobby-page.tsx';

beforeAll(() => {
  // the grid measures its width; jsdom lays nothing out
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', Observer);
});

const menus: VendorGroup[] = [
  {
    gameCategory: 'RNG',
    vendors: ['PXG', 'JLY'].map((code) => ({
      vassalage: code,
      name: `${code} Studio`,
      gameCategory: 'RNG',
      smallIcon: `/media/vendor/${code}.svg`,
      isHot: code === 'PXG' ? (1 as const) : (0 as const),
      isGame: 'VASSALAGE' as const,
      nodeId: null,
      gameCount: 2,
      maintenance: false,
      seamless: false,
    })),
  },
];

const catalogue: Game[] = [
  ['Lucky Lanterns', 'SLOT', '0.20', 'PXG'],
  ['Lucky Baccarat', 'TABLE', '1.00', 'JLY'],
  ['Dragon Gold', 'SLOT', '0.50', 'PXG'],
].map(([gameName, gameClassify, minBet, vassalage], i) => ({
  nodeId: i + 1,
  gameId: `g${i}`,
  vassalage: vassalage!,
  gameType: 'RNG',
  gameName: gameName!,
  gameClassify: gameClassify!,
  minBet: minBet!,
  minLineNum: 0,
  isHot: 0,
  icon: `/media/game/${i + 1}.svg`,
  maintenance: false,
  isGame: 'GAME',
}));

/** The server's filtering, as the contract describes it. */
function gameList(url: URL) {
  const q = url.searchParams;
  const games = catalogue.filter(
    (g) =>
      (!q.get('vassalage') || g.vassalage === q.get('vassalage')) &&
      (!q.get('gameClassify') || g.gameClassify === q.get('gameClassify')) &&
      (!q.get('gameName') || g.gameName.toLowerCase().includes(q.get('gameName')!.toLowerCase())) &&
      (!q.get('minBet') || Number(g.minBet) <= Number(q.get('minBet'))),
  );
  return { games, total: games.length, totalPages: 1, pageNo: 1, pageSize: 42 };
}

function renderLobby(path = '/rng') {
  const calls = stubApi({
    '/lgw/games/game_menus': () => menus,
    '/wps/relay/GCSGAME_gameList': gameList,
    '/wps/relay/GCSGAME_getVassGameType': () => [
      { vassalage: 'PXG', gameType: 'RNG', classifies: ['SLOT', 'TABLE'], minBets: ['0.20', '0.50', '1.00'], gameCount: 3 },
    ],
  });
  const view = renderWithProviders(<LobbyPage esportsVendors={[]} />, { path });
  return { ...view, calls };
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Games' }))
    .getAllByRole('button', { name: /^Play / })
    .map((b) => b.getAttribute('aria-label'));

beforeEach(() => useUiStore.setState({ dialogs: [] }));

describe('lobby', () => {
  it('shows the vendor lane with hot badges and every game of the category', async () => {
    renderLobby();
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    const lane = await screen.findByRole('list', { name: 'Slots providers' });
    expect(within(lane).getByRole('button', { name: 'Open PXG Studio games' })).toHaveTextContent('Hot');
    await screen.findByText('3 games', { selector: 'p' });
    expect(cards()).toEqual(['Play Lucky Lanterns', 'Play Lucky Baccarat', 'Play Dragon Gold']);
  });

  it('searches by name after a pause and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    const { calls, location } = renderLobby();
    await screen.findByText('3 games', { selector: 'p' });
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'lucky');
    await screen.findByText('2 games', { selector: 'p' });
    expect(cards()).toEqual(['Play Lucky Lanterns', 'Play Lucky Baccarat']);
    expect(location.current).toBe('/rng?q=lucky');
    // one request for the finished word, not one per key
    expect(calls.filter((c) => c.url.searchParams.get('gameName')?.startsWith('l'))).toHaveLength(1);
  });

  it('filters by type and minimum bet, and clears filters when nothing matches', async () => {
    const user = userEvent.setup();
    const { location } = renderLobby('/rng?classify=SLOT');
    await screen.findByText('2 games', { selector: 'p' });
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('SLOT');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum bet' }), 'Up to $0.20');
    await screen.findByText('1 game', { selector: 'p' });
    expect(cards()).toEqual(['Play Lucky Lanterns']);
    expect(location.current).toBe('/rng?classify=SLOT&minBet=0.20');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Table games');
    expect(await screen.findByText('No games match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('3 games', { selector: 'p' });
    expect(location.current).toBe('/rng');
  });

  it('narrows the list to one provider', async () => {
    const user = userEvent.setup();
    renderLobby();
    await screen.findByText('3 games', { selector: 'p' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Provider' }), 'JLY Studio');
    await screen.findByText('1 game', { selector: 'p' });
    expect(cards()).toEqual(['Play Lucky Baccarat']);
  });

  it('asks a visitor to log in for recent games and offers no favourites or hearts', async () => {
    const user = userEvent.setup();
    renderLobby();
    await screen.findByText('3 games', { selector: 'p' });
    expect(screen.queryByRole('tab', { name: 'Favourites' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Favourite:/ })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Recently played' }));
    expect(useUiStore.getState().dialogs.at(-1)).toEqual({ name: 'login', tab: 'login' });
    expect(screen.getByRole('tab', { name: 'All games' })).toHaveAttribute('aria-selected', 'true');
  });

  it('starts a game through the launch flow', async () => {
    const user = userEvent.setup();
    renderLobby();
    await user.click(await screen.findByRole('button', { name: 'Play Dragon Gold' }));
    await waitFor(() =>
      expect(useUiStore.getState().dialogs.at(-1)).toMatchObject({
        name: 'gameLaunch',
        game: { vassalage: 'PXG', nodeId: 3, gameName: 'Dragon Gold' },
      }),
    );
  });
});
