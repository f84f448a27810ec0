import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VendorCard, VendorGroup } from '@tala/contract/games';
import { useUiStore } from '../../../shared/state/ui-store.ts';
import { renderWithProviders, stubApi } from '../../../shared/testing/render-with-providers.tsx';
import { SideMenuCategories } from './side-menu-categories.tsx';

function vendor(vassalage: string, gameCategory: string, isGame: VendorCard['isGame'] = 'VASSALAGE'): VendorCard {
  return {
    vassalage,
    name: `${vassalage} Studio`,
    gameCategory,
    smallIcon: `/media/vendor/${vassalage}.svg`,
    isHot: 0,
    isGame,
    nodeId: isGame === 'GAME' ? 7 : null,
    gameCount: 3,
    maintenance: false,
    seamless: false,
  };
}
const group = (gameCategory: string, ...vendors: VendorCard[]): VendorGroup => ({ gameCategory, vendors });

const serverMenus: VendorGroup[] = [
  group('LOTT', vendor('TCG_SEA', 'LOTT')),
  group('LIVE', vendor('AUR', 'LIVE')),
  group('SPORTS', vendor('KSP', 'SPORTS', 'GAME'), vendor('TFG', 'SPORTS', 'GAME')),
  group('FISH', vendor('OCN', 'FISH')),
  group('RNG', vendor('PXG', 'RNG'), vendor('JLY', 'RNG')),
  group('BINGO', vendor('BNG', 'BINGO')),
  group('MINI', vendor('SPB', 'MINI')),
];

function renderMenu(mini = false, menus = serverMenus) {
  stubApi({ '/lgw/games/game_menus': () => menus });
  return renderWithProviders(
    <nav aria-label="Main menu">
      <ul>
        <SideMenuCategories mini={mini} esportsVendors={['TFG']} />
      </ul>
    </nav>,
    { path: '/live' },
  );
}

const categoryNames = () =>
  within(screen.getByRole('navigation', { name: 'Main menu' }))
    .getAllByRole('button', { expanded: false })
    .map((b) => b.getAttribute('title'));

beforeEach(() => useUiStore.setState({ dialogs: [], sideMenuMini: false }));

describe('side menu game categories', () => {
  it('lists the categories in server order, esports after sports, mini games after fish, nothing unlisted', async () => {
    renderMenu();
    await screen.findByRole('button', { name: 'Lottery' });
    expect(categoryNames()).toEqual(['Lottery', 'Sports', 'E-sports', 'Fishing', 'Mini games', 'Slots']);
    // the current route's category starts open
    expect(screen.getByRole('button', { name: 'Live casino', expanded: true })).toBeInTheDocument();
  });

  it("expands a category into 'all' and one entry per vendor", async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(await screen.findByRole('button', { name: 'Slots' }));
    const list = screen.getByRole('list', { name: 'Slots' });
    expect(within(list).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/rng');
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['PXG Studio', 'JLY Studio']);
  });

  it('marks a category whose vendors all rest, and each resting vendor, as under maintenance', async () => {
    const user = userEvent.setup();
    const resting = (v: VendorCard) => ({ ...v, maintenance: true });
    renderMenu(false, [
      group('SPORTS', resting(vendor('KSP', 'SPORTS', 'GAME'))),
      group('RNG', resting(vendor('PXG', 'RNG')), vendor('JLY', 'RNG')),
    ]);
    // the entry says so before it is opened; a category with one open vendor does not
    await user.click(await screen.findByRole('button', { name: /^Sports\W+Maintenance$/u }));
    expect(within(screen.getByRole('list', { name: 'Sports' })).getByRole('button', { name: /KSP Studio/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Slots' }));
    const slots = screen.getByRole('list', { name: 'Slots' });
    expect(within(slots).getByRole('button', { name: /^PXG Studio\W+Maintenance$/u })).toBeDisabled();
    expect(within(slots).getByRole('button', { name: 'JLY Studio' })).toBeEnabled();
  });

  it('opens the popup game list of a vendor entry and starts a single-game vendor', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(await screen.findByRole('button', { name: 'Slots' }));
    await user.click(screen.getByRole('button', { name: 'JLY Studio' }));
    expect(useUiStore.getState().dialogs.at(-1)).toEqual({ name: 'gamePopup', vendor: 'JLY', gameType: 'RNG' });
    await user.click(screen.getByRole('button', { name: 'Sports' }));
    await user.click(screen.getByRole('button', { name: 'KSP Studio' }));
    expect(useUiStore.getState().dialogs.at(-1)).toMatchObject({ name: 'gameLaunch', game: { vassalage: 'KSP', nodeId: 7 } });
  });

  it('starts the first TCG_SEA game from the lottery entry instead of navigating', async () => {
    const user = userEvent.setup();
    const { location } = renderMenu();
    await user.click(await screen.findByRole('button', { name: 'Lottery' }));
    expect(useUiStore.getState().dialogs.at(-1)).toMatchObject({
      name: 'gameLaunch',
      game: { vassalage: 'TCG_SEA', gameType: 'LOTT' },
    });
    expect(location.current).toBe('/live');
  });

  it('in mini mode shows icons only and leaves mini mode when an entry is chosen', async () => {
    const user = userEvent.setup();
    useUiStore.setState({ sideMenuMini: true });
    renderMenu(true);
    const slots = await screen.findByRole('button', { name: 'Slots' });
    expect(screen.queryByRole('list', { name: 'Live casino' })).toBeNull();
    await user.click(slots);
    expect(useUiStore.getState().sideMenuMini).toBe(false);
  });

  it('puts mini games first when the server has no fishing vendors', async () => {
    renderMenu(false, [group('LIVE', vendor('AUR', 'LIVE')), group('MINI', vendor('KM', 'MINI'))]);
    await screen.findByRole('button', { name: 'Mini games' });
    expect(
      within(screen.getByRole('navigation'))
        .getAllByRole('button')
        .map((b) => b.getAttribute('title'))
        .filter(Boolean),
    ).toEqual(['Mini games', 'Live casino']);
  });

  it('keeps its place with the given rows while the menus load, then reports how many entries it has', async () => {
    let answer: (menus: VendorGroup[]) => void = () => {};
    stubApi({ '/lgw/games/game_menus': () => new Promise<VendorGroup[]>((resolve) => (answer = resolve)) });
    const onRows = vi.fn();
    renderWithProviders(
      <nav aria-label="Main menu">
        <ul>
          <SideMenuCategories
            mini={false}
            esportsVendors={[]}
            placeholder={<li data-testid="reserved" aria-hidden="true" />}
            onRows={onRows}
          />
        </ul>
      </nav>,
    );
    expect(await screen.findByTestId('reserved')).toBeInTheDocument();
    expect(onRows).not.toHaveBeenCalled();

    answer(serverMenus.slice(0, 2));
    expect(await screen.findByRole('button', { name: 'Lottery' })).toBeInTheDocument();
    expect(screen.queryByTestId('reserved')).not.toBeInTheDocument();
    expect(onRows).toHaveBeenLastCalledWith(2);
  });

  it('leaves no reserved rows behind when the menus fail to load', async () => {
    stubApi({});
    renderWithProviders(
      <nav aria-label="Main menu">
        <ul>
          <SideMenuCategories mini={false} esportsVendors={[]} placeholder={<li data-testid="reserved" aria-hidden="true" />} />
        </ul>
      </nav>,
    );
    expect(await screen.findByTestId('reserved')).toBeInTheDocument();
    await waitForElementToBeRemoved(() => screen.queryByTestId('reserved'));
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
